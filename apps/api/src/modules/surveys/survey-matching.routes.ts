import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MATCHING_TYPES,
  SURVEY_CARD_TYPES,
  SURVEY_DEFINITIONS,
  SURVEY_MATCH_LIMITS,
  landOffersAnswer,
  surveyCountsAnswer,
  surveyMatchesAnswer,
  surveyQueriesAnswer,
  surveyResultsAnswer,
  type MatchingType,
  type SurveyType,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { freeTrialPaging, visibleRow } from '../matching/free-trial-rule.js';
import { landOffersFor } from './land-offers.js';
import { normalizeMatchingType } from '../matching/matching.kinds.js';
import { surveyCounts, surveyMatches, surveyQueries, surveyResults } from './survey-matching.js';
import { surveySubject } from './survey-subject.js';
import { readableSurvey } from './surveys.service.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['surveys'];
const surveyId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id: surveyId });
export const SURVEY_ACCESS =
  'The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each ' +
  "row replaced by an 'Upgrade to view details' placeholder.";
export const isRecalculating = z
  .string()
  .max(10)
  .optional()
  .describe('Accepted for the spec’s callers; the survey’s profile is read afresh on every call');
export const matchingtype = z
  .preprocess(normalizeMatchingType, z.enum(MATCHING_TYPES))
  .describe(
    'builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, parcels, projects',
  );
export const resultsQuery = {
  matchingtype,
  matchingRecordsPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  matchingRecordsLimit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SURVEY_MATCH_LIMITS.maxLimit)
    .default(SURVEY_MATCH_LIMITS.pageSize)
    .describe('10 (20 in organic-filter mode; /client drawers 100)'),
  isRecalculating,
};
/** A list of kinds: 'builders|investors' or 'builders,investors'; absent = the six cards. */
const kindList = z
  .preprocess(
    (v) =>
      typeof v === 'string' && v.trim()
        ? [...new Set(v.split(/[|,]/).map((s) => normalizeMatchingType(s.trim())))]
        : undefined,
    z.array(z.enum(MATCHING_TYPES)).max(MATCHING_TYPES.length).optional(),
  )
  .describe(
    "One kind or several ('|' or ','): builders, …, waterRights, parcels, projects; default the six cards",
  );

/** A survey's matches (docs/surveys.md, "Matching"): cards, pages of one kind, the matches call, admin SQL. */
export async function surveyMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const subjectOf = async (req: FastifyRequest, id: number) => {
    const s = await readableSurvey(db(), userOf(req), id);
    return { survey: s, subject: await surveySubject(db(), s) };
  };
  const nameOf = (s: { survey_type: string }) =>
    SURVEY_DEFINITIONS[s.survey_type as SurveyType]?.name ?? `${s.survey_type} Survey`;

  app.get(
    '/surveys/:id/resultsCount',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "Match counts of a survey's six cards (contacts and companies)",
        description: SURVEY_ACCESS,
        params: idParams,
        querystring: z.object({ isRecalculating }),
        response: { 200: surveyCountsAnswer },
      },
    },
    async (req) => {
      const { survey, subject } = await subjectOf(req, req.params.id);
      return {
        surveyid: survey.id,
        surveyName: nameOf(survey),
        side: subject.side,
        data: await surveyCounts(db(), subject),
      };
    },
  );

  const resultsRoute = (url: string, summary: string, companies: boolean) =>
    app.get(
      url,
      {
        preHandler: app.requireDataAccess,
        schema: {
          tags,
          summary,
          description: SURVEY_ACCESS,
          params: idParams,
          querystring: z.object({
            type: z.enum(['contacts', 'companies']).default(companies ? 'companies' : 'contacts'),
            ...resultsQuery,
          }),
          response: { 200: surveyResultsAnswer },
        },
      },
      async (req) => {
        const q = req.query;
        return surveyResults(req, db(), (await subjectOf(req, req.params.id)).subject, {
          matchingtype: q.matchingtype,
          type: companies ? 'companies' : q.type,
          page: q.matchingRecordsPage,
          limit: q.matchingRecordsLimit,
        });
      },
    );
  resultsRoute(
    '/surveys/:id/results',
    "A page of one kind of a survey's matches: contacts (or companies, type=companies), water rights, parcels, projects",
    false,
  );
  resultsRoute(
    '/surveys/:id/companyresults',
    "A page of a survey's matching companies (those with at least one matching contact)",
    true,
  );

  app.get(
    '/surveys/matches',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "A survey's matches by kind: count(s) and page `page` of each list, keyed by type",
        description:
          `${SURVEY_ACCESS} The spec's matches query (its path is not shown): surveyid, page, limit, matchingtype, ` +
          'isRecalculating → an array of { matchingtype, count, contactsCount, companiesCount | waterRightsCount | ' +
          'projectsCount | parcelsCount, list: { contacts, companies } | { waterRights } | { projects } | { parcels } }. ' +
          'The dashboard asks the eight kinds with page 1 and limit 10.',
        querystring: z.object({
          surveyid: surveyId,
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(SURVEY_MATCH_LIMITS.maxLimit)
            .default(SURVEY_MATCH_LIMITS.dashboardLimit),
          matchingtype: kindList,
          isRecalculating,
        }),
        response: { 200: surveyMatchesAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const { survey, subject } = await subjectOf(req, q.surveyid);
      const kinds: readonly MatchingType[] = q.matchingtype ?? SURVEY_CARD_TYPES;
      // Free Trial: page 1 of 1 whatever was asked, as every list of it (surveyResults).
      const { page, limit } = freeTrialPaging(req, q.page, q.limit);
      const data = await surveyMatches(req, db(), subject, kinds, page, limit);
      return { surveyid: survey.id, surveyName: nameOf(survey), side: subject.side, page, limit, data };
    },
  );

  app.get(
    '/surveys/:id/landOffers',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "Land owners offer in words (city, acres, zoning) that a demand survey's taker would buy",
        description:
          `${SURVEY_ACCESS} Land Owner and Property Seller surveys of the survey's cities that give no parcel id, ` +
          "whose own matches list this survey's taker (as a builder, developer, investor or agent), best fit first, " +
          'each with the why in words. A supply survey has none.',
        params: idParams,
        response: { 200: landOffersAnswer },
      },
    },
    async (req) => {
      const { survey, subject } = await subjectOf(req, req.params.id);
      const offers = await landOffersFor(db(), survey, subject);
      const { limit } = freeTrialPaging(req, 1, offers.length);
      return {
        surveyid: survey.id,
        total: offers.length,
        data: offers.slice(0, limit).map((o) => visibleRow(req, o)),
      };
    },
  );

  app.get(
    '/surveys/getQueries/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Admin: the SQL of each kind of a survey's matches (as run) and the columns it uses",
        description:
          "Admins only (403 'Admins only'); 404 for an unknown survey. Per kind the count and page-1 queries " +
          '(ContactsCount, ContactsQuery, CompaniesCount, CompaniesQuery; WaterRights…; Projects…, ParentProjects…, ' +
          'ChildProjects…; Parcels…) and columnsUsed (water rights: WRNUM).',
        params: idParams,
        querystring: z.object({ isRecalculating, matchingtype: kindList }),
        response: { 200: surveyQueriesAnswer },
      },
    },
    async (req) => {
      const { survey, subject } = await subjectOf(req, req.params.id);
      return {
        surveyid: survey.id,
        surveyName: nameOf(survey),
        side: subject.side,
        queries: surveyQueries(db(), subject, SURVEY_MATCH_LIMITS.pageSize, req.query.matchingtype),
      };
    },
  );
}
