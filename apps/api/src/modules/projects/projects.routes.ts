import { z } from 'zod';
import {
  MAP_LIMITS,
  centerAnswer,
  namesAnswer,
  namesQuery,
  pagedMapResults,
  parcelProjectsAnswer,
  projectRelationQuery,
  type MapFilters,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { mapPaging, paginationOf, placeholderOf, viewerOf } from '../map/map-access.js';
import { projectMarkersReply, recordId } from '../map/map-replies.js';
import { parentProjectsRoutes } from './parent-projects.routes.js';
import { projectFamilyRoutes } from './project-family.routes.js';
import { toProjectCard } from './project-mappers.js';
import { projectNamesReply, unlessNameSearch } from './project-replies.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import {
  childOf,
  parcelExists,
  parentCenterOf,
  projectMarkersPage,
  projectsOfParcel,
} from './projects.queries.js';

const tags = ['projects'];

/**
 * /projects/* is the child-project family (phases of a parent); /parent-projects/* the parents
 * (parent-projects.routes.ts, registered here after the children's routes).
 */
export async function projectsRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const data = { preHandler: app.requireDataAccess };
  // The map filters apply unless isNameSearch=true: then the link's shared checks (map/map-link-checks.ts) too.
  const filtered = { preHandler: [app.requireDataAccess, mapLinkCheck(db, unlessNameSearch)] };
  projectFamilyRoutes(app, '/projects', 'child');

  app.get(
    '/projects/child-coordinates',
    {
      ...filtered,
      schema: {
        tags,
        summary:
          'Markers of the child projects of parentId (filtered unless isNameSearch=true), page 1, limit 20 by default',
        querystring: projectRelationQuery,
        response: { 200: pagedMapResults },
      },
    },
    async (req) => {
      const q = req.query;
      if (!q.parentId) throw new BadRequestError('parentId: is required');
      const viewer = viewerOf(req, q.surveyTaker);
      const paging = mapPaging(viewer, q.page, q.limit ?? q.take, 20);
      const f: MapFilters = q.isNameSearch === 'true' ? {} : q;
      const { rows, totalItems } = await projectMarkersPage(db(), f, 'child', paging, [childOf(q.parentId)]);
      return {
        ...projectMarkersReply(
          q.zoom ?? MAP_LIMITS.defaultZoom,
          rows,
          totalItems > paging.offset + rows.length,
        ),
        pagination: paginationOf(paging, totalItems),
      };
    },
  );

  app.get(
    '/projects/parent-center',
    {
      ...data,
      schema: {
        tags,
        summary: "Centre of a child project's parent (childId)",
        querystring: projectRelationQuery,
        response: { 200: centerAnswer },
      },
    },
    async (req) => {
      if (!req.query.childId) throw new BadRequestError('childId: is required');
      const row = await parentCenterOf(db(), req.query.childId);
      if (!row) throw new NotFoundError('Parent project not found');
      return { lat: row.lat, lng: row.lng };
    },
  );

  app.get(
    '/child-projects/names',
    {
      ...data,
      schema: {
        tags,
        summary: 'Names of child projects containing name',
        querystring: namesQuery,
        response: { 200: namesAnswer },
      },
    },
    async (req) => projectNamesReply(db(), viewerOf(req), req.query, 'child'),
  );

  app.get(
    '/parcels/:parcelId/current-project',
    {
      ...data,
      schema: {
        tags: ['parcels'],
        summary: 'The projects (parent or child) a parcel is part of, optionally by projectName',
        params: z.object({ parcelId: recordId }),
        querystring: z.object({
          projectName: z.string().trim().max(200).optional(),
          surveyTaker: z.string().max(200).optional(),
        }),
        response: { 200: parcelProjectsAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req, req.query.surveyTaker);
      if (!(await parcelExists(db(), req.params.parcelId))) throw new NotFoundError('Parcel not found');
      const f: MapFilters = req.query.projectName ? { childName: req.query.projectName } : {};
      const rows = await projectsOfParcel(db(), req.params.parcelId, f, viewer);
      return { data: rows.map((r) => (viewer.freeTrial ? placeholderOf(r) : toProjectCard(r))) };
    },
  );

  await parentProjectsRoutes(app);
}
