import { z } from 'zod';
import {
  PARCEL_STATUSES,
  allDataAnswer,
  centerAnswer,
  countAnswer,
  infoQuery,
  mapFiltersQuery,
  parcelAtPointAnswer,
  parcelInfoAnswer,
  parcelListAnswer,
  parcelStatusAnswer,
  pointQuery,
  queryAnswer,
  withoutAdminFields,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertSortAllowed, mapPaging, pageOf, placeholderOf, viewerOf } from '../map/map-access.js';
import { centerReply, idParams, storedRecordReply, viewQueryReply } from '../map/map-replies.js';
import { toParcelCard, toParcelDetail } from './parcel-mappers.js';
import {
  parcelAllDataQuery,
  parcelAtPointQuery,
  parcelCenterQuery,
  parcelCountQuery,
  parcelDataQuery,
  parcelDetailQuery,
  parcelStatusQuery,
} from './parcels.queries.js';
import { parcelMapRoutes } from './parcel-map.routes.js';
import { withSurveyScope } from '../surveys/survey-map-scope.js';
import { parcelCount } from './parcel-count.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import { parcelPage } from './parcel-page.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['parcels'];

export async function parcelsRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const data = { preHandler: app.requireDataAccess };
  // The calls taking the map's filters: the guard, then the link's shared checks (map/map-link-checks.ts).
  const checkLink = mapLinkCheck(db);
  const filtered = { preHandler: [app.requireDataAccess, checkLink] };

  app.get(
    '/parcels',
    {
      ...filtered,
      schema: {
        tags,
        summary: 'Parcels matching the map filters, one page (admins may sort by a score)',
        querystring: mapFiltersQuery,
        response: { 200: parcelListAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      assertSortAllowed(viewer, req.query);
      const f = await withSurveyScope(db(), req, req.query);
      const paging = mapPaging(viewer, f.page, f.limit);
      const { count, rows } = await parcelPage(db(), f, viewer, paging);
      return pageOf(
        viewer,
        paging,
        rows.map((r) => toParcelCard(r, viewer)),
        count,
      );
    },
  );

  app.get(
    '/parcels/count',
    {
      ...filtered,
      schema: {
        tags,
        summary: 'Number of parcels matching the filters',
        querystring: mapFiltersQuery,
        response: { 200: countAnswer },
      },
    },
    async (req) => ({ count: await parcelCount(db(), await withSurveyScope(db(), req, req.query)) }),
  );

  app.get(
    '/parcels/getQuery',
    {
      preHandler: [app.requireAdmin, checkLink],
      schema: {
        tags,
        summary: 'Admin: the count and data SQL the parcel list runs for these filters, parameters inlined',
        querystring: mapFiltersQuery,
        response: { 200: queryAnswer },
      },
    },
    async (req) => {
      const f = await withSurveyScope(db(), req, req.query);
      const viewer = viewerOf(req, f.surveyTaker);
      const paging = mapPaging(viewer, f.page, f.limit);
      return viewQueryReply(parcelCountQuery(db(), f), parcelDataQuery(db(), f, viewer, paging));
    },
  );

  app.get(
    '/parcels/center',
    {
      ...filtered,
      schema: {
        tags,
        summary: 'Mean centre of the matching parcels',
        querystring: mapFiltersQuery,
        response: { 200: centerAnswer },
      },
    },
    async (req) =>
      centerReply(
        await parcelCenterQuery(db(), await withSurveyScope(db(), req, req.query)).executeTakeFirst(),
      ),
  );

  app.get(
    '/parcels/status',
    {
      ...filtered,
      schema: {
        tags,
        summary: 'Number of matching parcels per parcel status (the parcelStatus filter itself left out)',
        querystring: mapFiltersQuery,
        response: { 200: parcelStatusAnswer },
      },
    },
    async (req) => {
      const row = (await parcelStatusQuery(
        db(),
        await withSurveyScope(db(), req, req.query),
        PARCEL_STATUSES,
      ).executeTakeFirstOrThrow()) as Record<string, number>;
      return { data: PARCEL_STATUSES.map((status, i) => ({ status, count: Number(row[`s${i}`] ?? 0) })) };
    },
  );

  app.get(
    '/parcels/coords',
    {
      ...data,
      schema: {
        tags,
        summary: 'The parcel at a point (null when there is none)',
        querystring: pointQuery.extend({ surveyTaker: z.string().max(200).optional() }),
        response: { 200: parcelAtPointAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      const row = await parcelAtPointQuery(db(), req.query.lat, req.query.lng, viewer).executeTakeFirst();
      if (!row) return { data: null };
      return { data: viewer.freeTrial ? placeholderOf(row) : toParcelCard(row, viewer) };
    },
  );

  app.get(
    '/parcels/info/:id',
    {
      ...data,
      schema: {
        tags,
        summary: 'A parcel with every field of the More Information modal',
        params: idParams,
        querystring: infoQuery,
        response: { 200: parcelInfoAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      const row = await parcelDetailQuery(db(), req.params.id, viewer).executeTakeFirst();
      if (!row) throw new NotFoundError('Parcel not found');
      if (viewer.freeTrial) return placeholderOf(row);
      return toParcelDetail(row, viewer, req.query.hypothetical);
    },
  );

  app.get(
    '/parcels/allData/:id',
    {
      ...data,
      schema: {
        tags,
        summary: 'The stored parcel record, every column',
        params: idParams,
        response: { 200: allDataAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await parcelAllDataQuery(db(), req.params.id).executeTakeFirst();
      // The scores are admin-only (policy.ts ADMIN_ONLY_PARCEL_FIELDS), in every answer that carries a record.
      const visible = row && { all_data: withoutAdminFields(userOf(req), row.all_data) };
      return storedRecordReply(viewer, req.params.id, visible, 'Parcel not found');
    },
  );

  await parcelMapRoutes(app, checkLink);
}
