// The API's published contract: the OpenAPI document's version, servers, security, error answers and file answers,
// added to what the route schemas generate (fastify-type-provider-zod). docs/api.md, "Versions and the contract",
// says what integrators may rely on; apps/api/test/unit/openapi.test.ts lints the document and compiles its schemas.
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppInstance } from '../deps.js';

/**
 * The contract's semantic version. The major is the path's version (`/api/v1`); a minor adds operations or optional
 * fields, a patch fixes descriptions. A breaking change is a new major under a new prefix (docs/api.md).
 */
export const API_VERSION = '1.0.0';
/** The prefix of the current major version; `/api/v1/x` is answered by the route `/api/x` (app.ts, rewriteUrl). */
export const API_V1_PREFIX = '/api/v1';

/** `/api/v1/x` → `/api/x` (and `/api/v1` → `/api`); every other URL unchanged. */
export function unversionedUrl(url: string): string {
  return /^\/api\/v1(?=[/?#]|$)/.test(url) ? `/api${url.slice(API_V1_PREFIX.length)}` : url;
}

/** The error answers, each with the shared `{ statusCode, error, message }` body (plugins/error-handler.ts). */
const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input is invalid: the message names the field (`issues` lists every problem), or the JSON body is ' +
      'broken or nested too deep.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No credential, or the token expired, was signed out or belongs to an inactive user.',
  },
  403: {
    name: 'Forbidden',
    description:
      "The caller's role or subscription does not allow this call (the message says why), or a read-only API " +
      'key asked for a change.',
  },
  404: { name: 'NotFound', description: 'The record does not exist, or the caller may not see it.' },
  406: {
    name: 'NotAcceptable',
    description: 'The client does not accept the media types the answer needs (the message names them).',
  },
  409: {
    name: 'Conflict',
    description: 'The change conflicts with the current state (the message says how).',
  },
  413: { name: 'PayloadTooLarge', description: "The body is larger than the route's limit." },
  414: {
    name: 'UriTooLong',
    description: 'A path parameter is longer than Fastify allows (100 characters).',
  },
  415: { name: 'UnsupportedMediaType', description: 'The body is not `application/json`.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: wait for the time `Retry-After` (or `RateLimit-Reset`) gives.',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database took too long to answer (its statement timeout): try a smaller area or fewer filters.',
  },
};

/**
 * Statuses a handler or its service answers that the rules of `errorsOf` do not derive (from the route's guard,
 * inputs and path parameters), by route (`METHOD /path` as the route is declared, without `/api`).
 */
export const HANDLER_ERRORS: Record<string, number[]> = {
  'POST /auth/register': [409, 429],
  // The MCP transport refuses a client that does not accept both JSON and an event stream (modules/mcp).
  'POST /mcp': [406],
  'POST /auth/login': [401, 403, 429],
  'POST /auth/resend-verification-email': [429],
  'POST /auth/forgot-password': [429],
  'POST /auth/verify-email': [404, 409],
  'POST /auth/reset-password': [404],
  'POST /auth/change-password': [409],
  'POST /auth/refresh': [401],
  'POST /users': [409],
  'PUT /users': [404, 409],
  'POST /user-subscriptions/create-checkout-session': [404, 409],
  'POST /user-subscriptions/webhook': [400, 401],
  'POST /user-subscriptions/cancel/:id': [409],
  'POST /bookmarks': [404, 409],
  'POST /parcels-bookmarks': [404, 409],
  'POST /projects-bookmarks': [404, 409],
  'POST /saved-searches': [409],
  'POST /alerts/watches': [404, 409],
  'POST /alerts/unsubscribe': [404],
  'GET /area-export': [404, 429],
  'GET /owners/portfolio': [404],
  // The record named by the query's id (matching: a parcel, project or survey).
  ...Object.fromEntries(
    [
      '/projects/parent-center',
      '/parcels/all-matching',
      '/parcels/all-company-matching',
      '/projects/all-contacts-matching',
      '/parent-projects/all-contacts-matching',
      '/projects/all-company-matching',
      '/parent-projects/all-company-matching',
      '/contacts/builders',
      '/contacts/investors',
      '/contacts/developers',
      '/contacts/realestateagents',
      '/contacts/newbuildhomebuyers',
      '/water-rights/parcel-matching',
      '/projects/parcels-matching-data',
    ].map((path) => [`GET ${path}`, [404]]),
  ),
  'GET /parcels/get-stats-summary': [404],
  'GET /parcels/get-stats-full-valuation': [404],
  'PUT /parcels-extra-info/:parcelId': [409],
  'PUT /surveys': [404, 409],
  'PUT /surveys/recalculate_response': [404, 409],
  'PUT /surveys/set-private': [404],
  'PUT /surveys/enable': [404],
  'PUT /survey-criteria': [404, 409],
  'GET /survey-criteria': [404],
  'GET /surveys/matches': [404],
  'GET /contacts/resultsCount': [404],
  'GET /contacts/results': [404],
};

/**
 * Answers other than JSON 200 that a route gives, by route: a file's media types come from the route schema's
 * `produces`; these are the rest.
 */
export const OTHER_ANSWERS: Record<string, Record<string, { description: string }>> = {
  'GET /tiles/:layer/:z/:x/:y.mvt': {
    200: { description: 'The tile' },
    204: { description: 'The tile is empty: no body.' },
    304: { description: 'Not modified: the `If-None-Match` ETag is still current.' },
  },
  'GET /user-subscriptions/sandbox/checkout/:sessionId': {
    200: { description: 'The sandbox checkout page' },
  },
  'POST /user-subscriptions/sandbox/checkout/:sessionId/:outcome': {
    303: { description: "Back to the web app's payment status page." },
  },
};

/** Who may call a route, from its guard (plugins/auth.ts). */
type Access = 'public' | 'user' | 'data' | 'admin';
const GUARDS: Record<string, Access> = {
  authenticate: 'user',
  requireDataAccess: 'data',
  requireAdmin: 'admin',
};

function accessOf(route: RouteOptions): Access {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as { name?: string }[];
  for (const hook of hooks) {
    const access = hook.name && GUARDS[hook.name];
    if (access) return access;
  }
  return 'public';
}

interface RouteContract {
  access: Access;
  errors: number[];
  /** The media types of a file answer (the route schema's `produces`). */
  files?: string[];
  answers?: Record<string, { description: string }>;
}

type Schema = Record<string, unknown>;
const routeKeyOf = (method: string, url: string) => `${method} ${url.replace(/^\/api(?=\/|$)/, '')}`;

/**
 * The statuses a route can answer besides its success: 400 when it takes params, a query or a body (validation);
 * 400, 413 and 415 for every method that may carry a body (Fastify reads a JSON body on any route: broken JSON,
 * over the size limit, not JSON); 404, and 414 for a parameter too long, when its path names a record; 401, 403
 * and 429 (the API key's rate limit) behind a guard; 503 always (any query can run past the statement timeout);
 * and what HANDLER_ERRORS adds.
 */
function errorsOf(route: RouteOptions, schema: Schema, access: Access): number[] {
  const method = [route.method].flat()[0]!;
  const errors = new Set<number>([503, ...(HANDLER_ERRORS[routeKeyOf(method, route.url)] ?? [])]);
  if (schema.params || schema.querystring || schema.body || schema.headers) errors.add(400);
  if (method !== 'GET' && method !== 'HEAD') [400, 413, 415].forEach((s) => errors.add(s));
  if (/\/:/.test(route.url)) [404, 414].forEach((s) => errors.add(s));
  if (access !== 'public') [401, 403, 429].forEach((s) => errors.add(s));
  return [...errors].sort((a, b) => a - b);
}

/** @fastify/swagger's per-route transform: the Zod schemas as JSON Schema, the path without `/api`, the contract. */
export function contractTransform(
  input: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions },
) {
  const { route } = input;
  const result = jsonSchemaTransform(input);
  // A route without a schema is in the document too (answers undescribed): it gets its security and errors.
  const schema = (result.schema ?? {}) as Schema;
  if (schema.hide) return result;
  const access = accessOf(route);
  const method = [route.method].flat()[0]!;
  const contract: RouteContract = {
    access,
    errors: errorsOf(route, (route.schema ?? {}) as Schema, access),
    answers: OTHER_ANSWERS[routeKeyOf(method, route.url)],
  };
  const produces = (route.schema as Schema | undefined)?.produces as string[] | undefined;
  if (produces?.length) contract.files = produces;
  // Carried to contractTransformObject as an extension of the operation (removed there).
  const withContract: FastifySchema = { ...schema, 'x-contract': contract } as FastifySchema;
  return { schema: withContract, url: route.url.replace(/^\/api(?=\/|$)/, '') || '/' };
}

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error answer of the API (plugins/error-handler.ts).',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'The HTTP status, again', example: 404 },
    error: { type: 'string', description: 'The status text', example: 'Not Found' },
    message: { type: 'string', description: 'What went wrong, for a person', example: 'Parcel not found' },
    issues: {
      type: 'array',
      description: 'Validation errors (400): each field and its problem.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    details: { description: 'More about some errors (e.g. which records conflict).' },
  },
};

/**
 * OpenAPI 3.0 ignores `nullable` without a `type` in the same schema (and Ajv refuses it), as Zod writes a nullable
 * union (`z.union([a, b]).nullable()`): the nullability moves into each branch that has a type.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullable);
  if (!node || typeof node !== 'object') return;
  const s = node as Schema;
  if (s.nullable === true && s.type === undefined) {
    const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
    if (branches?.every((b) => b.type !== undefined)) {
      branches.forEach((b) => (b.nullable = true));
      delete s.nullable;
    } else if (!branches && s.$ref === undefined && s.allOf === undefined) delete s.nullable; // any value
  }
  Object.values(s).forEach(fixNullable);
}

const SECURED = [{ bearer: [] }, { apiKey: [] }];

/** @fastify/swagger's whole-document transform: components, then each operation's security, errors and files. */
export function contractTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as Schema & {
    components: Schema & { schemas: Schema };
    paths: Record<string, Record<string, Schema & { responses: Record<string, Schema> }>>;
  };
  doc.components.schemas.Error = ERROR_SCHEMA;
  doc.components.responses = Object.fromEntries(
    Object.values(ERROR_ANSWERS).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  for (const operations of Object.values(doc.paths)) {
    for (const op of Object.values(operations)) {
      const contract = op['x-contract'] as RouteContract | undefined;
      delete op['x-contract'];
      if (!contract) continue;
      op.security = contract.access === 'public' ? [] : SECURED;
      if (contract.files) {
        // A file: its media types from the route schema's `produces`, the bytes as they are.
        const content = Object.fromEntries(
          contract.files.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
        op.responses['200'] = { description: contract.answers?.['200']?.description ?? 'The file', content };
      }
      if (contract.answers) {
        for (const [status, answer] of Object.entries(contract.answers)) {
          if (status !== '200' || !contract.files)
            op.responses[status] = { ...op.responses[status], ...answer };
        }
        if (!contract.answers['200'] && op.responses['200']?.description === 'Default Response')
          delete op.responses['200'];
      }
      for (const status of contract.errors) {
        // A status the route's schema answers itself keeps its schema (sign-in's 403 with its account-only session).
        op.responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` };
      }
    }
  }
  fixNullable(doc.paths);
  fixNullable(doc.components.schemas);
  return doc;
}

/** When an operation was deprecated and when it may stop answering (docs/api.md, "Deprecation"). */
export interface Deprecation {
  since: Date;
  sunset: Date;
  /** Where the notice is: the `Link: <...>; rel="deprecation"` header. */
  link?: string;
}
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the operation deprecated in the document and its answers with Deprecation and Sunset headers. */
    deprecation?: Deprecation;
  }
}

/**
 * A route whose `config.deprecation` is set is `deprecated: true` in the document, and every answer carries
 * `Deprecation` (RFC 9745: `@` and the Unix time) and `Sunset` (RFC 8594: an HTTP date), errors included (the
 * headers are set on request). Call before the routes and @fastify/swagger are registered.
 */
export function registerDeprecations(app: AppInstance) {
  app.addHook('onRoute', (route) => {
    const d = route.config?.deprecation;
    if (!d) return;
    if (route.schema) route.schema = { ...route.schema, deprecated: true } as typeof route.schema;
    const headers = async (_req: FastifyRequest, reply: FastifyReply) => {
      reply.header('deprecation', `@${Math.floor(d.since.getTime() / 1000)}`);
      reply.header('sunset', d.sunset.toUTCString());
      if (d.link) reply.header('link', `<${d.link}>; rel="deprecation"`);
    };
    route.onRequest = [headers, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
  });
}
