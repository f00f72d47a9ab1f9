import { sql, type Kysely } from 'kysely';
import type { ExportFormat, MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { sourceAsOf } from '../map/map-provenance.js';
import { areaConditions } from './export-rows.js';

// SQL of the exports' bookkeeping (area_exports: progress readable by any server process) and of the area's
// sources; the parcels themselves are read by export-rows.ts.

/** The distinct provenances among the area's parcels: source, county and as-of date (at most 30). */
export async function areaSources(
  db: Kysely<DB>,
  f: MapFilters,
): Promise<{ source: string; county: string | null; as_of: string | null }[]> {
  const { rows } = await sql<{ source: string; county: string | null; as_of: string | null }>`
    SELECT DISTINCT p.source, coalesce(p.county_by_geometry, p.county) AS county, ${sourceAsOf} AS as_of
    FROM parcels p WHERE ${areaConditions(f)} ORDER BY 1, 2, 3 LIMIT 30`.execute(db);
  return rows;
}

/** Forgets the progress rows of exports started before `before`. */
export async function pruneExports(db: Kysely<DB>, before: Date) {
  await db.deleteFrom('area_exports').where('created_at', '<', before).execute();
}

/** The progress row of a new export (kept when the page reuses its id). */
export async function recordExport(
  db: Kysely<DB>,
  e: { id: string; userId: number; format: ExportFormat; total: number; createdAt: Date },
) {
  await db
    .insertInto('area_exports')
    .values({ id: e.id, user_id: e.userId, format: e.format, total: e.total, created_at: e.createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The progress of one of the user's exports. */
export const exportProgress = (db: Kysely<DB>, userId: number, id: string) =>
  db
    .selectFrom('area_exports')
    .select(['total', 'done', 'finished_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
