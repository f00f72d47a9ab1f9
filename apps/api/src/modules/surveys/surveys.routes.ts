import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  SURVEY_DEFINITIONS,
  SURVEY_TYPES,
  int4IdParam,
  mayEnableSurvey,
  paginationOf,
  saveSurveyBody,
  savedSurveyAnswer,
  surveyDeletedAnswer,
  surveyEnabledAnswer,
  surveyList,
  surveyPrivacyAnswer,
  surveyResponseAnswer,
  surveysInfoAnswer,
  surveyTypeOf,
  surveyUrlAnswer,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { ForbiddenError } from '../../lib/errors.js';
import {
  deleteSurvey,
  listEmail,
  principalOf,
  readableSurvey,
  saveSurvey,
  setEnabled,
  setPrivate,
  surveyListRow,
} from './surveys.service.js';
import { surveyPage, takerSurveys, type SurveyListScope } from './surveys.queries.js';
import { BODY_LIMITS } from '../../plugins/json-body.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['surveys'];
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });
const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
const ownership =
  'Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. ' +
  'Free Trial users may read their surveys but not take, retake or switch one on (403 ' +
  "'Upgrade to enable this feature').";

/** Surveys (spec map-matching-surveys 7 "Surveys", accounts 7 "Surveys for profile management"). */
export async function surveysRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const guard = { preHandler: app.requireDataAccess };

  const page = async (where: SurveyListScope, p: { page: number; limit: number }) => {
    const { rows, total } = await surveyPage(db(), where, p);
    return {
      data: rows.map(surveyListRow),
      pagination: paginationOf(p, total),
    };
  };
  const typeFilter = (value?: string) => {
    if (!value?.trim()) return undefined;
    return surveyTypeOf(value) ?? '-none-';
  };

  app.get(
    '/surveys',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Your surveys, newest first, 10 a page (value = survey name; email: admins, someone else’s)',
        description: ownership,
        querystring: z.object({
          ...paging,
          value: z.string().max(100).optional(),
          email: z.string().max(320).optional(),
        }),
        response: { 200: surveyList },
      },
    },
    async (req) => {
      const u = userOf(req);
      const email = listEmail(u, req.query.email);
      return page({ userId: u.id, email, type: typeFilter(req.query.value) }, req.query);
    },
  );

  const saveRoute = (url: string, summary: string) =>
    app.put(
      url,
      {
        ...guard,
        bodyLimit: BODY_LIMITS.large,
        schema: {
          tags,
          summary,
          description:
            `${ownership} The answers are checked as the form checks them: 400 with the last failing warning of ` +
            "the spec (e.g. 'Utah area tags should not be empty'), or naming the field for a value that is not " +
            'one of its options or not a Utah city; 409 for a second survey of a type a user holds once. Stores the ' +
            'response, its criteria rows, the map filter URL and the matching profile others match against.',
          body: saveSurveyBody,
          response: { 200: savedSurveyAnswer },
        },
      },
      async (req) => {
        const u = userOf(req);
        const surveyId = await saveSurvey(db(), u, req.body);
        const s = await readableSurvey(db(), u, surveyId);
        return { id: s.id, surveyid: s.id, filterUrl: s.filter_url };
      },
    );
  saveRoute(
    '/surveys',
    "Take a survey, or 'Update Survey': save the answers and the matching profile (contact, project) they describe",
  );
  saveRoute(
    '/surveys/recalculate_response',
    "'Recalculate Survey': save the answers and the matching profile, as 'Update Survey' does (the screens read " +
      'every count afresh after it)',
  );

  app.delete(
    '/surveys/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete your survey; its profile leaves the matches',
        description:
          `${ownership} deleteStatus defaults to 'deleted'. I Have a Project surveys need a reason (400 ` +
          "'Please select an option to delete' otherwise): 'Delete Sold Out Status' removes the project; " +
          "'Abandoned', 'Final Rejected by City Council' and 'Prelim Rejected by City Council' keep it with that status.",
        params: idParams,
        querystring: z.object({ deleteStatus: z.string().max(100).optional() }),
        response: { 200: surveyDeletedAnswer },
      },
    },
    async (req) => {
      await deleteSurvey(db(), userOf(req), req.params.id, req.query.deleteStatus);
      return { message: 'Survey deleted' };
    },
  );

  app.put(
    '/surveys/set-private',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Make your I Have a Project survey private (only you see it) or public (it is a project others find)',
        description: `${ownership} The 'Public' checkbox is the inverse of isPrivate.`,
        body: z.object({ surveyid: id, isPrivate: z.boolean() }),
        response: { 200: surveyPrivacyAnswer },
      },
    },
    async (req) => {
      await setPrivate(db(), userOf(req), req.body.surveyid, req.body.isPrivate);
      return { surveyid: req.body.surveyid, isPrivate: req.body.isPrivate };
    },
  );

  app.put(
    '/surveys/enable',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Switch your survey profile ON (every other one goes OFF, atomically) or OFF',
        description: `${ownership} One enabled survey per user, also under concurrent switching.`,
        body: z.object({ surveyid: id, enabled: z.boolean() }),
        response: { 200: surveyEnabledAnswer },
      },
    },
    async (req) => {
      const u = userOf(req);
      await setEnabled(db(), u, req.body.surveyid, req.body.enabled);
      const s = await readableSurvey(db(), u, req.body.surveyid);
      return { surveyid: s.id, enabled: s.is_enabled, filterUrl: s.filter_url };
    },
  );

  app.get(
    '/surveys/url/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "The survey's saved map filter (a query string for /map, with surveyId)",
        description: ownership,
        params: idParams,
        response: { 200: surveyUrlAnswer },
      },
    },
    async (req) => {
      const s = await readableSurvey(db(), userOf(req), req.params.id);
      return { surveyid: s.id, surveyName: surveyListRow(s).name, url: s.filter_url };
    },
  );

  app.get(
    '/surveys/:id/response',
    {
      ...guard,
      schema: {
        tags,
        summary: "A survey's response (the answers as stored, multi-values joined with ';')",
        description: ownership,
        params: idParams,
        response: { 200: surveyResponseAnswer },
      },
    },
    async (req) => {
      const s = await readableSurvey(db(), userOf(req), req.params.id);
      const r = s.response as Record<string, unknown>;
      const row = surveyListRow(s);
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        id: s.id,
        name: s.survey_type,
        surveyName: row.name,
        response: r,
        clientId: null,
        contactId: s.contact_id,
        projectId: s.project_id,
        surveyTaker: s.email,
        firstname: s.firstname,
        lastname: s.lastname,
        company: s.company,
        clientType: s.client_type,
        clientCodeName: s.client_code_name,
        recommenderFirstName: str(r.recommenderFirstName),
        recommenderLastName: str(r.recommenderLastName),
        isPrivate: s.is_private,
        isEnabled: s.is_enabled,
        createdDate: row.createdDate,
        projectName: row.projectName,
        acres: row.acres,
        address: row.address,
        city: row.city,
      };
    },
  );

  app.get(
    '/surveys/user/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "A user's surveys (yours; admins: anyone's), newest first",
        description: ownership,
        params: z.object({ id: int4IdParam }),
        querystring: z.object(paging),
        response: { 200: surveyList },
      },
    },
    async (req) => {
      const u = userOf(req);
      if (req.params.id !== u.id && !u.isAdmin) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
      return page({ userId: req.params.id }, req.query);
    },
  );

  app.get(
    '/surveys/info',
    {
      ...guard,
      schema: {
        tags,
        summary:
          "The 'Displayed Profile': the ten survey types, the survey taken of each and which is enabled",
        description:
          `${ownership} mayEnable is false for Free Trial (switches and Take disabled: 'Upgrade to enable this ` +
          "feature'). email: admins may ask for someone else's profile.",
        querystring: z.object({ email: z.string().max(320).optional() }),
        response: { 200: surveysInfoAnswer },
      },
    },
    async (req) => {
      const u = userOf(req);
      const email = listEmail(u, req.query.email);
      const rows = await takerSurveys(db(), u.id, email);
      const enabled = rows.find((r) => r.is_enabled);
      return {
        email: email ?? u.email,
        mayEnable: mayEnableSurvey(principalOf(u)),
        enabledSurveyId: enabled?.id ?? null,
        types: SURVEY_TYPES.map((type) => {
          const mine = rows.filter((r) => r.survey_type === type);
          const current = mine.find((r) => r.is_enabled) ?? mine[0];
          return {
            type,
            name: SURVEY_DEFINITIONS[type].name,
            surveyid: current?.id ?? null,
            isEnabled: !!current?.is_enabled,
            count: mine.length,
          };
        }),
      };
    },
  );

  app.get(
    '/surveys/projects',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Your I Have a Project surveys (city, project name, address, acres, created date, isPrivate)',
        description: `${ownership} Public ones are also projects on the map; private ones only you see.`,
        querystring: z.object({ ...paging, email: z.string().max(320).optional() }),
        response: { 200: surveyList },
      },
    },
    async (req) => {
      const u = userOf(req);
      return page({ userId: u.id, email: listEmail(u, req.query.email), projectsOnly: true }, req.query);
    },
  );
}
