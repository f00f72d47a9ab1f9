import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { currentStatementTimeoutMs } from './timeouts.js';
import { lockDataDir } from './data-dir-lock.js';
import type { DB } from './types.generated.js';

export type DatabaseKind = 'embedded' | 'postgres';

/** One handle on the product database, whichever engine is behind it. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script without parameters (migrations, bulk DDL); rolls back on failure. */
  runScript(script: string): Promise<void>;
  /** For bulk loads: a raw `pg` pool when on PostgreSQL (COPY), undefined on the embedded database. */
  pool?: pg.Pool;
  /** PostgreSQL: the connection URL (the coordination connection of db/coordination.ts opens its own). */
  url?: string;
  /** Embedded: LISTEN on the one PGlite session (db/coordination.ts); answers a function that stops it. */
  listen?(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// int8 ids and counts fit in a JS number for this product; numeric columns (acreage, money) are read as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Where a connection's failure outside any query is reported (the server's logger; stderr when none is given). */
export type ConnectionErrorLog = (err: Error) => void;

const logToStderr: ConnectionErrorLog = (err) => console.error('database connection lost:', err.message);

export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: ConnectionErrorLog = logToStderr,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server ends while no query runs on it (idle_in_transaction_session_timeout of an export whose
  // client stopped reading, a restart, pg_terminate_backend) emits 'error': on the pool while it idles there, on the
  // client while it is checked out. An 'error' event nobody listens to ends the process, so both are listened to
  // here; the work that was using the connection fails with its next query, and only that work.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool,
      // Each use of a connection gets the statement timeout of the request it serves (timeouts.ts); 0 outside a
      // request. Set every time: a pooled connection last used by another request class must not keep its limit.
      onReserveConnection: async (conn) => {
        const ms = Math.max(0, Math.floor(currentStatementTimeoutMs()));
        await conn.executeQuery(CompiledQuery.raw(`set statement_timeout = ${ms}`));
      },
    }),
  });
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    async runScript(script) {
      const client = await pool.connect();
      try {
        // Scripts (migrations, bulk DDL) are never cut short, whatever a request left on this connection.
        await client.query('set statement_timeout = 0');
        await client.query(script);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

export async function openEmbedded(dataDir: string | 'memory://'): Promise<Database> {
  // One process at a time per folder (data-dir-lock.ts): taken before anything is read, released on close.
  const unlock = dataDir === 'memory://' ? () => undefined : lockDataDir(dataDir);
  try {
    return await openEmbeddedLocked(dataDir, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openEmbeddedLocked(dataDir: string, unlock: () => void): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { postgis } = await import('@electric-sql/pglite-postgis');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let location = dataDir;
  if (dataDir !== 'memory://') {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    extensions: { postgis, pg_trgm },
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'embedded',
    db,
    async listen(channel, fn) {
      // Through Kysely's connection queue, so the LISTEN never lands inside another caller's transaction.
      const stop = await db.connection().execute(() => pglite.listen(channel, fn));
      return async () => {
        await db.connection().execute(() => stop());
      };
    },
    async runScript(script) {
      // Goes through Kysely's connection queue so it never interleaves with other queries.
      await db.connection().execute(async () => {
        try {
          await pglite.exec(script);
        } catch (err) {
          await pglite.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      });
    },
    async close() {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onConnectionError?: ConnectionErrorLog;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, opts.onConnectionError)
    : openEmbedded(opts.dataDir);
}

export async function postgisVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ v: string }>`select postgis_lib_version() as v`.execute(db);
  return rows[0]!.v;
}
