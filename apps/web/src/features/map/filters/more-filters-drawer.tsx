import { useEffect, useState, type ReactNode } from 'react';
import { OVERLAY_Z } from '../../common/overlay.js';
import { App, Button, Collapse, Drawer, Input, Select, Space } from 'antd';
import { KeyboardTabs } from '../../common/keyboard-tabs.js';
import {
  HOUSE_STYLES,
  HYPOTHETICALS,
  LOT_SIZES,
  PARCEL_STATUSES,
  PROJECT_STATUSES,
  SPECIAL_PRODUCT_TYPES,
} from '@utah-land/shared';
import { FILTER_KEYS, joinList, splitList, withFilters } from '../url-state.js';
import type { MapUrl } from '../use-map-url.js';
import type { Draft } from './filter-popover.js';
import { FILTER_LABELS } from './filter-chips.js';
import { RangeInput } from './range-input.js';
import { useNarrow } from '../../common/use-narrow.js';
import { ZoningSelect } from './zoning-select.js';
import { useCityOptions, useCountyOptions } from '../../common/use-options.js';

export const MORE_FILTERS_WIDTH = 640;

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The advanced filters drawer: left, 640 wide (full width at 768 px or narrower). */
export function MoreFiltersDrawer({
  url,
  open,
  onClose,
}: {
  url: MapUrl;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const narrow = useNarrow(768); // full width at 768 px or narrower
  const [draft, setDraft] = useState<Draft>({});
  const cities = useCityOptions();
  const counties = useCountyOptions();

  useEffect(() => {
    if (open) setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, url.params.get(k) ?? undefined])));
    // Only when the drawer opens: the draft then belongs to the user until Apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = (patch: Draft) => setDraft((d) => ({ ...d, ...patch }));
  const list = (key: string) => splitList(key, draft[key]);
  const multi = (key: string, options: { value: string; label: string }[], tags = false) => (
    <Select
      mode={tags ? 'tags' : 'multiple'}
      allowClear
      showSearch
      style={{ width: '100%' }}
      aria-label={FILTER_LABELS[key as keyof typeof FILTER_LABELS]}
      placeholder={FILTER_LABELS[key as keyof typeof FILTER_LABELS]}
      options={options}
      value={list(key)}
      tokenSeparators={tags ? [',', '|'] : undefined}
      onChange={(v: string[]) => set({ [key]: joinList(v) || undefined })}
    />
  );
  const section = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const num = (key: string) =>
    draft[key] !== undefined && draft[key] !== '' ? Number(draft[key]) : undefined;

  const tabs = [
    {
      key: 'location',
      label: 'Location',
      children: (
        <Collapse
          defaultActiveKey={['cities', 'counties']}
          items={[
            section('cities', 'Cities', multi('cities', cities)),
            section('counties', 'Counties', multi('counties', counties)),
            section('utahAreaTags', 'Area Tags', multi('utahAreaTags', [], true)),
            section('postalCodes', 'Postal Codes', multi('postalCodes', [], true)),
            section(
              'currentZoningCity',
              'Current Zoning (City)',
              <ZoningSelect
                kind="city"
                value={list('currentZoningCity')}
                onChange={(v) => set({ currentZoningCity: joinList(v) || undefined })}
              />,
            ),
            section(
              'currentZoningCounty',
              'Current Zoning (County)',
              <ZoningSelect
                kind="county"
                value={list('currentZoningCounty')}
                onChange={(v) => set({ currentZoningCounty: joinList(v) || undefined })}
              />,
            ),
          ]}
        />
      ),
    },
    {
      key: 'parcels',
      label: 'Parcels',
      children: (
        <Collapse
          defaultActiveKey={['parcelId', 'acreage']}
          items={[
            section('parcelId', 'Parcel ID', multi('parcelId', [], true)),
            section(
              'acreage',
              'Acreage',
              <RangeInput
                label="Acreage"
                min={num('minAcreage')}
                max={num('maxAcreage')}
                onChange={(min, max) =>
                  set({
                    minAcreage: min === undefined ? undefined : String(min),
                    maxAcreage: max === undefined ? undefined : String(max),
                  })
                }
              />,
            ),
            section('parcelStatus', 'Parcel Status', multi('parcelStatus', opts(PARCEL_STATUSES))),
            section('hypotheticals', 'Hypotheticals', multi('hypotheticals', opts(HYPOTHETICALS))),
          ]}
        />
      ),
    },
    {
      key: 'projects',
      label: 'Projects',
      children: (
        <Collapse
          defaultActiveKey={['name', 'projectStatus']}
          items={[
            section(
              'name',
              'Project Name',
              <Input
                allowClear
                aria-label="Project Name"
                placeholder="Project Name"
                value={draft.name ?? ''}
                onChange={(e) => set({ name: e.target.value || undefined })}
              />,
            ),
            section(
              'childName',
              'Child Project Name',
              <Input
                allowClear
                aria-label="Child Project Name"
                placeholder="Child Project Name"
                value={draft.childName ?? ''}
                onChange={(e) => set({ childName: e.target.value || undefined })}
              />,
            ),
            section('projectStatus', 'Project Status', multi('projectStatus', opts(PROJECT_STATUSES))),
            section('lotSize', 'Lot Size', multi('lotSize', opts(LOT_SIZES))),
            section(
              'specialProductTypes',
              'Special Product Types',
              multi('specialProductTypes', opts(SPECIAL_PRODUCT_TYPES)),
            ),
            section('houseStyle', 'House Style', multi('houseStyle', opts(HOUSE_STYLES))),
          ]}
        />
      ),
    },
  ];

  const apply = () => {
    url.update((p) => withFilters(p, draft));
    message.success('Filters Applied!');
    onClose();
  };

  return (
    <Drawer
      zIndex={OVERLAY_Z}
      title="More filters"
      placement="left"
      size={narrow ? '100%' : MORE_FILTERS_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => setDraft({})}>Reset</Button>
          <Button type="primary" onClick={apply}>
            Apply
          </Button>
        </Space>
      }
    >
      <div data-testid="more-filters">
        <KeyboardTabs items={tabs} />
      </div>
    </Drawer>
  );
}
