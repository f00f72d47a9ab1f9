import { z } from 'zod';
import type { SearchResult } from '@utah-land/shared';
import type { Config } from '../../config.js';

/** Utah's bounding box: asked of the geocoder as a bounded viewbox, and every point it answers must lie inside. */
export const UTAH_BOX = { west: -114.06, north: 42.01, east: -109.04, south: 36.99 } as const;
const PLACE_ZOOM = 15;
const CACHE_SIZE = 200;
const CACHE_TTL_MS = 10 * 60_000;

/** Nominatim's format=jsonv2 answer: only the fields we use (coordinates come as strings). */
const nominatimAnswer = z.array(
  z.object({
    // z.number() refuses NaN and Infinity (zod 4): a coordinate that is not a number fails here.
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string().min(1),
    place_rank: z.number().optional(),
    importance: z.number().optional(),
  }),
);

export class GeocoderError extends Error {}

export interface Geocoder {
  /** Places matching q inside Utah as search results of type 'place', best first. Throws GeocoderError. */
  search(q: string): Promise<SearchResult[]>;
}

/** Queries the geocoder is not asked about: too short, or a parcel id (one token with several digits). */
export function wantsGeocoder(q: string): boolean {
  const t = q.trim();
  if (t.length < 3) return false;
  const looksLikeParcelId = /^[\w.:/-]+$/.test(t) && (t.match(/\d/g)?.length ?? 0) >= 4;
  return !looksLikeParcelId;
}

const inUtah = (lat: number, lng: number) =>
  lat >= UTAH_BOX.south && lat <= UTAH_BOX.north && lng >= UTAH_BOX.west && lng <= UTAH_BOX.east;

/** 'Temple Square, Salt Lake City, Salt Lake County, Utah, 84150, United States' without the country. */
const shortLabel = (displayName: string) =>
  displayName.replace(/,\s*United States( of America)?$/i, '').trim();

/** The geocoder named by GEOCODER_URL, or null when none is configured (then nothing leaves the server). */
export function createGeocoder(config: Config): Geocoder | null {
  if (!config.GEOCODER_URL) return null;
  const endpoint = config.GEOCODER_URL;
  const timeoutMs = config.GEOCODER_TIMEOUT_MS;
  // Nominatim's usage policy asks for a User-Agent identifying the application.
  const userAgent = config.GEOCODER_USER_AGENT ?? `UtahLand/1.0 (+${config.publicUrl})`;
  const cache = new Map<string, { at: number; answer: Promise<SearchResult[]> }>();

  async function ask(q: string): Promise<SearchResult[]> {
    const url = new URL(endpoint);
    const params: Record<string, string> = {
      q,
      format: 'jsonv2',
      limit: '5',
      countrycodes: 'us',
      viewbox: `${UTAH_BOX.west},${UTAH_BOX.north},${UTAH_BOX.east},${UTAH_BOX.south}`,
      bounded: '1',
      addressdetails: '0',
      ...(config.GEOCODER_EMAIL ? { email: config.GEOCODER_EMAIL } : {}),
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    // The timeout covers the connection and the body alike; any other failure is named by the step that failed.
    const failure = (err: unknown, otherwise: string) =>
      new GeocoderError(
        err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : otherwise,
      );
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw failure(err, `unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new GeocoderError(`answered HTTP ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw failure(err, 'answered something other than JSON');
    }
    const parsed = nominatimAnswer.safeParse(body);
    if (!parsed.success) throw new GeocoderError('answered JSON that is not a list of places');
    return parsed.data
      .filter((p) => inUtah(p.lat, p.lon))
      .map((p) => ({
        type: 'place' as const,
        label: shortLabel(p.display_name),
        lat: p.lat,
        lng: p.lon,
        zoom: PLACE_ZOOM,
      }));
  }

  return {
    /** A small LRU cache (200 queries, 10 minutes) spares the service repeated questions; failures are not kept. */
    search(q) {
      const key = q.trim().toLowerCase().replace(/\s+/g, ' ');
      const now = Date.now();
      const hit = cache.get(key);
      cache.delete(key);
      if (hit && now - hit.at < CACHE_TTL_MS) {
        cache.set(key, hit);
        return hit.answer;
      }
      const answer = ask(q.trim());
      cache.set(key, { at: now, answer });
      while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      answer.catch(() => {
        if (cache.get(key)?.answer === answer) cache.delete(key);
      });
      return answer;
    },
  };
}

/** Metres between two points (equirectangular; fine at these distances). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const x = (((b.lng - a.lng) * Math.PI) / 180) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.hypot(x, y) * 6_371_000;
}

const firstPart = (label: string) => label.split(',')[0]!.trim().toLowerCase().replace(/\s+/g, ' ');

/** A place is a near-duplicate of a result when it lies within 150 m of it, or shares its name within 5 km. */
export function isNearDuplicate(place: SearchResult, of: SearchResult) {
  const d = metres(place, of);
  return d < 150 || (d < 5_000 && firstPart(place.label) === firstPart(of.label));
}

const RESERVED_FOR_PLACES = 3;

/**
 * Our results first (they are ranked), then the geocoder's places that are not near-duplicates of ours or of each
 * other; at most `limit` in all. When places remain, up to three of them replace our weakest results so that a
 * place the geocoder knows is never crowded out by many faint matches of our own.
 */
export function mergeResults(ours: SearchResult[], places: SearchResult[], limit: number): SearchResult[] {
  const fresh: SearchResult[] = [];
  for (const p of places)
    if (!ours.some((o) => isNearDuplicate(p, o)) && !fresh.some((f) => isNearDuplicate(p, f))) fresh.push(p);
  const keepPlaces = Math.min(fresh.length, RESERVED_FOR_PLACES, limit);
  const keptOurs = ours.slice(0, Math.max(limit - keepPlaces, 0));
  return [...keptOurs, ...fresh].slice(0, limit);
}
