import { z } from 'zod';
import {
  PARCEL_COUNT_KEYS,
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
  distanceQuery,
  explainQuery,
  hypotheticalQuery,
  idParam,
  kindOrSplitQuery,
  kindQuery,
  limitQuery,
  pageQuery,
  parcelSplitQuery,
  radiusQuery,
} from './matching.schemas.js';
import { matchingQueries } from './matching.service.js';
import { loadParcelProfile } from './profiles.js';
import { assertExplainable, EXPLAIN_DESCRIPTION, explainMatch } from './match-explain.js';

const common = { hypothetical: hypotheticalQuery, distance: distanceQuery, radius: radiusQuery };
const paged = { ...common, ...pagedQuery };

/** Matching calls for a parcel subject (docs/matching.md, "Calls"). `id` is the parcel's id_serial. */
export async function parcelMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;

  app.get(
    '/parcels/matches/:id',
    matchingRoute(app.requireDataAccess, {
      summary: 'Match counts of a parcel: all eight in one answer, or only `matchingType`',
      params: z.object({ id: idParam }),
      querystring: z.object({ ...common, matchingType: kindQuery.optional() }),
      response: { 200: matchCountsAnswer },
    }),
    async (req) =>
      countsReply(
        db(),
        await loadParcelProfile(db(), req.params.id, req.query.hypothetical),
        PARCEL_COUNT_KEYS,
        req.query,
      ),
  );

  app.get(
    '/parcels/matches-all/:id',
    matchingRoute(app.requireDataAccess, {
      summary: 'A page of one kind of match for a parcel',
      params: z.object({ id: idParam }),
      querystring: z.object({ ...paged, matchingType: kindOrSplitQuery }),
      response: { 200: matchListAnswer },
    }),
    async (req) =>
      kindListReply(
        req,
        db(),
        await loadParcelProfile(db(), req.params.id, req.query.hypothetical),
        req.query,
      ),
  );

  app.get(
    '/parcels/matches/:id/explain',
    matchingRoute(app.requireDataAccess, {
      summary: "Why (not): one contact or company against a parcel's matches, every dimension pass or fail",
      description: EXPLAIN_DESCRIPTION,
      params: z.object({ id: idParam }),
      querystring: z.object({ hypothetical: hypotheticalQuery, ...explainQuery }),
      response: { 200: matchExplainAnswer },
    }),
    async (req) => {
      const who = assertExplainable(req, req.query);
      const s = await loadParcelProfile(db(), req.params.id, req.query.hypothetical);
      return explainMatch(db(), s, { type: 'parcel', id: req.params.id }, who, req.query.matchingType);
    },
  );

  app.get(
    '/parcels/all-matching',
    matchingRoute(app.requireDataAccess, {
      summary: 'A page of matches for the parcel `id` (contacts for contact groups)',
      querystring: z.object({ ...paged, id: idParam, matchingType: kindOrSplitQuery }),
      response: { 200: matchListAnswer },
    }),
    async (req) =>
      kindListReply(
        req,
        db(),
        await loadParcelProfile(db(), req.query.id, req.query.hypothetical),
        req.query,
      ),
  );

  app.get(
    '/parcels/all-company-matching',
    matchingRoute(app.requireDataAccess, {
      summary: 'A page of companies (≥1 matching contact) of a contact group for the parcel `id`',
      querystring: z.object({
        ...paged,
        id: idParam,
        matchingType: z.enum(CONTACT_KINDS).default('builders'),
      }),
      response: { 200: matchListAnswer },
    }),
    async (req) => {
      const s = await loadParcelProfile(db(), req.query.id, req.query.hypothetical);
      return listReply(req, db(), s, req.query.matchingType, { ...req.query, type: 'companies' });
    },
  );

  app.get(
    '/parcels/matching-queries/:serialId',
    matchingRoute(app.requireAdmin, {
      summary: 'Admin: the SQL of every matching group of a parcel and the columns used',
      params: z.object({ serialId: idParam }),
      querystring: z.object({
        ...common,
        matchingType: parcelSplitQuery,
        page: pageQuery,
        limit: limitQuery,
      }),
      response: { 200: matchQueriesAnswer },
    }),
    async (req) => {
      const s = await loadParcelProfile(db(), req.params.serialId, req.query.hypothetical);
      return matchingQueries(db(), s, { ...optionsOf(req.query), ...req.query });
    },
  );

  app.get(
    '/parcels/matching-coordinates/:parcelId',
    matchingRoute(app.requireDataAccess, {
      summary: "Map points of a parcel's matches (default: neighbouring parcels)",
      params: z.object({ parcelId: idParam }),
      querystring: z.object({
        ...paged,
        limit: limitQuery.default(1000),
        matchingType: kindOrSplitQuery,
      }),
      response: { 200: matchCoordinatesAnswer },
    }),
    async (req) => {
      const { kind, split } = splitKind(req.query.matchingType);
      const s = await loadParcelProfile(db(), req.params.parcelId, req.query.hypothetical);
      return coordinatesReply(req, db(), s, kind, req.query, split);
    },
  );

  app.get(
    '/parcels/:parcelId/projects-matching-coordinates',
    matchingRoute(app.requireDataAccess, {
      summary: 'Map points of the projects matching a parcel',
      params: z.object({ parcelId: idParam }),
      querystring: z.object({ ...paged, limit: limitQuery.default(1000) }),
      response: { 200: matchCoordinatesAnswer },
    }),
    async (req) => {
      const s = await loadParcelProfile(db(), req.params.parcelId, req.query.hypothetical);
      return coordinatesReply(req, db(), s, 'projects', req.query);
    },
  );
}
