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

/**
 * The parcels a land owner names, by parcel id as the parcels table spells it or formats it: the row id of each
 * name found, in the order named (names not found are left out).
 */
export async function parcelsNamed(db: Kysely<DB>, names: string[]): Promise<{ name: string; id: number }[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('parcels')
    .select(['id', 'parcel_id', 'formatted_parcel_id'])
    .where((eb) => eb.or([eb('parcel_id', 'in', names), eb('formatted_parcel_id', 'in', names)]))
    .execute();
  return names.flatMap((name) => {
    const row = rows.find((r) => r.parcel_id === name || r.formatted_parcel_id === name);
    return row ? [{ name, id: Number(row.id) }] : [];
  });
}

/**
 * The surveys that offer land in words in one of `cities` (lower case): Land Owner surveys and client surveys for a
 * Property Seller without a parcel id, other than `surveyId`, newest first (land-offers.ts).
 */
export function landOfferSurveys(db: Kysely<DB>, surveyId: number, cities: string[], limit: number) {
  return (
    db
      .selectFrom('surveys as s')
      .select([
        's.id',
        's.survey_type',
        's.response',
        's.contact_id',
        's.project_id',
        's.email',
        's.firstname',
        's.lastname',
        's.user_id',
        's.updated_at',
      ])
      .where('s.deleted_at', 'is', null)
      .where('s.id', '<>', surveyId)
      .where((eb) =>
        eb.or([
          eb('s.survey_type', '=', 'Land Owner'),
          eb.and([
            eb('s.survey_type', 'in', ['Builder Client', 'Real Estate Agent Client']),
            eb('s.client_type', '=', 'Property Seller'),
          ]),
        ]),
      )
      .where(sql<boolean>`lower(s.response ->> 'city') = ANY(${cities}::text[])`)
      // Land named by parcel id is marked on its parcel in a survey's parcel list instead (owner-land.ts).
      .where(sql<boolean>`coalesce(btrim(s.response ->> 'parcel_ids'), '') = ''`)
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute()
  );
}
