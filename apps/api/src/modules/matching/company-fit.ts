import { sql, type RawBuilder } from 'kysely';
import {
  AGENT_OFFICE_MILES,
  BUILT_PARCEL_MIN_ACRES,
  HOME_PRODUCTS,
  LISTINGS_MILES,
  REACH_MILES,
  ZONING_ALLOWS,
} from '@utah-land/shared';
import type { CountedProduct } from './profiles.js';
import { METERS_PER_MILE } from './compilers/dimensions.js';
import { projectAlive } from './compilers/fit.js';

// The fit model read the other way round (docs/matching.md, "Company detail"): the hard constraints of
// compilers/fit.ts as conditions on a candidate parcel's or project's columns (`p`), for one contact's demand.

const UNCOUNTED = ['commercial', 'land'];
const texts = (values: readonly string[]) => sql`${[...values]}::text[]`;

/** A candidate subject's side of the fit model. */
export interface SubjectFit {
  /** Counts of the products its zoning allows (0 for the others). */
  counts: Record<CountedProduct, RawBuilder<number>>;
  /** Its uncounted products (commercial, land) that its zoning allows. */
  uncounted: RawBuilder<string[]>;
  /** It offers a product its zoning allows. */
  offersAny: RawBuilder<boolean>;
  /** Builders and developers pass it by: a built parcel under BUILT_PARCEL_MIN_ACRES, or nothing to build. */
  noLotBuyers: RawBuilder<boolean>;
  alive: RawBuilder<boolean>;
  acreage: RawBuilder<number | null>;
  center: RawBuilder<unknown>;
}

/** The products a zoning code allows (ZONING_ALLOWS), NULL for an unknown code. */
function allowedSql(code: RawBuilder<string | null>) {
  const cases = Object.entries(ZONING_ALLOWS).map(
    ([zoning, allows]) => sql`WHEN ${zoning}::text THEN ${texts(allows)}`,
  );
  return sql<string[] | null>`(CASE upper(trim(${code})) ${sql.join(cases, sql` `)} END)`;
}

function fitOf(
  counts: Record<CountedProduct, RawBuilder<number>>,
  allowed: RawBuilder<string[] | null> | null,
  built: RawBuilder<boolean>,
  alive: RawBuilder<boolean>,
): SubjectFit {
  const allows = (p: string) =>
    allowed ? sql<boolean>`(${allowed} IS NULL OR ${allowed} @> ${texts([p])})` : null;
  const kept = Object.fromEntries(
    HOME_PRODUCTS.map((p) => {
      const ok = allows(p);
      return [p, ok ? sql<number>`(CASE WHEN ${ok} THEN ${counts[p]} ELSE 0 END)` : counts[p]];
    }),
  ) as Record<CountedProduct, RawBuilder<number>>;
  const uncounted = allowed
    ? sql<string[]>`ARRAY(SELECT x FROM unnest(p.products) x WHERE x = ANY(${texts(UNCOUNTED)})
        AND (${allowed} IS NULL OR x = ANY(${allowed})))`
    : sql<string[]>`ARRAY(SELECT x FROM unnest(p.products) x WHERE x = ANY(${texts(UNCOUNTED)}))`;
  const offersAny = sql<boolean>`(${sql.join(
    HOME_PRODUCTS.map((p) => sql`${kept[p]} > 0`),
    sql` OR `,
  )} OR cardinality(${uncounted}) > 0)`;
  return {
    counts: kept,
    uncounted,
    offersAny,
    noLotBuyers: sql<boolean>`(${built} OR NOT ${offersAny})`,
    alive,
    acreage: sql`p.acreage`,
    center: sql`p.center`,
  };
}

/** A parcel; its zoning applies to its main and Zoning estimates only (as in profiles.ts). */
export function parcelFit(counts: Record<CountedProduct, RawBuilder<number>>, zoningApplies: boolean) {
  return fitOf(
    counts,
    zoningApplies ? allowedSql(sql`p.actual_zoning`) : null,
    sql<boolean>`(p.property_info_building AND coalesce(p.acreage, 0) < ${BUILT_PARCEL_MIN_ACRES}::numeric)`,
    sql<boolean>`true`,
  );
}

/** A project: already entitled (no zoning rule), alive or dead by its status. */
export function projectFit(counts: Record<CountedProduct, RawBuilder<number>>) {
  return fitOf(counts, null, sql<boolean>`false`, projectAlive());
}

/** The columns of a contact's demand the fit model reads (contact_match_profiles). */
export interface FitDemand {
  /** Longitude and latitude of its base, or null. */
  lng: number | null;
  lat: number | null;
  acreage_range: string | null;
  /**
   * A real estate agent's own listings and sales of the last RECENT_YEARS years (their points, one EWKT multipoint),
   * or null: where the agent works (`localWork` below).
   */
  listing_points: string | null;
}

/** A contact based within `miles` of the candidate (one without a location, or a candidate without a point, passes). */
function within(s: SubjectFit, c: FitDemand, miles: number): RawBuilder<boolean> | null {
  if (c.lng === null || c.lat === null) return null;
  return sql<boolean>`(${s.center} IS NULL OR ST_DWithin(${s.center}::geography,
    ST_SetSRID(ST_MakePoint(${c.lng}::float8, ${c.lat}::float8), 4326)::geography, ${miles * METERS_PER_MILE}::float8))`;
}

/**
 * A real estate agent works near the candidate (compilers/fit.ts, `localWorkDimension`): their office within
 * AGENT_OFFICE_MILES, or a listing or sale of theirs within LISTINGS_MILES. A candidate without a point passes (it
 * cannot be measured from); an agent with neither an office nor a listing works nowhere we know of.
 */
function localWork(s: SubjectFit, c: FitDemand): RawBuilder<boolean> {
  const parts = [sql<boolean>`${s.center} IS NULL`];
  const office = within(s, c, AGENT_OFFICE_MILES);
  if (office) parts.push(office);
  if (c.listing_points)
    parts.push(sql<boolean>`ST_DWithin(${s.center}::geography, ST_GeomFromEWKT(${c.listing_points})::geography,
      ${LISTINGS_MILES * METERS_PER_MILE}::float8)`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/** The fit model's conditions for one contact, per group (null: nothing to check). */
export function fitConditions(s: SubjectFit, c: FitDemand) {
  const acreage =
    c.acreage_range === null
      ? null
      : sql<boolean>`(${s.acreage} IS NULL OR ${s.acreage} <= 0 OR ${c.acreage_range}::numrange @> ${s.acreage}::numeric)`;
  const lotBuyers = sql<boolean>`(${s.alive} AND NOT ${s.noLotBuyers})`;
  const and = (...parts: (RawBuilder<boolean> | null)[]) => {
    const present = parts.filter((x): x is RawBuilder<boolean> => x !== null);
    return present.length ? sql<boolean>`(${sql.join(present, sql` AND `)})` : null;
  };
  return {
    alive: s.alive,
    acreage,
    lotBuyers,
    builders: and(acreage, within(s, c, REACH_MILES.builders)),
    developers: and(acreage, within(s, c, REACH_MILES.developers)),
    agents: localWork(s, c),
  };
}
