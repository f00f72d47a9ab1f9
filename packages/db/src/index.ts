// @utah-land/db: the connection layer (PostgreSQL or embedded PGlite), the migrations and their runner, the
// generated table types, per-request statement timeouts and the embedded data directory's lock. The API and the
// data tools both depend on it. See docs/architecture.md, "Database".
export { openDatabase, openEmbedded, openPostgres, postgisVersion } from './database.js';
export type { ConnectionErrorLog, Database, DatabaseKind } from './database.js';
export { readRouting, parseLsn, ReplicaSet, type ReadRoute } from './read-replicas.js';
export { migrate, listMigrations, MIGRATIONS_DIR } from './migrate.js';
export { compileOnlyKysely } from './compile-only.js';
export {
  statementTimeouts,
  currentStatementTimeoutMs,
  requestClassOf,
  type RequestClass,
} from './timeouts.js';
export { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
export type * from './types.generated.js';
