import { QUALIFICATION_TABS, type QualificationValues } from '@utah-land/shared';
import { exportWorkbook, type Cell, type SheetSpec } from '../exports/excel.js';
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

export function qualificationSheetSpec(fields: QualificationValues): SheetSpec {
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
  return { name: QS_SHEET_NAME, columns: QS_COLUMNS, rows };
}

export async function downloadQualificationSheet(parcelLabel: string, fields: QualificationValues) {
  await exportWorkbook([qualificationSheetSpec(fields)], qsFileName(parcelLabel));
}
