import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Modal, Progress, Radio, Select, Space, Typography } from 'antd';
import {
  AREA_EXPORT_MESSAGES,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  type ExportFormat,
} from '@utah-land/shared';
import { areaExportApi, areaExportKeys } from '../../api/area-export.js';
import { useCityOptions, useCountyOptions } from '../common/use-options.js';
import { useAreaExport } from './use-area-export.js';

type Filters = Record<string, string | undefined>;
const AREA_KEYS = ['coords', 'cities', 'counties', 'postalCodes'] as const;

/** Words for the map's area: the drawn polygon, cities, counties or ZIP codes. */
function areaWords(f: Filters): string[] {
  const out: string[] = [];
  if (f.coords) out.push('Selected Polygon Area');
  if (f.cities) out.push(`Cities: ${f.cities.split('|').join(', ')}`);
  if (f.counties) out.push(`Counties: ${f.counties.split('|').join(', ')}`);
  if (f.postalCodes) out.push(`ZIP codes: ${f.postalCodes.split('|').join(', ')}`);
  return out;
}

/**
 * Export the parcels of an area as GeoJSON, KML, CSV or a zipped Shapefile. The area is the map's (a drawn polygon,
 * cities, counties, ZIP codes, with its other filters); without one, a county, city or ZIP code is picked here.
 */
export function AreaExportModal({ filters, onClose }: { filters: Filters; onClose: () => void }) {
  const { message } = App.useApp();
  const [format, setFormat] = useState<ExportFormat>('geojson');
  const [picked, setPicked] = useState<{ counties?: string; cities?: string; postalCodes?: string }>({});
  const [zip, setZip] = useState('');
  const mapHasArea = AREA_KEYS.some((k) => filters[k]);
  const query = useMemo(
    () => (mapHasArea ? filters : { ...filters, ...picked }),
    [filters, picked, mapHasArea],
  );
  const hasArea = AREA_KEYS.some((k) => query[k]);
  const count = useQuery({
    queryKey: areaExportKeys.count(query),
    queryFn: () => areaExportApi.count(query),
    enabled: hasArea,
    retry: false,
  });
  const counties = useCountyOptions();
  const cities = useCityOptions();
  const exporter = useAreaExport();
  const start = async () => {
    try {
      const name = await exporter.run(query, format, count.data!.count);
      void message.success(`Exported ${count.data!.count.toLocaleString('en-US')} parcels to ${name}`);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const p = exporter.progress;
  return (
    <Modal
      open
      title="Export parcels of an area"
      onCancel={onClose}
      width={560}
      footer={
        <Button
          type="primary"
          disabled={!count.data || count.data.count === 0}
          loading={exporter.running}
          onClick={() => void start()}
          data-testid="area-export-start"
        >
          Export
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {mapHasArea ? (
          <Typography.Text data-testid="area-export-area">
            Area: {areaWords(filters).join('; ')}
          </Typography.Text>
        ) : (
          <>
            <Typography.Text type="secondary">
              {AREA_EXPORT_MESSAGES.areaRequired}: draw a polygon on the map, or pick one here.
            </Typography.Text>
            <Flex gap={8} wrap>
              <Select
                showSearch
                allowClear
                placeholder="County"
                value={picked.counties}
                style={{ minWidth: 160 }}
                options={counties}
                onChange={(v?: string) => {
                  setZip('');
                  setPicked({ counties: v });
                }}
                aria-label="County to export"
              />
              <Select
                showSearch
                allowClear
                placeholder="City"
                value={picked.cities}
                style={{ minWidth: 160 }}
                options={cities}
                onChange={(v?: string) => {
                  setZip('');
                  setPicked({ cities: v });
                }}
                aria-label="City to export"
              />
              <Input
                placeholder="ZIP code"
                maxLength={5}
                style={{ width: 110 }}
                value={zip}
                onChange={(e) => {
                  setZip(e.target.value);
                  setPicked(/^\d{5}$/.test(e.target.value) ? { postalCodes: e.target.value } : {});
                }}
                aria-label="ZIP code to export"
              />
            </Flex>
          </>
        )}
        <Radio.Group
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
          options={EXPORT_FORMATS.map((f) => ({ value: f, label: EXPORT_FORMAT_LABELS[f] }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        />
        {count.isError && <Alert type="warning" showIcon title={count.error.message} />}
        {count.data && (
          <Typography.Text data-testid="area-export-count">
            {count.data.count === 0
              ? AREA_EXPORT_MESSAGES.empty
              : `${count.data.count.toLocaleString('en-US')} parcels, with their fields, source and date`}
          </Typography.Text>
        )}
        {p && (
          <Progress
            percent={p.total ? Math.floor((100 * p.done) / p.total) : 0}
            status={exporter.running ? 'active' : 'success'}
            format={() => `${p.done.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')}`}
            data-testid="area-export-progress"
          />
        )}
      </Space>
    </Modal>
  );
}
