import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.js';

/** Whether generated demo parcels are loaded (the health report's `demoData`). */
export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  const demo = await db
    .selectFrom('parcels')
    .select('id')
    .where('source', '=', 'generated')
    .limit(1)
    .execute();
  return demo.length > 0;
}
