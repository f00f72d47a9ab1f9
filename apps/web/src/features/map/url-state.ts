// The map screen is driven by its query string.
// Pure functions only: parsing, validation and serialisation of the URL parameters.
import { MAP_LIMITS, coordsValueOf, encodePolyline, ringCrossesItself } from '@utah-land/shared';

export const DEFAULT_CENTER = { lat: 40.6496, lng: -111.5033 } as const;
export const DEFAULT_ZOOM = 6;
/**
 * Utah's box (west, south, east, north): a map opened without a place in its link fits it, so the whole state shows
 * on any screen (the spec's fixed zoom 6 around its default centre cuts off the south at 1440 × 900).
 */
export const UTAH_BOUNDS: [[number, number], [number, number]] = [
  [-114.053, 36.998],
  [-109.041, 42.002],
];
/** Pixels left around Utah when the map fits it. */
export const UTAH_FIT_PADDING = 12;
export const ADDRESS_ZOOM = 15;
export const POLYGON_ZOOM = 12;
export const PARCEL_SELECT_ZOOM = 18;
export const OTHER_SELECT_ZOOM = 17;
export const CLUSTER_ZOOM_STEP = 2;
export const VIEWPORT_DEBOUNCE_MS = 300;
export const VIEWPORT_THRESHOLD_DEG = 0.01;
export const ZOOM_THRESHOLD = 1;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 20;

export const INVALID_COORDS_MESSAGE = 'Invalid Coordinates';
export const INVALID_COORDS_DESCRIPTION = 'The coordinates in the URL are invalid and have been removed.';

/** Filter parameters of the map, in the order chips are shown. */
export const FILTER_KEYS = [
  'cities',
  'counties',
  'utahAreaTags',
  'postalCodes',
  'condos',
  'singleFamily',
  'townhouse',
  'land',
  'commercial',
  'singleFamilyLots',
  'townhousePads',
  'condoUnits',
  'acreage',
  'minAcreage',
  'maxAcreage',
  'parcelStatus',
  'hypotheticals',
  'projectStatus',
  'lotSize',
  'parcelId',
  'currentZoningCity',
  'currentZoningCounty',
  'specialProductTypes',
  'name',
  'childName',
  'houseStyle',
  'noBuildings',
  'surveyId',
  'surveyTaker',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const MAP_KEYS = ['viewport', 'zoom', 'addressCoords', 'coords'] as const;

/** A link with a bad filter value: the server's 400 message shows under this title and the parameter is dropped. */
export const INVALID_FILTER_MESSAGE = 'Invalid Filter';

/**
 * The URL parameter a server 400 message names ('minAcreage: must be a number', 'parcelStatus.0: …'), when it is
 * one of the map's parameters; undefined otherwise.
 */
export function badParamOf(message: string): string | undefined {
  const name = /^([A-Za-z]+)[.:\s]/.exec(message)?.[1];
  const known: readonly string[] = [...FILTER_KEYS, ...MAP_KEYS];
  return name && known.includes(name) ? name : undefined;
}

/** Parameters that hold several values separated by '|' (and ',' where the spec allows). */
export const LIST_KEYS: ReadonlySet<string> = new Set([
  'cities',
  'counties',
  'utahAreaTags',
  'postalCodes',
  'parcelId',
  'parcelStatus',
  'hypotheticals',
  'projectStatus',
  'lotSize',
  'currentZoningCity',
  'currentZoningCounty',
  'specialProductTypes',
  'houseStyle',
]);
/** Cities, counties, area tags and postal codes from the URL may also be comma-separated. */
export const COMMA_KEYS: ReadonlySet<string> = new Set(['cities', 'counties', 'utahAreaTags', 'postalCodes']);

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Viewport {
  northEast: LatLng;
  southWest: LatLng;
}
export type PolygonCoords = [number, number][];
/** A polygon needs three corners (the server refuses fewer); fewer counts as invalid coordinates. */
export const MIN_POLYGON_POINTS = 3;

export function splitList(key: string, raw: string | null | undefined): string[] {
  if (!raw) return [];
  const parts = COMMA_KEYS.has(key) ? raw.split(/[|,]/) : raw.split('|');
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function joinList(values: readonly string[]): string {
  return values
    .map((v) => v.trim())
    .filter(Boolean)
    .join('|');
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const inLat = (n: unknown): n is number => isNum(n) && n >= -90 && n <= 90;
const inLng = (n: unknown): n is number => isNum(n) && n >= -180 && n <= 180;
const isLatLng = (v: unknown): v is LatLng =>
  !!v && typeof v === 'object' && inLat((v as LatLng).lat) && inLng((v as LatLng).lng);

export function parseZoom(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const z = Number(raw);
  return Number.isFinite(z) && z >= MIN_ZOOM && z <= MAX_ZOOM ? z : undefined;
}

export function parseViewport(raw: string | null): Viewport | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<Viewport>;
    if (isLatLng(v?.northEast) && isLatLng(v?.southWest))
      return { northEast: v.northEast, southWest: v.southWest };
  } catch {
    // not JSON
  }
  return undefined;
}

/** coords: JSON [lng,lat] pairs (the spec's form) or an encoded polyline (serializeCoords), read as the API reads it. */
export function parseCoords(raw: string | null): PolygonCoords | undefined {
  if (!raw) return undefined;
  const v = coordsValueOf(raw);
  if (
    Array.isArray(v) &&
    v.length >= MIN_POLYGON_POINTS &&
    v.length <= MAP_LIMITS.maxPolygonPoints &&
    v.every((p) => Array.isArray(p) && p.length === 2 && inLng(p[0]) && inLat(p[1])) &&
    // The API refuses a polygon that crosses itself (coordsSchema): drop it here with the same toast.
    !ringCrossesItself(v as PolygonCoords)
  ) {
    return v as PolygonCoords;
  }
  return undefined;
}

/** addressCoords: JSON {lat,lng} or the text 'lat,lng'. */
export function parseAddressCoords(raw: string | null): LatLng | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as unknown;
    if (isLatLng(v)) return v;
  } catch {
    // fall through to 'lat,lng'
  }
  const [lat, lng] = raw.split(',').map((s) => Number(s.trim()));
  return inLat(lat) && inLng(lng) && raw.includes(',') ? { lat, lng } : undefined;
}

export interface ValidationResult {
  params: URLSearchParams;
  invalidCoords: boolean;
  changed: boolean;
}

/** Drops an invalid zoom, viewport, addressCoords or coords; coords also raise the toast. */
export function validateParams(input: URLSearchParams): ValidationResult {
  const params = new URLSearchParams(input);
  let changed = false;
  let invalidCoords = false;
  const drop = (key: string) => {
    params.delete(key);
    changed = true;
  };
  if (params.has('zoom') && parseZoom(params.get('zoom')) === undefined) drop('zoom');
  if (params.has('viewport') && !parseViewport(params.get('viewport'))) drop('viewport');
  if (params.has('addressCoords') && !parseAddressCoords(params.get('addressCoords'))) drop('addressCoords');
  if (params.has('coords') && !parseCoords(params.get('coords'))) {
    drop('coords');
    invalidCoords = true;
  }
  return { params, invalidCoords, changed };
}

export interface Camera {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Fit this box instead of the centre and zoom (the default view: all of Utah). */
  bounds?: [[number, number], [number, number]];
}

export const viewportCenter = (v: Viewport): LatLng => ({
  lat: (v.northEast.lat + v.southWest.lat) / 2,
  lng: (v.northEast.lng + v.southWest.lng) / 2,
});

export function polygonCenter(coords: PolygonCoords): LatLng {
  const lngs = coords.map((c) => c[0]);
  const lats = coords.map((c) => c[1]);
  return {
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
  };
}

/**
 * Viewport + zoom uses the midpoint; addressCoords gives zoom 15; coords gives zoom 12; a zoom alone keeps the
 * default centre; with none of them the map fits Utah.
 */
export function initialCamera(params: URLSearchParams): Camera {
  const address = parseAddressCoords(params.get('addressCoords'));
  if (address) return { latitude: address.lat, longitude: address.lng, zoom: ADDRESS_ZOOM };
  const zoom = parseZoom(params.get('zoom'));
  const viewport = parseViewport(params.get('viewport'));
  if (viewport && zoom !== undefined) {
    const c = viewportCenter(viewport);
    return { latitude: c.lat, longitude: c.lng, zoom };
  }
  const coords = parseCoords(params.get('coords'));
  if (coords) {
    const c = polygonCenter(coords);
    return { latitude: c.lat, longitude: c.lng, zoom: POLYGON_ZOOM };
  }
  if (zoom !== undefined) return { latitude: DEFAULT_CENTER.lat, longitude: DEFAULT_CENTER.lng, zoom };
  return {
    latitude: DEFAULT_CENTER.lat,
    longitude: DEFAULT_CENTER.lng,
    zoom: DEFAULT_ZOOM,
    bounds: UTAH_BOUNDS,
  };
}

/** A new viewport is written only past 0.01° on a corner or a zoom difference over 1. */
export function viewportChanged(
  prev: { viewport?: Viewport; zoom?: number },
  next: { viewport: Viewport; zoom: number },
): boolean {
  if (!prev.viewport || prev.zoom === undefined) return true;
  if (Math.abs(prev.zoom - next.zoom) > ZOOM_THRESHOLD) return true;
  const d = (a: number, b: number) => Math.abs(a - b) > VIEWPORT_THRESHOLD_DEG;
  const p = prev.viewport;
  const n = next.viewport;
  return (
    d(p.northEast.lat, n.northEast.lat) ||
    d(p.northEast.lng, n.northEast.lng) ||
    d(p.southWest.lat, n.southWest.lat) ||
    d(p.southWest.lng, n.southWest.lng)
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
export const serializeViewport = (v: Viewport) =>
  JSON.stringify({
    northEast: { lat: round(v.northEast.lat), lng: round(v.northEast.lng) },
    southWest: { lat: round(v.southWest.lat), lng: round(v.southWest.lng) },
  });
/** Up to this many characters a polygon is written as the spec's JSON pairs (about 80 points), beyond as a polyline. */
export const COORDS_JSON_MAX = 2000;
/**
 * The drawn polygon for the URL and the API: JSON [lng,lat] pairs to six decimals while short (a hand-drawn area
 * of tens of points, readable as the spec writes it), an encoded polyline (precision 6, the same points) beyond:
 * 500 points as JSON pass the 16 KB a request's head may hold, as a polyline they take a few kilobytes.
 */
export function serializeCoords(c: PolygonCoords): string {
  const json = JSON.stringify(c.map(([lng, lat]) => [round(lng), round(lat)]));
  return json.length <= COORDS_JSON_MAX ? json : encodePolyline(c);
}

/** The filter parameters currently set, normalised (lists trimmed and joined with '|'). */
export function readFilters(params: URLSearchParams): Partial<Record<FilterKey, string>> {
  const out: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = LIST_KEYS.has(key) ? joinList(splitList(key, raw)) : raw.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** Returns new params with the given filter values set (empty / undefined removes the key). */
export function withFilters(
  params: URLSearchParams,
  patch: Partial<Record<string, string | string[] | undefined | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const text = Array.isArray(value)
      ? joinList(value)
      : LIST_KEYS.has(key)
        ? joinList(splitList(key, value))
        : (value ?? '').trim();
    if (text) next.set(key, text);
    else next.delete(key);
  }
  return next;
}

/** Removes every filter (and the polygon), keeping the map position. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('coords');
  return next;
}

/** An address picked in the search box: the map flies there and the link keeps it. */
export function withAddressCoords(params: URLSearchParams, at: LatLng): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('addressCoords', `${at.lat},${at.lng}`);
  return next;
}

/** The map moved: its viewport and zoom (two decimals) replace the address it was opened on. */
export function withViewport(params: URLSearchParams, viewport: Viewport, zoom: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('viewport', serializeViewport(viewport));
  next.set('zoom', String(Math.round(zoom * 100) / 100));
  next.delete('addressCoords');
  return next;
}

/** A polygon drawn on the map filters by it (one value per parameter, the polygon last). */
export const withPolygon = (params: URLSearchParams, coords: PolygonCoords): URLSearchParams =>
  new URLSearchParams({ ...Object.fromEntries(params), coords: serializeCoords(coords) });

/** The params without one parameter (a cleared polygon, a filter the server refused). */
export function withoutParam(params: URLSearchParams, key: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next;
}
