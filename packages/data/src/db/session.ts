import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '@utah-land/db';
import { quoteIdent, toCopyLine, toSqlLiteral, type SqlValue } from './encode.js';

/**
 * One connection held for a unit of work (optionally one transaction), with a bulk loader:
 * COPY … FROM STDIN on PostgreSQL, batched multi-row INSERTs on the embedded database.
 */
export interface Session {
  kind: Database['kind'];
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Loads rows into table(columns); returns the number of rows written. */
  copy(table: string, columns: readonly string[], rows: Iterable<readonly SqlValue[]>): Promise<number>;
}

const INSERT_BATCH_BYTES = 2_000_000;

export async function withSession<T>(
  database: Database,
  work: (session: Session) => Promise<T>,
  options: { transaction?: boolean } = {},
): Promise<T> {
  const tx = options.transaction ?? true;
  if (database.kind === 'postgres') {
    if (!database.pool) throw new Error('PostgreSQL database without a pool');
    const client = await database.pool.connect();
    const session: Session = {
      kind: 'postgres',
      async query<R>(text: string, params?: readonly unknown[]) {
        const result = await client.query(text, params ? [...params] : undefined);
        return result.rows as R[];
      },
      async copy(table, columns, rows) {
        let count = 0;
        const cols = columns.map(quoteIdent).join(', ');
        const stream = client.query(copyFrom(`COPY ${quoteIdent(table)} (${cols}) FROM STDIN`));
        function* chunks() {
          let buffer = '';
          for (const row of rows) {
            buffer += toCopyLine(row);
            count++;
            if (buffer.length > 256_000) {
              yield buffer;
              buffer = '';
            }
          }
          if (buffer) yield buffer;
        }
        await pipeline(Readable.from(chunks()), stream);
        return count;
      },
    };
    try {
      if (tx) await client.query('BEGIN');
      const result = await work(session);
      if (tx) await client.query('COMMIT');
      return result;
    } catch (err) {
      if (tx) await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  return database.db.connection().execute(async (conn) => {
    const run = async <R>(text: string, params?: readonly unknown[]) =>
      (await conn.executeQuery<R>(CompiledQuery.raw(text, params ? [...params] : []))).rows;
    const session: Session = {
      kind: 'embedded',
      query: run,
      async copy(table, columns, rows) {
        let count = 0;
        const head = `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) VALUES `;
        let values: string[] = [];
        let size = 0;
        const flush = async () => {
          if (values.length === 0) return;
          await run(head + values.join(','));
          values = [];
          size = 0;
        };
        for (const row of rows) {
          const tuple = `(${row.map(toSqlLiteral).join(',')})`;
          values.push(tuple);
          size += tuple.length;
          count++;
          if (size > INSERT_BATCH_BYTES) await flush();
        }
        await flush();
        return count;
      },
    };
    try {
      if (tx) await run('BEGIN');
      const result = await work(session);
      if (tx) await run('COMMIT');
      return result;
    } catch (err) {
      if (tx) await run('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}
