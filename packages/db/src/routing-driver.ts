import {
  CompiledQuery,
  type PostgresDriver,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { readRouting, type Replica, type ReplicaSet, type ReadRoute } from './read-replicas.js';

/**
 * A Kysely driver over the primary and its read replicas (read-replicas.ts). A connection is bound at its first
 * statement: to a replica that has replayed past the floor when the request's routing store allows it, else to the
 * primary. Transactions always run on the primary. A replica that fails under a read (it stopped, its connection
 * broke, or it cancelled the statement for a recovery conflict) is reported and the read runs again on the primary,
 * so the caller sees no error.
 */
export class RoutingDriver implements Driver {
  constructor(
    readonly primary: PostgresDriver,
    private readonly replicas: Map<Replica, PostgresDriver>,
    readonly set: ReplicaSet,
  ) {}

  async init() {
    await this.primary.init();
    for (const d of this.replicas.values()) await d.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this, readRouting.getStore());
  }

  driverOf(r: Replica): PostgresDriver {
    return this.replicas.get(r)!;
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    await (c as RoutedConnection).pinPrimary();
    await this.primary.beginTransaction(c, settings);
  }
  commitTransaction(c: DatabaseConnection) {
    return this.primary.commitTransaction(c);
  }
  rollbackTransaction(c: DatabaseConnection) {
    return this.primary.rollbackTransaction(c);
  }
  savepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.primary.savepoint(c, name, compile);
  }
  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.primary.rollbackToSavepoint(c, name, compile);
  }
  releaseSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.primary.releaseSavepoint(c, name, compile);
  }
  releaseConnection(c: DatabaseConnection) {
    return (c as RoutedConnection).release();
  }

  async destroy() {
    await this.primary.destroy();
    for (const d of this.replicas.values()) await d.destroy();
  }
}

interface Bound {
  driver: PostgresDriver;
  conn: DatabaseConnection;
  replica?: Replica;
}

/** SQLSTATEs after which a replica's read is run again on the primary (the connection broke or was cancelled). */
const RETRY_ON_PRIMARY = new Set(['57P01', '57P02', '57P03', '40001', '25006', '08000', '08003', '08006']);

function replicaFailed(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code && RETRY_ON_PRIMARY.has(e.code)) return true;
  // pg's own errors when the socket ends: no SQLSTATE.
  return !e?.code && /terminated|ECONNRESET|ECONNREFUSED|EPIPE|Connection/i.test(e?.message ?? '');
}

class RoutedConnection implements DatabaseConnection {
  private bound: Bound | undefined;
  private primaryOnly: boolean;

  constructor(
    private readonly router: RoutingDriver,
    private readonly route: ReadRoute | undefined,
  ) {
    this.primaryOnly = !route?.replica;
  }

  /** A transaction starts: it runs on the primary. */
  async pinPrimary() {
    this.primaryOnly = true;
    if (this.bound?.replica) await this.release();
  }

  private async target(): Promise<Bound> {
    if (this.bound) return this.bound;
    if (!this.primaryOnly) {
      for (const r of this.router.set.candidates()) {
        const driver = this.router.driverOf(r);
        let conn: DatabaseConnection | undefined;
        try {
          conn = await driver.acquireConnection();
          const c = conn;
          const ok = await this.router.set.current(r, async () => {
            const { rows } = await c.executeQuery<{ lsn: string | null }>(
              CompiledQuery.raw('select pg_last_wal_replay_lsn()::text as lsn'),
            );
            return rows[0]?.lsn;
          });
          if (ok) return (this.bound = { driver, conn, replica: r });
        } catch (err) {
          this.router.set.markDown(r, err);
        }
        if (conn) await (driver as Driver).releaseConnection(conn);
      }
    }
    const conn = await this.router.primary.acquireConnection();
    return (this.bound = { driver: this.router.primary, conn });
  }

  private served(b: Bound) {
    if (b.replica) b.replica.reads++;
    if (this.route) this.route.servedBy = b.replica?.name ?? 'primary';
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const b = await this.target();
    try {
      const result = await b.conn.executeQuery<R>(query);
      this.served(b);
      return result;
    } catch (err) {
      if (!b.replica || !replicaFailed(err)) throw err;
      if ((err as { code?: string }).code !== '40001') this.router.set.markDown(b.replica, err);
      await this.release();
      this.primaryOnly = true;
      return this.executeQuery<R>(query);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const b = await this.target();
    this.served(b);
    yield* b.conn.streamQuery<R>(query, chunkSize);
  }

  async release() {
    const b = this.bound;
    this.bound = undefined;
    if (b) await (b.driver as Driver).releaseConnection(b.conn);
  }
}
