import { sql, type Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { filteredParcels, parcelStatusCondition } from '../map/map-filters.js';
import type { GeoArea, GeoPoint } from '../map/map-geometry.js';
import { sourceAsOf } from '../map/map-provenance.js';
import type { Paging, Viewer } from '../map/map-access.js';

const bookmarked = (viewer: Viewer) =>
  sql<boolean>`exists (select 1 from parcel_bookmarks b where b.parcel_id = p.id and b.user_id = ${viewer.userId} and b.survey_taker = ${viewer.surveyTaker})`;

export function parcelCountQuery(db: Kysely<DB>, f: MapFilters) {
  return filteredParcels(db, f).select((eb) => eb.fn.countAll<number>().as('count'));
}

/** Columns of a parcel card. */
export function selectCard(viewer: Viewer) {
  return [
    'p.id',
    'p.source',
    'p.parcel_id',
    'p.formatted_parcel_id',
    'p.acreage',
    'p.address',
    'p.city',
    'p.city_by_geometry',
    'p.county',
    'p.county_by_geometry',
    'p.state',
    'p.postal_code',
    'p.ownership_name',
    'p.area_tags',
    'p.actual_zoning',
    'p.possible_lots',
    'p.market_value',
    'p.mls_status',
    'p.property_info_building',
    sourceAsOf.as('source_as_of_text'),
    'p.workability_score',
    'p.reasonability_score',
    'p.disposition_score',
    sql<GeoPoint>`ST_AsGeoJSON(p.center, 6)::json`.as('center_json'),
    bookmarked(viewer).as('exists_in_bookmarks'),
  ] as const;
}

/** The list's data query: the filtered parcels, sorted (admins: by a score), one page. */
export function parcelDataQuery(db: Kysely<DB>, f: MapFilters, viewer: Viewer, paging: Paging) {
  let q = filteredParcels(db, f).select(selectCard(viewer));
  if (f.sortBy) q = q.orderBy(sql.ref(`p.${f.sortBy}`), (ob) => ob.desc().nullsLast());
  return q.orderBy('p.id').limit(paging.limit).offset(paging.offset);
}

export type ParcelCardRow = Awaited<ReturnType<ReturnType<typeof parcelDataQuery>['execute']>>[number];

export function parcelDetailQuery(db: Kysely<DB>, id: number, viewer: Viewer) {
  return db
    .selectFrom('parcels as p')
    .selectAll('p')
    .select([
      sql<GeoPoint>`ST_AsGeoJSON(p.center, 6)::json`.as('center_json'),
      sql<GeoArea>`ST_AsGeoJSON(p.geom, 6)::json`.as('points'),
      sourceAsOf.as('source_as_of_text'),
      bookmarked(viewer).as('exists_in_bookmarks'),
      sql<{ id: number; name: string; isChild: boolean }[]>`coalesce((
        select json_agg(json_build_object('id', pr.id, 'name', pr.name, 'isChild', pr.parent_project_id is not null) order by pr.name)
        from project_parcels pp join projects pr on pr.id = pp.project_id where pp.parcel_id = p.id), '[]'::json)`.as(
        'project_names',
      ),
    ])
    .where('p.id', '=', id);
}

export type ParcelDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof parcelDetailQuery>['executeTakeFirst']>>
>;

/** Every column of the parcel as stored (geometries as GeoJSON), for /parcels/allData. */
export function parcelAllDataQuery(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('parcels as p')
    .select(
      sql<
        Record<string, unknown>
      >`to_jsonb(p) - 'geom' - 'center' || jsonb_build_object('geom', ST_AsGeoJSON(p.geom, 6)::jsonb, 'center', ST_AsGeoJSON(p.center, 6)::jsonb)`.as(
        'all_data',
      ),
    )
    .where('p.id', '=', id);
}

/** The parcel whose polygon holds the point. */
export function parcelAtPointQuery(db: Kysely<DB>, lat: number, lng: number, viewer: Viewer) {
  return db
    .selectFrom('parcels as p')
    .select(selectCard(viewer))
    .where(sql<boolean>`ST_Intersects(p.geom, ST_SetSRID(ST_MakePoint(${lng}, ${lat}), 4326))`)
    .orderBy(sql`ST_Area(p.geom)`)
    .limit(1);
}

/** Mean position of the matching parcels' centres. */
export function parcelCenterQuery(db: Kysely<DB>, f: MapFilters) {
  return filteredParcels(db, f).select([
    sql<number | null>`avg(ST_Y(p.center))`.as('lat'),
    sql<number | null>`avg(ST_X(p.center))`.as('lng'),
  ]);
}

/** Counts per parcel status under the filters (without the parcelStatus filter itself). */
export function parcelStatusQuery(db: Kysely<DB>, f: MapFilters, statuses: readonly string[]) {
  const rest = { ...f, parcelStatus: undefined };
  return filteredParcels(db, rest).select(
    statuses.map((s, i) => sql<number>`count(*) filter (where ${parcelStatusCondition(s)})`.as(`s${i}`)),
  );
}
