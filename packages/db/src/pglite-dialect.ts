import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** A Kysely dialect over one embedded PGlite instance (single connection, queued). */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly pglite: PGlite) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    // PGlite is single-connection: hand the connection to one user at a time.
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return new PGliteConnection(this.pglite, release);
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection) {
    (conn as PGliteConnection).release();
  }
  async destroy() {
    await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly release: () => void,
  ) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}
