import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  API_KEY_MESSAGES,
  API_KEYS_PER_USER_MAX,
  adminApiKeyList,
  apiKeyDto,
  apiKeyList,
  createApiKeyBody,
  createdApiKey,
  int4IdParam,
  mayCreateWriteApiKeys,
  mayManageUsers,
  mayUseApiKeys,
  paginationOf,
} from '@utah-land/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../deps.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { generateApiKey } from './api-keys.key.js';
import * as queries from './api-keys.queries.js';
import { userOf, viewerOf } from '../../plugins/auth.js';

const tags = ['api-keys'];
const allQuery = z.object({
  userId: int4IdParam.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Keys are managed by a signed-in session only: a key never creates or revokes keys. */
function refuseKeyCaller(req: FastifyRequest) {
  if (req.apiKey) throw new ForbiddenError(ACCESS_MESSAGES.apiKeyAccountOnly);
}

/** API keys (docs/api.md, "API keys"): the owner's create, list and revoke; the admins' list of every key. */
export async function apiKeysRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();

  app.get(
    '/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Your API keys, newest first, revoked ones included (never the key itself: its prefix)',
        response: { 200: apiKeyList },
      },
    },
    async (req) => ({ data: await queries.listKeysOf(db(), userOf(req).id) }),
  );

  app.post(
    '/api-keys',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: 'Create an API key: the answer holds the key, shown this once',
        description:
          'For users with data access (mayUseApiKeys). Read-only (GET and HEAD) unless write is true; write ' +
          `access needs full data access (403 for Free Trial). At most ${API_KEYS_PER_USER_MAX} active keys ` +
          '(409). Refused (403) when called with an API key.',
        body: createApiKeyBody,
        response: { 201: createdApiKey },
      },
    },
    async (req, reply) => {
      refuseKeyCaller(req);
      const v = viewerOf(req);
      if (!mayUseApiKeys(v)) throw new ForbiddenError(ACCESS_MESSAGES.contactAdmin);
      if (req.body.write && !mayCreateWriteApiKeys(v))
        throw new ForbiddenError(ACCESS_MESSAGES.apiKeyWriteUpgrade);
      if ((await queries.countActiveKeys(db(), v.id)) >= API_KEYS_PER_USER_MAX)
        throw new ConflictError(API_KEY_MESSAGES.tooMany);
      const { key, prefix, hash } = generateApiKey();
      const saved = await queries.insertKey(db(), {
        userId: v.id,
        name: req.body.name,
        prefix,
        hash,
        write: req.body.write,
        now: now(),
      });
      return reply.code(201).send({ ...saved, key, message: API_KEY_MESSAGES.created });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke an API key: yours, or any for an admin (404 when it is not yours)',
        description:
          'The key stops working at its next call. Revoking a revoked key answers it unchanged. Refused (403) ' +
          'when called with an API key.',
        params: z.object({ id: int4IdParam }),
        response: { 200: apiKeyDto },
      },
    },
    async (req) => {
      refuseKeyCaller(req);
      const v = viewerOf(req);
      const revoked = await queries.revokeKey(db(), {
        id: req.params.id,
        // Admins revoke any key (not a Test User admin, read-only in the user administration).
        ownerId: v.scope === 'full' && mayManageUsers(v) ? undefined : v.id,
        by: v.id,
        now: now(),
      });
      if (!revoked) throw new NotFoundError(API_KEY_MESSAGES.notFound);
      return revoked;
    },
  );

  app.get(
    '/api-keys/all',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Every user's API keys with their owner, newest first (admins); userId: one user's",
        querystring: allQuery,
        response: { 200: adminApiKeyList },
      },
    },
    async (req) => {
      const { userId, page, limit } = req.query;
      const { totalItems, data } = await queries.listAllKeys(db(), {
        userId,
        limit,
        offset: (page - 1) * limit,
      });
      return { data, pagination: paginationOf({ page, limit }, totalItems) };
    },
  );
}
