import { createHash } from 'node:crypto';
import { z } from 'zod';
import { mapFiltersQuery } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { DataVersions } from '../../db/data-versions.js';
import { BadRequestError } from '../../lib/errors.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import { tileCacheOf } from './tile-cache.js';
import { BASEMAP_LAYERS, LAYER_MIN_ZOOM, TILE_LAYERS, buildTile, type TileFilters } from './tile-layers.js';
import { MAX_TILE_ZOOM, isTile } from './tile-math.js';
import { viewerOf } from '../../plugins/auth.js';
import type { ScopedFilters } from '../map/map-filters.js';
import { withSurveyScope } from '../surveys/survey-map-scope.js';

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

/**
 * Parameters that do not change a tile by themselves (the view, paging, sorting, the survey context): left out of
 * its key. The survey a call names does change it, through its scope (below).
 */
const NOT_IN_KEY = new Set([
  'viewport',
  'zoom',
  'page',
  'limit',
  'sortBy',
  'surveyId',
  'surveyTaker',
  'scope',
]);

/** The filters that make a tile, in one stable text (keys sorted, lists as given), and the survey's scope. */
function filterKey(f: TileFilters & ScopedFilters): string {
  const entries = Object.entries(f)
    .filter(([k, v]) => v !== undefined && !NOT_IN_KEY.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(f.scope ? [...entries, ['scope', f.scope.key]] : entries);
}

/** What tiles draw: their change marker is these tables' data versions (db/data-versions.ts). */
const TILE_TABLES = ['parcels', 'projects', 'project_parcels', 'water_rights'] as const;
/** The basemap's layers change with their own tables only. */
const BASEMAP_TABLES = ['streets', 'cities'] as const;

const GZIP = /\bgzip\b/;

export async function tilesRoutes(app: AppInstance) {
  const cache = tileCacheOf(app.deps.database);
  const versions = DataVersions.of(app.deps.database.db);

  app.get(
    '/tiles/:layer/:z/:x/:y.mvt',
    {
      // The guard, then the map link's checks every call taking the map's filters runs (map/map-link-checks.ts).
      preHandler: [app.requireDataAccess, mapLinkCheck(() => app.deps.database.db)],
      schema: {
        tags,
        summary: 'Vector tiles of the map and its offline basemap (Mapbox Vector Tile, layer = path)',
        description:
          `Layers: parcels (polygons from zoom ${LAYER_MIN_ZOOM.parcels}: id, parcelId as the app shows it (the ` +
          "county's formatted number, else the raw id), acreage), projects " +
          `(points: id, name, isChild, parentProjectId, projectStatus; projectKind=all|parent|child), ` +
          `water-rights (points from zoom ${LAYER_MIN_ZOOM['water-rights']}: id, wrnum, uses, flowCfs, ` +
          'volumeAcreFeet); the offline basemap: streets (lines from zoom ' +
          `${LAYER_MIN_ZOOM.streets}: id, name) and places (city points: id, name, population), the same for every ` +
          'viewer and filter. The query string takes the map filters of /parcels/all-coordinates (viewport, zoom ' +
          'and paging are ignored); water rights apply cities, counties and coords. An unknown city or a survey the ' +
          'caller may not open is a 400 naming the field, as on the lists. Free Trial gets shapes and ids ' +
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
      // The basemap's layers are the same for every viewer and filter: one cached tile serves everyone.
      const basemap = BASEMAP_LAYERS.includes(layer);
      const trial = !basemap && viewerOf(req).seesPlaceholders;
      // A survey named on the call limits the tile to its matches (surveys/survey-map-scope.ts).
      const filters = basemap
        ? {}
        : ((await withSurveyScope(app.deps.database.db, req, req.query)) as TileFilters & ScopedFilters);
      const key = `${layer}/${zoom}/${x}/${y}|${trial ? 'trial' : 'full'}|${filterKey(filters)}`;
      const version = await versions.current(basemap ? BASEMAP_TABLES : TILE_TABLES);
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
      if (tile.gzipped && GZIP.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(tile.gzipped);
      }
      return reply.send(tile.bytes);
    },
  );
}
