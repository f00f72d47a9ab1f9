import { sourceLabel } from '../common/record-source.js';
import { prettifyHeader } from '../exports/sheets.js';
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
const OWN_COLUMNS = new Set(['placeholder', 'message', 'matchedOn', 'compared', 'source']);

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

/** The matching export file of `rows` ('Matching_' + type [+ tab] + timestamp), downloaded by the browser. */
export async function writeMatchesWorkbook(
  rows: MatchRow[],
  kind: MatchKind,
  label: string,
  tab: 'Companies' | 'Contacts' | null,
) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Matching_${label.replace(/\s+/g, '')}`.slice(0, 31));
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  // Prettified headers (spec section 9), never the raw keys; internal flags stay out of the file, and why it
  // matched and where the record comes from are written as people read them (the card's words).
  const shown = keys.filter((k) => !OWN_COLUMNS.has(k));
  sheet.columns = [
    ...shown.map((k) => ({
      header: prettifyHeader(k),
      key: k,
      width: Math.max(14, prettifyHeader(k).length + 2),
    })),
    { header: WHY_MATCHED, key: WHY_MATCHED, width: 80 },
    { header: SOURCE, key: SOURCE, width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  const companies = tab === 'Companies';
  for (const r of rows)
    sheet.addRow({
      ...Object.fromEntries(shown.map((k) => [k, cell(r[k])])),
      [WHY_MATCHED]: whyMatchedOf(kind, r, companies).join('; '),
      [SOURCE]: sourceLabel(r.source),
    });
  const buffer = await book.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const name = exportFileName(label, tab);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  return { name, rows: rows.length };
}
