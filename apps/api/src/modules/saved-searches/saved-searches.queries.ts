import { sql, type Kysely } from 'kysely';
import type { SavedSearchDto } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

/** A user's saved searches for one survey taker ('' = the user themselves). */
export interface Scope {
  userId: number;
  surveyTaker: string;
}

// SQL of saved searches, scoped by (user_id, survey_taker).

function scoped(db: Kysely<DB>, scope: Scope, search: string | undefined) {
  let q = db
    .selectFrom('saved_searches')
    .where('user_id', '=', scope.userId)
    .where('survey_taker', '=', scope.surveyTaker);
  if (search) {
    // Substring match on the description, case-insensitive, LIKE wildcards taken literally.
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`description ILIKE ${pattern}`);
  }
  return q;
}

const toDto = (r: {
  id: number;
  description: string;
  url: string;
  survey_taker: string;
  created_at: Date;
}): SavedSearchDto => ({
  id: r.id,
  description: r.description,
  url: r.url,
  survey_taker: r.survey_taker,
  createdAt: r.created_at.toISOString(),
});

export async function countSavedSearches(db: Kysely<DB>, scope: Scope, search?: string) {
  const row = await scoped(db, scope, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSavedSearches(
  db: Kysely<DB>,
  scope: Scope,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const rows = await scoped(db, scope, search)
    .select(['id', 'description', 'url', 'survey_taker', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toDto);
}

/**
 * Stores a saved search; undefined when the scope already has one of that name (any letter case: the unique
 * index saved_searches_name_key), so a retried create never stores a second one.
 */
export async function insertSavedSearch(db: Kysely<DB>, scope: Scope, description: string, url: string) {
  const row = await db
    .insertInto('saved_searches')
    .values({ user_id: scope.userId, survey_taker: scope.surveyTaker, description, url })
    .onConflict((oc) => oc.expression(sql`user_id, survey_taker, lower(description)`).doNothing())
    .returning(['id', 'description', 'url', 'survey_taker', 'created_at'])
    .executeTakeFirst();
  return row && toDto(row);
}

export async function deleteSavedSearch(db: Kysely<DB>, userId: number, id: number) {
  return db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}
