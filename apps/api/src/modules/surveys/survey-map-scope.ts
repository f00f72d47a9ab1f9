import { sql, type Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError } from '../../lib/errors.js';
import type { Caller } from '../../plugins/auth.js';
import type { MapScope, ScopedFilters } from '../map/map-filters.js';
import { viewerOf } from '../map/map-access.js';
import { placeIdQueries } from '../matching/matching.service.js';
import { surveySubject } from './survey-subject.js';

// A survey on the map (docs/surveys.md, "The survey on the map"): the map shows a survey's matches, the very parcels
// and projects its /network lists, whatever its saved filter can say (an investor's amount, a home buyer's budget
// and a supply survey's own record are not map filters). The map calls resolve the survey here and carry it on
// the filters as a `MapScope` (map/map-filters.ts), which every parcel and project condition of the call adds.

/**
 * The survey a map call names: `surveyId` (the caller's own, or anyone's for an admin: 400 'surveyId: Survey not
 * found' otherwise, as a map link), else, for an admin acting for a survey taker (`surveyTaker`), the taker's
 * enabled survey, else their newest (as the taker's /network). Null: no survey, or a taker without one.
 */
async function surveyOfCall(db: Kysely<DB>, req: Caller, f: MapFilters) {
  const viewer = viewerOf(req, f.surveyTaker);
  let q = db
    .selectFrom('surveys as s')
    .select([
      's.id',
      's.survey_type',
      's.response',
      's.contact_id',
      's.project_id',
      's.user_id',
      's.updated_at',
    ])
    .where('s.deleted_at', 'is', null);
  if (f.surveyId !== undefined) {
    if (!/^\d{1,15}$/.test(f.surveyId)) throw new BadRequestError('surveyId: must be a survey id (digits)');
    const s = await q.where('s.id', '=', Number(f.surveyId)).executeTakeFirst();
    if (!s || (s.user_id !== viewer.userId && !viewer.isAdmin))
      throw new BadRequestError('surveyId: Survey not found');
    return s;
  }
  // The taker an admin acts for ('' is the caller themselves: their own map, no survey unless named).
  if (!viewer.surveyTaker) return null;
  q = q.where(sql<boolean>`lower(s.email) = ${viewer.surveyTaker}`);
  return (
    (await q
      .orderBy('s.is_enabled', 'desc')
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The filters of a map call with the survey it names as their scope (unchanged without one): its parcels and
 * projects are the survey's matches (matching.service.ts, `placeIdQueries`), in addition to the call's filters.
 * Its cache key changes with the survey's answers.
 */
export async function withSurveyScope<F extends MapFilters>(
  db: Kysely<DB>,
  req: Caller,
  f: F,
): Promise<F & ScopedFilters> {
  const survey = await surveyOfCall(db, req, f);
  if (!survey) return f;
  const { profile } = await surveySubject(db, survey);
  const ids = placeIdQueries(db, profile);
  const scope: MapScope = {
    parcels: (a) => sql`${sql.ref(`${a}.id`)} IN (${ids.parcels})`,
    projects: (a) => sql`${sql.ref(`${a}.id`)} IN (${ids.projects})`,
    key: `survey:${survey.id}:${new Date(survey.updated_at).getTime()}`,
  };
  return { ...f, scope };
}
