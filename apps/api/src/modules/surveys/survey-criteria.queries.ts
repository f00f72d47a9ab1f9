import { sql, type Kysely } from 'kysely';
import type { RoleName } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

// SQL of the survey criteria rows (survey-criteria.routes.ts, docs/surveys.md).

/** A survey's criteria rows with what the answer shows of their survey, in id order. */
export const criteriaRowsOf = (db: Kysely<DB>, surveyId: number) =>
  db
    .selectFrom('survey_criteria as c')
    .innerJoin('surveys as s', 's.id', 'c.survey_id')
    .select([
      'c.id',
      'c.criteria',
      'c.value',
      'c.survey_id',
      'c.created_at',
      's.email',
      's.survey_type',
      's.is_private',
      's.response',
    ])
    .where('c.survey_id', '=', surveyId)
    .orderBy('c.id')
    .execute();

export type CriteriaRow = Awaited<ReturnType<typeof criteriaRowsOf>>[number];

/** The survey a criteria row belongs to (undefined when there is no such row). */
export async function surveyIdOfCriteria(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('survey_criteria')
    .select('survey_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.survey_id;
}

/** Replaces a survey's criteria rows, all or nothing. */
export async function replaceCriteria(
  db: Kysely<DB>,
  surveyId: number,
  criteria: { criteria: string; value: string }[],
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('survey_criteria').where('survey_id', '=', surveyId).execute();
    if (criteria.length)
      await trx
        .insertInto('survey_criteria')
        .values(criteria.map((c) => ({ survey_id: surveyId, criteria: c.criteria, value: c.value })))
        .execute();
  });
}

/** Who the survey options list shows: a user's own surveys, or (admins) any, narrowed by taker e-mail or role. */
export interface SurveyOptionsScope {
  /** Only this user's surveys (non-admins). */
  userId?: number;
  /** Part of the taker's e-mail, lower case. */
  email: string | null;
  /** Part of the survey's name ('<type> Survey'). */
  value?: string;
  /** Takers with this role (admins). */
  role?: RoleName;
  page: number;
  limit: number;
}

const likeContains = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

/** One page of the surveys in scope, newest first, and how many there are. */
export async function surveyOptionsPage(db: Kysely<DB>, scope: SurveyOptionsScope) {
  let q = db.selectFrom('surveys as s').where('s.deleted_at', 'is', null);
  if (scope.userId !== undefined) q = q.where('s.user_id', '=', scope.userId);
  if (scope.email) q = q.where(sql<boolean>`lower(s.email) LIKE ${likeContains(scope.email)}`);
  if (scope.value) q = q.where(sql<boolean>`(s.survey_type || ' Survey') ILIKE ${likeContains(scope.value)}`);
  const role = scope.role;
  if (role)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .whereRef('ur.user_id', '=', 's.user_id')
          .where('r.name', '=', role)
          .select('ur.user_id'),
      ),
    );
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(['s.id', 's.email', 's.firstname', 's.lastname', 's.survey_type', 's.client_code_name'])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(scope.limit)
      .offset((scope.page - 1) * scope.limit)
      .execute(),
  ]);
  return { rows, total: n };
}

/** The first of `names` that is not a city of the cities table (case-insensitive), or undefined. */
export async function unknownCity(db: Kysely<DB>, names: string[]): Promise<string | undefined> {
  if (names.length === 0) return undefined;
  const known = await db
    .selectFrom('cities')
    .select(sql<string>`lower(name)`.as('name'))
    .where(sql<boolean>`lower(name) = ANY(${names.map((n) => n.toLowerCase())}::text[])`)
    .execute();
  const set = new Set(known.map((k) => k.name));
  return names.find((n) => !set.has(n.toLowerCase()));
}
