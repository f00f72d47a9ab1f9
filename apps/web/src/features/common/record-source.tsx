import { Tag } from 'antd';

/**
 * What a record's `source` says to a reader: generated demo records say so wherever they are shown (cards,
 * detail windows, exports), and real public records name their source (packages/data/SOURCES.md).
 */
const SOURCE_LABELS: Record<string, string> = {
  generated: 'Generated demo data',
  slc_open_data: 'Salt Lake City Open Data',
};

export function sourceLabel(source: string | null | undefined): string | null {
  return source ? (SOURCE_LABELS[source] ?? null) : null;
}

/** A small tag naming where the record comes from (nothing for imported records). */
export function RecordSource({ source }: { source: string | null | undefined }) {
  const label = sourceLabel(source);
  if (!label) return null;
  return (
    <Tag
      data-testid="record-source"
      color={source === 'generated' ? 'default' : 'blue'}
      style={{ marginInlineEnd: 0, fontWeight: 'normal' }}
    >
      {source === 'generated' ? label : `Source: ${label}`}
    </Tag>
  );
}
