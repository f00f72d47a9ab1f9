import { z } from 'zod';
import {
  PROJECT_COUNT_KEYS,
  matchCoordinatesAnswer,
  matchCountsAnswer,
  matchExplainAnswer,
  matchListAnswer,
  matchQueriesAnswer,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { CONTACT_KINDS } from './compilers/contacts.js';
import {
  countsReply,
  coordinatesReply,
  kindListReply,
  listReply,
  optionsOf,
  splitKind,
} from './matching.respond.js';
import { matchingRoute, pagedQuery } from './matching.route.js';
import {
  explainQuery,
  idParam,
  isChildQuery,
  kindOrSplitQuery,
  kindQuery,
  limitQuery,
  pageQuery,
  parcelSplitQuery,
  radiusQuery,
} from './matching.schemas.js';
import { matchingQueries } from './matching.service.js';
import { loadProjectProfile } from './profiles.js';
import { assertExplainable, EXPLAIN_DESCRIPTION, explainMatch } from './match-explain.js';

const common = { radius: radiusQuery, isChild: isChildQuery };
const paged = { ...common, ...pagedQuery };
const contactKindQuery = z
  .enum(CONTACT_KINDS)
  .default('builders')
  .describe('Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers');

/** Matching calls for parent and child projects (docs/matching.md, "Calls"). */
export async function projectMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;

  app.get(
    '/projects/matches/:id',
    matchingRoute(app.requireDataAccess, {
      summary: 'Match counts of a parent or child project: all eight in one answer, or only `matchingType`',
      params: z.object({ id: idParam }),
      querystring: z.object({ ...common, matchingType: kindQuery.optional() }),
      response: { 200: matchCountsAnswer },
    }),
    async (req) =>
      countsReply(db(), await loadProjectProfile(db(), req.params.id), PROJECT_COUNT_KEYS, req.query),
  );

  app.get(
    '/projects/matches/:id/explain',
    matchingRoute(app.requireDataAccess, {
      summary:
        "Why (not): one contact or company against a parent or child project's matches, every dimension",
      description: EXPLAIN_DESCRIPTION,
      params: z.object({ id: idParam }),
      querystring: z.object(explainQuery),
      response: { 200: matchExplainAnswer },
    }),
    async (req) => {
      const who = assertExplainable(req, req.query);
      const s = await loadProjectProfile(db(), req.params.id);
      return explainMatch(db(), s, { type: 'project', id: req.params.id }, who, req.query.matchingType);
    },
  );

  const matchesAll = matchingRoute(app.requireDataAccess, {
    summary: 'A page of one kind of match for a project (parcels split by all / buildable / already built)',
    params: z.object({ id: idParam }),
    querystring: z.object({
      ...paged,
      matchingType: kindOrSplitQuery,
      parentName: z.string().optional().describe('Display only; not used to match'),
    }),
    response: { 200: matchListAnswer },
  });
  for (const prefix of ['/projects', '/parent-projects'])
    app.get(`${prefix}/matches-all/:id`, matchesAll, async (req) =>
      kindListReply(req, db(), await loadProjectProfile(db(), req.params.id), req.query),
    );

  for (const [path, type] of [
    ['all-contacts-matching', 'contacts'],
    ['all-company-matching', 'companies'],
  ] as const)
    for (const prefix of ['/projects', '/parent-projects'])
      app.get(
        `${prefix}/${path}`,
        matchingRoute(app.requireDataAccess, {
          summary: `A page of matching ${type} of a contact group for the project \`id\``,
          querystring: z.object({ ...paged, id: idParam, matchingType: contactKindQuery }),
          response: { 200: matchListAnswer },
        }),
        async (req) =>
          listReply(req, db(), await loadProjectProfile(db(), req.query.id), req.query.matchingType, {
            ...req.query,
            type,
          }),
      );

  for (const prefix of ['/projects', '/parent-projects'])
    app.get(
      `${prefix}/matching-queries/:serialId`,
      matchingRoute(app.requireAdmin, {
        summary: 'Admin: the SQL of every matching group of a project and the columns used',
        params: z.object({ serialId: idParam }),
        querystring: z.object({
          ...common,
          matchingType: parcelSplitQuery,
          viewQuery: z.string().optional().describe('Accepted for compatibility; the SQL is always returned'),
          page: pageQuery,
          limit: limitQuery,
        }),
        response: { 200: matchQueriesAnswer },
      }),
      async (req) => {
        const s = await loadProjectProfile(db(), req.params.serialId);
        return matchingQueries(db(), s, { ...optionsOf(req.query), ...req.query });
      },
    );

  app.get(
    '/parent-projects/matching-coordinates/:projectId',
    matchingRoute(app.requireDataAccess, {
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
      response: { 200: matchCoordinatesAnswer },
    }),
    async (req) => {
      const s = await loadProjectProfile(db(), req.params.projectId);
      const kind = req.query.matchingToProjectType ?? 'parcels';
      const split = kind === 'parcels' ? splitKind(req.query.matchingType ?? 'all').split : undefined;
      return coordinatesReply(req, db(), s, kind, req.query, split);
    },
  );
}
