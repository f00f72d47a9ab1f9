import type { Kysely } from 'kysely';
import { RECORD_SOURCES } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

/** The record sources (provenance/sources.ts) among the parcels, for the map's attribution; one probe each. */
export async function parcelSources(db: Kysely<DB>): Promise<string[]> {
  const found = await Promise.all(
    Object.keys(RECORD_SOURCES).map(async (source) =>
      (await db.selectFrom('parcels').select('id').where('source', '=', source).limit(1).execute()).length
        ? source
        : null,
    ),
  );
  return found.filter((s): s is string => s !== null);
}
