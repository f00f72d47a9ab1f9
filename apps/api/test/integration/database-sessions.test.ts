import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { openPostgres, type Database } from '../../src/db/index.js';

// The server's sessions start without JIT and without parallel workers (packages/db, SESSION_OPTIONS): a match
// page's plan must not pay for either, whatever the server's own defaults are.
describe('[DB] the server pool sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(inject('databaseUrl'), 2);
  });
  afterAll(async () => {
    await database.close();
  });

  it('start with JIT off and no parallel workers per gather, on every pooled connection', async () => {
    // Two at once, so both of the pool's connections are read.
    const settings = await Promise.all(
      [0, 1].map(() =>
        sql<{ jit: string; workers: string }>`select current_setting('jit') as jit,
          current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`.execute(database.db),
      ),
    );
    for (const { rows } of settings) expect(rows[0]).toMatchObject({ jit: 'off', workers: '0' });
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT count(*) FROM parcels`.execute(
      database.db,
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/Gather/);
  });
});
