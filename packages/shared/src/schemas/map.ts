import { z } from 'zod';
import { decodePolyline } from '../geo/polyline.js';
import { ringCrossesItself } from '../geo/ring.js';
import {
  HOUSE_STYLES,
  HYPOTHETICALS,
  LOT_SIZES,
  PARCEL_STATUSES,
  PROJECT_STATUSES,
  SPECIAL_PRODUCT_TYPES,
} from '../enums.js';

// The map's contract: the query parameters every parcel
// and project search call reads, and the answers of those calls. API and UI both import these.

/** Zoom range, map coordinate page size, results page size. */
export const MAP_LIMITS = {
  minZoom: 0,
  maxZoom: 20,
  defaultCenter: { lat: 40.6496, lng: -111.5033 },
  defaultZoom: 6,
  /** From this zoom on, /parcels/all-coordinates answers parcel polygons and project markers instead of clusters. */
  polygonZoom: 14,
  /** Map coordinate calls: at most this many polygons/markers per answer. */
  mapLimit: 1000,
  defaultPage: 1,
  defaultLimit: 10,
  maxLimit: 1000,
  /**
   * A drawn polygon (coords) has at most this many points: a hand-drawn area needs tens, and the cost of testing it
   * against the parcels grows with every vertex (a 300-point self-crossing polygon held PostgreSQL 24 s).
   */
  maxPolygonPoints: 500,
} as const;

/**
 * The first zoom of the parcels' vector tiles (docs/map-tiles.md): the zoom where the map stops showing clusters and
 * draws every parcel in view. The API's parcel tiles are empty below it (apps/api/src/modules/tiles/tile-layers.ts)
 * and the web's tile source starts at it (apps/web/src/features/map/map-view/parcel-layers.tsx).
 */
export const PARCEL_TILES_MIN_ZOOM = MAP_LIMITS.polygonZoom;

/** Admin-only sort keys (default none). */
export const ADMIN_SORTS = ['workability_score', 'reasonability_score', 'disposition_score'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

const one = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
const blankToUndefined = (v: unknown) => {
  const s = one(v);
  return typeof s === 'string' && s.trim() === '' ? undefined : typeof s === 'string' ? s.trim() : s;
};

/**
 * A list parameter: '|'-separated (and ',' too when `comma`), values trimmed, empties dropped. A repeated
 * parameter (?cities=A&cities=B) is accepted as well. Absent or empty → undefined.
 */
function list<T extends z.ZodType<string>>(item: T, comma = false) {
  return z.preprocess((v) => {
    if (v === undefined || v === null) return undefined;
    const raw = (Array.isArray(v) ? v : [v]).map(String);
    const parts = raw
      .flatMap((s) => s.split(comma ? /[|,]/ : '|'))
      .map((s) => s.trim())
      .filter(Boolean);
    return parts.length ? [...new Set(parts)] : undefined;
  }, z.array(item).max(500, 'has too many values').optional());
}

const enumItem = (values: readonly [string, ...string[]]) =>
  z.string().refine((s) => values.includes(s), { error: (i) => `unknown value '${String(i.input)}'` });

const text = (max = 200) =>
  z.preprocess(blankToUndefined, z.string().max(max, `is longer than ${max}`).optional());

const num = (min?: number, max?: number) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return s === undefined ? undefined : Number(s);
    },
    z
      .number({ error: 'must be a number' })
      .refine((n) => Number.isFinite(n), 'must be a number')
      .refine((n) => min === undefined || n >= min, `must be at least ${min}`)
      .refine((n) => max === undefined || n <= max, `must be at most ${max}`)
      .optional(),
  );

const int = (min: number, max: number) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return s === undefined ? undefined : Number(s);
    },
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  );

/** 'true' | 'false' (a checkbox of the map); anything else is a 400. */
const flag = z.preprocess(
  blankToUndefined,
  z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
);

const latLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export const viewportSchema = z.object({ northEast: latLng, southWest: latLng });
export type Viewport = z.infer<typeof viewportSchema>;

function json<T extends z.ZodType>(schema: T, message: string) {
  return z.preprocess((v, ctx) => {
    const s = blankToUndefined(v);
    if (s === undefined) return undefined;
    try {
      return JSON.parse(String(s));
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  }, schema.optional());
}

const COORDS_JSON = 'must be a JSON array of [lng,lat] pairs';
export const COORDS_FORMS = `${COORDS_JSON} or an encoded polyline (precision 6)`;

/**
 * The text of a `coords` parameter as the value coordsSchema checks, or undefined when it is neither form: JSON
 * [lng,lat] pairs (the spec's form) when it parses as JSON, otherwise the [lng,lat] pairs of an encoded polyline
 * (geo/polyline.ts: Google's algorithm, precision 6). A polyline has no ',', digit or '"', so it parses as JSON
 * only for a ring of a few metres at 0°, 0° such as '[[[]]]', never a place on the map. The map sends big polygons
 * as polylines: 500 points as URL-encoded JSON pass the 16 KB a request's head may hold.
 */
export function coordsValueOf(text: string): unknown {
  const s = text.trim();
  if (s.startsWith('[')) {
    try {
      return JSON.parse(s);
    } catch {
      // A polyline may start with '[' (a first latitude within 0.00002° of the equator): read it as one below.
    }
  }
  return decodePolyline(s);
}

/**
 * A drawn polygon: an array of [lng, lat] pairs (spec 5), at least 3 distinct points, at most
 * MAP_LIMITS.maxPolygonPoints, whose outline does not cross or touch itself (checked here, before any SQL).
 */
export const coordsSchema = z
  .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: COORDS_JSON }), {
    error: COORDS_JSON,
  })
  .min(3, 'must have at least 3 [lng,lat] pairs')
  .max(MAP_LIMITS.maxPolygonPoints, `must have at most ${MAP_LIMITS.maxPolygonPoints} points`)
  .refine((ring) => !ringCrossesItself(ring), 'the polygon must not cross itself; draw it again');

/** A 'min|max' parameter (',' also accepted); 'min|' has no upper bound, and then the parsed max is null. */
function minMaxParam() {
  return z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (s === undefined) return undefined;
      return String(s)
        .split(/[|,]/)
        .map((p, i) => (p.trim() === '' ? (i === 1 ? null : NaN) : Number(p)));
    },
    z
      .array(z.number().nullable(), { error: "must be 'min|max'" })
      .refine(
        (a) => a.length === 2 && Number.isFinite(a[0]) && (a[1] === null || Number.isFinite(a[1])),
        "must be two numbers 'min|max' (or 'min|' for no maximum)",
      )
      .refine((a) => a[0]! >= 0 && (a[1] === null || a[0]! <= a[1]!), 'min must be between 0 and max')
      .optional(),
  );
}

/** Query parameters of the map and of every parcel/project search call. */
export const mapFiltersQuery = z.object({
  cities: list(z.string().max(100), true),
  counties: list(z.string().max(100), true),
  condos: flag,
  singleFamily: flag,
  townhouse: flag,
  land: flag,
  commercial: flag,
  /**
   * The acreage slider: 'min|max' (',' also accepted); 'min|' has no upper bound (the slider's '100+'), and then
   * the parsed max is null.
   */
  acreage: minMaxParam(),
  /**
   * Lot counts of a checked product, 'min|max' or 'min|' (a survey's lot ranges, docs/surveys.md "Mapping"): a record
   * offering the product passes when its count is unknown or in the range.
   */
  singleFamilyLots: minMaxParam(),
  townhousePads: minMaxParam(),
  condoUnits: minMaxParam(),
  minAcreage: num(0),
  maxAcreage: num(0),
  parcelStatus: list(enumItem(PARCEL_STATUSES)),
  hypotheticals: list(enumItem(HYPOTHETICALS)),
  projectStatus: list(enumItem(PROJECT_STATUSES)),
  lotSize: list(enumItem(LOT_SIZES)),
  postalCodes: list(z.string().regex(/^\d{5}$/, 'must be 5-digit ZIP codes'), true),
  utahAreaTags: list(z.string().max(100), true),
  /** Parcel ids (prefix match on parcel id or formatted parcel id). */
  parcelId: list(z.string().max(40)),
  /** Zoning codes per city: 'City:Code' pairs, or bare codes (any city). */
  currentZoningCity: list(z.string().max(120)),
  /** Zoning codes per county: 'County:Code' pairs, or bare codes (any county). */
  currentZoningCounty: list(z.string().max(120)),
  specialProductTypes: list(enumItem(SPECIAL_PRODUCT_TYPES)),
  /** Project name (parent name on child lists), case-insensitive substring. */
  name: text(),
  /** Child project name, case-insensitive substring. */
  childName: text(),
  houseStyle: list(enumItem(HOUSE_STYLES)),
  noBuildings: flag,
  surveyId: text(),
  /** Admin only: whose bookmarks and survey scope the answer uses (default: the caller). */
  surveyTaker: text(),
  viewport: json(viewportSchema, 'must be JSON {northEast:{lat,lng}, southWest:{lat,lng}}'),
  zoom: num(MAP_LIMITS.minZoom, MAP_LIMITS.maxZoom),
  /** The drawn polygon: JSON [lng,lat] pairs or an encoded polyline (coordsValueOf). */
  coords: z
    .preprocess((v, ctx) => {
      const s = blankToUndefined(v);
      if (s === undefined) return undefined;
      const value = coordsValueOf(String(s));
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: String(s).startsWith('[') ? COORDS_JSON : COORDS_FORMS });
      return z.NEVER;
    }, coordsSchema.optional())
    .describe(
      `A drawn polygon (${MAP_LIMITS.maxPolygonPoints} points at most, not crossing itself): a JSON array of ` +
        "[lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: " +
        '(lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL ' +
        'length a server accepts. A value that parses as JSON is read as JSON.',
    ),
  page: int(1, 1_000_000),
  limit: int(1, MAP_LIMITS.maxLimit),
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_SORTS, { error: `must be one of ${ADMIN_SORTS.join(', ')}` }).optional(),
  ),
});
export type MapFiltersInput = z.input<typeof mapFiltersQuery>;
export type MapFilters = z.output<typeof mapFiltersQuery>;

/** /parcels/all-coordinates (and the project coordinate calls): filters plus the item to centre on. */
export const mapCoordinatesQuery = mapFiltersQuery.extend({
  centeredParcelId: int(1, Number.MAX_SAFE_INTEGER),
  centeredProjectId: int(1, Number.MAX_SAFE_INTEGER),
  /**
   * /parcels/all-coordinates: 'false' leaves the parcel polygons out (the map draws them from vector tiles,
   * docs/map-tiles.md) and pages the project markers only.
   */
  parcelPolygons: flag,
});

/** /parcels/info/{id}, /projects/info/{id}, /parent-projects/info/{id}. */
export const infoQuery = z.object({
  surveyTaker: text(),
  hypothetical: z.preprocess(blankToUndefined, z.enum(HYPOTHETICALS, { error: 'unknown value' }).optional()),
  isChild: flag,
});

export const PROJECT_PARCEL_TYPES = ['all', 'buildableParcels', 'alreadyBuildedParcels'] as const;
/** /parcels/all-coordinates/{projectId} and /parcels/all-coordinates-query/{projectId}. */
export const projectParcelsQuery = z.object({
  type: z.preprocess(
    blankToUndefined,
    z
      .enum(PROJECT_PARCEL_TYPES, { error: `must be one of ${PROJECT_PARCEL_TYPES.join(', ')}` })
      .default('all'),
  ),
  isChild: flag,
  isProjectNameSearch: flag,
  page: int(1, 1_000_000),
  limit: int(1, MAP_LIMITS.maxLimit),
  zoom: num(MAP_LIMITS.minZoom, MAP_LIMITS.maxZoom),
});

/** Name look-ups: /projects/names, /child-projects/names, /parent-projects/names. */
export const namesQuery = z.object({
  name: text(),
  page: int(1, 1_000_000),
  take: int(1, MAP_LIMITS.maxLimit),
  limit: int(1, MAP_LIMITS.maxLimit),
});

/** /projects/child-coordinates, /parent-projects/parent-coordinates, /projects/parent-center, children lists. */
export const projectRelationQuery = mapFiltersQuery.extend({
  parentId: int(1, Number.MAX_SAFE_INTEGER),
  childId: int(1, Number.MAX_SAFE_INTEGER),
  take: int(1, MAP_LIMITS.maxLimit),
  isNameSearch: flag,
  getQuery: flag,
});

/** Parameters of /parcels/coords. */
export const pointQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180),
});
