import { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  MAP_LIMITS,
  mapCoordinatesQuery,
  mapResults,
  pagedMapResults,
  projectParcelsQueryAnswer,
  projectParcelsQuery,
  type MapFilters,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import type { DB } from '../../db/index.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Cond } from '../map/map-filters.js';
import { ClusterCache, mapClusters } from './cluster-cache.js';
import { mapPaging, paginationOf, viewerOf } from '../map/map-access.js';
import {
  polygonJsonQuery,
  polygonQuery,
  projectMarkerQuery,
  toMapParcel,
  toMapProject,
  usesPolygons,
} from '../map/map-geometry.js';
import { mapAnswerJson, sendJsonText } from '../map/map-json.js';
import { centeredProjectOf, recordId } from '../map/map-replies.js';
import { inlineSql } from '../map/sql-display.js';

const tags = ['parcels'];
const projectIdParams = z.object({ projectId: recordId });
const NO_FILTERS: MapFilters = {};

/** Parcels of a project (a parent's own and its children's), optionally only buildable or already built ones. */
export function projectParcelCondition(
  projectId: number,
  type: 'all' | 'buildableParcels' | 'alreadyBuildedParcels',
): Cond {
  const buildable =
    type === 'buildableParcels'
      ? sql` and pp.buildable = true`
      : type === 'alreadyBuildedParcels'
        ? sql` and pp.buildable = false`
        : sql``;
  return sql`exists (select 1 from project_parcels pp join projects ppr on ppr.id = pp.project_id where pp.parcel_id = p.id and (ppr.id = ${projectId} or ppr.parent_project_id = ${projectId})${buildable})`;
}

async function centeredItems(db: Kysely<DB>, zoom: number, parcelId?: number, projectId?: number) {
  const out: Pick<z.infer<typeof mapResults>, 'centeredParcel' | 'centeredProject'> = {};
  if (parcelId) {
    const row = await polygonQuery(db, NO_FILTERS, zoom, true, [sql`p.id = ${parcelId}`])
      .limit(1)
      .executeTakeFirst();
    if (row) out.centeredParcel = { ...toMapParcel(row), center_point: row.center_json };
  }
  if (projectId) {
    const row = await projectMarkerQuery(db, NO_FILTERS, 'all', [
      sql`pr.id = ${projectId}`,
    ]).executeTakeFirst();
    if (row) out.centeredProject = centeredProjectOf(row);
  }
  return out;
}

/**
 * A page of the map's polygons (as the database wrote their JSON, map-json.ts) and project markers: pages of at
 * most 1000 in id order, the map's previous/next page controls; `truncated` when a next page exists.
 * parcelPolygons=false: the map draws parcels from vector tiles (modules/tiles) and asks markers only.
 */
export async function polygonPage(
  db: Kysely<DB>,
  f: z.infer<typeof mapCoordinatesQuery>,
  zoom: number,
  page: number,
  size: number,
  trial: boolean,
) {
  const window = { limit: size + 1, offset: (page - 1) * size };
  const [parcels, projects] = await Promise.all([
    f.parcelPolygons === 'false'
      ? []
      : polygonJsonQuery(db, polygonQuery(db, f, zoom, false, [], window), { hideParcelId: trial }).execute(),
    projectMarkerQuery(db, f, 'all').limit(window.limit).offset(window.offset).execute(),
  ]);
  return {
    parcels: parcels.slice(0, size).map((p) => p.json),
    projects: projects
      .slice(0, size)
      .map(toMapProject)
      .map((p) => (trial ? { ...p, name: '' } : p)),
    truncated: parcels.length > size || projects.length > size,
  };
}

export async function parcelMapRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const limit = MAP_LIMITS.mapLimit;
  const clusterCache = new ClusterCache(db);

  app.get(
    '/parcels/all-coordinates',
    {
      preHandler: app.requireDataAccess,
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
      const f = req.query;
      const zoom = f.zoom ?? MAP_LIMITS.defaultZoom;
      // Free Trial may select a shape to see its locked summary (and the matching it would buy), but gets no
      // record: polygons and markers carry their id and shape only, without parcel number or project name.
      const trial = req.viewer!.seesPlaceholders;
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
      if (!req.viewer!.mayViewOnMap) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToViewOnMap);
      const q = req.query;
      const viewer = viewerOf(req);
      const project = await projectMarkerQuery(db(), NO_FILTERS, 'all', [
        sql`pr.id = ${req.params.projectId}`,
      ]).executeTakeFirst();
      const exists =
        project ??
        (await db()
          .selectFrom('projects')
          .select('id')
          .where('id', '=', req.params.projectId)
          .executeTakeFirst());
      if (!exists) throw new NotFoundError('Project not found');
      const paging = mapPaging(viewer, q.page, q.limit, MAP_LIMITS.mapLimit);
      const cond = projectParcelCondition(req.params.projectId, q.type);
      const zoom = q.zoom ?? 16;
      const [rows, count] = await Promise.all([
        polygonJsonQuery(
          db(),
          polygonQuery(db(), NO_FILTERS, zoom, true, [cond]).limit(paging.limit).offset(paging.offset),
        ).execute(),
        db()
          .selectFrom('parcels as p')
          .where(cond)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const totalItems = Number(count.count);
      return sendJsonText(
        reply,
        mapAnswerJson({
          mode: 'polygons',
          zoom,
          parcels: rows.map((r) => r.json),
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
      const exists = await db().selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw new NotFoundError('Project not found');
      const zoom = req.query.zoom ?? 16;
      const count = (type: 'buildableParcels' | 'alreadyBuildedParcels') =>
        db()
          .selectFrom('parcels as p')
          .where(projectParcelCondition(id, type))
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
      const [b, a] = await Promise.all([count('buildableParcels'), count('alreadyBuildedParcels')]);
      const text = (type: 'buildableParcels' | 'alreadyBuildedParcels') =>
        inlineSql(
          polygonQuery(db(), NO_FILTERS, zoom, true, [projectParcelCondition(id, type)])
            .limit(limit)
            .compile(),
        );
      return {
        buildableParcelsQuery: text('buildableParcels'),
        alreadyBuildedParcelsQuery: text('alreadyBuildedParcels'),
        buildableParcelsCount: Number(b.count),
        alreadyBuildedParcelsCount: Number(a.count),
      };
    },
  );
}
