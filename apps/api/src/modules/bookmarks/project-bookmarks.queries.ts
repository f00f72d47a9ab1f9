import { sql, type Kysely } from 'kysely';
import type { ProjectBookmarkItem, ProjectBookmarkType } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { Scope } from './parcel-bookmarks.queries.js';

// SQL of project bookmarks (parent and child). Every query is scoped by (user_id, survey_taker).

function scoped(db: Kysely<DB>, scope: Scope, type?: ProjectBookmarkType) {
  let q = db
    .selectFrom('project_bookmarks as b')
    .innerJoin('projects as p', 'p.id', 'b.project_id')
    .where('b.user_id', '=', scope.userId)
    .where('b.survey_taker', '=', scope.surveyTaker);
  if (type) q = q.where('b.type', '=', type);
  return q;
}

export async function countProjectBookmarks(db: Kysely<DB>, scope: Scope, type?: ProjectBookmarkType) {
  const row = await scoped(db, scope, type)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of bookmarked projects as project cards (the map's card shape) plus the bookmark fields. */
export async function listProjectBookmarks(
  db: Kysely<DB>,
  scope: Scope,
  type: ProjectBookmarkType | undefined,
  limit: number,
  offset: number,
): Promise<ProjectBookmarkItem[]> {
  const rows = await scoped(db, scope, type)
    .select([
      'b.id as bookmarkId',
      'b.description',
      'b.survey_taker',
      'b.created_at',
      'b.type',
      'p.id',
      'p.parent_project_id',
      'p.name',
      'p.owner_names',
      'p.ownership_name',
      'p.address',
      'p.city',
      'p.city_by_geometry',
      'p.county',
      'p.state',
      'p.postal_code',
      'p.project_status',
      'p.lot_sizes',
      'p.house_style',
      'p.price_point',
      'p.number_and_style_of_lots',
      'p.special_product_types',
      sql<number | null>`ST_Y(p.center)`.as('lat'),
      sql<number | null>`ST_X(p.center)`.as('lng'),
      sql<number>`(select count(*) from projects c where c.parent_project_id = p.id)::int`.as('child_count'),
      sql<number>`(select count(*) from project_parcels pp where pp.project_id = p.id)::int`.as(
        'parcel_count',
      ),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    bookmarkId: r.bookmarkId,
    description: r.description,
    survey_taker: r.survey_taker,
    createdAt: r.created_at.toISOString(),
    type: r.type as ProjectBookmarkType,
    id: r.id,
    id_serial: r.id,
    parent_project_id: r.parent_project_id,
    isChild: r.parent_project_id !== null,
    project_name_processed: r.name,
    owner_name_processed: r.owner_names,
    ownershipName: r.ownership_name,
    state: r.state,
    address: r.address,
    city: r.city_by_geometry ?? r.city,
    county: r.county,
    zip: r.postal_code,
    lat: r.lat,
    lng: r.lng,
    geomCenter: r.lat === null || r.lng === null ? null : { type: 'Point', coordinates: [r.lng, r.lat] },
    project_status: r.project_status,
    numberAndStyleOfLots: r.number_and_style_of_lots,
    specialProductTypes: r.special_product_types,
    lotSize: r.lot_sizes,
    housestyle: r.house_style,
    pricePoint: r.price_point === null ? null : Number(r.price_point),
    childCount: r.child_count,
    parcelCount: r.parcel_count,
    existsInBookmarks: true,
  }));
}

export async function projectBookmarkCoordinates(
  db: Kysely<DB>,
  scope: Scope,
  type: ProjectBookmarkType | undefined,
  limit: number,
  offset: number,
) {
  return scoped(db, scope, type)
    .where('p.center', 'is not', null)
    .select([
      'b.id as bookmarkId',
      'b.type',
      'p.id',
      'p.name',
      sql<number>`ST_Y(p.center)`.as('lat'),
      sql<number>`ST_X(p.center)`.as('lng'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findProjectKind(db: Kysely<DB>, projectId: number) {
  const row = await db
    .selectFrom('projects')
    .select(['id', 'name', 'parent_project_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, type: (row.parent_project_id === null ? 'parent' : 'child') as ProjectBookmarkType };
}

export async function insertProjectBookmark(
  db: Kysely<DB>,
  scope: Scope,
  projectId: number,
  type: ProjectBookmarkType,
  description: string | null,
) {
  return db
    .insertInto('project_bookmarks')
    .values({
      user_id: scope.userId,
      survey_taker: scope.surveyTaker,
      project_id: projectId,
      type,
      description,
    })
    .onConflict((oc) => oc.columns(['user_id', 'survey_taker', 'project_id']).doNothing())
    .returning(['id', 'project_id', 'type', 'survey_taker', 'description', 'created_at'])
    .executeTakeFirst();
}

export async function deleteProjectBookmarkById(db: Kysely<DB>, userId: number, id: number) {
  return db
    .deleteFrom('project_bookmarks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'project_id', 'type'])
    .executeTakeFirst();
}

export async function deleteProjectBookmarkByProject(
  db: Kysely<DB>,
  scope: Scope,
  projectId: number,
  type: ProjectBookmarkType | undefined,
) {
  let q = db
    .deleteFrom('project_bookmarks')
    .where('user_id', '=', scope.userId)
    .where('survey_taker', '=', scope.surveyTaker)
    .where('project_id', '=', projectId);
  if (type) q = q.where('type', '=', type);
  return q.returning(['id', 'project_id', 'type']).executeTakeFirst();
}

/** The ids among `projectIds` that the user has bookmarked in this scope (for existsInBookmarks on lists). */
export async function bookmarkedProjectIds(
  db: Kysely<DB>,
  scope: Scope,
  projectIds: number[],
): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('project_bookmarks')
    .select('project_id')
    .where('user_id', '=', scope.userId)
    .where('survey_taker', '=', scope.surveyTaker)
    .where('project_id', 'in', projectIds)
    .execute();
  return new Set(rows.map((r) => r.project_id));
}
