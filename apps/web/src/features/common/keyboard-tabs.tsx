import { useId, useState, type KeyboardEvent } from 'react';
import { Tabs, type TabsProps } from 'antd';

/**
 * Ant Design's Tabs with the keyboard of the WAI-ARIA tabs pattern, selection following focus: on a tab, an arrow
 * key selects the previous or next tab (wrapping; Left/Up and Right/Down alike, so a vertical list answers the
 * keys a horizontal one does), Home and End the first and last, Enter and Space the focused one. Only the selected
 * tab is in the Tab order (Ant Design's roving tabindex), and focus moves with the selection.
 *
 * Ant Design alone moves focus only, leaving the selection to Enter or Space, and reads `event.code`, which
 * assistive software and on-screen keyboards often leave empty: Enter then selected nothing. Here every key is
 * read from `event.key`. Same props as `Tabs`; controlled (`activeKey`) or not.
 */
export function KeyboardTabs({ activeKey, defaultActiveKey, onChange, items, id, ...rest }: TabsProps) {
  const ownId = `tabs${useId().replace(/[^\w-]/g, '')}`;
  const tabsId = id ?? ownId;
  const [own, setOwn] = useState(defaultActiveKey ?? items?.[0]?.key);
  const current = activeKey ?? own;

  const select = (key: string) => {
    if (activeKey === undefined) setOwn(key);
    if (key !== current) onChange?.(key);
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    rest.onKeyDownCapture?.(e);
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    // A tab of this list only: a nested list's tabs (in a panel) have their own ids and their own handler.
    if (target.getAttribute('role') !== 'tab') return;
    const keys = (items ?? []).filter((t) => !t.disabled).map((t) => t.key);
    const at = keys.findIndex((k) => target.id === `${tabsId}-tab-${k}`);
    if (at < 0) return;
    const next = {
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      Home: 0,
      End: keys.length - 1,
      Enter: at,
      ' ': at,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault(); // no page scroll, no click of a button around
    e.stopPropagation(); // Ant Design's own handler would move focus a second time
    const key = keys[(next + keys.length) % keys.length]!;
    select(key);
    document.getElementById(`${tabsId}-tab-${key}`)?.focus();
  };

  return (
    <Tabs
      {...rest}
      id={tabsId}
      items={items}
      activeKey={current}
      onChange={select}
      onKeyDownCapture={onKeyDownCapture}
    />
  );
}
