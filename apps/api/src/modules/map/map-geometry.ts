import { sql, type Kysely } from 'kysely';
import { MAP_LIMITS, type MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { allOf, filteredParcels, projectConditions, type Cond, type ProjectKind } from './map-filters.js';

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}
export interface GeoArea {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown[];
}

/**
 * Map geometry by zoom. Below MAP_LIMITS.polygonZoom (14) the map gets clusters computed in the database: the
 * centres of the matching parcels in view, grouped by a grid whose cell is about 64 screen pixels at that zoom
 * (MapLibre's 512 px tiles: 360° / 2^zoom / 8), each cluster placed at the mean of its parcels. From zoom 14 on it gets the parcel polygons
 * (simplified to half a screen pixel with ST_SimplifyPreserveTopology) and the project markers in view, at most
 * 1000 of each.
 */
export const clusterCellDegrees = (zoom: number) => 360 / 2 ** zoom / 8;
export const simplifyToleranceDegrees = (zoom: number) => 360 / 2 ** zoom / 512 / 2;
export const usesPolygons = (zoom: number) => zoom >= MAP_LIMITS.polygonZoom;

export function clusterQuery(db: Kysely<DB>, f: MapFilters, zoom: number) {
  const cell = clusterCellDegrees(Math.floor(zoom));
  // Grid cells as integer pairs: grouping by two numbers is about 2.5x faster than by ST_SnapToGrid's geometry.
  return filteredParcels(db, f, [], 'center')
    .select([
      sql<number>`avg(ST_Y(p.center))`.as('lat'),
      sql<number>`avg(ST_X(p.center))`.as('lng'),
      sql<number>`count(*)`.as('count'),
    ])
    .groupBy([sql`floor(ST_X(p.center) / ${cell})`, sql`floor(ST_Y(p.center) / ${cell})`])
    .orderBy(sql`count(*)`, 'desc');
}

/**
 * Parcel polygons for the map. With a window (the live map's pages of 1000, its previous/next page controls),
 * the matching parcels are sorted by id above the fenced scan, so pages neither overlap nor skip, and the GeoJSON is
 * built for the page's rows only. (Ordering inside the fence let the planner walk the primary key in id order and
 * test every parcel against the view: p95 ~340 ms at zoom 14 on 1M parcels; sorting the fenced rows: ~40 ms.)
 * Unordered for a viewport (a LIMIT then stops the index scan early in dense areas:
 * any 1000 parcels in view are as good as others); ordered by id for paged lists.
 *
 * Unordered, the matching rows come from a subquery fenced with `offset 0` and the GeoJSON is built above it: the
 * planner then costs a cheap scan stopped by the caller's LIMIT, instead of pricing the PostGIS functions (cost
 * 100+ each) over every parcel in view and choosing a parallel scan that serialises ~20k polygons to keep 1000
 * (on 1M parcels at zoom 14: ~40 ms → ~8 ms in PostgreSQL). Same rows, same columns.
 */
export function polygonQuery(
  db: Kysely<DB>,
  f: MapFilters,
  zoom: number,
  ordered = true,
  extra: Cond[] = [],
  window?: { limit: number; offset: number },
) {
  const tolerance = simplifyToleranceDegrees(Math.min(zoom, MAP_LIMITS.maxZoom));
  // Coordinates to ~1 m below zoom 17 (a screen pixel is ≥ 1.2 m there), ~0.1 m from it on: smaller answers.
  const digits = zoom >= 17 ? 6 : 5;
  const columns = [
    'p.id',
    'p.parcel_id',
    'p.acreage',
    sql<GeoPoint>`ST_AsGeoJSON(p.center, 6)::json`.as('center_json'),
    sql<GeoArea>`ST_AsGeoJSON(ST_SimplifyPreserveTopology(p.geom, ${tolerance}), ${sql.lit(digits)})::json`.as(
      'points',
    ),
  ] as const;
  if (ordered) return filteredParcels(db, f, extra).select(columns).orderBy('p.id');
  const rows = filteredParcels(db, f, extra).select([
    'p.id',
    'p.parcel_id',
    'p.acreage',
    'p.center',
    'p.geom',
  ]);
  const matching = rows.offset(sql.lit(0)).as('p');
  if (!window) return db.selectFrom(matching).select(columns);
  return db.selectFrom(matching).select(columns).orderBy('p.id').limit(window.limit).offset(window.offset);
}

/** Project markers (projects with a centre) matching the filters. */
export function projectMarkerQuery(db: Kysely<DB>, f: MapFilters, kind: ProjectKind, extra: Cond[] = []) {
  return db
    .selectFrom('projects as pr')
    .where(allOf([...projectConditions(f, kind), sql`pr.center is not null`, ...extra]))
    .select([
      'pr.id',
      'pr.name',
      'pr.parent_project_id',
      'pr.project_status',
      sql<number>`ST_Y(pr.center)`.as('lat'),
      sql<number>`ST_X(pr.center)`.as('lng'),
    ])
    .orderBy('pr.id');
}

/** The marker of one project (none when it has no centre). */
export const projectMarkerById = (db: Kysely<DB>, id: number) =>
  projectMarkerQuery(db, {}, 'all', [sql`pr.id = ${id}`]);

export type MarkerRow = Awaited<ReturnType<ReturnType<typeof projectMarkerQuery>['execute']>>[number];
export type PolygonRow = Awaited<ReturnType<ReturnType<typeof polygonQuery>['execute']>>[number];

export const toMapProject = (r: MarkerRow) => ({
  id: r.id,
  name: r.name,
  isChild: r.parent_project_id !== null,
  parent_project_id: r.parent_project_id,
  project_status: r.project_status,
  lat: r.lat,
  lng: r.lng,
});

export const toMapParcel = (r: PolygonRow) => ({
  id: r.id,
  parcelId: r.parcel_id,
  acreage: r.acreage,
  geomCenter: r.center_json,
  points: r.points,
});

/**
 * The polygons of polygonQuery as the map answer's JSON text, one row each (`mapParcel`'s keys in its order),
 * built by the database: the route joins the rows into its reply without parsing the GeoJSON into objects,
 * validating and stringifying it again (issue 19: that round trip cost about as much as the SQL). `acreage` is
 * numeric(12,4): as float8 it prints as JavaScript prints the number (0.5, not 0.5000). Free Trial gets '' as
 * parcelId, as the object answer gives it.
 */
export function polygonJsonQuery(
  db: Kysely<DB>,
  rows: ReturnType<typeof polygonQuery>,
  opts: { hideParcelId?: boolean } = {},
) {
  const parcelId = opts.hideParcelId ? sql`''::text` : sql`r.parcel_id`;
  return db
    .selectFrom(rows.as('r'))
    .select(
      sql<string>`(select row_to_json(j)::text from (select r.id, ${parcelId} as "parcelId",
        r.acreage::float8 as acreage, r.center_json as "geomCenter", r.points) j)`.as('json'),
    )
    .orderBy('r.id');
}
