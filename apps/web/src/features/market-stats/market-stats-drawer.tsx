import { useMemo, useState } from 'react';
import {
  Button,
  DatePicker,
  Drawer,
  Empty,
  Flex,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BUILDING_TYPES,
  MARKET_METRIC_KEYS,
  STATUS_GROUPS,
  type BuildingType,
  type StatusGroup,
  type SummaryRow,
  type ValuationRow,
} from '@utah-land/shared';
import type { FilterQuery } from '../../api/map.js';
import { marketStatsApi, marketStatsKeys } from '../../api/market-stats.js';
import { exportWorkbook } from '../exports/excel.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { useCityOptions } from '../common/use-options.js';
import { QUERY_DRAWER_WIDTH, SqlBlock } from '../common/view-query-drawer.js';
import { MonthlyChart } from './monthly-chart.js';
import {
  VALUATION_GROUPS,
  marketStatsFileName,
  coverageNotes,
  marketStatsSheets,
  metricHeader,
  show2,
  type ValuationGroup,
} from './market-stats-workbook.js';

/** Normal side drawer width (spec 9). */
const DRAWER_WIDTH = 1050;
const DAY = 'YYYY-MM-DD';

export interface MarketStatsTarget {
  /** A parcel card's Market Analysis: the parcel (its city is the default place). */
  parcel?: { id: number; city: string | null; title: string };
  /** The results-box Market Stats: the map's current filters. */
  filters?: FilterQuery;
}

/** Map filters that make sense for statistics (the viewport, paging and sorting are the list's, not the market's). */
function statsFilters(filters: FilterQuery | undefined): FilterQuery {
  const out: FilterQuery = {};
  for (const [k, v] of Object.entries(filters ?? {})) {
    if (
      v === undefined ||
      v === '' ||
      ['viewport', 'zoom', 'page', 'limit', 'sortBy', 'surveyTaker'].includes(k)
    )
      continue;
    out[k] = v;
  }
  return out;
}

const metricColumns = (keys: string[]) =>
  keys.map((k) => ({
    title: metricHeader(k),
    dataIndex: k,
    key: k,
    align: 'right' as const,
    // A count of listings is a whole number ('3', not '3.00'); the other figures keep the spec's 2 decimals.
    render: (v: number | null) =>
      k === 'number_of_listings' && v !== null ? v.toLocaleString('en-US') : show2(v),
  }));

function QueryButton({ title, sql }: { title: string; sql?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={!sql}>
        View Query
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={QUERY_DRAWER_WIDTH}
        title={title}
        zIndex={OVERLAY_Z + 20}
        destroyOnHidden
      >
        <SqlBlock title={title} sql={sql} />
      </Drawer>
    </>
  );
}

/** Market Stats / Market Analysis (spec 2.7, admin only): Summary and Full Valuation for a place and a date range. */
export function MarketStatsDrawer({
  target,
  onClose,
}: {
  target: MarketStatsTarget | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={!!target}
      onClose={onClose}
      size={DRAWER_WIDTH}
      zIndex={OVERLAY_Z + 10}
      title={target?.parcel ? `Market Analysis — ${target.parcel.title}` : 'Market Stats'}
      destroyOnHidden
    >
      {target && <MarketStatsBody target={target} />}
    </Drawer>
  );
}

function MarketStatsBody({ target }: { target: MarketStatsTarget }) {
  const filters = useMemo(() => statsFilters(target.filters), [target.filters]);
  const initialCities =
    target.parcel?.city != null
      ? [target.parcel.city]
      : String(filters.cities ?? '')
          .split(/[|,]/)
          .map((s) => s.trim())
          .filter(Boolean);
  const [cities, setCities] = useState<string[]>(initialCities);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(3, 'year'), dayjs()]);
  const [buildingType, setBuildingType] = useState<BuildingType>('All');
  const [status, setStatus] = useState<StatusGroup>('Sold');
  const [exporting, setExporting] = useState(false);
  const cityOptions = useCityOptions();

  const query: FilterQuery = {
    ...filters,
    cities: cities.length ? cities.join('|') : undefined,
    id_serial: target.parcel?.id,
    fromDate: range[0].format(DAY),
    toDate: range[1].format(DAY),
    viewQuery: 'true',
  };
  // Spec 2.7: no query until there is a parcel (or, from the results box, a place or another filter).
  const ready = target.parcel !== undefined || Object.keys(filters).length > 0 || cities.length > 0;
  const summary = useQuery({
    queryKey: marketStatsKeys.summary(query),
    queryFn: ({ signal }) => marketStatsApi.summary(query, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const valuation = useQuery({
    queryKey: marketStatsKeys.valuation(query, buildingType, status),
    queryFn: ({ signal }) => marketStatsApi.fullValuation({ ...query, buildingType, status }, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  const title = target.parcel ? `Market Analysis ${target.parcel.title}` : 'Market Stats';
  async function exportExcel() {
    if (!summary.data) return;
    setExporting(true);
    try {
      const groups: ValuationGroup[] = [];
      for (const g of VALUATION_GROUPS) {
        const answer = await marketStatsApi.fullValuation({ ...query, viewQuery: undefined, ...g });
        groups.push({ ...g, rows: answer.data });
      }
      await exportWorkbook(
        marketStatsSheets(summary.data.data, groups, coverageNotes(summary.data, query)),
        marketStatsFileName(title),
      );
    } finally {
      setExporting(false);
    }
  }

  const controls = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
      <Select
        mode="multiple"
        allowClear
        placeholder="Cities"
        aria-label="Cities"
        data-testid="market-stats-cities"
        style={{ minWidth: 320, flex: 1 }}
        value={cities}
        onChange={setCities}
        options={cityOptions}
        maxTagCount="responsive"
      />
      <DatePicker.RangePicker
        data-testid="market-stats-dates"
        value={range}
        format={DAY}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      />
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void exportExcel()}
        loading={exporting}
        disabled={!summary.data}
        data-testid="market-stats-export"
      >
        Export to Excel
      </Button>
    </Flex>
  );

  if (!ready)
    return (
      <>
        {controls}
        <Empty description="Select a parcel or set filters to see market statistics" />
      </>
    );

  const summaryTab = summary.isPending ? (
    <Skeleton active />
  ) : summary.isError || !summary.data ? (
    <Empty description="No statistics available" />
  ) : (
    <div data-testid="market-stats-summary">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          Listings listed {range[0].format(DAY)} to {range[1].format(DAY)}
          {summary.data.cities.length ? ` in ${summary.data.cities.join(', ')}` : ''}
        </Typography.Text>
        <QueryButton title="Summary Query" sql={summary.data.query} />
      </Flex>
      <MonthlyChart points={summary.data.monthly} />
      {BUILDING_TYPES.map((b) => (
        <div key={b} style={{ marginTop: 12 }} data-testid={`market-stats-${b}`}>
          <Typography.Title level={5}>{b}</Typography.Title>
          <Table<SummaryRow>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="status"
            dataSource={summary.data.data.filter((r) => r.buildingType === b)}
            columns={[
              { title: 'Status', dataIndex: 'status', key: 'status', fixed: 'left' },
              ...metricColumns(MARKET_METRIC_KEYS),
            ]}
          />
        </div>
      ))}
    </div>
  );

  const valuationTab = (
    <div data-testid="market-stats-valuation">
      <Flex gap={12} align="center" style={{ marginBottom: 8 }}>
        <Select
          aria-label="Building type"
          value={buildingType}
          onChange={setBuildingType}
          options={BUILDING_TYPES.map((v) => ({ value: v, label: v }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label="Status"
          value={status}
          onChange={setStatus}
          options={STATUS_GROUPS.map((v) => ({ value: v, label: v }))}
          style={{ width: 220 }}
        />
        <span style={{ flex: 1 }} />
        <QueryButton title="Full Valuation Query" sql={valuation.data?.query} />
      </Flex>
      {valuation.isPending ? (
        <Skeleton active />
      ) : (
        <Table<ValuationRow>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey="architecturalstyle"
          dataSource={valuation.data?.data ?? []}
          columns={[
            { title: 'Architectural Style', dataIndex: 'architecturalstyle', key: 'style', fixed: 'left' },
            ...metricColumns([...MARKET_METRIC_KEYS, 'price_per_sqft', 'price_per_acre']),
          ]}
        />
      )}
    </div>
  );

  return (
    <>
      {controls}
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Tabs
          items={[
            { key: 'summary', label: 'Summary', children: summaryTab },
            { key: 'valuation', label: 'Full Valuation', children: valuationTab },
          ]}
        />
      </Space>
    </>
  );
}
