import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';

// Reads of the survey lists (surveys.routes.ts); the rules of saving, enabling and deleting are surveys.service.ts.

/** Whose surveys a list shows: a taker's e-mail (lower case) when given, else the user's own. */
export interface SurveyListScope {
  userId?: number;
  email?: string | null;
  type?: string;
  projectsOnly?: boolean;
}

/** One page of the surveys in scope, newest first, and how many there are. */
export async function surveyPage(db: Kysely<DB>, where: SurveyListScope, p: { page: number; limit: number }) {
  let q = db.selectFrom('surveys').where('deleted_at', 'is', null);
  if (where.email) q = q.where(sql<boolean>`lower(email) = ${where.email}`);
  else if (where.userId !== undefined) q = q.where('user_id', '=', where.userId);
  if (where.type) q = q.where('survey_type', '=', where.type);
  if (where.projectsOnly) q = q.where('survey_type', '=', 'I Have a Project');
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
  ]);
  return { rows, total: n };
}

/** Every survey of a taker (by e-mail, lower case) or else of the user, newest first. */
export function takerSurveys(db: Kysely<DB>, userId: number, email: string | null) {
  let q = db.selectFrom('surveys').selectAll().where('deleted_at', 'is', null);
  q = email ? q.where(sql<boolean>`lower(email) = ${email}`) : q.where('user_id', '=', userId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
