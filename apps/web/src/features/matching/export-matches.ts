import { sourceLabel } from '../common/record-source.js';
import { buildWorkbook, download, type SheetSpec } from '../exports/excel.js';
import { asOfText, prettifyHeader, sourceNotes, type SourcedRecord } from '../exports/sheets.js';
import { whyMatchedOf } from '../records/why-matched.js';
import {
  matchingApi,
  type ListOptions,
  type MatchKind,
  type MatchRow,
  type MatchSubject,
} from '../../api/matching.js';

const EXPORT_PAGE = 1000;
/** Columns of the export that are not a row's own field as it comes. */
export const WHY_MATCHED = 'Why Matched';
export const SOURCE = 'Source';
export const AS_OF = 'As Of';
const OWN_COLUMNS = new Set(['placeholder', 'message', 'matchedOn', 'compared', 'source', 'sourceAsOf']);

/** 'Matching_' + type [+ '_Companies' | '_Contacts'] + timestamp + '.xlsx'. */
export function exportFileName(label: string, tab: 'Companies' | 'Contacts' | null, now = new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `Matching_${label.replace(/\s+/g, '')}${tab ? `_${tab}` : ''}_${stamp}.xlsx`;
}

function cell(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return v as string | number | boolean;
}

/** Exports every row of the current group and tab to a spreadsheet, written in the browser with exceljs. */
export async function exportMatches(
  subject: MatchSubject,
  kind: MatchKind,
  label: string,
  options: Omit<ListOptions, 'page' | 'limit'>,
  tab: 'Companies' | 'Contacts' | null,
) {
  const rows = await everyPage((page) =>
    matchingApi.list(subject, kind, { ...options, page, limit: EXPORT_PAGE }),
  );
  return writeMatchesWorkbook(rows, kind, label, tab);
}

/** Every row of a paged list, page after page. */
export async function everyPage(
  fetchPage: (page: number) => Promise<{ data: MatchRow[]; pagination: { totalPages: number } }>,
) {
  const rows: MatchRow[] = [];
  for (let page = 1; ; page++) {
    const res = await fetchPage(page);
    rows.push(...res.data);
    if (page >= res.pagination.totalPages || res.data.length === 0) return rows;
  }
}

/** A match row as its source line reads it: parcels name their county (UGRC publishes one layer per county). */
const sourcedOf = (kind: MatchKind, r: MatchRow): SourcedRecord => ({
  source: typeof r.source === 'string' ? r.source : null,
  county: kind === 'parcels' && typeof r.county === 'string' ? r.county : null,
  sourceAsOf: typeof r.sourceAsOf === 'string' ? r.sourceAsOf : null,
});

/**
 * The sheet of the matching export: prettified headers (spec section 9), never the raw keys; internal flags stay out
 * of the file, and why it matched, where the record comes from and as of when are written as people read them (the
 * card's words). Under the rows, after a blank row, one line per source among them and the export's time
 * (docs/data.md, "Provenance").
 */
export function matchesSheet(
  rows: MatchRow[],
  kind: MatchKind,
  label: string,
  tab: 'Companies' | 'Contacts' | null,
): SheetSpec {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const shown = keys.filter((k) => !OWN_COLUMNS.has(k));
  const companies = tab === 'Companies';
  return {
    name: `Matching_${label.replace(/\s+/g, '')}`,
    columns: [
      ...shown.map((k) => ({
        header: prettifyHeader(k),
        key: k,
        width: Math.max(14, prettifyHeader(k).length + 2),
      })),
      { header: WHY_MATCHED, key: WHY_MATCHED, width: 80 },
      { header: SOURCE, key: SOURCE, width: 22 },
      { header: AS_OF, key: AS_OF, width: 12 },
    ],
    rows: rows.map((r) => ({
      ...Object.fromEntries(shown.map((k) => [k, cell(r[k])])),
      [WHY_MATCHED]: whyMatchedOf(kind, r, companies).join('; '),
      [SOURCE]: sourceLabel(r.source as string | null | undefined),
      [AS_OF]: asOfText(sourcedOf(kind, r)),
    })),
    notes: sourceNotes(rows.map((r) => sourcedOf(kind, r))),
  };
}

/** The matching export file of `rows` ('Matching_' + type [+ tab] + timestamp), downloaded by the browser. */
export async function writeMatchesWorkbook(
  rows: MatchRow[],
  kind: MatchKind,
  label: string,
  tab: 'Companies' | 'Contacts' | null,
) {
  const name = exportFileName(label, tab);
  download(await buildWorkbook([matchesSheet(rows, kind, label, tab)]), name);
  return { name, rows: rows.length };
}
