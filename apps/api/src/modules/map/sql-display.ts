import type { CompiledQuery } from 'kysely';

// The one way a compiled query is shown to admins ("View Query" of the map, matching, Market Stats): its SQL with
// the bound parameters written as literals. The server always runs the parameterised query; running the shown
// text gives the same rows (tests check it).

/** A SQL literal for one bound parameter, written so that PostgreSQL reads it exactly as the bound value. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  return quote(typeof value === 'string' ? value : JSON.stringify(value));
}

function arrayElement(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  return `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function quote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** The SQL text of a compiled query with its parameters inlined, for display to admins. */
export function inlineSql(compiled: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  return compiled.sql.replace(/\$(\d+)\b/g, (m, n: string) => {
    const i = Number(n) - 1;
    return i < compiled.parameters.length ? sqlLiteral(compiled.parameters[i]) : m;
  });
}
