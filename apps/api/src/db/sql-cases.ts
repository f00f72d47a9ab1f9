import type { Kysely } from 'kysely';
import type { DB } from '@utah-land/db';

/**
 * The SQL snapshot registry of one `*.queries.ts` (its `*.queries.cases.ts` beside it): for every function the
 * file exports, either the calls that run its statements with representative arguments, or why it runs none.
 * The mapped type makes the registry name every export, so a new query without a case does not type-check.
 * apps/api/test/unit/sql-snapshots.test.ts runs each case on a database that records the statements instead of
 * running them and compares them, formatted one clause per line, with apps/api/src/db/snapshots/<module>/.
 */
export type SqlCases<M> = {
  [K in keyof M as M[K] extends (...args: never[]) => unknown ? K : never]: SqlCaseEntry;
};

/** One function's cases: one call, several named calls, or why it runs no SQL. */
export type SqlCaseEntry = SqlCase | Record<string, SqlCase> | `runs no SQL: ${string}`;

/** Runs a query function on the recording database (its answer is ignored: every read answers no rows). */
export type SqlCase = (db: Kysely<DB>) => unknown;
