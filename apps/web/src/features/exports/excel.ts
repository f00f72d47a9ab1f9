// Spreadsheet files written in the browser with exceljs (exports make no request). exceljs is
// loaded on first use so it stays out of the map's bundle.

export type Cell = string | number | boolean | Date | null | undefined;

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: Record<string, Cell>[];
  /** Lines under the rows, after a blank row: where the data comes from, as of when, what it covers. */
  notes?: string[];
}

/** Excel limits sheet names to 31 characters without []:*?/\ . */
export const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** Builds the workbook bytes (bold header row, frozen header). */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Utah Land';
  wb.created = new Date();
  for (const spec of sheets) {
    const ws = wb.addWorksheet(safeSheetName(spec.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 20 }));
    ws.getRow(1).font = { bold: true };
    for (const row of spec.rows) ws.addRow(row);
    if (spec.notes?.length) {
      ws.addRow([]);
      for (const line of spec.notes) ws.addRow([line]).font = { italic: true };
    }
  }
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Saves a file download. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Saves workbook bytes as a file download. */
export function download(bytes: ArrayBuffer, fileName: string) {
  saveBlob(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}

export async function exportWorkbook(sheets: SheetSpec[], fileName: string) {
  download(await buildWorkbook(sheets), fileName);
}

/** The line saying when a workbook was written. */
export const exportedLine = (d = new Date()) => `Exported ${d.toISOString()}`;

/** The timestamp part of export file names. */
export const fileStamp = (d = new Date()) => d.toISOString().replace(/[:.]/g, '-');
