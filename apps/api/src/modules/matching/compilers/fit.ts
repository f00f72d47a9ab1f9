import { sql, type RawBuilder } from 'kysely';
import {
  AGENT_NEAREST_OFFICES,
  AGENT_OFFICE_MILES,
  BUILT_PARCEL_MIN_ACRES,
  DEAD_PROJECT_STATUSES,
  LISTINGS_MILES,
  REACH_MILES,
  RECENT_YEARS,
  zoningAllows,
  type Product,
} from '@utah-land/shared';
import type { CountedProduct, SupplyProfile } from '../profiles.js';
import { boxAround, degreesFor, METERS_PER_MILE, subjectJson, type MaybeDimension } from './dimensions.js';
import type { ContactKind } from './contacts.js';

// The hard constraints of the fit model that are not a plain comparison of two columns (docs/matching.md, "The fit
// model"): what the subject's zoning allows, a built parcel, a dead project, the contact's reach and acreage, an
// agent's evidence of local work.

/** The subject's point as a geometry literal, or null when it has none. */
export function subjectPoint(s: SupplyProfile): RawBuilder<unknown> | null {
  if (s.lng === null || s.lat === null) return null;
  return sql`ST_SetSRID(ST_MakePoint(${s.lng}::float8, ${s.lat}::float8), 4326)`;
}

/** The products the subject's zoning allows, or null when zoning does not apply or is unknown. */
export function allowedByZoning(s: SupplyProfile): readonly Product[] | null {
  return s.zoningApplies ? zoningAllows(s.zoning) : null;
}

/** The subject's counted products that its zoning allows (all of them when zoning is unknown or does not apply). */
export function buildableCounts(s: SupplyProfile): Partial<Record<CountedProduct, number>> {
  const allowed = allowedByZoning(s);
  if (!allowed) return s.counts;
  return Object.fromEntries(
    Object.entries(s.counts).filter(([p]) => allowed.includes(p as Product)),
  ) as Partial<Record<CountedProduct, number>>;
}

/** The subject's uncounted products (commercial, land) that its zoning allows. */
export function buildableOtherProducts(s: SupplyProfile): string[] {
  const allowed = allowedByZoning(s);
  return allowed ? s.otherProducts.filter((p) => allowed.includes(p as Product)) : s.otherProducts;
}

/** The subject's zoning as compared for builders and developers (a row of `compared`), or null when unknown. */
export function zoningCompared(s: SupplyProfile): RawBuilder<unknown> | null {
  const allows = allowedByZoning(s);
  if (!allows || !s.zoning) return null;
  const offered = [...Object.keys(s.counts), ...s.otherProducts];
  const kept = [...Object.keys(buildableCounts(s)), ...buildableOtherProducts(s)];
  return sql`jsonb_build_array(${subjectJson({
    dimension: 'zoning',
    zoning: s.zoning,
    allows,
    ruledOut: offered.filter((p) => !kept.includes(p)),
    ok: kept.length > 0,
  })})`;
}

const DEAD: readonly string[] = DEAD_PROJECT_STATUSES;

/** A project (`p`) that is alive: no status yet, or one not in DEAD_PROJECT_STATUSES. */
export const projectAlive = () =>
  sql<boolean>`(p.project_status IS NULL OR p.project_status <> ALL(${[...DEAD]}::text[]))`;

/**
 * Why a subject can have no match in a contact group at all (a condition `false` with its reason, shown in the
 * admin SQL), or null. Builders and developers: a dead project, a built parcel under BUILT_PARCEL_MIN_ACRES, or a
 * parcel or project with nothing its zoning lets them build. Every group: a dead project.
 */
export function subjectRuledOut(kind: ContactKind, s: SupplyProfile): string | null {
  if (s.status && DEAD.includes(s.status)) return `the project is ${s.status}`;
  if (kind !== 'builders' && kind !== 'developers') return null;
  if (s.kind === 'parcel' && !s.survey && !s.isLand && (s.acreage ?? 0) < BUILT_PARCEL_MIN_ACRES)
    return `a built parcel under ${BUILT_PARCEL_MIN_ACRES} acres`;
  const buildable = Object.keys(buildableCounts(s)).length + buildableOtherProducts(s).length;
  if (!s.survey && buildable === 0) return 'nothing its zoning allows to build';
  return null;
}

/** Acreage: the subject's acres lie in the contact's acreage range. */
export function acreageDimension(s: SupplyProfile): MaybeDimension {
  if (s.acreage === null || s.acreage <= 0) return null;
  const agreed = sql<boolean>`c.acreage_range @> ${s.acreage}::numeric`;
  return {
    name: 'acreage',
    columns: ['contact_match_profiles.acreage_range'],
    agreed,
    demandUndefined: sql<boolean>`c.acreage_range IS NULL`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'acreage', acres: s.acreage })}
      || jsonb_build_object('range', CASE WHEN c.acreage_range IS NULL THEN NULL ELSE jsonb_build_object(
        'min', lower(c.acreage_range), 'max', upper(c.acreage_range)) END, 'ok', ${agreed}))`,
  };
}

/**
 * The metres from the contact's base to the subject (NULL without a location on either side), on the sphere: within
 * 0.3% of the spheroid's figure across Utah, at a fifth of its cost per row (it is read for every matching row).
 */
export function baseMeters(point: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`ST_Distance(c.location::geography, ${point}::geography, false)`;
}

/**
 * Reach: the contact is based within its group's REACH_MILES of the subject (a company matches where its people
 * work, not everywhere its area tags reach). A contact without a location is not ruled out.
 */
export function reachDimension(kind: ContactKind, s: SupplyProfile): MaybeDimension {
  const miles = (REACH_MILES as Partial<Record<ContactKind, number>>)[kind];
  const point = subjectPoint(s);
  if (!miles || !point || s.lat === null) return null;
  const meters = miles * METERS_PER_MILE;
  const agreed = sql<boolean>`(c.location && ST_Expand(${point}, ${degreesFor(meters, s.lat)}::float8)
    AND ST_DWithin(c.location::geography, ${point}::geography, ${meters}::float8, false))`;
  return {
    name: 'reach',
    columns: ['contact_match_profiles.location'],
    agreed,
    demandUndefined: sql<boolean>`c.location IS NULL`,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'reach',
      'meters', round(${baseMeters(point)}), 'within', ${Math.round(meters)}::int, 'ok', ${agreed}))`,
  };
}

/** The start of the recent past: RECENT_YEARS years before today. */
export const recentSince = () => sql`(current_date - make_interval(years => ${RECENT_YEARS}::int))`;

/**
 * The FROM and WHERE of the listings and sales within LISTINGS_MILES of the subject's point in the last RECENT_YEARS
 * years (`l`): an agent's own recent work near the subject is the listings naming the agent (`lower(l.agent)`, the
 * agent profile's `name_key`, migration 0077). The GiST index on `mls_listings.location` (migration 0075) answers it.
 */
export function nearbyListings(point: RawBuilder<unknown>, lat: number): RawBuilder<unknown> {
  return sql`mls_listings l WHERE ${nearbyListingsWhere(point, lat)}`;
}

/** Within LISTINGS_MILES of the point (on the sphere) and of the last RECENT_YEARS years: a listing `l`. */
function nearbyListingsWhere(point: RawBuilder<unknown>, lat: number): RawBuilder<boolean> {
  const meters = LISTINGS_MILES * METERS_PER_MILE;
  return sql<boolean>`l.location && ${boxAround(point, meters, lat)}
      AND ST_DWithin(l.location::geography, ${point}::geography, ${meters}::float8, false)
      AND coalesce(l.status_date, l.list_date) >= ${recentSince()}`;
}

/** An agent's nearby listings and sales, as the surroundings `f` count them (0 for none). */
export const agentListings = (field: 'n' | 'listed' | 'sold') =>
  sql<number>`coalesce((f.agents -> c.name_key ->> ${field})::int, 0)`;

/**
 * Real estate agents' evidence of local work: their office (the contact's location) within AGENT_OFFICE_MILES of
 * the subject, or a listing or sale of their own within LISTINGS_MILES in the last RECENT_YEARS years. Evidence is
 * required: an agent without a location and without a nearby listing is not listed (a service-area tag is no
 * evidence). A subject without a point cannot be measured from, and has no such constraint.
 */
export function localWorkDimension(s: SupplyProfile): MaybeDimension {
  const point = subjectPoint(s);
  if (!point || s.lat === null) return null;
  const office = AGENT_OFFICE_MILES * METERS_PER_MILE;
  // An office within reach counts among the AGENT_NEAREST_OFFICES agents' offices nearest the subject only (a k-NN
  // walk of the GiST index, uncorrelated: one InitPlan per query). An unknown office is no evidence.
  const nearestOffices = sql<boolean>`c.contact_id = ANY(ARRAY(SELECT a.contact_id FROM contact_match_profiles a
    WHERE a.types @> ${['Real Estate Agent']}::text[] AND a.location IS NOT NULL
      AND a.location && ST_Expand(${point}, ${degreesFor(office, s.lat)}::float8)
      AND ST_DWithin(a.location::geography, ${point}::geography, ${office}::float8, false)
    ORDER BY a.location <-> ${point}, a.contact_id LIMIT ${AGENT_NEAREST_OFFICES}::int))`;
  const based = sql<boolean>`(c.location IS NOT NULL AND ${nearestOffices})`;
  // Uncorrelated, so computed once per query and tested by hash (a hashed SubPlan): in a dense city 18,000 listings
  // near name 4,000 agents, and `= ANY(ARRAY(…))` compared every agent tested with each of them in turn.
  const listed = sql<boolean>`c.name_key IN (SELECT lower(l.agent) FROM ${nearbyListings(point, s.lat)})`;
  const agreed = sql<boolean>`(${based} OR ${listed})`;
  return {
    name: 'localWork',
    columns: [
      'contact_match_profiles.location',
      'contact_match_profiles.name_key',
      'mls_listings.agent',
      'mls_listings.location',
      'mls_listings.list_date',
      'mls_listings.status_date',
    ],
    agreed,
    // The listings count is the surroundings' (`f`, compilers/score.ts), read where the row is shown.
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'localWork',
      'meters', round(${baseMeters(point)}), 'within', ${Math.round(office)}::int,
      'nearest', ${AGENT_NEAREST_OFFICES}::int, 'among', ${based},
      'listings', ${agentListings('n')}, 'ok', ${agreed}))`,
  };
}
