import type { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import type { mapCoordinatesQuery, mapResults, MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { Paging } from '../map/map-access.js';
import type { Cond } from '../map/map-filters.js';
import {
  polygonJsonQuery,
  polygonQuery,
  projectMarkerById,
  projectMarkerQuery,
  toMapParcel,
  toMapProject,
} from '../map/map-geometry.js';
import { centeredProjectOf } from '../map/map-replies.js';

// The SQL of the map's coordinate routes (parcel-map.routes.ts): pages of polygons and markers, the items the map
// centres on, and a project's parcels.

const NO_FILTERS: MapFilters = {};

export type ProjectParcelsType = 'all' | 'buildableParcels' | 'alreadyBuildedParcels';

/** Parcels of a project (a parent's own and its children's), optionally only buildable or already built ones. */
export function projectParcelCondition(projectId: number, type: ProjectParcelsType): Cond {
  const buildable =
    type === 'buildableParcels'
      ? sql` and pp.buildable = true`
      : type === 'alreadyBuildedParcels'
        ? sql` and pp.buildable = false`
        : sql``;
  return sql`exists (select 1 from project_parcels pp join projects ppr on ppr.id = pp.project_id where pp.parcel_id = p.id and (ppr.id = ${projectId} or ppr.parent_project_id = ${projectId})${buildable})`;
}

/** The parcel and the project the map centres on, when asked for and found. */
export async function centeredItems(db: Kysely<DB>, zoom: number, parcelId?: number, projectId?: number) {
  const out: Pick<z.infer<typeof mapResults>, 'centeredParcel' | 'centeredProject'> = {};
  if (parcelId) {
    const row = await polygonQuery(db, NO_FILTERS, zoom, true, [sql`p.id = ${parcelId}`])
      .limit(1)
      .executeTakeFirst();
    if (row) out.centeredParcel = { ...toMapParcel(row), center_point: row.center_json };
  }
  if (projectId) {
    const row = await projectMarkerOf(db, projectId);
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

/** The project's marker (undefined when it has no centre or does not exist). */
export const projectMarkerOf = (db: Kysely<DB>, projectId: number) =>
  projectMarkerById(db, projectId).executeTakeFirst();

export async function projectExists(db: Kysely<DB>, projectId: number) {
  const row = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
  return row !== undefined;
}

/** How many parcels of the project there are (of the type). */
export async function projectParcelCount(db: Kysely<DB>, projectId: number, type: ProjectParcelsType) {
  const row = await db
    .selectFrom('parcels as p')
    .where(projectParcelCondition(projectId, type))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The project's parcels as polygons, in id order (the admin's SQL view shows this query). */
export const projectParcelPolygonsQuery = (
  db: Kysely<DB>,
  projectId: number,
  type: ProjectParcelsType,
  zoom: number,
) => polygonQuery(db, NO_FILTERS, zoom, true, [projectParcelCondition(projectId, type)]);

/** One page of the project's parcels as the map answer's JSON text, and how many there are in all. */
export async function projectParcelsPage(
  db: Kysely<DB>,
  projectId: number,
  type: ProjectParcelsType,
  zoom: number,
  paging: Paging,
) {
  const [rows, totalItems] = await Promise.all([
    polygonJsonQuery(
      db,
      projectParcelPolygonsQuery(db, projectId, type, zoom).limit(paging.limit).offset(paging.offset),
    ).execute(),
    projectParcelCount(db, projectId, type),
  ]);
  return { parcels: rows.map((r) => r.json), totalItems };
}
