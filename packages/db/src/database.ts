import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type PostgresPool,
} from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { currentStatementTimeoutMs } from './timeouts.js';
import { lockDataDir } from './data-dir-lock.js';
import { Replica, ReplicaSet, type ReplicaLog } from './read-replicas.js';
import { RoutingDriver } from './routing-driver.js';
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
  /** PostgreSQL: the connection URL (the coordination connection of apps/api/src/db/coordination.ts opens its own). */
  url?: string;
  /** PostgreSQL with `DATABASE_REPLICA_URLS`: the read replicas and their floor (read-replicas.ts). */
  replicas?: ReplicaSet;
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

/** The statement timeout each pooled session last got (timeouts.ts), so it is sent only when it changes. */
const sessionTimeouts = new WeakMap<pg.PoolClient, number>();

/**
 * A pool handing out sessions whose `statement_timeout` is the current request's (timeouts.ts; 0 outside a request).
 * Set on every checkout whose last value differs: a pooled session last used by another request class must not
 * keep its limit, and a session that already has it costs no round trip.
 */
function timedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const ms = Math.max(0, Math.floor(currentStatementTimeoutMs()));
      if (sessionTimeouts.get(client) !== ms) {
        try {
          await client.query(`set statement_timeout = ${ms}`);
        } catch (err) {
          client.release(err as Error);
          throw err;
        }
        sessionTimeouts.set(client, ms);
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/**
 * What every session of the server's pools is started with (docs/architecture.md, "Database sessions"). The API's
 * statements are short and run many at once; two of PostgreSQL's defaults cost them more than they save:
 * - JIT compiles a statement whose estimated cost passes jit_above_cost. PostGIS rates its geography functions so
 *   high that a match page of 20 rows crosses it and spent 118 of its 353 ms compiling (bench/matching.md).
 * - Parallel workers for the same misestimated scans: a 10 ms scan of the projects near a parcel took 54-121 ms
 *   behind a Gather on a busy two-core machine, and at 8 or 64 connections there is no idle core for a worker.
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

function newPool(
  url: string,
  max: number,
  onConnectionError: ConnectionErrorLog,
  extra: pg.PoolConfig = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options: SESSION_OPTIONS, ...extra });
  // A connection the server ends while no query runs on it (idle_in_transaction_session_timeout of an export whose
  // client stopped reading, a restart, pg_terminate_backend) emits 'error': on the pool while it idles there, on the
  // client while it is checked out. An 'error' event nobody listens to ends the process, so both are listened to
  // here; the work that was using the connection fails with its next query, and only that work.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: ConnectionErrorLog = logToStderr,
  replicaUrls: readonly string[] = [],
  replicaLog: ReplicaLog = (msg, name, err) => console.error(`${name}: ${msg}`, err ?? ''),
): Promise<Database> {
  const pool = newPool(url, poolSize, onConnectionError);
  const primary = new PostgresDriver({ pool: timedPool(pool) });
  let replicas: ReplicaSet | undefined;
  let driver: PostgresDriver | RoutingDriver = primary;
  if (replicaUrls.length) {
    // A replica that does not answer within a second is skipped (its pool's connect fails): reads go to the primary.
    const drivers = new Map<Replica, PostgresDriver>();
    replicaUrls.forEach((u, i) => {
      const p = newPool(u, poolSize, () => undefined, {
        connectionTimeoutMillis: 1000,
        application_name: 'utah-land reads',
      });
      drivers.set(new Replica(`replica-${i + 1}`, p), new PostgresDriver({ pool: timedPool(p) }));
    });
    replicas = new ReplicaSet([...drivers.keys()], pool, replicaLog);
    driver = new RoutingDriver(primary, drivers, replicas);
  }
  const routed = driver;
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => routed,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    replicas,
    async runScript(script) {
      const client = await pool.connect();
      try {
        // Scripts (migrations, bulk DDL) are never cut short, whatever a request left on this connection.
        await client.query('set statement_timeout = 0');
        sessionTimeouts.set(client, 0);
        await client.query(script);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      replicas?.close();
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
  /** PostgreSQL: read replicas of `databaseUrl` (read-replicas.ts). */
  replicaUrls?: readonly string[];
  replicaLog?: ReplicaLog;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, opts.onConnectionError, opts.replicaUrls, opts.replicaLog)
    : openEmbedded(opts.dataDir);
}

export async function postgisVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ v: string }>`select postgis_lib_version() as v`.execute(db);
  return rows[0]!.v;
}
