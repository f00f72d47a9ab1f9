import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { CONTACT_KINDS } from './compilers/contacts.js';
import { PROJECT_COUNT_KEYS } from './matching.kinds.js';
import { countsReply, coordinatesReply, listReply, optionsOf, splitKind } from './matching.respond.js';
import {
  coordinatesResponse,
  countsResponse,
  idParam,
  isChildQuery,
  kindOrSplitQuery,
  kindQuery,
  limitQuery,
  listResponse,
  listTypeQuery,
  pageQuery,
  parcelSplitQuery,
  projectTypeQuery,
  queriesResponse,
  radiusQuery,
} from './matching.schemas.js';
import { matchingQueries } from './matching.service.js';
import { loadProjectProfile } from './profiles.js';

const tags = ['matching'];
const common = { radius: radiusQuery, isChild: isChildQuery };
const paged = {
  ...common,
  page: pageQuery,
  limit: limitQuery,
  type: listTypeQuery,
  projectType: projectTypeQuery,
};
const contactKindQuery = z
  .enum(CONTACT_KINDS)
  .default('builders')
  .describe('Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers');

/** Matching calls for parent and child projects (spec section 7, Projects and Parent projects). */
export async function projectMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/projects/matches/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Match counts of a parent or child project: all eight in one answer, or only `matchingType`',
        params: z.object({ id: idParam }),
        querystring: z.object({ ...common, matchingType: kindQuery.optional() }),
        response: { 200: countsResponse },
      },
    },
    async (req) =>
      countsReply(db(), await loadProjectProfile(db(), req.params.id), PROJECT_COUNT_KEYS, req.query),
  );

  const matchesAll = {
    ...guard,
    schema: {
      tags,
      summary: 'A page of one kind of match for a project (parcels split by all / buildable / already built)',
      params: z.object({ id: idParam }),
      querystring: z.object({
        ...paged,
        matchingType: kindOrSplitQuery,
        parentName: z.string().optional().describe('Display only; not used to match'),
      }),
      response: { 200: listResponse },
    },
  };
  for (const prefix of ['/projects', '/parent-projects'])
    app.get(`${prefix}/matches-all/:id`, matchesAll, async (req) => {
      const { kind, split } = splitKind(req.query.matchingType);
      return listReply(req, db(), await loadProjectProfile(db(), req.params.id), kind, req.query, split);
    });

  for (const [path, type] of [
    ['all-contacts-matching', 'contacts'],
    ['all-company-matching', 'companies'],
  ] as const)
    for (const prefix of ['/projects', '/parent-projects'])
      app.get(
        `${prefix}/${path}`,
        {
          ...guard,
          schema: {
            tags,
            summary: `A page of matching ${type} of a contact group for the project \`id\``,
            querystring: z.object({ ...paged, id: idParam, matchingType: contactKindQuery }),
            response: { 200: listResponse },
          },
        },
        async (req) =>
          listReply(req, db(), await loadProjectProfile(db(), req.query.id), req.query.matchingType, {
            ...req.query,
            type,
          }),
      );

  for (const prefix of ['/projects', '/parent-projects'])
    app.get(
      `${prefix}/matching-queries/:serialId`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          summary: 'Admin: the SQL of every matching group of a project and the columns used',
          params: z.object({ serialId: idParam }),
          querystring: z.object({
            ...common,
            matchingType: parcelSplitQuery,
            viewQuery: z
              .string()
              .optional()
              .describe('Accepted for compatibility; the SQL is always returned'),
            page: pageQuery,
            limit: limitQuery,
          }),
          response: { 200: queriesResponse },
        },
      },
      async (req) => {
        const s = await loadProjectProfile(db(), req.params.serialId);
        return matchingQueries(db(), s, { ...optionsOf(req.query), ...req.query });
      },
    );

  app.get(
    '/parent-projects/matching-coordinates/:projectId',
    {
      ...guard,
      schema: {
        tags,
        summary: "Map points of a project's matches (default: its own parcels)",
        params: z.object({ projectId: idParam }),
        querystring: z.object({
          ...paged,
          limit: limitQuery.default(20),
          matchingToProjectType: z
            .preprocess((v) => (v === '' ? undefined : v), kindQuery.optional())
            .describe('Kind whose points are wanted (default parcels)'),
          matchingType: parcelSplitQuery,
        }),
        response: { 200: coordinatesResponse },
      },
    },
    async (req) => {
      const s = await loadProjectProfile(db(), req.params.projectId);
      const kind = req.query.matchingToProjectType ?? 'parcels';
      const split = kind === 'parcels' ? splitKind(req.query.matchingType ?? 'all').split : undefined;
      return coordinatesReply(req, db(), s, kind, req.query, split);
    },
  );
}
