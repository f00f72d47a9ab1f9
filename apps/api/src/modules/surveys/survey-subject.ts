// A survey as the subject of matching (docs/surveys.md, "Matching"). Supply surveys (Land Owner, I Have a Project,
// Water Right, a client survey for a Property Seller) offer what they describe; demand surveys (builders,
// developers, investors, agents, home buyers and their client versions) are read as the project they want, and
// want parcels and projects through their map filters and ranges (`Wants`). Either way the survey becomes a
// SupplyProfile with its `survey` part, so the matching engine (modules/matching/matching.service.ts) finds every
// kind of result with the same SQL, `matchedOn` and columns used as for a parcel or a project.

import { sql, type Kysely } from 'kysely';
import {
  SURVEY_DEFINITIONS,
  WANTED_MIN_SCALE_MILES,
  impliedLotRanges,
  landOfferCounts,
  mapFiltersQuery,
  parseSurveyAnswers,
  sideOf,
  surveyProfileOf,
  surveyTypeOf,
  zoningAllows,
  type ContactProfile,
  type MapFilters,
  type Range,
  type SurveyType,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { WantedCentre, WantedRange, Wants } from '../matching/compilers/wanted-places.js';
import { METERS_PER_MILE } from '../matching/compilers/dimensions.js';
import type { CountedProduct, SupplyProfile, SurveyPart } from '../matching/profiles.js';
import { loadParcelProfile, loadProjectProfile } from '../matching/profiles.js';
import { parcelsNamed } from './surveys.queries.js';

export type SurveySide = 'supply' | 'demand';

export interface SurveySubject {
  side: SurveySide;
  /** The profile the engine matches, with its `survey` part. */
  profile: SupplyProfile;
}

interface SurveyRow {
  id: number | string;
  survey_type: string;
  response: unknown;
  contact_id: number | string | null;
  project_id: number | string | null;
}

interface Place {
  areaTags: string[];
  city: string | null;
  county: string | null;
  lng: number | null;
  lat: number | null;
}

/** Area tags, county and centre of the named cities (the first city's county and centre). */
async function placeOf(db: Kysely<DB>, cities: string[]): Promise<Place> {
  if (cities.length === 0) return { areaTags: [], city: null, county: null, lng: null, lat: null };
  const rows = await db
    .selectFrom('cities as c')
    .leftJoin('counties as k', 'k.id', 'c.county_id')
    .select([
      'c.name',
      'k.name as county',
      sql<number>`ST_X(c.center)`.as('lng'),
      sql<number>`ST_Y(c.center)`.as('lat'),
      (eb) =>
        eb
          .selectFrom('area_tag_cities as atc')
          .innerJoin('area_tags as t', 't.id', 'atc.area_tag_id')
          .whereRef('atc.city_id', '=', 'c.id')
          .select(sql<string[]>`coalesce(array_agg(t.name ORDER BY t.name), '{}')`.as('tags'))
          .as('tags'),
    ])
    .where(sql<boolean>`lower(c.name) = ANY(${cities.map((c) => c.toLowerCase())}::text[])`)
    .execute();
  const first = rows[0];
  return {
    areaTags: [...new Set(rows.flatMap((r) => r.tags ?? []))],
    city: cities.length === 1 ? (first?.name ?? cities[0]!) : null,
    county: cities.length === 1 ? (first?.county ?? null) : null,
    lng: first ? Number(first.lng) : null,
    lat: first ? Number(first.lat) : null,
  };
}

/** The cities of the named area tags (area_tag_cities), where a demand survey's homebuyers want to live. */
async function citiesOfTags(db: Kysely<DB>, tags: string[]): Promise<string[]> {
  if (tags.length === 0) return [];
  const rows = await db
    .selectFrom('area_tag_cities as atc')
    .innerJoin('area_tags as t', 't.id', 'atc.area_tag_id')
    .innerJoin('cities as c', 'c.id', 'atc.city_id')
    .select('c.name')
    .distinct()
    .where('t.name', 'in', tags)
    .execute();
  return rows.map((r) => r.name);
}

const blank = (id: number, name: string, kind: SupplyProfile['kind']): SupplyProfile => ({
  kind,
  id,
  name,
  areaTags: [],
  city: null,
  county: null,
  counts: {},
  otherProducts: [],
  price: null,
  acreage: null,
  zoning: null,
  houseStyles: [],
  isLand: false,
  lng: null,
  lat: null,
});

/** The smallest count a range wants (at least 1): the count of the project a demand survey asks for. */
const lowEnd = (r: Range | undefined) => Math.max(r?.[0] ?? 1, 1);

function wantedCounts(c: ContactProfile): Partial<Record<CountedProduct, number>> {
  const out: Partial<Record<CountedProduct, number>> = {};
  const take = (products: string[], ranges: Partial<Record<CountedProduct, Range>>) => {
    for (const p of products)
      if (p === 'singleFamily' || p === 'townhouse' || p === 'condos') out[p] ??= lowEnd(ranges[p]);
  };
  take(c.buildProducts, c.buildRanges);
  take(c.developProducts, c.developRanges);
  if (c.investAmount) take(c.investProducts, impliedLotRanges(c.investAmount));
  return out;
}

/** The count ranges a demand survey wants per counted product (an investor's from its amount). */
function wantedRanges(c: ContactProfile): Wants['ranges'] {
  const out: Wants['ranges'] = {};
  const take = (products: string[], ranges: Partial<Record<CountedProduct, Range>>) => {
    for (const p of products)
      if ((p === 'singleFamily' || p === 'townhouse' || p === 'condos') && ranges[p]) out[p] ??= ranges[p];
  };
  take(c.buildProducts, c.buildRanges);
  take(c.developProducts, c.developRanges);
  if (c.investAmount) take(c.investProducts, impliedLotRanges(c.investAmount));
  return out;
}

/**
 * What a demand survey wants of parcels and projects: its map filters (each parameter read as the map reads it; one
 * the map would refuse is left out rather than widening the rest), count ranges and price range.
 */
function wantsOf(filterQuery: string, c: ContactProfile | null): Wants {
  const filters: Record<string, unknown> = {};
  const shape = mapFiltersQuery.shape as Record<string, (typeof mapFiltersQuery.shape)[keyof MapFilters]>;
  for (const [key, value] of new URLSearchParams(filterQuery)) {
    const parsed = shape[key]?.safeParse(value);
    if (parsed?.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return {
    filters: filters as MapFilters,
    ranges: c ? wantedRanges(c) : {},
    price: c?.investAmount ?? c?.homePrice ?? null,
    // A project's price is a home's price point: a home buyer's budget compares with it, an investor's amount (a
    // whole investment) does not; the amount reaches projects through the lot counts it buys (`ranges`).
    projectPrice: c?.homePrice ?? null,
  };
}

/** The distance signal's scale when a survey has a base but no area: OPEN_DISTANCE_MILES of the contact groups. */
const NO_AREA_SCALE_MILES = 100;

/**
 * What ranks a demand survey's wanted places besides its answers (wanted-score.ts; docs/matching.md, "Ranking a
 * survey's matches"): where it is, its taker's base (the contact's location) or else the centre of its area (its
 * area tags' outlines and its cities' centres), with the far edge of that area as the distance signal's scale (at
 * least WANTED_MIN_SCALE_MILES); and the acreage range its taker states (the contact's `acreage_range`).
 */
async function rankingOf(
  db: Kysely<DB>,
  contactId: number | null,
  filters: MapFilters,
): Promise<{ centre: WantedCentre | null; acreage: WantedRange | null }> {
  const tags = filters.utahAreaTags ?? [];
  const cities = (filters.cities ?? []).map((c) => c.toLowerCase());
  const row = (
    await sql<{
      lng: number | null;
      lat: number | null;
      from: 'base' | 'area';
      reach: number | null;
      acre_lo: string | null;
      acre_hi: string | null;
    }>`WITH a AS (
        SELECT t.geom AS g FROM area_tags t WHERE t.name = ANY(${tags}::text[])
        UNION ALL SELECT c.center FROM cities c WHERE lower(c.name) = ANY(${cities}::text[])
      ), area AS (SELECT ST_Collect(a.g) AS g FROM a),
      base AS (SELECT ct.location, ct.acreage_range FROM contacts ct WHERE ct.id = ${contactId ?? -1}::int8)
      SELECT ST_X(x.pt) AS lng, ST_Y(x.pt) AS lat,
        CASE WHEN base.location IS NULL THEN 'area' ELSE 'base' END AS "from",
        CASE WHEN area.g IS NULL OR x.pt IS NULL THEN NULL
          ELSE ST_Length(ST_LongestLine(x.pt, area.g)::geography) END AS reach,
        lower(base.acreage_range)::text AS acre_lo, upper(base.acreage_range)::text AS acre_hi
      FROM area LEFT JOIN base ON true,
        LATERAL (SELECT coalesce(base.location, ST_Centroid(area.g)) AS pt) x`.execute(db)
  ).rows[0];
  if (!row) return { centre: null, acreage: null };
  const acreage: WantedRange | null =
    row.acre_lo === null && row.acre_hi === null
      ? null
      : [Number(row.acre_lo ?? 0), row.acre_hi === null ? null : Number(row.acre_hi)];
  if (row.lng === null || row.lat === null) return { centre: null, acreage };
  const scale = Math.max(
    row.reach === null ? NO_AREA_SCALE_MILES * METERS_PER_MILE : Number(row.reach),
    WANTED_MIN_SCALE_MILES * METERS_PER_MILE,
  );
  return {
    centre: { lng: Number(row.lng), lat: Number(row.lat), scale: Math.round(scale), from: row.from },
    acreage,
  };
}

/** The survey as a matching subject: its side and the profile the compilers read. */
export async function surveySubject(db: Kysely<DB>, s: SurveyRow): Promise<SurveySubject> {
  const id = Number(s.id);
  const type = surveyTypeOf(s.survey_type) ?? (s.survey_type as SurveyType);
  const def = SURVEY_DEFINITIONS[type];
  const raw = (s.response ?? {}) as Record<string, unknown>;
  const parsed = def ? parseSurveyAnswers(def, raw) : null;
  const answers = parsed?.answers ?? {};
  const mapped = def ? surveyProfileOf(type, answers) : null;
  const { contact, project } = mapped ?? { contact: null, project: null };
  const exclude = s.contact_id === null ? [] : [Number(s.contact_id)];
  const name = def?.name ?? s.survey_type;
  const part = (side: SurveySide, places: SurveyPart['places'], wants: Wants | null = null): SurveyPart => ({
    surveyId: id,
    side,
    exclude,
    places,
    wants,
  });

  if (def && sideOf(type, answers) === 'supply') {
    // Land named by parcel id is matched as its (first) parcel: its acreage, zoning, lots and place.
    const parcel = (await parcelsNamed(db, contact?.parcelIds ?? []))[0];
    if (parcel) {
      const profile = await loadParcelProfile(db, parcel.id);
      return { side: 'supply', profile: { ...profile, survey: part('supply', 'record') } };
    }
    if (s.project_id !== null) {
      const profile = await loadProjectProfile(db, Number(s.project_id));
      return { side: 'supply', profile: { ...profile, survey: part('supply', 'record') } };
    }
    const cities = project ? [project.city].filter(Boolean) : (contact?.matchCities ?? []);
    const place = await placeOf(db, cities);
    const profile: SupplyProfile = {
      ...blank(id, name, project ? 'parentProject' : 'parcel'),
      ...place,
      areaTags: [...new Set([...place.areaTags, ...(contact?.matchAreaTags ?? [])])],
      acreage: project?.acres ?? contact?.acres ?? null,
      zoning: contact?.zoning ?? null,
      isLand: !project,
      survey: part('supply', 'point'),
    };
    if (!project && contact) {
      // Land given as city, acres and zoning: what its zoning allows and what its acres yield under it are
      // compared as a parcel's are (docs/surveys.md, "Land described in words").
      const allowed = zoningAllows(contact.zoning);
      profile.zoningApplies = allowed !== null;
      profile.counts = landOfferCounts(contact.zoning, contact.acres);
      profile.otherProducts = (allowed ?? []).filter((p) => p === 'commercial' || p === 'land');
    }
    if (project) {
      if (project.sfLots) profile.counts.singleFamily = project.sfLots;
      if (project.thPads) profile.counts.townhouse = project.thPads;
      if (project.condoUnits) profile.counts.condos = project.condoUnits;
    }
    return { side: 'supply', profile };
  }

  // Demand: the project the survey wants, where it wants it.
  const c = contact;
  const place = await placeOf(db, c ? [...new Set([...c.matchCities, ...c.desiredCities])] : []);
  const areaTags = [...new Set([...(c?.matchAreaTags ?? []), ...place.areaTags])];
  const named = c ? [...c.matchCities, ...c.desiredCities] : [];
  const products = c ? [...c.buildProducts, ...c.developProducts, ...c.investProducts] : [];
  const wants = wantsOf(mapped?.filterQuery ?? '', c);
  const profile: SupplyProfile = {
    ...blank(id, name, 'parentProject'),
    ...place,
    areaTags,
    cities: [...new Set([...named, ...(await citiesOfTags(db, c?.matchAreaTags ?? []))])],
    counts: c ? wantedCounts(c) : {},
    otherProducts: [...new Set(products.filter((p) => p === 'commercial' || p === 'land'))],
    price: c?.homePrice ? (c.homePrice[1] ?? c.homePrice[0]) : null,
    houseStyles: c?.homeStyles ?? [],
    survey: part('demand', 'wants', {
      ...wants,
      ...(await rankingOf(db, exclude[0] ?? null, wants.filters)),
    }),
  };
  return { side: 'demand', profile };
}
