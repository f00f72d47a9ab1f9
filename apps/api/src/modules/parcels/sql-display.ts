import type { CompiledQuery } from 'kysely';

/** A SQL literal for one bound parameter (display only: the server always runs the parameterised query). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The compiled query's SQL with its parameters inlined, for the admin "View Query" drawers. Running this text
 * gives the same rows as running the compiled query (tests check it).
 */
export function inlineSql(compiled: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  return compiled.sql.replace(/\$(\d+)\b/g, (m, n: string) => {
    const i = Number(n) - 1;
    return i < compiled.parameters.length ? sqlLiteral(compiled.parameters[i]) : m;
  });
}
