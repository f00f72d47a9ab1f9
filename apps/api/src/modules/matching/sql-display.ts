import type { CompiledQuery } from 'kysely';

/** A SQL literal for one bound parameter, written so that PostgreSQL reads it exactly as the bound value. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  return quote(String(value));
}

function arrayElement(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  return `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function quote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/**
 * The SQL text of a compiled query with its parameters inlined, for display to admins. The query that runs is the
 * same compiled query with bound parameters; every parameter in our compilers carries an explicit cast, so the
 * inlined literal means the same value.
 */
export function inlineParameters(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_m, n: string) => sqlLiteral(query.parameters[Number(n) - 1]));
}
