import type { Database } from '@utah-land/db';
import type { SqlValue } from '../db/encode.js';
import { csvRecords } from './csv-records.js';
import { FieldError, resolveColumns, type ImportOptions, type ImportReport } from './report.js';
import { runStagedImport, type StagedImport, type StagedRow } from './stage.js';

type Fields = Record<string, readonly string[]>;

/** The staging row of one CSV record, read field by field; throws a FieldError when the record is invalid. */
export type RowOf<F extends Fields> = (get: (field: keyof F & string) => string | undefined) => {
  key: string;
  row: SqlValue[];
};

/**
 * Staging rows of a CSV file: each record read through the columns its `fields` resolve to (or `options.map`) and
 * made a row by `toRow`; a FieldError rejects that line with its message.
 */
export async function* csvStagedRows<F extends Fields>(
  path: string,
  fields: F,
  options: ImportOptions,
  toRow: RowOf<F>,
): AsyncGenerator<StagedRow> {
  let columns: Record<string, string | undefined> | undefined;
  for await (const { line, record, columns: cols } of csvRecords(path, options.onProgress)) {
    columns ??= resolveColumns(cols, fields, options.map);
    const c = columns;
    const get = (field: keyof F & string) => (c[field] ? record[c[field]!] : undefined);
    const location = `line ${line}`;
    try {
      yield { line, location, ...toRow(get) };
    } catch (err) {
      if (err instanceof FieldError) yield { line, location, error: err.message };
      else throw err;
    }
  }
}

/** Imports a CSV file through the staging table (runStagedImport), one staging row per record (`toRow`). */
export function runCsvImport<F extends Fields>(
  database: Database,
  path: string,
  options: ImportOptions,
  spec: Omit<StagedImport, 'file' | 'rows' | 'skipInvalid'> & { fields: F; toRow: RowOf<F> },
): Promise<ImportReport> {
  const { fields, toRow, ...staged } = spec;
  return runStagedImport(database, {
    ...staged,
    file: path,
    skipInvalid: options.skipInvalid,
    rows: csvStagedRows(path, fields, options, toRow),
  });
}
