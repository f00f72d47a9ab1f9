import type { Database } from '@utah-land/db';
import type { SqlValue } from '../db/encode.js';
import { analyzeTables } from '../db/analyze.js';
import { withSession, type Session } from '../db/session.js';
import type { ImportReport, Rejection } from './report.js';

export interface StagedRow {
  line: number;
  location: string;
  /** The staging row (without the line column), or the reason it was rejected. */
  row?: SqlValue[];
  error?: string;
  /** Natural key, to reject duplicates inside one file. */
  key?: string;
}

export interface StagedImport {
  kind: ImportReport['kind'];
  file: string;
  /** Column definitions of the staging table, without the leading `line int`. */
  stageColumns: [name: string, type: string][];
  rows: AsyncIterable<StagedRow>;
  /** Optional SQL returning (line, location, reason) for rows the database finds invalid (e.g. geometry). */
  validateSql?: string;
  /** Work on the staged, checked rows before the merge (e.g. values derived from the database's geometry). */
  beforeMerge?: (s: Session) => Promise<void>;
  /** INSERT … SELECT … FROM stage s WHERE s.line <> ALL($1::int[]) … RETURNING (xmax = 0) AS inserted */
  mergeSql: string;
  /** Statements run after the merge, inside the same transaction (e.g. links). $1 = rejected lines. */
  afterSql?: string[];
  skipInvalid?: boolean;
  keyLabel?: string;
  /** The tables mergeSql and afterSql write, analyzed after a committed import (db/analyze.ts). */
  writes: readonly string[];
}

/**
 * The common import path: rows are validated, copied into a temporary staging table, checked by the database,
 * and merged (upsert) in the same transaction. With any rejection and no skipInvalid, nothing is merged.
 */
export async function runStagedImport(database: Database, spec: StagedImport): Promise<ImportReport> {
  const started = Date.now();
  const rejected: Rejection[] = [];
  let read = 0;
  const result = await withSession(database, async (s) => {
    const cols = spec.stageColumns.map(([n, t]) => `${n} ${t}`).join(', ');
    await s.query(`DROP TABLE IF EXISTS import_stage`);
    await s.query(
      `CREATE TEMP TABLE import_stage (line int PRIMARY KEY, row_location text, ${cols}) ON COMMIT DROP`,
    );
    const names = ['line', 'row_location', ...spec.stageColumns.map(([n]) => n)];
    const seen = new Map<string, string>();
    let batch: SqlValue[][] = [];
    for await (const r of spec.rows) {
      read++;
      if (r.error) {
        rejected.push({ line: r.line, location: r.location, reason: r.error });
        continue;
      }
      if (r.key !== undefined) {
        const first = seen.get(r.key);
        if (first !== undefined) {
          rejected.push({
            line: r.line,
            location: r.location,
            reason: `duplicate ${spec.keyLabel ?? 'key'} '${r.key}' (first at ${first})`,
          });
          continue;
        }
        seen.set(r.key, r.location);
      }
      batch.push([r.line, r.location, ...r.row!]);
      if (batch.length >= 5000) {
        await s.copy('import_stage', names, batch);
        batch = [];
      }
    }
    await s.copy('import_stage', names, batch);
    if (spec.validateSql) {
      for (const v of await s.query<{ line: number; location: string; reason: string }>(spec.validateSql)) {
        rejected.push({ line: v.line, location: v.location, reason: v.reason });
      }
    }
    rejected.sort((a, b) => a.line - b.line);
    if (rejected.length > 0 && !spec.skipInvalid) return { inserted: 0, updated: 0, committed: false };
    const lines = rejected.map((r) => r.line);
    await spec.beforeMerge?.(s);
    const merged = await s.query<{ inserted: boolean }>(spec.mergeSql, [lines]);
    for (const sql of spec.afterSql ?? []) await s.query(sql, sql.includes('$1') ? [lines] : undefined);
    const inserted = merged.filter((m) => m.inserted).length;
    return { inserted, updated: merged.length - inserted, committed: true };
  });
  if (result.committed && result.inserted + result.updated > 0) await analyzeTables(database, spec.writes);
  return {
    kind: spec.kind,
    file: spec.file,
    read,
    imported: result.inserted + result.updated,
    inserted: result.inserted,
    updated: result.updated,
    rejected,
    committed: result.committed,
    ms: Date.now() - started,
  };
}
