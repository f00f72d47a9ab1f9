import { z } from 'zod';
import {
  MAP_LIMITS,
  mapCoordinatesQuery,
  mapResults,
  pagedMapResults,
  projectParcelsQueryAnswer,
  projectParcelsQuery,
} from '@utah-land/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { ClusterCache, mapClusters } from './cluster-cache.js';
import { mapPaging, paginationOf, viewerOf } from '../map/map-access.js';
import { toMapProject, usesPolygons } from '../map/map-geometry.js';
import { mapAnswerJson, sendJsonText } from '../map/map-json.js';
import { centeredProjectOf, recordId } from '../map/map-replies.js';
import { inlineSql } from '../map/sql-display.js';
import {
  centeredItems,
  polygonPage,
  projectExists,
  projectMarkerOf,
  projectParcelCount,
  projectParcelPolygonsQuery,
  projectParcelsPage,
} from './parcel-map.queries.js';
import { assertMayViewOnMap } from '../../lib/access.js';
import { withSurveyScope } from '../surveys/survey-map-scope.js';

const tags = ['parcels'];
const projectIdParams = z.object({ projectId: recordId });

/** `checkLink`: the map link's shared checks (map/map-link-checks.ts), run by every call taking the map's filters. */
export async function parcelMapRoutes(app: AppInstance, checkLink: preHandlerAsyncHookHandler) {
  const db = () => app.deps.database.db;
  const limit = MAP_LIMITS.mapLimit;
  const clusterCache = new ClusterCache(db);
  clusterCache.register(db());

  app.get(
    '/parcels/all-coordinates',
    {
      preHandler: [app.requireDataAccess, checkLink],
      schema: {
        tags,
        summary: `Map geometry: clusters below zoom ${MAP_LIMITS.polygonZoom}, parcel polygons and project markers from it on (pages of at most ${MAP_LIMITS.mapLimit} each, in id order; truncated = a next page exists)`,
        description:
          'parcelPolygons=false leaves the parcel polygons out and pages the project markers only (the map draws ' +
          'parcels from /tiles/parcels/{z}/{x}/{y}.mvt).',
        querystring: mapCoordinatesQuery,
        response: { 200: mapResults },
      },
    },
    async (req, reply) => {
      const f = await withSurveyScope(db(), req, req.query);
      const zoom = f.zoom ?? MAP_LIMITS.defaultZoom;
      // Free Trial may select a shape to see its locked summary (and the matching it would buy), but gets no
      // record: polygons and markers carry their id and shape only, without parcel number or project name.
      const trial = viewerOf(req).freeTrial;
      const centered = trial ? {} : await centeredItems(db(), zoom, f.centeredParcelId, f.centeredProjectId);
      if (!usesPolygons(zoom)) {
        return {
          mode: 'clusters' as const,
          zoom,
          parcels: [],
          projects: [],
          clusters: await mapClusters(db(), clusterCache, f, zoom),
          truncated: false,
          ...centered,
        };
      }
      const page = f.page ?? MAP_LIMITS.defaultPage;
      const size = Math.min(f.limit ?? limit, limit);
      const { parcels, projects, truncated } = await polygonPage(db(), f, zoom, page, size, trial);
      return sendJsonText(
        reply,
        mapAnswerJson({ mode: 'polygons', zoom, parcels, projects, ...centered, page, truncated }),
      );
    },
  );

  app.get(
    '/parcels/all-coordinates/:projectId',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary:
          "A project's parcels as polygons (type all, buildableParcels or alreadyBuildedParcels), paged",
        description: "View on map: 403 'Please upgrade to view on map' for Free Trial.",
        params: projectIdParams,
        querystring: projectParcelsQuery,
        response: { 200: pagedMapResults },
      },
    },
    async (req, reply) => {
      assertMayViewOnMap(req);
      const q = req.query;
      const viewer = viewerOf(req);
      const id = req.params.projectId;
      const project = await projectMarkerOf(db(), id);
      if (!project && !(await projectExists(db(), id))) throw new NotFoundError('Project not found');
      const paging = mapPaging(viewer, q.page, q.limit, MAP_LIMITS.mapLimit);
      const zoom = q.zoom ?? 16;
      const { parcels, totalItems } = await projectParcelsPage(db(), id, q.type, zoom, paging);
      return sendJsonText(
        reply,
        mapAnswerJson({
          mode: 'polygons',
          zoom,
          parcels,
          projects: project ? [toMapProject(project)] : [],
          ...(project ? { centeredProject: centeredProjectOf(project) } : {}),
          truncated: false,
          pagination: paginationOf(paging, totalItems),
        }),
      );
    },
  );

  app.get(
    '/parcels/all-coordinates-query/:projectId',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Admin: the SQL (and counts) of a project's buildable and already built parcels",
        params: projectIdParams,
        querystring: projectParcelsQuery,
        response: { 200: projectParcelsQueryAnswer },
      },
    },
    async (req) => {
      const id = req.params.projectId;
      if (!(await projectExists(db(), id))) throw new NotFoundError('Project not found');
      const zoom = req.query.zoom ?? 16;
      const [buildable, built] = await Promise.all([
        projectParcelCount(db(), id, 'buildableParcels'),
        projectParcelCount(db(), id, 'alreadyBuildedParcels'),
      ]);
      const text = (type: 'buildableParcels' | 'alreadyBuildedParcels') =>
        inlineSql(projectParcelPolygonsQuery(db(), id, type, zoom).limit(limit).compile());
      return {
        buildableParcelsQuery: text('buildableParcels'),
        alreadyBuildedParcelsQuery: text('alreadyBuildedParcels'),
        buildableParcelsCount: buildable,
        alreadyBuildedParcelsCount: built,
      };
    },
  );
}
