import type { Kysely } from 'kysely';
import type { SearchResult } from '@utah-land/shared';
import type { Config } from '../../config.js';
import type { DB } from '../../db/index.js';
import { createGeocoder, mergeResults, wantsGeocoder } from './geocoder.js';
import { searchPlaces } from './search.queries.js';

const LIMIT = 10;

/** Where a failed geocoder is reported: the request's log for the route, the MCP server's for its tool. */
export interface SearchLog {
  warn(obj: object, msg: string): void;
}

/**
 * The address box (GET /api/search and the MCP tool search_places): our own records for q, followed by the places
 * of an external geocoder when GEOCODER_URL is set. The geocoder is asked in parallel with our query; when it is
 * slow, down or answers nonsense, our results alone are answered and one warning is logged. Wired once in
 * apps/api/src/services.ts, so the route and the MCP tool share one geocoder.
 */
export function createPlaceSearch(deps: { db: Kysely<DB>; config: Config }) {
  const geocoder = createGeocoder(deps.config);
  return async function search(q: string, log: SearchLog): Promise<SearchResult[]> {
    const places: Promise<SearchResult[]> =
      geocoder && wantsGeocoder(q)
        ? geocoder.search(q).catch((err: unknown) => {
            log.warn(
              { geocoder: new URL(deps.config.GEOCODER_URL!).host, reason: (err as Error).message },
              'geocoder failed; answering our own results only',
            );
            return [];
          })
        : Promise.resolve([]);
    const [ours, found] = await Promise.all([searchPlaces(deps.db, q, LIMIT), places]);
    return mergeResults(ours, found, LIMIT);
  };
}
