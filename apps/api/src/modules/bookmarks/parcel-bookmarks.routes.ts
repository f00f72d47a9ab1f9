import {
  addParcelBookmarkBody,
  BOOKMARK_MESSAGES,
  bookmarkCoordinatesPage,
  bookmarkDeleted,
  parcelBookmarkCreated,
  parcelBookmarkList,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { assertCanViewOnMap, listRequest, scopeOf } from './bookmark-scope.js';
import { DEFAULT_TAKE, idParams, listQuery, surveyTakerQuery } from './bookmarks.schemas.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['bookmarks'];
const scopeNote =
  'Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins ' +
  'may name another survey taker (403 otherwise). Free Trial users see all of their own; ' +
  'sizes over 50 → 403; no coordinates (403).';

export async function parcelBookmarksRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/parcels-bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Bookmarked parcels, paged (page, take)',
        description: scopeNote,
        querystring: listQuery,
        response: { 200: parcelBookmarkList },
      },
    },
    async (req) => {
      const { scope, paging } = listRequest(req, req.query, DEFAULT_TAKE);
      const page = await app.services.bookmarks.listParcelBookmarks(scope, paging);
      return page;
    },
  );

  app.get(
    '/parcels-bookmarks/all-coordinates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Centres and outlines of bookmarked parcels for the map (page, take; default 1000)',
        description: scopeNote,
        querystring: listQuery,
        response: { 200: bookmarkCoordinatesPage },
      },
    },
    async (req) => {
      assertCanViewOnMap(req);
      const { scope, paging } = listRequest(req, req.query, 1000);
      return app.services.bookmarks.parcelCoordinates(scope, paging);
    },
  );

  app.post(
    '/parcels-bookmarks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Bookmark a parcel (parcel_id, survey_taker, description ≤ 15 characters)',
        description: `${scopeNote} Unknown parcel → 404; already bookmarked in this scope → 409.`,
        body: addParcelBookmarkBody,
        response: { 201: parcelBookmarkCreated },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const scope = scopeOf(req, b.survey_taker);
      const created = await app.services.bookmarks.addParcelBookmark(scope, b.parcel_id, b.description);
      return reply.code(201).send({ ...created, message: BOOKMARK_MESSAGES.parcelAdded });
    },
  );

  app.delete(
    '/parcels-bookmarks/parcel/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Remove the bookmark of a parcel (by parcel id) in the chosen survey-taker scope',
        description: scopeNote,
        params: idParams,
        querystring: surveyTakerQuery,
        response: { 200: bookmarkDeleted },
      },
    },
    async (req) => {
      const scope = scopeOf(req, req.query.surveyTaker);
      const removed = await app.services.bookmarks.removeParcelBookmarkByParcel(scope, req.params.id);
      return { id: removed.id, message: BOOKMARK_MESSAGES.deleted };
    },
  );

  app.delete(
    '/parcels-bookmarks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Remove a parcel bookmark by its id (404 when it is not one of yours)',
        params: idParams,
        response: { 200: bookmarkDeleted },
      },
    },
    async (req) => {
      const removed = await app.services.bookmarks.removeParcelBookmark(userOf(req).id, req.params.id);
      return { id: removed.id, message: BOOKMARK_MESSAGES.deleted };
    },
  );
}
