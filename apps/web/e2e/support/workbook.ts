import type ExcelJS from 'exceljs';

// Reading the product's workbooks as a person does: the header row, the rows of data under it, and the lines
// under the data (after a blank row) that say where the data comes from and when it was exported.

/** The rows of data: those after the header up to the first blank row. */
export function dataRows(ws: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  for (let n = 2; n <= ws.rowCount; n++) {
    const row = ws.getRow(n);
    if (!row.hasValues) break;
    rows.push(row);
  }
  return rows;
}

/** The lines under the data (sources, dates, coverage). */
export function noteLines(ws: ExcelJS.Worksheet): string[] {
  const lines: string[] = [];
  for (let n = dataRows(ws).length + 3; n <= ws.rowCount; n++) {
    const v = ws.getRow(n).getCell(1).value;
    if (typeof v === 'string') lines.push(v);
  }
  return lines;
}
