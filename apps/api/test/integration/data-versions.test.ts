import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres, type Database } from '../../src/db/index.js';
import { startPostgresCoordination, type Coordination } from '../../src/db/coordination.js';
import { DataVersions } from '../../src/db/data-versions.js';

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** Resolves at the next `data_changed` notice naming `table`. */
const noticeOf = (coordination: Coordination, table: string) =>
  new Promise<void>((resolve) =>
    coordination.on('data_changed', (t) => {
      if (t === table) resolve();
    }),
  );

describe('[MAP] one data-versions reader for every cache of a process', () => {
  let database: Database;
  let writer: Database;
  let coordination: Coordination;

  beforeAll(async () => {
    database = await openPostgres(inject('databaseUrl'), 2);
    writer = await openPostgres(inject('databaseUrl'), 1);
    coordination = await startPostgresCoordination(inject('databaseUrl'), quietLog);
  });
  afterAll(async () => {
    await coordination.close();
    await database.close();
    await writer.close();
  });

  const versionOf = async (table: string) =>
    (
      await sql<{ v: string }>`select version::text as v from data_versions where name = ${table}`.execute(
        writer.db,
      )
    ).rows[0]!.v;

  it('answers the tables versions joined, trusts them until a notice names a table, then reads again', async () => {
    const versions = DataVersions.of(database.db);
    versions.follow(coordination);
    const first = await versions.current(['parcels', 'water_rights']);
    expect(first).toBe(`${await versionOf('parcels')}:${await versionOf('water_rights')}`);

    // Moved on without a notice (no trigger fires for a direct update): still trusted, so no read was made.
    await sql`update data_versions set version = version + 1 where name = 'water_rights'`.execute(writer.db);
    expect(await versions.current(['parcels', 'water_rights'])).toBe(first);

    // A statement on parcels, from another connection: its notice makes the next call read the versions again.
    const notice = noticeOf(coordination, 'parcels');
    await sql`update parcels set id = id where false`.execute(writer.db);
    await notice;
    const second = await versions.current(['parcels', 'water_rights']);
    expect(second).toBe(`${await versionOf('parcels')}:${await versionOf('water_rights')}`);
    expect(second).not.toBe(first);

    // A notice for projects leaves a read of other tables trusted.
    await sql`update data_versions set version = version + 1 where name = 'parcels'`.execute(writer.db);
    const projects = noticeOf(coordination, 'projects');
    await sql`update projects set id = id where false`.execute(writer.db);
    await projects;
    expect(await versions.current(['parcels', 'water_rights'])).toBe(second);

    // A write answered by this process forgets every read.
    versions.forget();
    expect(await versions.current(['parcels', 'water_rights'])).toBe(
      `${await versionOf('parcels')}:${await versionOf('water_rights')}`,
    );
  });

  it('without change notices, trusts a read for a second at most', async () => {
    const own = await openPostgres(inject('databaseUrl'), 1);
    try {
      const versions = DataVersions.of(own.db);
      const before = await versions.current(['projects']);
      await sql`update projects set id = id where false`.execute(writer.db);
      const after = await versionOf('projects');
      expect(after).not.toBe(before);
      await expect.poll(() => versions.current(['projects']), { timeout: 5000, interval: 100 }).toBe(after);
    } finally {
      await own.close();
    }
  });
});
