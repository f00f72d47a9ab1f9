import { z } from 'zod';
import {
  addParcelBookmarkBody,
  addProjectBookmarkBody,
  allBookmarksAnswer,
  BOOKMARK_MESSAGES,
  bookmarkCreated,
  bookmarkDeleted,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { scopeOf } from './bookmark-scope.js';
import { bothDeleteQuery, idParams, surveyTakerQuery } from './bookmarks.schemas.js';
import { parcelBookmarksRoutes } from './parcel-bookmarks.routes.js';
import { projectBookmarksRoutes } from './project-bookmarks.routes.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['bookmarks'];

/**
 * All bookmark calls: /bookmarks (both kinds), /parcels-bookmarks… and /projects-bookmarks….
 * Every call needs data access (requireDataAccess) and acts for the signed-in user only.
 */
export async function bookmarksRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Both kinds of bookmarks at once (the Both tab; not paged)',
        description:
          'Scoped to the user and surveyTaker (admins only for another). Free Trial users see all of theirs.',
        querystring: surveyTakerQuery,
        response: { 200: allBookmarksAnswer },
      },
    },
    async (req) => {
      const scope = scopeOf(req, req.query.surveyTaker);
      // A user's bookmarks are their own data: Free Trial users see all of them too.
      const all = await app.services.bookmarks.listAllBookmarks(scope);
      return { data: { parcels: all.parcels, projects: all.projects } };
    },
  );

  app.post(
    '/bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Bookmark a parcel ({parcel_id, …}) or a project ({project_id, type, …})',
        body: z.union([addParcelBookmarkBody, addProjectBookmarkBody]),
        response: { 201: bookmarkCreated },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const scope = scopeOf(req, b.survey_taker);
      if ('parcel_id' in b) {
        const created = await app.services.bookmarks.addParcelBookmark(scope, b.parcel_id, b.description);
        return reply.code(201).send({ ...created, message: BOOKMARK_MESSAGES.parcelAdded });
      }
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
    '/bookmarks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Remove one of your bookmarks by id; kind=parcel or kind=project says which list the id is from',
        description: 'Another user’s bookmark answers 404, exactly like a missing one.',
        params: idParams,
        querystring: bothDeleteQuery,
        response: { 200: bookmarkDeleted },
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      const removed =
        req.query.kind === 'parcel'
          ? await app.services.bookmarks.removeParcelBookmark(userId, req.params.id)
          : await app.services.bookmarks.removeProjectBookmark(userId, req.params.id);
      return { id: removed.id, message: BOOKMARK_MESSAGES.deleted };
    },
  );

  await app.register(parcelBookmarksRoutes);
  await app.register(projectBookmarksRoutes);
}
