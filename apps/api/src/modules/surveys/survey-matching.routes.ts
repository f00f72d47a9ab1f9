import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { SURVEY_CARD_TYPES, surveyCounts, surveyQueries, surveyResults } from './survey-matching.js';
import { surveySubject } from './survey-subject.js';
import { readableSurvey } from './surveys.service.js';

const tags = ['surveys'];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const access =
  'The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, the ' +
  "row replaced by an 'Upgrade to view details' placeholder.";
const matchingtype = z.enum(SURVEY_CARD_TYPES).describe('The card: builders, investors, developers, ...');
const resultsQuery = {
  matchingtype,
  matchingRecordsPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  matchingRecordsLimit: z.coerce.number().int().min(1).max(100).default(10),
  isRecalculating: z.string().max(10).optional().describe('Accepted; the profile is always read afresh'),
};
const card = z.object({
  matchingtype,
  label: z.string(),
  count: z.number(),
  contactsCount: z.number(),
  companiesCount: z.number(),
});
const resultsReply = z.object({
  matchingtype,
  type: z.enum(['contacts', 'companies']),
  data: z
    .array(z.record(z.string(), z.unknown()))
    .describe(
      "Rows with id and matchedOn; Free Trial: { id, placeholder, message: 'Upgrade to view details' }",
    ),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    totalItems: z.number(),
    totalPages: z.number(),
  }),
});

/** A survey's matches (docs/surveys.md, "Matching"): counts per card, pages of contacts or companies, admin SQL. */
export async function surveyMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const subjectOf = async (req: FastifyRequest, id: number) =>
    surveySubject(db(), await readableSurvey(db(), req.currentUser!, id));

  app.get(
    '/surveys/:id/resultsCount',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "Match counts of a survey's six cards (contacts and companies)",
        description: access,
        params: idParams,
        response: {
          200: z.object({ surveyid: z.number(), side: z.enum(['supply', 'demand']), data: z.array(card) }),
        },
      },
    },
    async (req) => {
      const subject = await subjectOf(req, req.params.id);
      return { surveyid: req.params.id, side: subject.side, data: await surveyCounts(db(), subject) };
    },
  );

  app.get(
    '/surveys/:id/results',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "A page of a survey's matching contacts (or companies with type=companies), with matchedOn",
        description: access,
        params: idParams,
        querystring: z.object({
          type: z.enum(['contacts', 'companies']).default('contacts'),
          ...resultsQuery,
        }),
        response: { 200: resultsReply },
      },
    },
    async (req) => {
      const q = req.query;
      return surveyResults(req, db(), await subjectOf(req, req.params.id), {
        matchingtype: q.matchingtype,
        type: q.type,
        page: q.matchingRecordsPage,
        limit: q.matchingRecordsLimit,
      });
    },
  );

  app.get(
    '/surveys/:id/companyresults',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "A page of a survey's matching companies (those with at least one matching contact)",
        description: access,
        params: idParams,
        querystring: z.object(resultsQuery),
        response: { 200: resultsReply },
      },
    },
    async (req) => {
      const q = req.query;
      return surveyResults(req, db(), await subjectOf(req, req.params.id), {
        matchingtype: q.matchingtype,
        type: 'companies',
        page: q.matchingRecordsPage,
        limit: q.matchingRecordsLimit,
      });
    },
  );

  app.get(
    '/surveys/getQueries/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Admin: the SQL of each card of a survey's matching and the columns it uses",
        description: "Admins only (403 'Admins only'); 404 for an unknown survey.",
        params: idParams,
        querystring: z.object({ isRecalculating: z.string().max(10).optional() }),
        response: {
          200: z.object({
            surveyid: z.number(),
            side: z.enum(['supply', 'demand']),
            queries: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
          }),
        },
      },
    },
    async (req) => {
      const subject = await subjectOf(req, req.params.id);
      return { surveyid: req.params.id, side: subject.side, queries: surveyQueries(db(), subject, 10) };
    },
  );
}
