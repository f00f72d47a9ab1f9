import { App, Button, Checkbox, Flex, Select, Slider, Space, Typography } from 'antd';
import { HYPOTHETICALS, LOT_SIZES, PRODUCTS, PRODUCT_LABELS, PROJECT_STATUSES } from '@utah-land/shared';
import { joinList, splitList, withFilters, withoutFilters } from '../url-state.js';
import type { MapUrl } from '../use-map-url.js';
import { FilterPopover, type Draft } from './filter-popover.js';
import { parseAcreage } from './filter-chips.js';
import { useCityOptions } from '../../common/use-options.js';

export const ACREAGE_MAX = 100;
export const ACREAGE_STEP = 0.05;

const listValue = (draft: Draft, key: string) => splitList(key, draft[key]);

function CheckList({
  draft,
  set,
  field,
  options,
}: {
  draft: Draft;
  set: (p: Draft) => void;
  field: string;
  options: readonly string[];
}) {
  return (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 260, overflowY: 'auto' }}
      value={listValue(draft, field)}
      options={options.map((o) => ({ value: o, label: o }))}
      onChange={(v) => set({ [field]: joinList(v as string[]) || undefined })}
    />
  );
}

function CitiesTab({ draft, set }: { draft: Draft; set: (p: Draft) => void }) {
  const options = useCityOptions();
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      style={{ width: '100%' }}
      placeholder="Select cities"
      aria-label="Cities"
      options={options}
      value={listValue(draft, 'cities')}
      onChange={(v: string[]) => set({ cities: joinList(v) || undefined })}
      getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
    />
  );
}

/** The slider's top, '100+': no upper bound ('min|' in the URL). */
export const acreageLabel = (n: number) => (n >= ACREAGE_MAX ? `${ACREAGE_MAX}+` : n.toFixed(2));

function AcreageTab({ draft, set }: { draft: Draft; set: (p: Draft) => void }) {
  const [lo, hi] = parseAcreage(draft.acreage);
  const value: [number, number] = [lo ?? 0, hi ?? ACREAGE_MAX];
  return (
    <div>
      <Typography.Text type="secondary" data-testid="acreage-range">
        {acreageLabel(value[0])} - {acreageLabel(value[1])} acres
      </Typography.Text>
      <Slider
        range
        min={0}
        max={ACREAGE_MAX}
        step={ACREAGE_STEP}
        value={value}
        tooltip={{ formatter: (n) => (n === undefined ? '' : acreageLabel(n)) }}
        onChange={(v: number[]) =>
          set({
            // The whole range (0 to 100+) is no filter at all.
            acreage:
              v[0] === 0 && v[1]! >= ACREAGE_MAX ? undefined : `${v[0]}|${v[1]! >= ACREAGE_MAX ? '' : v[1]}`,
          })
        }
        aria-label="Acreage"
        ariaLabelForHandle={['Minimum acreage', 'Maximum acreage']}
      />
    </div>
  );
}

/** Refine Criteria: three popovers, 'More filters', 'No Buildings' and 'Reset all filters'. */
export function RefineCriteria({ url, onMoreFilters }: { url: MapUrl; onMoreFilters: () => void }) {
  const { message } = App.useApp();
  const noBuildings = url.params.get('noBuildings') === 'true';
  return (
    <div data-testid="refine-criteria">
      <Typography.Text strong>Refine Criteria</Typography.Text>
      <Flex wrap gap={6} style={{ marginTop: 6 }}>
        <FilterPopover
          label="Area and Style"
          testId="filter-area-style"
          url={url}
          keys={[...PRODUCTS, 'cities']}
          tabs={[
            {
              key: 'lots',
              label: 'Number & Style of Lots',
              render: (draft, set) => (
                <Space orientation="vertical">
                  {PRODUCTS.map((p) => (
                    <Checkbox
                      key={p}
                      checked={draft[p] === 'true'}
                      onChange={(e) => set({ [p]: e.target.checked ? 'true' : undefined })}
                    >
                      {PRODUCT_LABELS[p]}
                    </Checkbox>
                  ))}
                </Space>
              ),
            },
            { key: 'cities', label: 'Cities', render: (draft, set) => <CitiesTab draft={draft} set={set} /> },
          ]}
        />
        <FilterPopover
          label="Parcel"
          testId="filter-parcel"
          url={url}
          keys={['acreage', 'hypotheticals']}
          tabs={[
            {
              key: 'acreage',
              label: 'Acreage',
              render: (draft, set) => <AcreageTab draft={draft} set={set} />,
            },
            {
              key: 'hypotheticals',
              label: 'Hypotheticals',
              render: (draft, set) => (
                <CheckList draft={draft} set={set} field="hypotheticals" options={HYPOTHETICALS} />
              ),
            },
          ]}
        />
        <FilterPopover
          label="Project"
          testId="filter-project"
          url={url}
          keys={['projectStatus', 'lotSize']}
          tabs={[
            {
              key: 'status',
              label: 'Status',
              render: (draft, set) => (
                <CheckList draft={draft} set={set} field="projectStatus" options={PROJECT_STATUSES} />
              ),
            },
            {
              key: 'lotSize',
              label: 'Lot Size',
              render: (draft, set) => (
                <CheckList draft={draft} set={set} field="lotSize" options={LOT_SIZES} />
              ),
            },
          ]}
        />
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={6} style={{ marginTop: 8 }}>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onMoreFilters}>
          More filters
        </Button>
        <Checkbox
          checked={noBuildings}
          onChange={(e) =>
            url.update((p) => withFilters(p, { noBuildings: e.target.checked ? 'true' : undefined }))
          }
        >
          No Buildings
        </Checkbox>
        <Button
          type="link"
          size="small"
          danger
          style={{ padding: 0 }}
          onClick={() => {
            url.update(withoutFilters);
            message.success('All Filters Removed!');
          }}
        >
          Reset all filters
        </Button>
      </Flex>
    </div>
  );
}
