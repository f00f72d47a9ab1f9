/** What an import did: rows read, imported and rejected (with where and why). */
export interface Rejection {
  /** 1-based line (CSV, header is line 1) or feature/record number (GeoJSON, Shapefile). */
  line: number;
  /** Human-readable place: 'line 7' or 'feature 3'. */
  location: string;
  reason: string;
}

export interface ImportReport {
  kind: 'parcels' | 'contacts' | 'companies' | 'water-rights' | 'listings';
  file: string;
  read: number;
  imported: number;
  inserted: number;
  updated: number;
  rejected: Rejection[];
  /** False when nothing was written (rows were rejected and skipInvalid was not set). */
  committed: boolean;
  ms: number;
}

export interface ImportOptions {
  /** Target field (e.g. PARCEL_ID, email) -> column name in the file. */
  map?: Record<string, string>;
  /** Import the valid rows and report the rejected ones; by default any rejection means nothing is imported. */
  skipInvalid?: boolean;
  /** Value of the `source` column for contacts/companies/parcels (default 'import'; parcels: `parcelSourceOf`). */
  source?: string;
  /**
   * The date the file's values are true as of ('YYYY-MM-DD', the CLI's --as-of), over a date its rows give (parcels
   * CURRENT_ASOF, others AS_OF); unknown (NULL) when neither says: never the load time (docs/data.md, "Provenance").
   */
  asOf?: string;
  onProgress?: (done: number, total: number) => void;
}

export class FieldError extends Error {}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Resolves target fields to the file's column names: an explicit --map first, else a case- and
 * punctuation-insensitive match of the field name or one of its aliases.
 */
export function resolveColumns(
  columns: string[],
  fields: Record<string, readonly string[]>,
  map: Record<string, string> = {},
): Record<string, string | undefined> {
  const byNorm = new Map(columns.map((c) => [norm(c), c]));
  const out: Record<string, string | undefined> = {};
  const known = new Map(Object.keys(fields).map((f) => [norm(f), f]));
  for (const [field, column] of Object.entries(map)) {
    const target = known.get(norm(field));
    if (!target)
      throw new FieldError(
        `--map ${field}=${column}: unknown field '${field}' (known: ${Object.keys(fields).join(', ')})`,
      );
    if (!columns.includes(column))
      throw new FieldError(`--map ${field}=${column}: the file has no column '${column}'`);
    out[target] = column;
  }
  for (const [field, aliases] of Object.entries(fields)) {
    if (out[field]) continue;
    for (const name of [field, ...aliases]) {
      const hit = byNorm.get(norm(name));
      if (hit) {
        out[field] = hit;
        break;
      }
    }
  }
  return out;
}

/** Parses a number that may carry '$' and thousands separators; '' -> null; otherwise throws a reason. */
export function parseNumber(
  field: string,
  raw: unknown,
  opts: { integer?: boolean; min?: number; max?: number } = {},
): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return check(field, raw, raw, opts);
  const text = String(raw).trim();
  if (text === '') return null;
  const n = Number(text.replace(/[$,\s]/g, ''));
  return check(field, n, text, opts);
}

function check(
  field: string,
  n: number,
  raw: unknown,
  opts: { integer?: boolean; min?: number; max?: number },
): number {
  if (!Number.isFinite(n)) throw new FieldError(`${field}: '${String(raw)}' is not a number`);
  if (opts.integer && !Number.isInteger(n))
    throw new FieldError(`${field}: '${String(raw)}' is not a whole number`);
  if (opts.min !== undefined && n < opts.min) throw new FieldError(`${field}: ${n} is below ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) throw new FieldError(`${field}: ${n} is above ${opts.max}`);
  return n;
}

export function text(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const t = String(raw).trim();
  return t === '' ? null : t;
}

/** Splits a multi-value cell ('a; b', 'a, b'). */
export function list(raw: unknown): string[] {
  const t = text(raw);
  return t ? t.split(/\s*[;|]\s*|\s*,\s*/).filter(Boolean) : [];
}

/** A date as 'YYYY-MM-DD' (ISO text, or a Date a Shapefile's DBF gives), or null when empty. */
export function isoDate(field: string, raw: unknown): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10);
  const t = text(raw);
  if (!t) return null;
  const m = t.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  if (!m || Number.isNaN(Date.parse(`${m[1]}-${m[2]}-${m[3]}`)))
    throw new FieldError(`${field}: '${t}' is not a date (YYYY-MM-DD)`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** The as-of date of an import: --as-of (checked once, before any row is read), else undefined. */
export const optionAsOf = (options: ImportOptions): string | undefined =>
  options.asOf ? (isoDate('--as-of', options.asOf) ?? undefined) : undefined;
