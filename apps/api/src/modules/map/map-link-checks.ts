import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError } from '../../lib/errors.js';
import { viewerOf, type Viewer } from './map-access.js';

/**
 * Checks of a map link's values that need the database, run by every call that takes the map's filters (lists,
 * counts, centres, the coordinates call's clusters and polygons, vector tiles, GIS exports) before any filter is
 * compiled. A value the filters would silently match nothing with, or silently ignore, is a 400 naming the field
 * instead: the map shows the message under 'Invalid Filter' and drops the parameter
 * (apps/web/src/features/map/map-screen.tsx), so the user learns why rather than seeing 0 results or another
 * user's figures.
 */
export async function assertMapLink(
  db: Kysely<DB>,
  f: MapFilters,
  viewer: Pick<Viewer, 'userId' | 'isAdmin'>,
) {
  await assertKnownCities(db, f.cities);
  await assertReadableSurvey(db, f.surveyId, viewer);
}

/**
 * The one step the routes taking the map's filters share: a preHandler (after the route's guard and the query's
 * validation, before the handler) running assertMapLink on the query, so the same link answers the same 400 with the
 * same message whichever of them is asked. Give it after the guard: `preHandler: [app.requireDataAccess, check]`.
 * Routes that take the map's query but never apply its filters (a parent's centre by childId) do not run it.
 */
export function mapLinkCheck(
  db: () => Kysely<DB>,
  /** The filters the route applies, when not its whole query; undefined when it ignores them (a name search). */
  filtersOf: (query: Record<string, unknown>) => MapFilters | undefined = (q) => q as MapFilters,
) {
  return async function checkMapLink(req: FastifyRequest) {
    const f = filtersOf(req.query as Record<string, unknown>);
    if (f) await assertMapLink(db(), f, viewerOf(req));
  };
}

/**
 * Cities: names no Utah city (the cities table), parcel, project or MLS listing (Market Stats filters listings by
 * their own city) carries, e.g. 'Atlantis'. The filter matches city names exactly, so a name in the wrong case is
 * unknown too, and named as such.
 */
async function assertKnownCities(db: Kysely<DB>, cities: string[] | undefined) {
  if (!cities?.length) return;
  const names = sql`ARRAY[${sql.join(cities.map((c) => sql`${c}`))}]::text[]`;
  const { rows } = await sql<{ name: string }>`
    SELECT n AS name FROM unnest(${names}) AS n
     WHERE NOT EXISTS (SELECT 1 FROM cities c WHERE c.state = 'UT' AND c.name = n)
       AND NOT EXISTS (SELECT 1 FROM parcels p WHERE p.city = n)
       AND NOT EXISTS (SELECT 1 FROM projects pr WHERE pr.city = n)
       AND NOT EXISTS (SELECT 1 FROM mls_listings l WHERE l.city = n)`.execute(db);
  if (rows.length)
    throw new BadRequestError(
      `cities: ${rows.length === 1 ? 'no Utah city is named' : 'no Utah cities are named'} ${rows.map((r) => `'${r.name}'`).join(', ')}`,
    );
}

/**
 * surveyId: the map replaces the link's filters with the survey's saved ones (spec 2.9) when the caller may read
 * the survey (their own, or any for an admin; docs/surveys.md). For anyone else the filters cannot be applied, and
 * the counts would be those of no filter at all while the survey's owner sees its own: refused, as the survey
 * pages refuse it ('Survey not found', never whose it is).
 */
async function assertReadableSurvey(
  db: Kysely<DB>,
  surveyId: string | undefined,
  viewer: Pick<Viewer, 'userId' | 'isAdmin'>,
) {
  if (surveyId === undefined) return;
  if (!/^\d{1,15}$/.test(surveyId)) throw new BadRequestError('surveyId: must be a survey id (digits)');
  const survey = await db
    .selectFrom('surveys')
    .select('user_id')
    .where('id', '=', Number(surveyId))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!survey || (survey.user_id !== viewer.userId && !viewer.isAdmin))
    throw new BadRequestError('surveyId: Survey not found');
}
