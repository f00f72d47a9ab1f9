import { sql, type Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { allOf, projectConditions, type Cond, type ProjectKind } from '../map/map-filters.js';
import type { Paging, Viewer } from '../map/map-access.js';
import { sourceAsOfOf } from '../map/map-provenance.js';
import { projectMarkerById, projectMarkerQuery, type GeoArea, type GeoPoint } from '../map/map-geometry.js';

const bookmarked = (viewer: Viewer) =>
  sql<boolean>`exists (select 1 from project_bookmarks b where b.project_id = pr.id and b.user_id = ${viewer.userId} and b.survey_taker = ${viewer.surveyTaker})`;

/** Children of the parent project. */
export const childOf = (parentId: number): Cond => sql`pr.parent_project_id = ${parentId}`;
/** The parent of the child project. */
export const parentOfChild = (childId: number): Cond =>
  sql`pr.id = (select ch.parent_project_id from projects ch where ch.id = ${childId})`;
/** Projects with a centre (those the map can show). */
const hasCentre: Cond = sql`pr.center is not null`;
/** Projects the parcel is part of. */
const holdsParcel = (parcelId: number): Cond =>
  sql`exists (select 1 from project_parcels pp where pp.project_id = pr.id and pp.parcel_id = ${parcelId})`;

/** Projects of a kind matching the filters (parents: parent_project_id is null; children: not null). */
export function filteredProjects(db: Kysely<DB>, f: MapFilters, kind: ProjectKind, extra: Cond[] = []) {
  return db.selectFrom('projects as pr').where(allOf([...projectConditions(f, kind), ...extra]));
}

export function projectCountQuery(db: Kysely<DB>, f: MapFilters, kind: ProjectKind, extra: Cond[] = []) {
  return filteredProjects(db, f, kind, extra).select((eb) => eb.fn.countAll<number>().as('count'));
}

export function selectProjectCard(viewer: Viewer) {
  return [
    'pr.id',
    'pr.parent_project_id',
    'pr.name',
    'pr.owner_names',
    'pr.ownership_name',
    'pr.state',
    'pr.address',
    'pr.city',
    'pr.city_by_geometry',
    'pr.county',
    'pr.postal_code',
    'pr.project_status',
    'pr.number_and_style_of_lots',
    'pr.special_product_types',
    'pr.lot_sizes',
    'pr.house_style',
    'pr.price_point',
    'pr.source',
    sourceAsOfOf('pr').as('source_as_of_text'),
    sql<number | null>`ST_Y(pr.center)`.as('lat'),
    sql<number | null>`ST_X(pr.center)`.as('lng'),
    sql<GeoPoint | null>`ST_AsGeoJSON(pr.center, 6)::json`.as('center_json'),
    sql<number>`(select count(*) from projects ch where ch.parent_project_id = pr.id)`.as('child_count'),
    sql<number>`(select count(*) from project_parcels pp where pp.project_id = pr.id)`.as('parcel_count'),
    bookmarked(viewer).as('exists_in_bookmarks'),
  ] as const;
}

export function projectDataQuery(
  db: Kysely<DB>,
  f: MapFilters,
  kind: ProjectKind,
  viewer: Viewer,
  paging: Paging,
  extra: Cond[] = [],
) {
  return filteredProjects(db, f, kind, extra)
    .select(selectProjectCard(viewer))
    .orderBy('pr.name')
    .orderBy('pr.id')
    .limit(paging.limit)
    .offset(paging.offset);
}

export type ProjectCardRow = Awaited<ReturnType<ReturnType<typeof projectDataQuery>['execute']>>[number];

/** Parcels of a project and (for a parent) of its children. */
const projectParcels = (buildable?: boolean) =>
  sql`(select ${sql.raw(buildable === undefined ? "coalesce(json_agg(distinct pa.parcel_id), '[]'::json)" : 'count(distinct pa.id)')}
    from project_parcels pp join projects pp_pr on pp_pr.id = pp.project_id join parcels pa on pa.id = pp.parcel_id
    where (pp_pr.id = pr.id or pp_pr.parent_project_id = pr.id)${buildable === undefined ? sql`` : sql` and pp.buildable = ${buildable}`})`;

export function projectDetailQuery(db: Kysely<DB>, id: number, viewer: Viewer) {
  return db
    .selectFrom('projects as pr')
    .select(selectProjectCard(viewer))
    .select([
      'pr.desired_number_and_style_of_lots',
      'pr.sub_status',
      'pr.house_square_footage',
      'pr.bedrooms',
      'pr.bathrooms',
      'pr.garages',
      'pr.zoning',
      'pr.mls_entry',
      'pr.mls_status',
      'pr.company_matches',
      'pr.retire_or_display',
      'pr.distressed',
      'pr.acreage',
      'pr.area_tags',
      sql<string | null>`(select pa.name from projects pa where pa.id = pr.parent_project_id)`.as(
        'parent_name',
      ),
      sql<string[]>`${projectParcels()}`.as('parcel_ids'),
      sql<number>`${projectParcels(true)}`.as('buildable_count'),
      sql<number>`${projectParcels(false)}`.as('built_count'),
      sql<
        { id: number; name: string; role: string }[]
      >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'role', pc.role) order by c.name)
        from project_companies pc join companies c on c.id = pc.company_id where pc.project_id = pr.id), '[]'::json)`.as(
        'companies',
      ),
      sql<GeoArea | null>`ST_AsGeoJSON(pr.geom, 6)::json`.as('points'),
    ])
    .where('pr.id', '=', id);
}

export type ProjectDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof projectDetailQuery>['executeTakeFirst']>>
>;

export function projectAllDataQuery(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('projects as pr')
    .select(
      sql<
        Record<string, unknown>
      >`to_jsonb(pr) - 'geom' - 'center' || jsonb_build_object('geom', ST_AsGeoJSON(pr.geom, 6)::jsonb, 'center', ST_AsGeoJSON(pr.center, 6)::jsonb)`.as(
        'all_data',
      ),
    )
    .where('pr.id', '=', id);
}

export function projectCenterQuery(db: Kysely<DB>, f: MapFilters, kind: ProjectKind, extra: Cond[] = []) {
  return filteredProjects(db, f, kind, extra).select([
    sql<number | null>`avg(ST_Y(pr.center))`.as('lat'),
    sql<number | null>`avg(ST_X(pr.center))`.as('lng'),
  ]);
}

/** Project names for look-ups (case-insensitive substring), by name. */
export function projectNamesQuery(
  db: Kysely<DB>,
  kind: ProjectKind,
  name: string | undefined,
  paging: Paging,
) {
  const f: MapFilters = kind === 'parent' ? { name } : { childName: name };
  return {
    data: filteredProjects(db, f, kind)
      .select(['pr.id', 'pr.name'])
      .orderBy('pr.name')
      .orderBy('pr.id')
      .limit(paging.limit)
      .offset(paging.offset),
    count: projectCountQuery(db, f, kind),
  };
}

/** Whether `id` is a parent project (a project without a parent). */
export async function isParentProject(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .where('parent_project_id', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** The centre of a child project's parent, or undefined when the child or its parent does not exist. */
export function parentCenterOf(db: Kysely<DB>, childId: number) {
  return db
    .selectFrom('projects as ch')
    .innerJoin('projects as pr', 'pr.id', 'ch.parent_project_id')
    .select([sql<number | null>`ST_Y(pr.center)`.as('lat'), sql<number | null>`ST_X(pr.center)`.as('lng')])
    .where('ch.id', '=', childId)
    .executeTakeFirst();
}

/** Whether the parcel exists. */
export async function parcelExists(db: Kysely<DB>, parcelId: number): Promise<boolean> {
  return !!(await db.selectFrom('parcels').select('id').where('id', '=', parcelId).executeTakeFirst());
}

/**
 * One page of the markers of the matching projects (of `kind`, with `extra`), and how many projects with a centre
 * match in all.
 */
export async function projectMarkersPage(
  db: Kysely<DB>,
  f: MapFilters,
  kind: ProjectKind,
  paging: Paging,
  extra: Cond[] = [],
) {
  const [rows, count] = await Promise.all([
    projectMarkerQuery(db, f, kind, extra).limit(paging.limit).offset(paging.offset).execute(),
    projectCountQuery(db, f, kind, [...extra, hasCentre]).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalItems: Number(count.count) };
}

/** The marker of one project (undefined when it has no centre or does not exist). */
export const projectMarkerOf = (db: Kysely<DB>, id: number) => projectMarkerById(db, id).executeTakeFirst();

/** The marker of a child project's parent (none when the child, its parent or the parent's centre is missing). */
export const parentMarkersOf = (db: Kysely<DB>, childId: number) =>
  projectMarkerQuery(db, {}, 'parent', [parentOfChild(childId)]).execute();

/** The projects (parent or child) the parcel is part of, matching `f`, as cards by name. */
export const projectsOfParcel = (db: Kysely<DB>, parcelId: number, f: MapFilters, viewer: Viewer) =>
  filteredProjects(db, f, 'all', [holdsParcel(parcelId)])
    .select(selectProjectCard(viewer))
    .orderBy('pr.name')
    .execute();
