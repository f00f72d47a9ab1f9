import { useState, type ReactNode } from 'react';
import { App, Button, Popover, Space, Tabs } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { withFilters } from '../url-state.js';
import type { MapUrl } from '../use-map-url.js';

export type Draft = Record<string, string | undefined>;

export interface FilterTab {
  key: string;
  label: string;
  render: (draft: Draft, set: (patch: Draft) => void) => ReactNode;
}

interface Props {
  label: string;
  /** The URL parameters this popover edits. */
  keys: readonly string[];
  tabs: FilterTab[];
  url: MapUrl;
  testId: string;
}

const read = (params: URLSearchParams, keys: readonly string[]): Draft =>
  Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined]));

/** A Refine Criteria popover: tabs editing a draft of some parameters, with Apply and reset. */
export function FilterPopover({ label, keys, tabs, url, testId }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const active = keys.some((k) => url.params.has(k));

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(read(url.params, keys));
    setOpen(next);
  };
  const set = (patch: Draft) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => {
    url.update((p) => withFilters(p, draft));
    message.success('Filters Applied!');
    setOpen(false);
  };
  const reset = () => {
    const cleared = Object.fromEntries(keys.map((k) => [k, undefined]));
    setDraft(cleared);
    url.update((p) => withFilters(p, cleared));
    setOpen(false);
  };

  const content = (
    <div style={{ width: 360 }} data-testid={`${testId}-content`}>
      <Tabs
        size="small"
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.render(draft, set) }))}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
        <Button size="small" type="primary" onClick={apply}>
          Apply
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomLeft"
      content={content}
      destroyOnHidden
    >
      <Button size="small" type={active ? 'primary' : 'default'} ghost={active} data-testid={testId}>
        {label} <DownOutlined />
      </Button>
    </Popover>
  );
}
