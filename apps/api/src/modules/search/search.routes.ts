import { searchAnswer, searchQuery } from '@utah-land/shared';
import type { AppInstance } from '../../app.js';
import { searchPlaces } from './search.queries.js';

/** GET /api/search?q= : address and place search over our own data (spec 2.1: the map's address box). */
export async function searchRoutes(app: AppInstance) {
  app.get(
    '/search',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['search'],
        summary:
          'Addresses, cities, ZIP codes, parcel ids and project names matching q (trigram ranked), each with where to fly the map',
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
    },
    async (req) => searchPlaces(app.deps.database.db, req.query.q),
  );
}
