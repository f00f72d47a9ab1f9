import { searchAnswer, searchQuery, type SearchResult } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { createGeocoder, mergeResults, wantsGeocoder } from './geocoder.js';
import { searchPlaces } from './search.queries.js';

const LIMIT = 10;

/**
 * GET /api/search?q= : address and place search over our own data (the map's address box), followed by
 * the places of an external geocoder when GEOCODER_URL is set. The geocoder is asked in parallel with our query; when
 * it is slow, down or answers nonsense, our results alone are answered and one warning is logged.
 */
export async function searchRoutes(app: AppInstance) {
  const geocoder = createGeocoder(app.deps.config);

  app.get(
    '/search',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['search'],
        summary:
          'Addresses, cities, ZIP codes, parcel ids and project names matching q (trigram ranked), then places found by the external geocoder when one is configured, each with where to fly the map',
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
    },
    async (req) => {
      const q = req.query.q;
      const places: Promise<SearchResult[]> =
        geocoder && wantsGeocoder(q)
          ? geocoder.search(q).catch((err: unknown) => {
              req.log.warn(
                { geocoder: new URL(app.deps.config.GEOCODER_URL!).host, reason: (err as Error).message },
                'geocoder failed; answering our own results only',
              );
              return [];
            })
          : Promise.resolve([]);
      const [ours, found] = await Promise.all([searchPlaces(app.deps.database.db, q, LIMIT), places]);
      return mergeResults(ours, found, LIMIT);
    },
  );
}
