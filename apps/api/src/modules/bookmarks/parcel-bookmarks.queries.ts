import { sql, type Kysely } from 'kysely';
import type { AreaGeometry, ParcelBookmarkItem } from '@utah-land/shared';

import type { DB } from '../../db/index.js';
import { selectCard } from '../parcels/parcels.queries.js';
import { toParcelCard } from '../parcels/parcel-mappers.js';
import { bookmarkFields, newestFirst, type Scope } from './bookmark-rows.js';

// SQL of parcel bookmarks. Every query is scoped by (user_id, survey_taker).

export type { Scope };

function scoped(db: Kysely<DB>, scope: Scope) {
  return db
    .selectFrom('parcel_bookmarks as b')
    .innerJoin('parcels as p', 'p.id', 'b.parcel_id')
    .where('b.user_id', '=', scope.userId)
    .where('b.survey_taker', '=', scope.surveyTaker);
}

export async function countParcelBookmarks(db: Kysely<DB>, scope: Scope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of bookmarked parcels as parcel cards (the map's card shape) plus the bookmark fields. */
export async function listParcelBookmarks(
  db: Kysely<DB>,
  scope: Scope,
  limit: number,
  offset: number,
): Promise<ParcelBookmarkItem[]> {
  // The map's own card columns and mapper; the bookmark list shows the card a non-admin sees.
  const viewer = { userId: scope.userId, isAdmin: false, freeTrial: false, surveyTaker: scope.surveyTaker };
  const rows = await scoped(db, scope)
    .select(['b.id as bookmarkId', 'b.description', 'b.survey_taker', 'b.created_at'])
    .select(selectCard(viewer))
    .$call((qb) => newestFirst(qb, limit, offset))
    .execute();
  return rows.map((r) => ({ ...bookmarkFields(r), ...toParcelCard(r, viewer) }));
}

export async function parcelBookmarkCoordinates(db: Kysely<DB>, scope: Scope, limit: number, offset: number) {
  return scoped(db, scope)
    .select([
      'b.id as bookmarkId',
      'p.id',
      'p.parcel_id',
      'p.ownership_name',
      sql<number>`ST_Y(p.center)`.as('lat'),
      sql<number>`ST_X(p.center)`.as('lng'),
      sql<AreaGeometry>`ST_AsGeoJSON(p.geom, 6)::json`.as('points'),
    ])
    .$call((qb) => newestFirst(qb, limit, offset))
    .execute();
}

export async function parcelExists(db: Kysely<DB>, parcelId: number): Promise<boolean> {
  const row = await db.selectFrom('parcels').select('id').where('id', '=', parcelId).executeTakeFirst();
  return !!row;
}

/** Inserts the bookmark; undefined when (user, survey taker, parcel) is already bookmarked. */
export async function insertParcelBookmark(
  db: Kysely<DB>,
  scope: Scope,
  parcelId: number,
  description: string | null,
) {
  return db
    .insertInto('parcel_bookmarks')
    .values({ user_id: scope.userId, survey_taker: scope.surveyTaker, parcel_id: parcelId, description })
    .onConflict((oc) => oc.columns(['user_id', 'survey_taker', 'parcel_id']).doNothing())
    .returning(['id', 'parcel_id', 'survey_taker', 'description', 'created_at'])
    .executeTakeFirst();
}

/** Deletes the user's bookmark with this id (whatever its survey-taker scope); the deleted row, if any. */
export async function deleteParcelBookmarkById(db: Kysely<DB>, userId: number, id: number) {
  return db
    .deleteFrom('parcel_bookmarks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'parcel_id'])
    .executeTakeFirst();
}

export async function deleteParcelBookmarkByParcel(db: Kysely<DB>, scope: Scope, parcelId: number) {
  return db
    .deleteFrom('parcel_bookmarks')
    .where('user_id', '=', scope.userId)
    .where('survey_taker', '=', scope.surveyTaker)
    .where('parcel_id', '=', parcelId)
    .returning(['id', 'parcel_id'])
    .executeTakeFirst();
}

/** The ids among `parcelIds` that the user has bookmarked in this scope (for existsInBookmarks on lists). */
export async function bookmarkedParcelIds(
  db: Kysely<DB>,
  scope: Scope,
  parcelIds: number[],
): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('parcel_bookmarks')
    .select('parcel_id')
    .where('user_id', '=', scope.userId)
    .where('survey_taker', '=', scope.surveyTaker)
    .where('parcel_id', 'in', parcelIds)
    .execute();
  return new Set(rows.map((r) => r.parcel_id));
}
