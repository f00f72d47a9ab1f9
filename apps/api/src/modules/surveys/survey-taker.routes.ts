import { z } from 'zod';
import {
  clientCodeNamesAnswer,
  contactListAnswer,
  surveyCountsAnswer,
  surveyResultsAnswer,
  surveyTakersAnswer,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { surveyCounts, surveyResults } from './survey-matching.js';
import { isRecalculating, resultsQuery, SURVEY_ACCESS } from './survey-matching.routes.js';
import { surveySubject } from './survey-subject.js';
import { clientCodeNames, listContacts, listTakers, takerSurvey } from './survey-takers.js';
import { surveyListRow } from './surveys.service.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['surveys'];
const email = z.string().max(320).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const takerQuery = {
  email: email.describe("The survey taker's e-mail (admins: anyone's; others: their own, the default)"),
  surveyid: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe("One of the taker's surveys; default the enabled one, else the newest"),
};
const TAKER_ACCESS =
  "Your own surveys, or (admins) the survey taker's named by email; a non-admin naming someone else: 403 " +
  "'Only admins may choose a survey taker'. 404 when the taker has no survey. Free Trial: page and limit 1 with " +
  'placeholders.';

/** Survey takers (docs/surveys.md, "Survey takers"): the picker's lists and the matches of a taker by e-mail. */
export async function surveyTakerRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;

  app.get(
    '/surveys/contacts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: survey takers (e-mails with surveys) and their surveys, by part of the e-mail or name',
        description: "The survey-taker selector's list. Admins only (403 'Admins only').",
        querystring: z.object({ email: email.describe('Part of the e-mail or name'), ...paging }),
        response: { 200: surveyTakersAnswer },
      },
    },
    async (req) => listTakers(db(), req.query.email, req.query.page, req.query.limit),
  );

  app.get(
    '/surveys/clientcodenames',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: "Client surveys (Builder Client, Real Estate Agent Client) and their 'Client code name'",
        description:
          "Your client surveys, or (admins) the taker's named by email; clientcode: part of the client-code name; " +
          "surveyName: 'Real Estate Agent Client Survey' or 'Builder Client Survey'. A non-admin naming someone " +
          "else: 403 'Only admins may choose a survey taker'.",
        querystring: z.object({
          email,
          clientcode: z.string().max(200).optional(),
          surveyName: z.string().max(100).optional(),
        }),
        response: { 200: clientCodeNamesAnswer },
      },
    },
    async (req) => clientCodeNames(db(), userOf(req), req.query),
  );

  app.get(
    '/contacts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contacts'],
        summary: 'Admin: contacts, optionally by e-mail (a whole address exactly, else part of it)',
        description:
          "With how many surveys each contact's e-mail has taken. Admins only (403 'Admins only').",
        querystring: z.object({ email, ...paging }),
        response: { 200: contactListAnswer },
      },
    },
    async (req) => listContacts(db(), req.query.email, req.query.page, req.query.limit),
  );

  app.get(
    '/contacts/resultsCount',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['contacts'],
        summary: "A survey taker's match counts: the six cards of the taker's survey",
        description: TAKER_ACCESS,
        querystring: z.object({ ...takerQuery, isRecalculating }),
        response: { 200: surveyCountsAnswer },
      },
    },
    async (req) => {
      const survey = await takerSurvey(db(), userOf(req), req.query.email, req.query.surveyid);
      const subject = await surveySubject(db(), survey);
      return {
        surveyid: survey.id,
        surveyName: surveyListRow(survey).name,
        side: subject.side,
        data: await surveyCounts(db(), subject),
      };
    },
  );

  app.get(
    '/contacts/results',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['contacts'],
        summary: "A page of a survey taker's matches of one kind (contacts or companies for contact groups)",
        description: `${TAKER_ACCESS} ${SURVEY_ACCESS}`,
        querystring: z.object({
          ...takerQuery,
          type: z.enum(['contacts', 'companies']).default('contacts'),
          ...resultsQuery,
        }),
        response: { 200: surveyResultsAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const survey = await takerSurvey(db(), userOf(req), q.email, q.surveyid);
      return surveyResults(req, db(), await surveySubject(db(), survey), {
        matchingtype: q.matchingtype,
        type: q.type,
        page: q.matchingRecordsPage,
        limit: q.matchingRecordsLimit,
      });
    },
  );
}
