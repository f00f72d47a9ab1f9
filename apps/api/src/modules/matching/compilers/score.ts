import { sql, type RawBuilder } from 'kysely';
import {
  AGENT_ACTIVITY_FULL,
  AGENT_BASE_SCALE_MILES,
  DEAD_PROJECT_STATUSES,
  LISTINGS_MILES,
  PRICE_PRECISION_SPAN,
  RECENT_YEARS,
  REACH_MILES,
  SCORE_WEIGHTS,
  SIMILAR_SIZE_FACTOR,
  TRACK_RECORD_MILES,
} from '@utah-land/shared';
import type { SupplyProfile } from '../profiles.js';
import type { ContactKind } from './contacts.js';
import { degreesFor, METERS_PER_MILE, rangeJson, type Dimension } from './dimensions.js';
import {
  agentListings,
  baseMeters,
  buildableCounts,
  nearbyListings,
  recentSince,
  subjectPoint,
} from './fit.js';

// The soft signals of the fit model and the score they add up to (docs/matching.md, "The fit model"): how precisely
// the contact's preferences meet the subject, how near the contact is based, the company's track record and recent
// work near the subject, an agent's listings near it. Written into the match queries, so the lists are ordered by
// score in SQL and every row carries the signals in `compared`, each with `ok`.

/** Distance at which the distance signal reaches zero for groups without a reach, in miles. */
const OPEN_DISTANCE_MILES = 100;

/**
 * What the signals read about the subject's surroundings, computed once per query (the one row of the materialized
 * CTE `f`, joined where a signal reads it): the companies with a live project within TRACK_RECORD_MILES (`near`), of
 * similar size (`similar`), ongoing or recent (`recent`), each keyed by company id (the names of a row's projects are
 * read for the rows written only: trackProjects); and, when `listings` is asked, the listings and sales within
 * LISTINGS_MILES in the last RECENT_YEARS years by the agent they name (`agents`, keyed by the lower-cased name, the
 * agent profile's `name_key`: how many (`n`), listed and sold; the addresses of a row's newest three are read for the
 * rows written only). The listings are found by distance from the subject's point, whatever its county (a subject
 * without a county has them too).
 */
export function surroundings(s: SupplyProfile, listings = true): RawBuilder<unknown> | null {
  const point = subjectPoint(s);
  if (!point || s.lat === null) return null;
  const units = Object.values(buildableCounts(s)).reduce((a, b) => a + (b ?? 0), 0);
  const acres = s.acreage ?? 0;
  const size =
    units > 0
      ? sql`(coalesce(p.sf_lots, 0) + coalesce(p.th_pads, 0) + coalesce(p.condo_units, 0))
          BETWEEN ${units / SIMILAR_SIZE_FACTOR}::float8 AND ${units * SIMILAR_SIZE_FACTOR}::float8`
      : acres > 0
        ? sql`p.acreage BETWEEN ${acres / SIMILAR_SIZE_FACTOR}::float8 AND ${acres * SIMILAR_SIZE_FACTOR}::float8`
        : sql`false`;
  const since = recentSince();
  const agents = listings
    ? sql`(SELECT coalesce(jsonb_object_agg(a.name_key, jsonb_build_object('n', a.n, 'listed', a.listed,
          'sold', a.sold)), '{}'::jsonb)
        FROM (SELECT lower(l.agent) AS name_key, count(*) AS n,
            count(*) FILTER (WHERE l.status <> 'Sold') AS listed,
            count(*) FILTER (WHERE l.status = 'Sold') AS sold
          FROM ${nearbyListings(point, s.lat)} AND l.agent IS NOT NULL GROUP BY lower(l.agent)) a)`
    : sql`'{}'::jsonb`;
  // Each set of companies is a jsonb object keyed by company id: a row tests its own few company ids against it
  // with `?|` (a binary search per id) where an array overlap compared them with every one of up to 1,600 ids.
  const keyed = (ids: RawBuilder<unknown>) =>
    sql`(SELECT coalesce(jsonb_object_agg(u.id::text, true), '{}'::jsonb) FROM unnest(${ids}) AS u(id))`;
  return sql`SELECT
      ${keyed(sql`array_agg(DISTINCT pc.company_id)`)} AS near,
      ${keyed(sql`array_agg(DISTINCT pc.company_id) FILTER (WHERE ${size})`)} AS similar,
      ${keyed(sql`array_agg(DISTINCT pc.company_id) FILTER (WHERE p.completed_on IS NULL
        OR coalesce(p.completed_on, p.started_on) >= ${since})`)} AS recent,
      ${agents} AS agents
    FROM projects p JOIN project_companies pc ON pc.project_id = p.id
    WHERE ${liveNear(s, point, s.lat)}`;
}

/** A live project `p` within TRACK_RECORD_MILES of the subject's point, other than the subject itself. */
function liveNear(s: SupplyProfile, point: RawBuilder<unknown>, lat: number): RawBuilder<boolean> {
  const track = TRACK_RECORD_MILES * METERS_PER_MILE;
  const self = s.kind === 'parcel' || s.survey ? -1 : s.id;
  return sql<boolean>`p.center && ST_Expand(${point}, ${degreesFor(track, lat)}::float8)
      AND ST_DWithin(p.center::geography, ${point}::geography, ${track}::float8, false)
      AND p.id <> ${self}::int8
      AND (p.project_status IS NULL OR p.project_status <> ALL(${[...DEAD_PROJECT_STATUSES]}::text[]))`;
}

/** One of the row's companies is in a set of the surroundings `f` (near, similar or recent). */
const companiesIn = (set: 'near' | 'similar' | 'recent') =>
  sql<boolean>`(f.${sql.raw(set)} ?| c.company_ids::text[])`;

/**
 * The names of the live projects near the subject that the row's companies built or are building: read only for the
 * rows a page writes out, from each company's own projects (project_companies by company), not for every company of
 * the surroundings.
 */
function trackProjects(s: SupplyProfile, point: RawBuilder<unknown>, lat: number): RawBuilder<unknown> {
  return sql`coalesce((SELECT jsonb_agg(DISTINCT p.name) FROM project_companies pc
      JOIN projects p ON p.id = pc.project_id
      WHERE pc.company_id = ANY(c.company_ids) AND ${companiesIn('near')} AND ${liveNear(s, point, lat)}), '[]'::jsonb)`;
}

/** A signal: its share of the weight earned on a row (0..1) and its `compared` row. */
interface Signal {
  weight: number;
  earned: RawBuilder<number>;
  compared: RawBuilder<unknown>;
}

/**
 * Fit: the share of the group's hard dimensions the contact states and the subject meets (a dimension the contact
 * leaves open passes but earns nothing); for the area, a county alone earns half.
 */
function fitSignal(weight: number, dims: Dimension[], areaPrecise: RawBuilder<boolean> | null): Signal {
  // Where the contact is based and where it works are signals of their own, not preferences it states.
  const stated = dims.filter((d) => d.name !== 'reach' && d.name !== 'localWork');
  const parts = stated.map((d) =>
    d.name === 'area' && areaPrecise
      ? sql<number>`(CASE WHEN ${areaPrecise} THEN 1.0 WHEN ${d.agreed} THEN 0.5 ELSE 0 END)`
      : sql<number>`(CASE WHEN ${d.agreed} THEN 1.0 ELSE 0 END)`,
  );
  const earned = parts.length
    ? sql<number>`((${sql.join(parts, sql` + `)}) / ${parts.length}::float8)`
    : sql<number>`1.0`;
  return {
    weight,
    earned,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'fit', 'share', round((${earned})::numeric, 2),
      'ok', ${earned} >= 0.99))`,
  };
}

/**
 * The contact's base: full at the subject, nothing at the group's reach (agents: AGENT_BASE_SCALE_MILES; groups
 * without a reach: OPEN_DISTANCE_MILES).
 */
function distanceSignal(kind: ContactKind, weight: number, point: RawBuilder<unknown>): Signal {
  const miles =
    kind === 'realEstateAgents'
      ? AGENT_BASE_SCALE_MILES
      : ((REACH_MILES as Partial<Record<ContactKind, number>>)[kind] ?? OPEN_DISTANCE_MILES);
  const limit = miles * METERS_PER_MILE;
  const earned = sql<number>`coalesce(greatest(0, 1 - ${baseMeters(point)} / ${limit}::float8), 0)`;
  return {
    weight,
    earned,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'base', 'meters', round(${baseMeters(point)}),
      'scale', ${Math.round(limit)}::int, 'ok', ${earned} >= 0.5))`,
  };
}

/** The company built or is building near the subject: similar size earns it all, another size half. */
function trackSignal(weight: number, s: SupplyProfile, point: RawBuilder<unknown>, lat: number): Signal {
  const earned = sql<number>`(CASE WHEN ${companiesIn('similar')} THEN 1.0 WHEN ${companiesIn('near')} THEN 0.5 ELSE 0 END)`;
  return {
    weight,
    earned,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'trackRecord', 'within',
      ${Math.round(TRACK_RECORD_MILES * METERS_PER_MILE)}::int, 'similar', ${companiesIn('similar')},
      'projects', ${trackProjects(s, point, lat)},
      'ok', ${companiesIn('near')}))`,
  };
}

function recentSignal(weight: number): Signal {
  const earned = sql<number>`(CASE WHEN ${companiesIn('recent')} THEN 1.0 ELSE 0 END)`;
  return {
    weight,
    earned,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'recent', 'years', ${RECENT_YEARS}::int,
      'ok', ${companiesIn('recent')}))`,
  };
}

/**
 * An agent's own listings and sales near the subject lately (the surroundings' `agents`, matched by the agent's
 * name): a share per listing or sale, all of it from AGENT_ACTIVITY_FULL.
 */
function listingsSignal(weight: number, point: RawBuilder<unknown>, lat: number): Signal {
  const n = agentListings('n');
  // The addresses of the newest three, for the rows written only (by the agent's name, mls_listings_agent_lower_idx).
  const addresses = sql`coalesce((SELECT jsonb_agg(x.address) FROM (SELECT concat_ws(', ', nullif(l.address, ''),
      l.city) AS address FROM ${nearbyListings(point, lat)} AND lower(l.agent) = c.name_key
      ORDER BY coalesce(l.status_date, l.list_date) DESC, l.id LIMIT 3) x), '[]'::jsonb)`;
  return {
    weight,
    earned: sql<number>`least(1.0, ${n} / ${AGENT_ACTIVITY_FULL}::float8)`,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'listings', 'within',
      ${Math.round(LISTINGS_MILES * METERS_PER_MILE)}::int, 'years', ${RECENT_YEARS}::int,
      'listed', ${agentListings('listed')}, 'sold', ${agentListings('sold')},
      'addresses', ${addresses}, 'ok', ${n} > 0))`,
  };
}

/**
 * Investors: how tight the contact's amount is around the subject's price (which the price constraint has already
 * put inside it): all of it for a range of one price, nothing for a range whose upper end is PRICE_PRECISION_SPAN
 * times its lower end or more (an open end, or no minimum, earns nothing).
 */
function priceFitSignal(weight: number): Signal {
  const earned = sql<number>`coalesce(greatest(0, 1 - ln(upper(c.invest_amount)::float8
    / greatest(lower(c.invest_amount), 1)::float8) / ln(${PRICE_PRECISION_SPAN}::float8)), 0)`;
  return {
    weight,
    earned,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'priceFit', 'range', ${rangeJson(sql`c.invest_amount`)},
      'share', round((${earned})::numeric, 2), 'ok', ${earned} >= 0.5))`,
  };
}

/** The contact's profile was stated or confirmed (its row updated) in the last RECENT_YEARS years. */
function activeSignal(weight: number): Signal {
  const active = sql<boolean>`coalesce(c.updated_at >= (current_date - make_interval(years => ${RECENT_YEARS}::int)), false)`;
  return {
    weight,
    earned: sql<number>`(CASE WHEN ${active} THEN 1.0 ELSE 0 END)`,
    compared: sql`jsonb_build_array(jsonb_build_object('dimension', 'active', 'years', ${RECENT_YEARS}::int,
      'ok', ${active}))`,
  };
}

/**
 * Where the distance signal measures from: the subject's point or, for a demand survey (which has none), its centre,
 * its taker's base or the centre of its area (survey-subject.ts). The centre only ranks: the reach constraint and
 * the surroundings (track record, listings) still read the subject's own point.
 */
function rankingPoint(s: SupplyProfile): RawBuilder<unknown> | null {
  const centre = s.survey?.wants?.centre;
  return (
    subjectPoint(s) ??
    (centre ? sql`ST_SetSRID(ST_MakePoint(${centre.lng}::float8, ${centre.lat}::float8), 4326)` : null)
  );
}

export interface Scoring {
  /** The body of the one-row CTE `f` (the surroundings), when a signal reads it. */
  surroundings: RawBuilder<unknown> | null;
  /** The score, 0–100, of a row. */
  score: RawBuilder<number>;
  /** The signals' compared rows (a jsonb array). */
  compared: RawBuilder<unknown>;
}

/**
 * The score of a contact group's rows for a subject: the weighted signals of SCORE_WEIGHTS, over the weight of the
 * signals that can be read for this subject (a subject without a point has no distance, track record or listings).
 */
export function scoring(kind: ContactKind, s: SupplyProfile, dims: Dimension[]): Scoring {
  const w = SCORE_WEIGHTS[kind];
  const point = rankingPoint(s);
  const area = dims.find((d) => d.name === 'area');
  const areaPrecise = area
    ? sql<boolean>`(c.match_area_tags && ${s.areaTags}::text[] OR c.match_cities && ${s.city ? [s.city] : []}::text[])`
    : null;
  const signals: Signal[] = [fitSignal(w.fit, dims, areaPrecise)];
  if (point && w.distance) signals.push(distanceSignal(kind, w.distance, point));
  // The surroundings are read only by the signals that need them, and only around the subject's own point.
  const own = subjectPoint(s);
  const lat = s.lat;
  const f =
    own && lat !== null && (w.track || w.recent || w.listings) ? surroundings(s, w.listings > 0) : null;
  if (f && own && lat !== null) {
    if (w.track) signals.push(trackSignal(w.track, s, own, lat));
    if (w.recent) signals.push(recentSignal(w.recent));
    if (w.listings) signals.push(listingsSignal(w.listings, own, lat));
  }
  // Read where the subject has a price, or a demand survey a deal size, the contact's amount was compared with
  // (investors).
  if (w.price && dims.some((d) => d.name === 'price' || d.name === 'dealSize'))
    signals.push(priceFitSignal(w.price));
  if (w.active) signals.push(activeSignal(w.active));
  const total = signals.reduce((a, x) => a + x.weight, 0);
  const sum = sql.join(
    signals.map((x) => sql`${x.weight}::float8 * ${x.earned}`),
    sql` + `,
  );
  return {
    surroundings: f,
    score: sql<number>`round(100 * (${sum}) / ${total}::float8)::int`,
    compared: sql`(${sql.join(
      signals.map((x) => x.compared),
      sql` || `,
    )})`,
  };
}
