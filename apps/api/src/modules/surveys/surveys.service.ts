// Surveys taken in the app: save, recalculate, enable, make private, delete, read (docs/surveys.md).

import { sql, type Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  PROJECT_DELETE_REASONS,
  answerMessage,
  answerText,
  isVisible,
  parcelIdsOf,
  SURVEY_DEFINITIONS,
  hasControlChars,
  joinAnswers,
  mayEnableSurvey,
  parseSurveyAnswers,
  surveyProfileOf,
  surveyTypeOf,
  surveyWarning,
  type Principal,
  type SurveyType,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { surveyTakerOf } from '../../lib/access.js';
import { withdrawContact, withdrawProject, writeProfile } from './survey-profile.js';
import { parcelsNamed } from './surveys.queries.js';

export const DELETE_REASON_MESSAGE = 'Please select an option to delete';
export const SURVEY_NOT_FOUND = 'Survey not found';
export const ONE_ENABLED_MESSAGE = 'Only one survey profile can be enabled at a time';
/** A second survey of a type a user holds once (registry.ts, `holds`). */
export const oneOfTypeMessage = (name: string) =>
  `You already have a ${name}: retake it to change your answers`;

export const principalOf = (u: CurrentUser): Principal => ({
  role: u.role,
  status: u.status,
  email: u.email,
});

/** Identity fields of a response (spec section 7), next to the question fields. */
const IDENTITY_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'company',
  'clientCodeName',
  'clientType',
  'recommenderFirstName',
  'recommenderLastName',
] as const;

export interface SaveInput {
  id?: number;
  surveyName: string;
  response: Record<string, unknown>;
}

type SurveyRow = Awaited<ReturnType<typeof loadSurvey>>;

function loadSurvey(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('surveys')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A survey the user may read: their own, or anyone's for an admin. 404 otherwise (never says whose it is). */
export async function readableSurvey(db: Kysely<DB>, u: CurrentUser, id: number) {
  const s = await loadSurvey(db, id);
  if (!s || (s.user_id !== u.id && !u.isAdmin)) throw new NotFoundError(SURVEY_NOT_FOUND);
  return s;
}

/** A survey the user may change: only their own (404 for anyone else's, admins included). */
async function ownSurvey(db: Kysely<DB>, u: CurrentUser, id: number) {
  const s = await loadSurvey(db, id);
  if (!s || s.user_id !== u.id) throw new NotFoundError(SURVEY_NOT_FOUND);
  return s;
}

const text = (v: unknown, field: string, max = 200): string | null => {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > max || hasControlChars(v))
    throw new BadRequestError(`response.${field}: must be text of at most ${max} characters`);
  return v.trim() || null;
};

/** Checks the answers: options, numbers, cities (the cities table), then the spec's warnings. */
async function checkedAnswers(db: Kysely<DB>, type: SurveyType, response: Record<string, unknown>) {
  const def = SURVEY_DEFINITIONS[type];
  const parsed = parseSurveyAnswers(def, response);
  if (parsed.error !== null) throw new BadRequestError(parsed.error, { field: `response.${parsed.field}` });
  const warning = surveyWarning(type, parsed.answers);
  if (warning) throw new BadRequestError(warning);
  for (const question of def.questions.filter((q) => q.source === 'cities')) {
    const field = question.field;
    const v = parsed.answers[field];
    const names = Array.isArray(v) ? v : v ? [v] : [];
    if (names.length === 0) continue;
    const known = await db
      .selectFrom('cities')
      .select('name')
      .where(sql<boolean>`lower(name) = ANY(${names.map((n) => n.toLowerCase())}::text[])`)
      .execute();
    const byLower = new Map(known.map((k) => [k.name.toLowerCase(), k.name]));
    const unknown = names.find((n) => !byLower.has(n.toLowerCase()));
    if (unknown)
      throw new BadRequestError(answerMessage(question, `'${unknown}' is not a Utah city.`), {
        field: `response.${field}`,
      });
    // Stored with the city's own spelling.
    parsed.answers[field] = Array.isArray(v)
      ? names.map((n) => byLower.get(n.toLowerCase())!)
      : byLower.get(names[0]!.toLowerCase())!;
  }
  const parcelQuestion = def.questions.find((q) => q.field === 'parcel_ids' && isVisible(q, parsed.answers));
  const named = parcelIdsOf(answerText(parsed.answers, 'parcel_ids'));
  if (parcelQuestion && named.length) {
    const found = await parcelsNamed(db, named);
    const missing = named.find((n) => !found.some((f) => f.name === n));
    if (missing)
      throw new BadRequestError(answerMessage(parcelQuestion, `'${missing}' is not a parcel id we hold.`), {
        field: 'response.parcel_ids',
      });
  }
  return parsed.answers;
}

/**
 * Saves a survey (a new one when there is no id): its answers, criteria rows, filter URL and the matching profile
 * (contact, project) they describe. 'Update Survey' and 'Recalculate Survey' both save through here, so what other
 * users match against is always the saved survey (docs/surveys.md, "Storage").
 */
export async function saveSurvey(db: Kysely<DB>, u: CurrentUser, input: SaveInput) {
  if (!mayEnableSurvey(principalOf(u))) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToEnable);
  const type = surveyTypeOf(input.surveyName);
  if (!type) throw new BadRequestError(`surveyName: '${input.surveyName.slice(0, 80)}' is not a survey`);
  const existing = input.id !== undefined ? await ownSurvey(db, u, input.id) : undefined;
  if (existing && existing.survey_type !== type)
    throw new BadRequestError(`surveyName: survey ${existing.id} is a ${existing.survey_type} Survey`);
  const answers = await checkedAnswers(db, type, input.response);
  if (!existing && SURVEY_DEFINITIONS[type].holds === 'one') {
    const held = await db
      .selectFrom('surveys')
      .select('id')
      .where('user_id', '=', u.id)
      .where('survey_type', '=', type)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (held) throw new ConflictError(oneOfTypeMessage(SURVEY_DEFINITIONS[type].name));
  }
  const r = input.response;
  const ident = {
    firstname: text(r.firstname, 'firstname') ?? u.firstname,
    lastname: text(r.lastname, 'lastname') ?? u.lastname,
    company: text(r.company, 'company'),
    clientCodeName:
      text(r.clientCodeName, 'clientCodeName') ?? (answers.client_code_name as string | undefined) ?? null,
    clientType: (answers.client_type as string | undefined) ?? null,
    recommenderFirstName: text(r.recommenderFirstName, 'recommenderFirstName'),
    recommenderLastName: text(r.recommenderLastName, 'recommenderLastName'),
  };
  const profile = surveyProfileOf(type, answers);
  const response = { email: u.email, ...ident, ...joinAnswers(answers) };
  const project = profile.project;

  return db.transaction().execute(async (trx) => {
    const columns = {
      email: u.email,
      firstname: ident.firstname,
      lastname: ident.lastname,
      company: ident.company,
      client_code_name: ident.clientCodeName,
      client_type: ident.clientType,
      response: JSON.stringify(response),
      project_name: project?.name ?? null,
      acres: project?.acres ?? null,
      address: project?.address ?? null,
      city: project?.city ?? null,
      updated_at: new Date(),
    };
    const row = existing
      ? await trx
          .updateTable('surveys')
          .set(columns)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('surveys')
          .values({ ...columns, user_id: u.id, survey_type: type })
          .returningAll()
          .executeTakeFirstOrThrow();
    await trx
      .updateTable('surveys')
      .set({ filter_url: `${profile.filterQuery}${profile.filterQuery ? '&' : ''}surveyId=${row.id}` })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('survey_criteria').where('survey_id', '=', row.id).execute();
    if (profile.criteria.length)
      await trx
        .insertInto('survey_criteria')
        .values(profile.criteria.map((c) => ({ survey_id: row.id, criteria: c.criteria, value: c.value })))
        .execute();
    const ids = await writeProfile(
      trx,
      { id: row.id, contactId: row.contact_id, projectId: row.project_id, isPrivate: row.is_private },
      profile,
      { email: u.email, firstname: ident.firstname, lastname: ident.lastname, company: ident.company },
    );
    await trx
      .updateTable('surveys')
      .set({ contact_id: ids.contactId, project_id: ids.projectId })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  });
}

/** Switches a survey profile on (the others off, atomically) or off. Free Trial: 403. */
export async function setEnabled(db: Kysely<DB>, u: CurrentUser, id: number, enabled: boolean) {
  const s = await ownSurvey(db, u, id);
  if (enabled && !mayEnableSurvey(principalOf(u))) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToEnable);
  try {
    await db.transaction().execute(async (trx) => {
      // The user's row serialises concurrent switches; the partial unique index is the last word.
      await sql`SELECT id FROM users WHERE id = ${u.id} FOR UPDATE`.execute(trx);
      if (enabled)
        await trx
          .updateTable('surveys')
          .set({ is_enabled: false })
          .where('user_id', '=', u.id)
          .where('id', '!=', s.id)
          .where('is_enabled', '=', true)
          .execute();
      const done = await trx
        .updateTable('surveys')
        .set({ is_enabled: enabled })
        .where('id', '=', s.id)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!done) throw new NotFoundError(SURVEY_NOT_FOUND);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ConflictError(ONE_ENABLED_MESSAGE);
    throw err;
  }
}

/** Public (false) or private (true): a private project survey's project leaves the market. */
export async function setPrivate(db: Kysely<DB>, u: CurrentUser, id: number, isPrivate: boolean) {
  const s = await ownSurvey(db, u, id);
  if (s.survey_type !== 'I Have a Project')
    throw new BadRequestError('surveyid: only I Have a Project surveys can be public or private');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('surveys').set({ is_private: isPrivate }).where('id', '=', s.id).execute();
    if (isPrivate && s.project_id !== null) {
      await withdrawProject(trx, s.project_id, null);
      await trx.updateTable('surveys').set({ project_id: null }).where('id', '=', s.id).execute();
    }
    if (!isPrivate) {
      const type = s.survey_type as SurveyType;
      const answers = parseSurveyAnswers(SURVEY_DEFINITIONS[type], s.response as Record<string, unknown>);
      if (answers.answers) {
        const ids = await writeProfile(
          trx,
          { id: s.id, contactId: s.contact_id, projectId: s.project_id, isPrivate: false },
          surveyProfileOf(type, answers.answers),
          takerOf(s),
        );
        await trx.updateTable('surveys').set({ project_id: ids.projectId }).where('id', '=', s.id).execute();
      }
    }
  });
}

const takerOf = (s: NonNullable<SurveyRow>) => ({
  email: s.email,
  firstname: s.firstname ?? '',
  lastname: s.lastname ?? '',
  company: s.company,
});

/**
 * Deletes a survey (deleteStatus, default 'deleted'): it leaves the lists, its contact leaves the matches, and a
 * project survey's project follows the reason, which project surveys must give.
 */
export async function deleteSurvey(db: Kysely<DB>, u: CurrentUser, id: number, deleteStatus?: string) {
  const s = await ownSurvey(db, u, id);
  const reasons = PROJECT_DELETE_REASONS as readonly string[];
  const status = deleteStatus?.trim() || undefined;
  if (s.survey_type === 'I Have a Project') {
    if (!status || !reasons.includes(status)) throw new BadRequestError(DELETE_REASON_MESSAGE);
  } else if (status && status !== 'deleted' && !reasons.includes(status))
    throw new BadRequestError(`deleteStatus: must be 'deleted' or one of ${reasons.join(', ')}`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('surveys')
      .set({ deleted_at: new Date(), delete_status: status ?? 'deleted', is_enabled: false })
      .where('id', '=', s.id)
      .execute();
    if (s.contact_id !== null) await withdrawContact(trx, s.contact_id);
    if (s.project_id !== null) await withdrawProject(trx, s.project_id, status ?? null);
  });
}

/** A survey in the list shapes of the spec (GET /surveys data row, survey list row). */
export function surveyListRow(s: NonNullable<SurveyRow>) {
  const name = SURVEY_DEFINITIONS[s.survey_type as SurveyType]?.name ?? `${s.survey_type} Survey`;
  return {
    id: s.id,
    surveyid: s.id,
    name,
    surveyName: name,
    criteria: 'surveyName',
    value: name,
    email: s.email,
    isPrivate: s.is_private,
    isEnabled: s.is_enabled,
    createddate: s.created_at.toISOString(),
    createdDate: s.created_at.toISOString(),
    allData: s.response as Record<string, unknown>,
    city: s.city,
    projectName: s.project_name,
    address: s.address,
    acres: s.acres,
    filterUrl: s.filter_url,
  };
}

/**
 * The survey-taker scope of a list: null for the user's own surveys, or (admins) the e-mail named; others naming
 * someone else get 403.
 */
export function listEmail(u: CurrentUser, email?: string): string | null {
  return surveyTakerOf(principalOf(u), email) || null;
}

export const IDENTITY = IDENTITY_FIELDS;
