import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { JSON_BODY_MESSAGES } from './json-body.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** PostgreSQL's 'query_canceled': the statement ran past its request class's statement_timeout (packages/db/src/timeouts.ts). */
const QUERY_CANCELED = '57014';
export const QUERY_TOO_SLOW =
  'The database took too long to answer this request and stopped it. Try a smaller area or fewer filters.';

export function errorBody(statusCode: number, message: string, extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...extra };
}

/** One error format for the whole API: `{ statusCode, error, message }`, plus `issues` on validation errors. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message,
      }));
      const first = issues[0];
      const message = first
        ? `${first.path.replace(/^(body|querystring|params|headers)\.?/, '') || first.path}: ${first.message}`
        : 'Invalid input';
      return reply.code(400).send(errorBody(400, message, { issues }));
    }
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .send(errorBody(err.statusCode, err.message, err.details ? { details: err.details } : undefined));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, 'Something went wrong at our end'));
    }
    if ((err as { code?: unknown }).code === QUERY_CANCELED) {
      // The connection went back to the pool when the query failed; the next request gets it.
      req.log.warn({ url: req.url }, 'statement timeout: query cancelled');
      return reply.code(503).send(errorBody(503, QUERY_TOO_SLOW));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody(413, JSON_BODY_MESSAGES.tooLarge(req.routeOptions.bodyLimit)));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Something went wrong at our end'));
    }
    return reply.code(status).send(errorBody(status, err.message));
  });
}
