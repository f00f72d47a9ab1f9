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
  /**
   * The values compared on a row where the dimension agreed: a jsonb array of `ComparedValue` (packages/shared,
   * matching/compared.ts), the subject's side and the row's own side. Read only where `agreed` holds.
   */
  compared?: RawBuilder<unknown>;
  /**
   * The values compared written whatever the outcome (why not, as well as why): a jsonb array of `ComparedValue`.
   * Omitted when `compared` reads the same on a row where the dimension does not agree.
   */
  explained?: RawBuilder<unknown>;
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

/**
 * `compared`: the values compared on every dimension that agreed for a row, a jsonb array of `ComparedValue`
 * ("why it matched", docs/matching.md); with `aggregate`, those of every row of a group (a company's matching
 * contacts), one array.
 */
export function comparedOf(dims: Dimension[], aggregate = false): RawBuilder<unknown[]> {
  // A dimension the row leaves open (no preference) is a row too: 'open', passed without agreeing.
  const parts = dims
    .filter((d) => d.compared)
    .map((d) =>
      d.demandUndefined
        ? sql`(CASE WHEN ${d.agreed} THEN ${d.compared} WHEN ${d.demandUndefined} THEN jsonb_build_array(jsonb_build_object('dimension', 'open', 'of', ${sql.lit(d.name)}::text, 'ok', true)) ELSE '[]'::jsonb END)`
        : sql`(CASE WHEN ${d.agreed} THEN ${d.compared} ELSE '[]'::jsonb END)`,
    );
  const row = parts.length ? sql`(${sql.join(parts, sql` || `)})` : sql`'[]'::jsonb`;
  // An aggregate whatever the dimensions, so that it reads one value from any number of rows.
  return aggregate
    ? sql<unknown[]>`jsonb_path_query_array(jsonb_agg(${row}), '$[*][*]')`
    : sql<unknown[]>`${row}`;
}

/** The subject's side of a compared value, one jsonb literal (the row's side is added in SQL). */
export function subjectJson(value: Record<string, unknown>): RawBuilder<unknown> {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** An int4range / int8range as a compared range: inclusive whole-number ends, null where open; NULL for none. */
export function rangeJson(range: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(CASE WHEN ${range} IS NULL THEN NULL
    ELSE jsonb_build_object('min', lower(${range}), 'max', upper(${range}) - 1) END)`;
}

export function columnsOf(fixedColumns: string[], dims: Dimension[]): string[] {
  return [...new Set([...fixedColumns, ...dims.flatMap((d) => d.columns)])];
}

export function present<T>(list: (T | null)[]): T[] {
  return list.filter((x): x is T => x !== null);
}

/**
 * The box around a point that covers `meters` in every direction at its latitude (5% to spare): as many degrees of
 * latitude as it takes, and the wider span of longitude. For a GiST index where the candidates are many (a dense
 * city's listings), a quarter fewer than the square of `degreesFor`.
 */
export function boxAround(point: RawBuilder<unknown>, meters: number, lat: number): RawBuilder<unknown> {
  const dy = Math.round((meters / 111_320) * 1.05 * 1e7) / 1e7;
  return sql`ST_Expand(${point}, ${degreesFor(meters, lat)}::float8, ${dy}::float8)`;
}

/** Degrees of longitude (the wider axis) that cover `meters` at a latitude: a bounding box for index use. */
export function degreesFor(meters: number, lat: number): number {
  const perDegree = 111_320 * Math.cos((Math.abs(lat) * Math.PI) / 180);
  return Math.round((meters / Math.max(perDegree, 1_000)) * 1.05 * 1e7) / 1e7;
}

export const METERS_PER_MILE = 1609.344;
export const METERS_PER_FOOT = 0.3048;
