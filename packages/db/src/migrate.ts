import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; script: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, script: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies the forward-only migrations that are not yet recorded, each in its own transaction.
 * Returns the names applied. Safe to call from several processes at once on PostgreSQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.runScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  const lock = database.kind === 'postgres' ? 'SELECT pg_advisory_xact_lock(4911);' : '';
  for (const { name, script } of listMigrations(dir)) {
    const done = await sql<{
      n: number;
    }>`select count(*)::int as n from schema_migrations where name = ${name}`.execute(database.db);
    if (done.rows[0]!.n > 0) continue;
    const quoted = name.replace(/'/g, "''");
    await database
      .runScript(
        `BEGIN; ${lock}
       DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
         RAISE EXCEPTION 'migration % already applied', '${quoted}' USING ERRCODE = 'P0001'; END IF; END $$;
       ${script}
       ;INSERT INTO schema_migrations (name) VALUES ('${quoted}'); COMMIT;`,
      )
      .then(
        () => applied.push(name),
        (err: { code?: string }) => {
          if (err.code !== 'P0001') throw err; // P0001: another process applied it first
        },
      );
  }
  return applied;
}
