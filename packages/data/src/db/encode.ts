/** Encodes row values for COPY (text format) and for SQL literals (multi-row INSERT). */
export type SqlValue = string | number | boolean | null | undefined | readonly (string | number)[];

function arrayLiteral(items: readonly (string | number)[]): string {
  return `{${items.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

function copyEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export function toCopyField(value: SqlValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'string') return copyEscape(value);
  return copyEscape(arrayLiteral(value));
}

export function toCopyLine(row: readonly SqlValue[]): string {
  return `${row.map(toCopyField).join('\t')}\n`;
}

export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function toSqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'string') return quoteLiteral(value);
  return quoteLiteral(arrayLiteral(value));
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
