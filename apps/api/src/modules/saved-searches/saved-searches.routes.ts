import { z } from 'zod';
import {
  createSavedSearchBody,
  SAVED_SEARCH_MESSAGES,
  savedSearch,
  savedSearchDeleted,
  savedSearchList,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { ownRecordsSurveyTaker } from '../../lib/access.js';
import { paginationOf, type Paging } from '../map/map-access.js';
import * as queries from './saved-searches.queries.js';
import { recordId } from '../map/map-replies.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['saved-searches'];
const scopeNote =
  'Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user); only admins ' +
  'may name another survey taker (403 otherwise). Free Trial users see all of theirs.';

const listQuery = z.object({
  surveyTaker: z.string().max(320).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/** Saved searches (list with surveyTaker, create {description, url, survey_taker}, delete by id). */
export async function savedSearchesRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/saved-searches',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Your saved searches, newest first; search = substring of the name',
        description: scopeNote,
        querystring: listQuery,
        response: { 200: savedSearchList },
      },
    },
    async (req) => {
      const q = req.query;
      const scope = { userId: userOf(req).id, surveyTaker: ownRecordsSurveyTaker(req, q.surveyTaker) };
      // Saved searches are the user's own data: Free Trial users see all of theirs.
      const paging: Paging = { page: q.page, limit: q.limit, offset: (q.page - 1) * q.limit };
      const search = q.search?.trim() || undefined;
      const [totalItems, data] = await Promise.all([
        queries.countSavedSearches(db(), scope, search),
        queries.listSavedSearches(db(), scope, search, paging.limit, paging.offset),
      ]);
      return { data, pagination: paginationOf(paging, totalItems) };
    },
  );

  app.post(
    '/saved-searches',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Save a search: a name and the map query string (starting with ? or a /map URL, ≤ 8000 chars)',
        description:
          `${scopeNote} The url is stored as its query string ('?…'). 409 when the scope already has a ` +
          'saved search of that name (any letter case), so a retried request never stores a second one.',
        body: createSavedSearchBody,
        response: { 201: savedSearch },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const scope = { userId: userOf(req).id, surveyTaker: ownRecordsSurveyTaker(req, b.survey_taker) };
      const saved = await queries.insertSavedSearch(db(), scope, b.description, b.url);
      if (!saved) throw new ConflictError(SAVED_SEARCH_MESSAGES.duplicate);
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete one of your saved searches (404 when it is not yours)',
        params: z.object({ id: recordId }),
        response: { 200: savedSearchDeleted },
      },
    },
    async (req) => {
      const row = await queries.deleteSavedSearch(db(), userOf(req).id, req.params.id);
      if (!row) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
      return { id: row.id, message: 'Saved search deleted' };
    },
  );
}
