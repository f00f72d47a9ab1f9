import { searchAnswer, searchQuery } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';

/** GET /api/search?q= : the map's address box (search.service.ts). */
export async function searchRoutes(app: AppInstance) {
  const search = app.services.search;

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
    async (req) => search(req.query.q, req.log),
  );
}
