export { openDatabase, openEmbedded, openPostgres, postgisVersion } from './database.js';
export type { Database, DatabaseKind } from './database.js';
export { migrate, listMigrations } from './migrate.js';
export type { DB } from './types.generated.js';
