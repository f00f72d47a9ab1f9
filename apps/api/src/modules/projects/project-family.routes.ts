import {
  MAP_LIMITS,
  allDataAnswer,
  centerAnswer,
  countAnswer,
  infoQuery,
  mapCoordinatesQuery,
  mapFiltersQuery,
  namesAnswer,
  namesQuery,
  pagedMapResults,
  projectInfoAnswer,
  projectListAnswer,
  queryAnswer,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  assertSortAllowed,
  mapPaging,
  pageOf,
  paginationOf,
  placeholderOf,
  viewerOf,
} from '../map/map-access.js';
import type { ProjectKind } from '../map/map-filters.js';
import {
  centerReply,
  centeredProjectOf,
  idParams,
  projectMarkersReply,
  storedRecordReply,
  viewQueryReply,
} from '../map/map-replies.js';
import { toProjectCard, toProjectDetail } from './project-mappers.js';
import { projectNamesReply } from './project-replies.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import { withSurveyScope } from '../surveys/survey-map-scope.js';
import {
  projectAllDataQuery,
  projectCenterQuery,
  projectCountQuery,
  projectDataQuery,
  projectDetailQuery,
  projectMarkerOf,
  projectMarkersPage,
} from './projects.queries.js';

/**
 * The calls /projects (child projects) and /parent-projects (parent projects) have in common: list, count, centre,
 * map markers, names, detail, stored record and the admin View Query.
 */
export function projectFamilyRoutes(
  app: AppInstance,
  prefix: '/projects' | '/parent-projects',
  kind: ProjectKind,
) {
  const db = () => app.deps.database.db;
  const data = { preHandler: app.requireDataAccess };
  // The calls taking the map's filters: the guard, then the link's shared checks (map/map-link-checks.ts).
  const checkLink = mapLinkCheck(db);
  const filtered = { preHandler: [app.requireDataAccess, checkLink] };
  const tags = [prefix.slice(1)];
  const what = kind === 'parent' ? 'parent projects' : 'child projects';

  app.get(
    prefix,
    {
      ...filtered,
      schema: {
        tags,
        summary: `The ${what} matching the map filters, one page`,
        querystring: mapFiltersQuery,
        response: { 200: projectListAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      assertSortAllowed(viewer, req.query);
      const f = await withSurveyScope(db(), req, req.query);
      const paging = mapPaging(viewer, f.page, f.limit);
      const [count, rows] = await Promise.all([
        projectCountQuery(db(), f, kind).executeTakeFirstOrThrow(),
        projectDataQuery(db(), f, kind, viewer, paging).execute(),
      ]);
      return pageOf(viewer, paging, rows.map(toProjectCard), Number(count.count));
    },
  );

  app.get(
    `${prefix}/count`,
    {
      ...filtered,
      schema: {
        tags,
        summary: `Number of ${what} matching the filters`,
        querystring: mapFiltersQuery,
        response: { 200: countAnswer },
      },
    },
    async (req) => {
      const f = await withSurveyScope(db(), req, req.query);
      return { count: Number((await projectCountQuery(db(), f, kind).executeTakeFirstOrThrow()).count) };
    },
  );

  app.get(
    `${prefix}/getQuery`,
    {
      preHandler: [app.requireAdmin, checkLink],
      schema: {
        tags,
        summary: `Admin: the count and data SQL of the ${what} list`,
        querystring: mapFiltersQuery,
        response: { 200: queryAnswer },
      },
    },
    async (req) => {
      const f = await withSurveyScope(db(), req, req.query);
      const viewer = viewerOf(req, f.surveyTaker);
      const paging = mapPaging(viewer, f.page, f.limit);
      return viewQueryReply(
        projectCountQuery(db(), f, kind),
        projectDataQuery(db(), f, kind, viewer, paging),
      );
    },
  );

  app.get(
    `${prefix}/center`,
    {
      ...filtered,
      schema: {
        tags,
        summary: `Mean centre of the matching ${what}`,
        querystring: mapFiltersQuery,
        response: { 200: centerAnswer },
      },
    },
    async (req) =>
      centerReply(
        await projectCenterQuery(db(), await withSurveyScope(db(), req, req.query), kind).executeTakeFirst(),
      ),
  );

  app.get(
    `${prefix}/all-coordinates`,
    {
      ...filtered,
      schema: {
        tags,
        summary: `Markers of the matching ${what} (page 1, limit ${MAP_LIMITS.mapLimit} by default)`,
        querystring: mapCoordinatesQuery,
        response: { 200: pagedMapResults },
      },
    },
    async (req) => {
      const f = await withSurveyScope(db(), req, req.query);
      const viewer = viewerOf(req, f.surveyTaker);
      const paging = mapPaging(viewer, f.page, f.limit, MAP_LIMITS.mapLimit);
      const { rows, totalItems } = await projectMarkersPage(db(), f, kind, paging);
      const centered = f.centeredProjectId ? await projectMarkerOf(db(), f.centeredProjectId) : undefined;
      return {
        ...projectMarkersReply(
          f.zoom ?? MAP_LIMITS.defaultZoom,
          rows,
          totalItems > paging.offset + rows.length,
        ),
        ...(centered ? { centeredProject: centeredProjectOf(centered) } : {}),
        pagination: paginationOf(paging, totalItems),
      };
    },
  );

  app.get(
    `${prefix}/names`,
    {
      ...data,
      schema: {
        tags,
        summary: `Names of ${what} containing name`,
        querystring: namesQuery,
        response: { 200: namesAnswer },
      },
    },
    async (req) => projectNamesReply(db(), viewerOf(req), req.query, prefix === '/projects' ? 'all' : kind),
  );

  app.get(
    `${prefix}/info/:id`,
    {
      ...data,
      schema: {
        tags,
        summary: 'A project with every field of its More Information modal',
        params: idParams,
        querystring: infoQuery,
        response: { 200: projectInfoAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      const row = await projectDetailQuery(db(), req.params.id, viewer).executeTakeFirst();
      if (!row) throw new NotFoundError('Project not found');
      return viewer.freeTrial ? placeholderOf(row) : toProjectDetail(row);
    },
  );

  app.get(
    `${prefix}/allData/:id`,
    {
      ...data,
      schema: {
        tags,
        summary: 'The stored project record, every column',
        params: idParams,
        response: { 200: allDataAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await projectAllDataQuery(db(), req.params.id).executeTakeFirst();
      return storedRecordReply(viewer, req.params.id, row, 'Project not found');
    },
  );
}
