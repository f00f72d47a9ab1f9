import { sql, type RawBuilder } from 'kysely';
import { WANTED_SCORE_WEIGHTS, type WantedSignal } from '@utah-land/shared';
import type { CountedProduct } from '../profiles.js';
import { subjectJson } from './dimensions.js';

// The fit of a parcel or project a demand survey wants (docs/matching.md, "Ranking a survey's matches"): the hard
// wants (area, products, counts, style, price; compilers/wanted-places.ts) decide which records are listed, and
// these soft signals rank them: where the record's count, price and acres lie in the survey's ranges, and how near
// it is to the survey's base or the centre of its area. Written into the list queries, so pages are ordered in SQL.

/** An inclusive range; high null = no upper bound. */
export type WantedRange = [number, number | null];

/**
 * Where a demand survey is (survey-subject.ts): its taker's base when known, else the centre of its area; the
 * distance signal reaches zero at `scale` metres (the far edge of the area).
 */
export interface WantedCentre {
  lng: number;
  lat: number;
  scale: number;
  from: 'base' | 'area';
}

/** What the ranking reads of a record, per table (a parcel's price is its listing price, else market value). */
export interface RecordColumns {
  products: RawBuilder<unknown>;
  counts: Record<CountedProduct, RawBuilder<unknown>>;
  price: RawBuilder<unknown> | null;
  acreage: RawBuilder<unknown>;
  center: RawBuilder<unknown>;
  /** The same columns by name (`table.column`), for the admin's columns used. */
  names: {
    products: string;
    counts: Record<CountedProduct, string>;
    price: string[];
    acreage: string;
    center: string;
  };
}

/** What the survey states that the signals read: counted products with a range, price, acreage, centre. */
export interface WantedScoreInput {
  ranges: [CountedProduct, WantedRange][];
  price: WantedRange | null;
  acreage: WantedRange | null;
  centre: WantedCentre | null;
}

const num = (n: number) => sql`${n}::float8`;

/**
 * Where `value` lies in the range, 0–1, in SQL: `rangePosition` of packages/shared (matching/fit.ts), the middle
 * earning all, either end half, outside or unknown nothing.
 */
export function positionSql(value: RawBuilder<unknown>, [lo, hi]: WantedRange): RawBuilder<number> {
  const top = hi ?? Math.max(lo * 2, lo + 1);
  const half = (top - lo) / 2;
  const outside =
    hi === null ? sql`${value} < ${num(lo)}` : sql`(${value} < ${num(lo)} OR ${value} > ${num(hi)})`;
  const inside =
    half <= 0 ? sql`1.0` : sql`greatest(0.5, 1 - 0.5 * abs(${value} - ${num(lo + half)}) / ${num(half)})`;
  return sql<number>`(CASE WHEN ${value} IS NULL OR ${outside} THEN 0 ELSE ${inside} END)`;
}

interface Signal {
  name: WantedSignal;
  earned: RawBuilder<number>;
  compared: RawBuilder<unknown>;
  columns: string[];
}

/** Metres between the record's centre and a point, on a plane scaled at the point's latitude (ranking only). */
function metersFrom(center: RawBuilder<unknown>, c: WantedCentre): RawBuilder<number | null> {
  const k = Math.round(Math.cos((c.lat * Math.PI) / 180) * 1e9) / 1e9;
  return sql<number | null>`(111320 * sqrt(power((ST_X(${center}) - ${num(c.lng)}) * ${num(k)}, 2)
    + power(ST_Y(${center}) - ${num(c.lat)}, 2)))`;
}

function signals(w: WantedScoreInput, r: RecordColumns): Signal[] {
  const out: Signal[] = [];
  if (w.ranges.length) {
    // The best placed of the wanted counted products the record offers with a count.
    const parts = w.ranges.map(
      ([p, range]) =>
        sql<number>`(CASE WHEN ${r.products} @> ${[p]}::text[] THEN ${positionSql(r.counts[p], range)} ELSE 0 END)`,
    );
    const known = sql<boolean>`(${sql.join(
      w.ranges.map(([p]) => sql`(${r.products} @> ${[p]}::text[] AND ${r.counts[p]} IS NOT NULL)`),
      sql` OR `,
    )})`;
    const earned = parts.length === 1 ? parts[0]! : sql<number>`greatest(${sql.join(parts)})`;
    out.push({
      name: 'lots',
      earned,
      columns: [r.names.products, ...w.ranges.map(([p]) => r.names.counts[p])],
      compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'position', 'of', 'lots',
        'share', round((${earned})::numeric, 2), 'known', ${known}, 'ok', ${earned} >= 0.75))`,
    });
  }
  if (w.price && r.price) {
    const earned = positionSql(r.price, w.price);
    out.push({
      name: 'price',
      earned,
      columns: r.names.price,
      compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'position', 'of', 'price',
        'share', round((${earned})::numeric, 2), 'known', ${r.price} IS NOT NULL, 'ok', ${earned} >= 0.75))`,
    });
  }
  if (w.acreage) {
    const earned = positionSql(r.acreage, w.acreage);
    const range = { min: w.acreage[0], max: w.acreage[1] };
    out.push({
      name: 'acreage',
      earned,
      columns: [r.names.acreage],
      compared: sql`(CASE WHEN ${r.acreage} IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(${subjectJson({
        dimension: 'acreage',
        range,
      })} || jsonb_build_object('acres', ${r.acreage}, 'ok', ${earned} > 0)) END)`,
    });
  }
  if (w.centre) {
    const meters = metersFrom(r.center, w.centre);
    const earned = sql<number>`coalesce(greatest(0, 1 - ${meters} / ${num(w.centre.scale)}), 0)`;
    out.push({
      name: 'distance',
      earned,
      columns: [r.names.center],
      compared: sql`jsonb_build_array(${subjectJson({
        dimension: 'centre',
        from: w.centre.from,
        scale: Math.round(w.centre.scale),
      })} || jsonb_build_object('meters', round(${meters}), 'ok', ${earned} >= 0.5))`,
    });
  }
  return out;
}

export interface WantedScoring {
  /** The score, 0–100, of a record (0 when the survey states nothing the signals can read). */
  score: RawBuilder<number>;
  /** The record's columns the signals read (`table.column`), for the admin's columns used. */
  columns: string[];
  /** The signals' compared rows (a jsonb array). */
  compared: RawBuilder<unknown>;
}

/** The score of the records a demand survey wants: WANTED_SCORE_WEIGHTS over the signals it can read. */
export function wantedScoring(w: WantedScoreInput, r: RecordColumns): WantedScoring {
  const list = signals(w, r);
  const total = list.reduce((a, x) => a + WANTED_SCORE_WEIGHTS[x.name], 0);
  const columns = [...new Set(list.flatMap((x) => x.columns))];
  if (total === 0) return { score: sql<number>`0`, columns, compared: sql`'[]'::jsonb` };
  const sum = sql.join(
    list.map((x) => sql`${WANTED_SCORE_WEIGHTS[x.name]}::float8 * ${x.earned}`),
    sql` + `,
  );
  return {
    score: sql<number>`round(100 * (${sum}) / ${total}::float8)::int`,
    columns,
    compared: sql`(${sql.join(
      list.map((x) => x.compared),
      sql` || `,
    )})`,
  };
}
