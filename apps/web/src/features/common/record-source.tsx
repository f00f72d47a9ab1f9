import { Tag } from 'antd';

/**
 * What a record's `source` says to a reader: generated demo records say so wherever they are shown (cards,
 * detail windows, exports), and real public records name their source (packages/data/SOURCES.md). Imported and
 * survey-written records say nothing.
 */
const SOURCES: Record<string, { label: string; generated: boolean; detail?: string }> = {
  generated: { label: 'Generated demo data', generated: true },
  // Water rights of the demo: a real number at a real point of diversion, with an invented owner and amounts.
  dwri_wtruse_municipal: {
    label: 'Generated demo data',
    generated: true,
    detail: 'real water right number and point of diversion (Utah Division of Water Rights)',
  },
  slc_open_data: { label: 'Salt Lake City Open Data', generated: false },
};

/** The source as written in exports (nothing for imported records). */
export function sourceLabel(source: string | null | undefined): string | null {
  const s = source ? SOURCES[source] : undefined;
  if (!s) return null;
  return s.detail ? `${s.label}; ${s.detail}` : s.label;
}

/** A small tag naming where the record comes from (nothing for imported records). */
export function RecordSource({ source }: { source: string | null | undefined }) {
  const s = source ? SOURCES[source] : undefined;
  if (!s) return null;
  return (
    <Tag
      data-testid="record-source"
      title={s.detail ? `${s.label}: ${s.detail}` : undefined}
      color={s.generated ? 'default' : 'blue'}
      style={{ marginInlineEnd: 0, fontWeight: 'normal' }}
    >
      {s.generated ? s.label : `Source: ${s.label}`}
    </Tag>
  );
}
