import { sql, type Kysely } from 'kysely';
import type { ProjectBookmarkItem, ProjectBookmarkType } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { selectProjectCard } from '../projects/projects.queries.js';
import { toProjectCard } from '../projects/project-mappers.js';
import { bookmarkFields, newestFirst, type Scope } from './bookmark-rows.js';

// SQL of project bookmarks (parent and child). Every query is scoped by (user_id, survey_taker).

function scoped(db: Kysely<DB>, scope: Scope, type?: ProjectBookmarkType) {
  let q = db
    .selectFrom('project_bookmarks as b')
    .innerJoin('projects as pr', 'pr.id', 'b.project_id')
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
  // The map's own card columns and mapper.
  const viewer = { userId: scope.userId, isAdmin: false, freeTrial: false, surveyTaker: scope.surveyTaker };
  const rows = await scoped(db, scope, type)
    .select(['b.id as bookmarkId', 'b.description', 'b.survey_taker', 'b.created_at', 'b.type'])
    .select(selectProjectCard(viewer))
    .$call((qb) => newestFirst(qb, limit, offset))
    .execute();
  return rows.map((r) => ({
    ...bookmarkFields(r),
    type: r.type as ProjectBookmarkType,
    ...toProjectCard(r),
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
    .where('pr.center', 'is not', null)
    .select([
      'b.id as bookmarkId',
      'b.type',
      'pr.id',
      'pr.name',
      sql<number>`ST_Y(pr.center)`.as('lat'),
      sql<number>`ST_X(pr.center)`.as('lng'),
    ])
    .$call((qb) => newestFirst(qb, limit, offset))
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
