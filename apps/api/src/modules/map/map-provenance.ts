import { sql } from 'kysely';

/**
 * The date a record (alias `a` of parcels, projects, contacts, companies or water_rights) is true as of,
 * 'YYYY-MM-DD': its source's (`source_as_of`: an import's --as-of, UGRC LIR's CURRENT_ASOF, the day a survey was
 * answered), or for generated records the day they were made; NULL when the source does not say (docs/data.md,
 * "Provenance").
 */
export function sourceAsOfOf(a: string) {
  if (!/^[a-z_]+$/.test(a)) throw new Error(`sourceAsOfOf: '${a}' is not a table alias`);
  const c = (column: string) => sql.raw(`${a}.${column}`);
  return sql<
    string | null
  >`to_char(coalesce(${c('source_as_of')}, CASE WHEN ${c('source')} = 'generated' THEN ${c('created_at')}::date END), 'YYYY-MM-DD')`;
}

/** A parcel's (alias `p`) as-of date: sourceAsOfOf('p'). */
export const sourceAsOf = sourceAsOfOf('p');
