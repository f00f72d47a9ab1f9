import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DB } from './types.generated.js';

/**
 * A Kysely that compiles PostgreSQL and never connects: for what needs queries' text or an app without a database
 * (the matching SQL snapshots, the OpenAPI document). Running a query on it answers no rows.
 */
export function compileOnlyKysely(): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
