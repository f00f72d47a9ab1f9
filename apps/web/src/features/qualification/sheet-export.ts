import {
  QUALIFICATION_TABS,
  UNKNOWN,
  type QualificationSheet,
  type QualificationValues,
} from '@utah-land/shared';
import { exportedLine, exportWorkbook, type Cell, type SheetSpec } from '../exports/excel.js';
import { sourceLines } from '../exports/sheets.js';
import { tabRows } from './sheet-values.js';

// The 'QS-{parcel id}.xlsx' export: written in the browser, 6 columns of width 30: the owner's
// questions (about 25), the online fields (20) and the city's (5), each beside its answer.

export const QS_COLUMN_WIDTH = 30;
export const QS_SHEET_NAME = 'Qualification Sheet';

export const QS_COLUMNS = [
  { header: QUALIFICATION_TABS.owner, key: 'ownerQuestion' },
  { header: 'Answer', key: 'ownerAnswer' },
  { header: QUALIFICATION_TABS.online, key: 'onlineField' },
  { header: 'Answer', key: 'onlineAnswer' },
  { header: QUALIFICATION_TABS.city, key: 'cityField' },
  { header: 'Answer', key: 'cityAnswer' },
].map((c) => ({ ...c, width: QS_COLUMN_WIDTH }));

/** Parcel ids may hold characters file names cannot ('12:345:0067'). */
export const qsFileName = (parcelLabel: string) => `QS-${parcelLabel.replace(/[\\/:*?"<>|]+/g, '-')}.xlsx`;

/** What the sheet's source lines read: the parcel its prefilled values come from, and the admins' last save. */
export type SheetSources = Pick<QualificationSheet, 'parcel' | 'prefilled' | 'updatedAt' | 'updatedBy'>;

/**
 * Where the sheet's values come from, as of when (docs/data.md, "Provenance"): the parcel's source line when some
 * values are the parcel's (prefilled), the admins' answers with the day of the last save when any was saved, then
 * the export's time.
 */
export function qualificationSourceNotes(s: SheetSources, now = new Date()): string[] {
  const lines: string[] = [];
  if (s.prefilled.length) lines.push(...sourceLines([s.parcel]));
  if (s.updatedAt) {
    const by = s.updatedBy ? ` by ${s.updatedBy.name}` : '';
    lines.push(
      `Source: answers entered by admins, last saved${by}; as of ${s.updatedAt.slice(0, 10)}; licence: ${UNKNOWN}`,
    );
  }
  return lines.concat(exportedLine(now));
}

export function qualificationSheetSpec(fields: QualificationValues, sources?: SheetSources): SheetSpec {
  const owner = tabRows('owner', fields, 'question');
  const online = tabRows('online', fields, 'question');
  const city = tabRows('city', fields, 'question');
  const rows: Record<string, Cell>[] = [];
  for (let i = 0; i < Math.max(owner.length, online.length, city.length); i++) {
    rows.push({
      ownerQuestion: owner[i]?.label,
      ownerAnswer: owner[i]?.value,
      onlineField: online[i]?.label,
      onlineAnswer: online[i]?.value,
      cityField: city[i]?.label,
      cityAnswer: city[i]?.value,
    });
  }
  return {
    name: QS_SHEET_NAME,
    columns: QS_COLUMNS,
    rows,
    notes: sources ? qualificationSourceNotes(sources) : [exportedLine()],
  };
}

export async function downloadQualificationSheet(parcelLabel: string, sheet: QualificationSheet) {
  await exportWorkbook([qualificationSheetSpec(sheet.fields, sheet)], qsFileName(parcelLabel));
}
