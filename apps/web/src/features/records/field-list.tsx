import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';

export type Field = [label: string, value: ReactNode | null | undefined];

/** True for a value worth showing: not null/undefined, not an empty string or list. */
export function present(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

export const money = (n: number | null | undefined) =>
  typeof n === 'number' ? `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}` : null;
export const acres = (n: number | null | undefined) =>
  typeof n === 'number' ? `${n.toFixed(2)} acres` : null;
export const yesNo = (b: boolean | null | undefined) => (b === true ? 'Yes' : b === false ? 'No' : null);
export const joined = (v: string[] | null | undefined) => (v && v.length ? [...new Set(v)].join(', ') : null);

/** A titled section of label/value rows; only present fields are shown, and an empty section not at all. */
export function FieldSection({
  title,
  fields,
  testId,
}: {
  title?: string;
  fields: Field[];
  testId?: string;
}) {
  const shown = fields.filter(([, v]) => present(v));
  if (shown.length === 0) return null;
  return (
    <div style={{ marginBottom: 16 }} data-testid={testId}>
      {title && (
        <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 8 }}>
          {title}
        </Typography.Title>
      )}
      <Descriptions
        size="small"
        bordered
        column={1}
        // 220 px of labels, but never more than 40% of a phone's width.
        styles={{ label: { width: 'min(220px, 40%)' } }}
        items={shown.map(([label, value]) => ({ key: label, label, children: value }))}
      />
    </div>
  );
}

export function LinkList({ links }: { links: string[] }) {
  return (
    <span>
      {links.map((l, i) => (
        <span key={l}>
          {i > 0 && ', '}
          <a href={l} target="_blank" rel="noreferrer">
            {l.replace(/^https?:\/\//, '').slice(0, 60)}
          </a>
        </span>
      ))}
    </span>
  );
}
