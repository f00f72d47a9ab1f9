import { Tag, Typography } from 'antd';
import { provenanceOf, RECORD_SOURCES, UNKNOWN } from '@utah-land/shared';

/**
 * What a record's `source` says to a reader, in the words of RECORD_SOURCES (packages/shared/src/provenance):
 * generated demo records say so wherever they are shown (cards, detail windows, exports), real records name their
 * source (UGRC with its county, Salt Lake City Open Data, a user's import). The keys themselves are never shown;
 * a record whose source is not one of them says nothing rather than a raw word.
 */

/** The source as written in exports ('UGRC LIR parcels, Salt Lake County'); null for an unknown key. */
export function sourceLabel(source: string | null | undefined, county?: string | null): string | null {
  const s = source ? RECORD_SOURCES[source] : undefined;
  if (!s) return null;
  const label = provenanceOf(source, { county }).source;
  return s.detail ? `${label}; ${s.detail}` : label;
}

/** A small tag naming where the record comes from (nothing for an unknown key). */
export function RecordSource({
  source,
  county,
}: {
  source: string | null | undefined;
  county?: string | null;
}) {
  const s = source ? RECORD_SOURCES[source] : undefined;
  if (!s) return null;
  const label = provenanceOf(source, { county }).source;
  return (
    <Tag
      data-testid="record-source"
      title={s.detail ? `${label}: ${s.detail}` : undefined}
      color={s.generated ? 'default' : 'blue'}
      style={{ marginInlineEnd: 0, fontWeight: 'normal' }}
    >
      {s.generated ? label : `Source: ${label}`}
    </Tag>
  );
}

/**
 * One line under a record: its source, the date its values are true as of, and the terms (unknown parts as '—').
 */
export function ProvenanceLine({
  source,
  county,
  asOf,
}: {
  source: string | null | undefined;
  county?: string | null;
  asOf?: string | null;
}) {
  const p = provenanceOf(source, { county, asOf });
  return (
    <Typography.Text type="secondary" style={{ fontSize: 11 }} data-testid="record-provenance">
      {p.source} · As of {p.asOf ?? UNKNOWN} · Licence: {p.licence ?? UNKNOWN}
      {p.attribution ? ` · ${p.attribution}` : ''}
    </Typography.Text>
  );
}
