import { createHash } from 'node:crypto';
import { z } from 'zod';
import { mapFiltersQuery } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { DataVersions } from '../../db/data-versions.js';
import { BadRequestError } from '../../lib/errors.js';
import { tileCacheOf } from './tile-cache.js';
import { LAYER_MIN_ZOOM, TILE_LAYERS, buildTile, type TileFilters } from './tile-layers.js';
import { MAX_TILE_ZOOM, isTile } from './tile-math.js';

const tags = ['tiles'];
export const TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';

const coordinate = (name: string) =>
  z.coerce
    .number({ error: `${name}: must be a whole number` })
    .int(`${name}: must be a whole number`)
    .min(0)
    .max(2 ** MAX_TILE_ZOOM);

const tileParams = z.object({
  layer: z.enum(TILE_LAYERS, { error: `must be one of ${TILE_LAYERS.join(', ')}` }),
  z: coordinate('z').max(MAX_TILE_ZOOM),
  x: coordinate('x'),
  y: coordinate('y'),
});

/** The map's filters (as /parcels/all-coordinates takes them) and, for projects, which projects to draw. */
const tileQuery = mapFiltersQuery.extend({
  projectKind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['all', 'parent', 'child'], { error: 'must be all, parent or child' }).optional(),
  ),
});

/** Parameters that do not change a tile (the view, paging, sorting, the survey context): left out of its key. */
const NOT_IN_KEY = new Set(['viewport', 'zoom', 'page', 'limit', 'sortBy', 'surveyId', 'surveyTaker']);

/** The filters that make a tile, in one stable text (keys sorted, lists as given). */
function filterKey(f: TileFilters): string {
  const entries = Object.entries(f)
    .filter(([k, v]) => v !== undefined && !NOT_IN_KEY.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** What tiles draw: their change marker is these tables' data versions (db/data-versions.ts). */
const TILE_TABLES = ['parcels', 'projects', 'project_parcels', 'water_rights'] as const;

export async function tilesRoutes(app: AppInstance) {
  const cache = tileCacheOf(app.deps.database);
  const versions = DataVersions.of(app.deps.database.db);

  app.get(
    '/tiles/:layer/:z/:x/:y.mvt',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary:
          'Vector tiles of the map: parcels, projects and water rights (Mapbox Vector Tile, layer = path)',
        description:
          `Layers: parcels (polygons from zoom ${LAYER_MIN_ZOOM.parcels}: id, parcelId, acreage), projects ` +
          `(points: id, name, isChild, parentProjectId, projectStatus; projectKind=all|parent|child) and ` +
          `water-rights (points from zoom ${LAYER_MIN_ZOOM['water-rights']}: id, wrnum, uses, flowCfs, ` +
          'volumeAcreFeet). The query string takes the map filters of /parcels/all-coordinates (viewport, zoom ' +
          'and paging are ignored); water rights apply cities, counties and coords. Free Trial gets shapes and ids ' +
          'without parcel numbers, project names or water right numbers. An empty tile answers 204 with no body. ' +
          'ETag and Cache-Control: private, no-cache (revalidate: 304 while the data is unchanged). gzip when ' +
          'accepted. docs/map-tiles.md has the details.',
        params: tileParams,
        querystring: tileQuery,
        produces: [TILE_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const { layer, z: zoom, x, y } = req.params;
      if (!isTile(zoom, x, y))
        throw new BadRequestError(`x, y: must be below 2^z (${2 ** zoom}) at zoom ${zoom}`);
      const trial = req.viewer!.seesPlaceholders;
      const filters = req.query as TileFilters;
      const key = `${layer}/${zoom}/${x}/${y}|${trial ? 'trial' : 'full'}|${filterKey(filters)}`;
      const version = await versions.current(TILE_TABLES);
      const etag = `"${createHash('sha1').update(`${version}|${key}`).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('vary', 'Authorization, Accept-Encoding');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      const { kind, db } = app.deps.database;
      const tile = await cache.get(version, key, () =>
        buildTile(db, kind, { layer, filters, trial, z: zoom, x, y }),
      );
      reply.header('x-tile-features', String(tile.features));
      if (!tile.bytes.length) return reply.code(204).send();
      reply.header('content-type', TILE_CONTENT_TYPE);
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(cache.gzipped(tile));
      }
      return reply.send(tile.bytes);
    },
  );
}
