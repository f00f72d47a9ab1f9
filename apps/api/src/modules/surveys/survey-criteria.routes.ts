import { z } from 'zod';
import {
  ROLES,
  criteriaProblem,
  hasControlChars,
  needsCity,
  isAdmin,
  paginationOf,
  surveyCriteriaList,
  surveyCriteriaRow,
  surveyOptionList,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import {
  unknownCity,
  criteriaRowsOf,
  replaceCriteria,
  surveyIdOfCriteria,
  surveyOptionsPage,
  type CriteriaRow,
} from './survey-criteria.queries.js';
import { listEmail, principalOf, readableSurvey } from './surveys.service.js';
import { BODY_LIMITS } from '../../plugins/json-body.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['surveys'];
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ownership = 'Your surveys’ criteria (404 for anyone else’s); admins may read any.';

/** Longest criteria name and value of PUT /survey-criteria. */
const MAX_CRITERIA = 100;
const MAX_VALUE = 300;

/** Survey criteria: the (criteria, value) rows derived from each survey's answers (docs/surveys.md). */
export async function surveyCriteriaRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const guard = { preHandler: app.requireDataAccess };

  const rowsOf = (surveyId: number) => criteriaRowsOf(db(), surveyId);
  const shape = (r: CriteriaRow) => ({
    id: r.id,
    criteria: r.criteria,
    value: r.value,
    surveyid: r.survey_id,
    email: r.email,
    name: `${r.survey_type} Survey`,
    createddate: r.created_at.toISOString(),
    isPrivate: r.is_private,
    allData: r.response as Record<string, unknown>,
  });

  app.get(
    '/survey-criteria',
    {
      ...guard,
      schema: {
        tags,
        summary: "A survey's criteria rows",
        description: ownership,
        querystring: z.object({ surveyid: id }),
        response: { 200: surveyCriteriaList },
      },
    },
    async (req) => {
      await readableSurvey(db(), userOf(req), req.query.surveyid);
      return { data: (await rowsOf(req.query.surveyid)).map(shape) };
    },
  );

  app.get(
    '/survey-criteria/surveys',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Survey takers and their surveys (value = survey name; email, role: admins filter by taker)',
        description:
          'Non-admins see their own surveys (naming someone else: 403). Rows are the spec’s survey options: ' +
          'surveyid, email, firstname, lastname, value (survey name), criteria.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(10),
          value: z.string().max(100).optional(),
          email: z.string().max(320).optional(),
          role: z.enum(ROLES).optional(),
        }),
        response: { 200: surveyOptionList },
      },
    },
    async (req) => {
      const u = userOf(req);
      const q0 = req.query;
      const admin = isAdmin(principalOf(u));
      const email = admin ? q0.email?.trim().toLowerCase() || null : listEmail(u, q0.email);
      const { rows, total } = await surveyOptionsPage(db(), {
        userId: admin ? undefined : u.id,
        email,
        value: q0.value?.trim() || undefined,
        role: admin ? q0.role : undefined,
        page: q0.page,
        limit: q0.limit,
      });
      return {
        data: rows.map((r) => ({
          surveyid: r.id,
          email: r.email,
          firstname: r.firstname,
          lastname: r.lastname,
          value: `${r.survey_type} Survey`,
          criteria: 'surveyName',
          clientCodeName: r.client_code_name,
        })),
        pagination: paginationOf(q0, total),
      };
    },
  );

  app.get(
    '/survey-criteria/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One criteria row',
        description: ownership,
        params: z.object({ id }),
        response: { 200: surveyCriteriaRow },
      },
    },
    async (req) => {
      const surveyId = await surveyIdOfCriteria(db(), req.params.id);
      if (surveyId === undefined) throw new NotFoundError('Survey criteria not found');
      try {
        await readableSurvey(db(), userOf(req), surveyId);
      } catch {
        throw new NotFoundError('Survey criteria not found');
      }
      return shape((await rowsOf(surveyId)).find((r) => r.id === req.params.id)!);
    },
  );

  app.put(
    '/survey-criteria',
    {
      ...guard,
      bodyLimit: BODY_LIMITS.large,
      schema: {
        tags,
        summary: "Replace your survey's criteria rows (the criteria drawer's edits)",
        description:
          'Your surveys only (404 otherwise). Rows are (criteria, value) pairs of the keys the matching reads ' +
          '(docs/surveys.md, "Storage"), each value of its key\'s kind: 400 naming the row otherwise. Saving the ' +
          'survey derives them again from its answers.',
        body: z.object({
          surveyid: id,
          criteria: z
            .array(
              z.object({
                criteria: z.string().trim().min(1).max(MAX_CRITERIA),
                value: z.string().trim().min(1).max(MAX_VALUE),
              }),
            )
            .max(500),
        }),
        response: { 200: surveyCriteriaList },
      },
    },
    async (req) => {
      const u = userOf(req);
      const s = await readableSurvey(db(), u, req.body.surveyid);
      if (s.user_id !== u.id) throw new NotFoundError('Survey not found');
      const rows = req.body.criteria;
      const bad = rows.findIndex((c) => hasControlChars(c.criteria) || hasControlChars(c.value));
      if (bad >= 0) throw new BadRequestError(`criteria[${bad}]: must not contain control characters`);
      for (const [i, c] of rows.entries()) {
        const problem = criteriaProblem(c.criteria, c.value);
        if (problem) throw new BadRequestError(`criteria[${i}]: ${problem}`, { field: `criteria[${i}]` });
      }
      const cities = rows.filter((c) => needsCity(c.criteria)).map((c) => c.value);
      const unknown = await unknownCity(db(), cities);
      if (unknown !== undefined) {
        const i = rows.findIndex((c) => needsCity(c.criteria) && c.value === unknown);
        throw new BadRequestError(`criteria[${i}]: '${unknown}' is not a Utah city`, {
          field: `criteria[${i}]`,
        });
      }
      await replaceCriteria(db(), s.id, rows);
      return { data: (await rowsOf(s.id)).map(shape) };
    },
  );
}
