import {
  childProjectsAnswer,
  MAP_LIMITS,
  pagedMapResults,
  parentProjectAnswer,
  projectRelationQuery,
  type MapFilters,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { assertQueryAllowed, mapPaging, pageOf, placeholderOf, viewerOf } from '../map/map-access.js';
import { idParams, projectMarkersReply, viewQueryReply } from '../map/map-replies.js';
import { projectFamilyRoutes } from './project-family.routes.js';
import { toProjectCard } from './project-mappers.js';
import { unlessNameSearch } from './project-replies.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import {
  childOf,
  isParentProject,
  parentMarkersOf,
  parentOfChild,
  projectCountQuery,
  projectDataQuery,
} from './projects.queries.js';

const tags = ['parent-projects'];

export async function parentProjectsRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const data = { preHandler: app.requireDataAccess };
  // The map filters apply unless isNameSearch=true: then the link's shared checks (map/map-link-checks.ts) too.
  const filtered = { preHandler: [app.requireDataAccess, mapLinkCheck(db, unlessNameSearch)] };
  projectFamilyRoutes(app, '/parent-projects', 'parent');

  app.get(
    '/parent-projects/parent-coordinates',
    {
      ...data,
      schema: {
        tags,
        summary: "The marker of a child project's parent (childId)",
        querystring: projectRelationQuery,
        response: { 200: pagedMapResults },
      },
    },
    async (req) => {
      const q = req.query;
      if (!q.childId) throw new BadRequestError('childId: is required');
      const rows = await parentMarkersOf(db(), q.childId);
      return {
        ...projectMarkersReply(q.zoom ?? MAP_LIMITS.defaultZoom, rows, false),
        pagination: { page: 1, limit: 1, totalItems: rows.length, totalPages: rows.length },
      };
    },
  );

  app.get(
    '/parent-projects/:id/children',
    {
      ...filtered,
      schema: {
        tags,
        summary:
          'Child projects of a parent, paged (page, take); map filters apply unless isNameSearch=true; getQuery=true (admin) adds the SQL',
        params: idParams,
        querystring: projectRelationQuery,
        response: { 200: childProjectsAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const viewer = viewerOf(req, q.surveyTaker);
      assertQueryAllowed(viewer, q.getQuery);
      if (!(await isParentProject(db(), req.params.id))) throw new NotFoundError('Project not found');
      const paging = mapPaging(viewer, q.page, q.take ?? q.limit, 20);
      const f: MapFilters = q.isNameSearch === 'true' ? {} : q;
      const extra = [childOf(req.params.id)];
      const countQ = projectCountQuery(db(), f, 'child', extra);
      const dataQ = projectDataQuery(db(), f, 'child', viewer, paging, extra);
      const [count, rows] = await Promise.all([countQ.executeTakeFirstOrThrow(), dataQ.execute()]);
      return {
        ...pageOf(viewer, paging, rows.map(toProjectCard), Number(count.count)),
        ...(q.getQuery === 'true' ? viewQueryReply(countQ, dataQ) : {}),
      };
    },
  );

  app.get(
    '/child-projects/:id/parent',
    {
      ...data,
      schema: {
        tags,
        summary: 'The parent project of a child project; getQuery=true (admin) adds the SQL',
        params: idParams,
        querystring: projectRelationQuery,
        response: { 200: parentProjectAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const viewer = viewerOf(req, q.surveyTaker);
      assertQueryAllowed(viewer, q.getQuery);
      const extra = [parentOfChild(req.params.id)];
      const countQ = projectCountQuery(db(), {}, 'parent', extra);
      const dataQ = projectDataQuery(db(), {}, 'parent', viewer, { page: 1, limit: 1, offset: 0 }, extra);
      const row = await dataQ.executeTakeFirst();
      if (!row) throw new NotFoundError('Parent project not found');
      return {
        data: viewer.freeTrial ? placeholderOf(row) : toProjectCard(row),
        ...(q.getQuery === 'true' ? viewQueryReply(countQ, dataQ) : {}),
      };
    },
  );
}
