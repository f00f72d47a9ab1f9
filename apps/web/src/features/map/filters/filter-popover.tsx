import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { App, Button, Popover, Space } from 'antd';
import { KeyboardTabs } from '../../common/keyboard-tabs.js';
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

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const read = (params: URLSearchParams, keys: readonly string[]): Draft =>
  Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined]));

/** A Refine Criteria popover: tabs editing a draft of some parameters, with Apply and reset. */
export function FilterPopover({ label, keys, tabs, url, testId }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const active = keys.some((k) => url.params.has(k));
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The popover is drawn at the end of the page, away from its button: keyboard focus moves into it when it opens
  // (its selected tab; the arrow keys change tabs), Tab cycles inside it, and Escape closes it back to the button.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(read(url.params, keys));
    setOpen(next);
  };
  const set = (patch: Draft) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => {
    url.update((p) => withFilters(p, draft));
    message.success('Filters Applied!');
    setOpen(false);
    trigger.current?.focus(); // keyboard focus goes back where it came from
  };
  const reset = () => {
    const cleared = Object.fromEntries(keys.map((k) => [k, undefined]));
    setDraft(cleared);
    url.update((p) => withFilters(p, cleared));
    setOpen(false);
    trigger.current?.focus();
  };

  const content = (
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      style={{ width: 360 }}
      data-testid={`${testId}-content`}
      onKeyDown={onKeyDown}
    >
      <KeyboardTabs
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
      <Button
        ref={trigger}
        size="small"
        type={active ? 'primary' : 'default'}
        ghost={active}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {label} <DownOutlined />
      </Button>
    </Popover>
  );
}
