import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../deps.js';
import { readRouting, requestClassOf, type ReadRoute } from './index.js';
import { DataVersions } from './data-versions.js';

/**
 * Which reads go to a read replica (`DATABASE_REPLICA_URLS`; packages/db/src/read-replicas.ts): the map (tiles,
 * clusters, counts, pages, parcel and project records), search, matches and market statistics. Everything else
 * (sign-in lookups, a user's own lists, bookmarks, surveys, admin pages, every write) reads the primary.
 */
const REPLICA_ROUTES =
  /^\/api\/(tiles\/|search$|parcels$|parcels\/(count|coords|center|all-coordinates|info\/|allData\/|matches|matching-coordinates|all-matching|all-company-matching|get-stats-)|projects(\/|$)|parent-projects(\/|$)|child-projects\/|companies\/matched-properties\/)/;

export function mayReadReplica(routeUrl: string): boolean {
  return REPLICA_ROUTES.test(routeUrl);
}

/**
 * Routes the reads of a request (app.ts registers it when replicas are configured; docs/architecture.md, "Read
 * replicas"):
 *
 * - every request runs in a routing store; once its guard has passed, a read of a replica route may use a replica
 *   (the guard's own user lookup stays on the primary, so a sign-out is never read from a late replica);
 * - a write holds the replicas back in this process from its start until the primary's position after it is known
 *   and sent to every process (`read_floor` notice), so no read here or there can miss it: its user, and every cache
 *   keyed by the data versions, read it back;
 * - the answer names where its reads ran: `x-read-source: primary` or `replica-N`.
 */
export function registerReadRouting(app: AppInstance) {
  const replicas = app.deps.database.replicas;
  if (!replicas) return;
  const { coordination } = app.deps;
  DataVersions.of(app.deps.database.db).useReplicas(replicas);
  coordination?.on('read_floor', (payload) => {
    if (payload === '*') void replicas.raiseToPrimary();
    else replicas.raiseFloorText(payload);
  });
  coordination?.on('data_changed', () => void replicas.raiseToPrimary());

  const holds = new WeakMap<FastifyRequest, () => void>();
  const release = (req: FastifyRequest) => {
    holds.get(req)?.();
    holds.delete(req);
  };

  app.addHook('onRequest', (req, _reply, done) => {
    if (requestClassOf(req) === 'write') holds.set(req, replicas.hold());
    const route: ReadRoute = { replica: false };
    readRouting.run(route, done);
  });
  app.addHook('onRoute', (route) => {
    if (mayReadReplica(route.url)) route.config = { ...route.config, readReplica: true };
  });
  app.addHook('preHandler', (req, _reply, done) => {
    const route = readRouting.getStore();
    if (route && requestClassOf(req) === 'read' && req.routeOptions.config?.readReplica) route.replica = true;
    done();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (holds.has(req)) {
      await replicas.afterWrite();
      release(req);
    }
    const servedBy = readRouting.getStore()?.servedBy;
    if (servedBy) reply.header('x-read-source', servedBy);
    return payload;
  });
  app.addHook('onResponse', async (req) => release(req));
  app.addHook('onRequestAbort', async (req) => release(req));
}
