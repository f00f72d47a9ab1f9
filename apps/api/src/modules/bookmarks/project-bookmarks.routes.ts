import {
  addProjectBookmarkBody,
  BOOKMARK_MESSAGES,
  bookmarkCoordinatesPage,
  bookmarkDeleted,
  projectBookmarkCreated,
  projectBookmarkList,
  type ProjectBookmarkType,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { assertCanViewOnMap, listRequest, scopeOf } from './bookmark-scope.js';
import { DEFAULT_TAKE, idParams, projectDeleteQuery, projectListQuery } from './bookmarks.schemas.js';

const tags = ['bookmarks'];
const scopeNote =
  'Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins ' +
  'may name another survey taker (403 otherwise). isChild=true lists child projects, isChild=false parents, ' +
  'absent both. Free Trial users see all of their own; sizes over 50 → 403; no ' +
  'coordinates (403).';

function typeOf(q: { isChild?: boolean; type?: ProjectBookmarkType }): ProjectBookmarkType | undefined {
  if (q.type) return q.type;
  if (q.isChild === undefined) return undefined;
  return q.isChild ? 'child' : 'parent';
}

export async function projectBookmarksRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/projects-bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Bookmarked projects, paged (page, take, isChild)',
        description: scopeNote,
        querystring: projectListQuery,
        response: { 200: projectBookmarkList },
      },
    },
    async (req) => {
      const { scope, paging } = listRequest(req, req.query, DEFAULT_TAKE);
      const page = await app.services.bookmarks.listProjectBookmarks(scope, typeOf(req.query), paging);
      return page;
    },
  );

  app.get(
    '/projects-bookmarks/all-coordinates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Centres of bookmarked projects for the map (page, take, isChild; default take 1000)',
        description: scopeNote,
        querystring: projectListQuery,
        response: { 200: bookmarkCoordinatesPage },
      },
    },
    async (req) => {
      assertCanViewOnMap(req);
      const { scope, paging } = listRequest(req, req.query, 1000);
      return app.services.bookmarks.projectCoordinates(scope, typeOf(req.query), paging);
    },
  );

  app.post(
    '/projects-bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Bookmark a project (project_id, type parent|child, survey_taker, description ≤ 15, from, dataArgs)',
        description: `${scopeNote} Unknown project → 404; type not matching the project → 400; duplicate → 409.`,
        body: addProjectBookmarkBody,
        response: { 201: projectBookmarkCreated },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const scope = scopeOf(req, b.survey_taker);
      const created = await app.services.bookmarks.addProjectBookmark(
        scope,
        b.project_id,
        b.type,
        b.description,
      );
      return reply.code(201).send({ ...created, message: BOOKMARK_MESSAGES.projectAdded });
    },
  );

  app.delete(
    '/projects-bookmarks/project/:id',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Remove the bookmark of a project (by project id, optional type) in the chosen survey-taker scope',
        description: scopeNote,
        params: idParams,
        querystring: projectDeleteQuery,
        response: { 200: bookmarkDeleted },
      },
    },
    async (req) => {
      const q = req.query;
      const scope = scopeOf(req, q.surveyTaker);
      const removed = await app.services.bookmarks.removeProjectBookmarkByProject(
        scope,
        req.params.id,
        q.type,
      );
      return { id: removed.id, message: BOOKMARK_MESSAGES.deleted };
    },
  );
}
