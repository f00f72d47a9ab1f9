import type { Database } from '@utah-land/db';
import { quoteIdent } from './encode.js';
import { withSession } from './session.js';

/**
 * Tables that triggers fill when a table is written (migrations 0008 and 0021: the contacts' match profiles; 0030:
 * the change capture of alerts). Their statistics go stale with the table that feeds them.
 */
const FED_BY_TRIGGERS: Record<string, readonly string[]> = {
  contacts: ['contact_match_profiles'],
  company_contacts: ['contact_match_profiles'],
  mls_listings: ['data_changes'],
  parcels: ['parcel_revisions'],
  projects: ['data_changes'],
};

/** The tables written, with the tables triggers fill from them, each once. */
export function withTriggerFedTables(tables: readonly string[]): string[] {
  return [...new Set(tables.flatMap((t) => [t, ...(FED_BY_TRIGGERS[t] ?? [])]))];
}

/**
 * Planner statistics for the tables a bulk load wrote, and their trigger-fed tables. Without them a fresh database
 * plans the matching counts and map filters from guesses (PGlite never analyzes by itself; PostgreSQL's autovacuum
 * comes late after a bulk load). `VACUUM (ANALYZE)` also sets the visibility map that lets covering indexes answer
 * counts alone; it cannot run in a transaction, so it runs on its own connection after the load commits.
 */
export async function analyzeTables(database: Database, tables: readonly string[]): Promise<string[]> {
  const all = withTriggerFedTables(tables);
  await withSession(
    database,
    async (s) => {
      for (const t of all) await s.query(`VACUUM (ANALYZE) ${quoteIdent(t)}`);
    },
    { transaction: false },
  );
  return all;
}
