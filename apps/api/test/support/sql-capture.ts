import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type Compilable,
} from 'kysely';
import { format } from 'sql-formatter';
import type { DB } from '../../src/db/index.js';
import type { SqlCase } from '../../src/db/sql-cases.js';

/**
 * The statements a query function runs, recorded instead of run: every statement answers no rows, so a function
 * that needs a row to go on stops there (its statements so far are what it ran).
 */
export async function captureSql(run: SqlCase): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  try {
    const answer = await run(db);
    // A function that answers a query without running it (a builder the caller runs): its statement.
    if (isCompilable(answer)) statements.push(answer.compile());
  } catch {
    // A read that needed a row (executeTakeFirstOrThrow, a missing record's error): what ran so far is the answer.
  }
  await db.destroy();
  return statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s.sql.trim()));
}

const isCompilable = (value: unknown): value is Compilable =>
  typeof value === 'object' && value !== null && typeof (value as Compilable).compile === 'function';

/** One statement, one clause per line (sql-formatter, PostgreSQL), with its parameters. */
export function formatStatement(statement: CompiledQuery): string {
  let text: string;
  try {
    text = format(statement.sql, {
      language: 'postgresql',
      paramTypes: { numbered: ['$'] },
      tabWidth: 2,
      keywordCase: 'preserve',
      linesBetweenQueries: 1,
    });
  } catch {
    text = statement.sql; // a construct the formatter does not know: the statement as Kysely wrote it
  }
  const params = statement.parameters.length
    ? `\n-- parameters: ${JSON.stringify(statement.parameters)}`
    : '';
  return `${text};${params}`;
}
