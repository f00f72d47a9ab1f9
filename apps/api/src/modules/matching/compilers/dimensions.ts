import { sql, type RawBuilder } from 'kysely';

/**
 * One dimension (docs/matching.md) for one query: `agreed` is true when both sides define it and it agrees;
 * `demandUndefined` is true when the demand side leaves it empty. A dimension filters only when both sides define it,
 * so a compiler leaves out the dimensions the subject does not define and filters on `demandUndefined OR agreed`.
 */
export interface Dimension {
  name: string;
  columns: string[];
  agreed: RawBuilder<boolean>;
  /** Omitted when the demand side always defines the dimension (e.g. distance). */
  demandUndefined?: RawBuilder<boolean>;
  /**
   * The WHERE condition when it is written otherwise than `demandUndefined OR agreed` (with the same rows): contact
   * dimensions use one overlap of a key array in which '*' stands for "the contact leaves it empty" (migration 0010),
   * so that a GIN index answers it.
   */
  filter?: RawBuilder<boolean>;
}

export type MaybeDimension = Dimension | null;

/** The WHERE condition of a set of dimensions, plus fixed conditions (type, exclusions). */
export function whereOf(fixed: RawBuilder<boolean>[], dims: Dimension[]): RawBuilder<boolean> {
  const parts = [
    ...fixed,
    ...dims.map(
      (d) => d.filter ?? (d.demandUndefined ? sql<boolean>`(${d.demandUndefined} OR ${d.agreed})` : d.agreed),
    ),
  ];
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/** `matchedOn`: the names of the dimensions that agreed for a row (or, with `aggregate`, for any row of a group). */
export function matchedOnOf(dims: Dimension[], aggregate = false): RawBuilder<string[]> {
  if (dims.length === 0) return sql<string[]>`'{}'::text[]`;
  const cases = dims.map((d) =>
    aggregate
      ? sql`CASE WHEN bool_or(${d.agreed}) THEN ${sql.lit(d.name)} END`
      : sql`CASE WHEN ${d.agreed} THEN ${sql.lit(d.name)} END`,
  );
  return sql<string[]>`array_remove(ARRAY[${sql.join(cases)}]::text[], NULL)`;
}

export function columnsOf(fixedColumns: string[], dims: Dimension[]): string[] {
  return [...new Set([...fixedColumns, ...dims.flatMap((d) => d.columns)])];
}

export function present<T>(list: (T | null)[]): T[] {
  return list.filter((x): x is T => x !== null);
}

/** Degrees of longitude (the wider axis) that cover `meters` at a latitude: a bounding box for index use. */
export function degreesFor(meters: number, lat: number): number {
  const perDegree = 111_320 * Math.cos((Math.abs(lat) * Math.PI) / 180);
  return Math.round((meters / Math.max(perDegree, 1_000)) * 1.05 * 1e7) / 1e7;
}

export const METERS_PER_MILE = 1609.344;
export const METERS_PER_FOOT = 0.3048;
