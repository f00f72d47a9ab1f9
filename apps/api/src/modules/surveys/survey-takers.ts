// Survey takers (docs/surveys.md, "Survey takers"): the e-mails that have taken surveys, their client surveys by
// client-code name, the survey a taker's matches are read from, and the contacts list of the survey-taker picker.

import { sql, type Kysely } from 'kysely';
import {
  SURVEY_DEFINITIONS,
  paginationOf,
  surveyTypeOf,
  type SurveyType,
  type TakerSurvey,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { NotFoundError } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { surveyTakerOf } from '../../lib/access.js';
import { principalOf, readableSurvey } from './surveys.service.js';

export const NO_TAKER_SURVEY = 'This survey taker has no survey';

const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameOf = (type: string) => SURVEY_DEFINITIONS[type as SurveyType]?.name ?? `${type} Survey`;

type SurveyRow = {
  id: number;
  email: string;
  survey_type: string;
  client_code_name: string | null;
  client_type: string | null;
  is_enabled: boolean;
  created_at: Date;
  project_name: string | null;
  acres: number | null;
  address: string | null;
  city: string | null;
};
const takerSurveyOf = (s: SurveyRow): TakerSurvey => ({
  surveyid: s.id,
  surveyName: nameOf(s.survey_type),
  clientCodeName: s.client_code_name,
  clientType: s.client_type,
  isEnabled: s.is_enabled,
  createdDate: s.created_at.toISOString(),
  projectName: s.project_name,
  acres: s.acres,
  address: s.address,
  city: s.city,
});
const SURVEY_COLUMNS = [
  's.id',
  's.email',
  's.survey_type',
  's.client_code_name',
  's.client_type',
  's.is_enabled',
  's.created_at',
  's.project_name',
  's.acres',
  's.address',
  's.city',
] as const;

/**
 * The e-mail whose surveys a call reads: the caller's own (null: by user id) or, for an admin, the survey taker
 * named. A non-admin naming someone else gets 403 (the access policy's survey-taker scope).
 */
export function takerEmail(u: CurrentUser, email?: string): string | null {
  return surveyTakerOf(principalOf(u), email) || null;
}

/** The live surveys of the caller (email null) or of the survey taker `email`. */
function surveysOf(db: Kysely<DB>, u: CurrentUser, email: string | null) {
  const q = db.selectFrom('surveys as s').where('s.deleted_at', 'is', null);
  return email ? q.where(sql<boolean>`lower(s.email) = ${email}`) : q.where('s.user_id', '=', u.id);
}

/**
 * Survey takers, a page of distinct e-mails (search: part of the e-mail or name), each with its surveys, newest
 * first. Admins only (the survey-taker selector).
 */
export async function listTakers(db: Kysely<DB>, search: string | undefined, page: number, limit: number) {
  let q = db.selectFrom('surveys as s').where('s.deleted_at', 'is', null);
  const term = search?.trim();
  if (term) {
    const like = likeContains(term.toLowerCase());
    q = q.where(
      sql<boolean>`(lower(s.email) LIKE ${like} OR lower(coalesce(s.firstname, '') || ' ' || coalesce(s.lastname, '')) LIKE ${like})`,
    );
  }
  const [{ n }, emails] = await Promise.all([
    q.select(sql<number>`count(DISTINCT lower(s.email))::int`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(sql<string>`lower(s.email)`.as('email'))
      .groupBy(sql`lower(s.email)`)
      .orderBy(sql`lower(s.email)`)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const keys = emails.map((e) => e.email);
  const rows = keys.length
    ? await db
        .selectFrom('surveys as s')
        .select([...SURVEY_COLUMNS, 's.firstname', 's.lastname', 's.company'])
        .where('s.deleted_at', 'is', null)
        .where(sql<boolean>`lower(s.email) = ANY(${keys}::text[])`)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute()
    : [];
  return {
    data: keys.map((email) => {
      const mine = rows.filter((r) => r.email.toLowerCase() === email);
      const who = mine.find((r) => r.firstname || r.lastname) ?? mine[0];
      return {
        email,
        firstname: who?.firstname ?? null,
        lastname: who?.lastname ?? null,
        company: mine.find((r) => r.company)?.company ?? null,
        surveys: mine.map(takerSurveyOf),
      };
    }),
    pagination: paginationOf({ page, limit }, n),
  };
}

/**
 * The client surveys (Builder Client, Real Estate Agent Client) of the caller or, for an admin, of `email`, with
 * their client-code names; `clientcode` narrows by part of the name, `surveyName` by the survey.
 */
export async function clientCodeNames(
  db: Kysely<DB>,
  u: CurrentUser,
  q: { email?: string; clientcode?: string; surveyName?: string },
) {
  const email = takerEmail(u, q.email);
  const types = q.surveyName?.trim()
    ? [surveyTypeOf(q.surveyName) ?? '-none-']
    : ['Builder Client', 'Real Estate Agent Client'];
  let s = surveysOf(db, u, email)
    .where('s.survey_type', 'in', types)
    .where('s.client_code_name', 'is not', null);
  if (q.clientcode?.trim())
    s = s.where(
      sql<boolean>`lower(s.client_code_name) LIKE ${likeContains(q.clientcode.trim().toLowerCase())}`,
    );
  const rows = await s
    .select(SURVEY_COLUMNS)
    .orderBy('s.client_code_name')
    .orderBy('s.id', 'desc')
    .limit(500)
    .execute();
  return { data: rows.map((r) => ({ ...takerSurveyOf(r), email: r.email })) };
}

/**
 * The survey a survey taker's matches are read from: `surveyid` when given (it must be the taker's), else the
 * taker's enabled survey, else the newest. 404 when the taker has none.
 */
export async function takerSurvey(db: Kysely<DB>, u: CurrentUser, email?: string, surveyid?: number) {
  const owner = takerEmail(u, email);
  let q = surveysOf(db, u, owner).select('s.id');
  if (surveyid !== undefined) q = q.where('s.id', '=', surveyid);
  const row = await q
    .orderBy('s.is_enabled', 'desc')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(NO_TAKER_SURVEY);
  return readableSurvey(db, u, row.id);
}

/** Contacts, optionally by e-mail (part of it; a whole address matches exactly), with their surveys' count. */
export async function listContacts(db: Kysely<DB>, email: string | undefined, page: number, limit: number) {
  let q = db.selectFrom('contacts as c');
  const e = email?.trim().toLowerCase();
  if (e)
    q = e.includes('@')
      ? q.where(sql<boolean>`c.emails @> ${[e]}::text[]`)
      : q.where(sql<boolean>`array_to_string(c.emails, ' ') ILIKE ${likeContains(e)}`);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'c.id',
        'c.name',
        'c.firstname',
        'c.lastname',
        'c.emails',
        'c.types',
        sql<string | null>`(SELECT string_agg(co.name, ', ' ORDER BY co.name) FROM company_contacts cc
          JOIN companies co ON co.id = cc.company_id WHERE cc.contact_id = c.id)`.as('company'),
        sql<number>`(SELECT count(*)::int FROM surveys s WHERE s.deleted_at IS NULL
          AND lower(s.email) = ANY(SELECT lower(x) FROM unnest(c.emails) x))`.as('surveyCount'),
      ])
      .orderBy('c.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { data: rows, pagination: paginationOf({ page, limit }, n) };
}
