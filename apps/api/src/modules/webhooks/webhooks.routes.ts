import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  ALERT_KINDS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  createWebhookBody,
  createdWebhookEndpoint,
  mayUseWebhooks,
  updateWebhookBody,
  webhookDeleted,
  webhookDelivery,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointList,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { recordId } from '../map/map-replies.js';
import { newWebhookSecret } from './webhook-signing.js';
import { webhookUrlProblem } from './webhook-urls.js';
import { replayDelivery } from './webhooks.delivery.js';
import * as queries from './webhooks.queries.js';
import { userOf, viewerOf } from '../../plugins/auth.js';

const tags = ['webhooks'];
const note =
  'Signed webhooks for your alerts (docs/api.md, "Webhooks"): when an alert digest of yours finds something of ' +
  "the kinds an endpoint asked for, the server POSTs it there as JSON, signed with the endpoint's secret " +
  '(Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">), retrying ' +
  'with backoff; an endpoint whose deliveries keep failing is disabled and you are mailed. For those who get ' +
  `alerts by mail (full access); Free Trial: 403 '${ACCESS_MESSAGES.webhooksUpgrade}'.`;

/** Endpoints of the user's alert webhooks, their delivery log and replay. */
export async function webhooksRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  // The data guard, then the policy's webhook rule, both before the body is read (plugins/auth.ts, runGuardsFirst);
  // the guard named first is what the OpenAPI contract reads the route's access from (plugins/openapi-contract.ts).
  const webhookRule = async (req: FastifyRequest) => {
    if (!mayUseWebhooks(viewerOf(req))) throw new ForbiddenError(ACCESS_MESSAGES.webhooksUpgrade);
  };
  const guard = { onRequest: [app.requireDataAccess, webhookRule] };
  const own = async (userId: number, id: number) => {
    const endpoint = await queries.ownEndpoint(db(), userId, id);
    if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
    return endpoint;
  };

  app.get(
    '/webhooks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Your webhook endpoints',
        description: note,
        response: { 200: webhookEndpointList },
      },
    },
    async (req) => ({
      data: (await queries.listEndpoints(db(), userOf(req).id)).map(queries.endpointDto),
    }),
  );

  app.post(
    '/webhooks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Register a webhook endpoint (its signing secret is in this answer only)',
        description:
          `${note} The URL must be https:// to a public host (400 otherwise). events: the alert kinds to receive ` +
          `(${ALERT_KINDS.join(', ')}; all when left out). At most ${WEBHOOK_LIMITS.endpointsPerUser} endpoints.`,
        body: createWebhookBody,
        response: { 201: createdWebhookEndpoint },
      },
    },
    async (req, reply) => {
      const userId = userOf(req).id;
      const problem = webhookUrlProblem(req.body.url, app.deps.config.WEBHOOKS_ALLOW_LOOPBACK);
      if (problem) throw new BadRequestError(problem);
      if ((await queries.countEndpoints(db(), userId)) >= WEBHOOK_LIMITS.endpointsPerUser)
        throw new BadRequestError(WEBHOOK_MESSAGES.endpointLimit);
      const row = await queries.insertEndpoint(db(), {
        userId,
        url: req.body.url,
        secret: newWebhookSecret(),
        events: req.body.events ?? [...ALERT_KINDS],
        now: app.deps.clock.now(),
      });
      return reply.code(201).send({ ...queries.endpointDto(row), secret: row.secret });
    },
  );

  app.put(
    '/webhooks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "Change an endpoint's events, or turn it off or back on",
        description:
          'Turning an endpoint back on clears why the server disabled it and its count of failures.',
        params: z.object({ id: recordId }),
        body: updateWebhookBody,
        response: { 200: webhookEndpoint },
      },
    },
    async (req) => {
      const row = await queries.updateEndpoint(db(), userOf(req).id, req.params.id, req.body);
      if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
      return queries.endpointDto(row);
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete an endpoint (its delivery log goes with it)',
        params: z.object({ id: recordId }),
        response: { 200: webhookDeleted },
      },
    },
    async (req) => {
      const row = await queries.deleteEndpoint(db(), userOf(req).id, req.params.id);
      if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
      return { id: row.id, message: WEBHOOK_MESSAGES.deleted };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      ...guard,
      schema: {
        tags,
        summary: `An endpoint's delivery log (the newest ${WEBHOOK_LIMITS.deliveriesListed})`,
        params: z.object({ id: recordId }),
        response: { 200: webhookDeliveryList },
      },
    },
    async (req) => {
      const endpoint = await own(userOf(req).id, req.params.id);
      return { data: (await queries.listDeliveries(db(), endpoint.id)).map(queries.deliveryDto) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      ...guard,
      schema: {
        tags,
        summary: "Send a delivery's event again, now",
        description:
          'The same event (the same Webhook-Id, freshly signed) is POSTed once, now, as a new delivery of the log ' +
          '(replayOf names the original), without retries; also to an endpoint that is off.',
        params: z.object({ id: recordId, deliveryId: recordId }),
        response: { 200: webhookDelivery },
      },
    },
    async (req) => {
      const endpoint = await own(userOf(req).id, req.params.id);
      const original = await queries.deliveryOf(db(), endpoint.id, req.params.deliveryId);
      if (!original) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
      return queries.deliveryDto(await replayDelivery(app, endpoint, original));
    },
  );
}
