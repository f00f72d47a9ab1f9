import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.js';

/** The path (e.g. `name`, `items.2.label`) of the first string or key holding a NUL character, if any. */
export function findNulByte(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = findNulByte(v, [...path, String(i)]);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, k.split('\u0000').join('\\0')].join('.');
      const hit = findNulByte(v, [...path, k]);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text (it answers 'invalid byte sequence', a 500): every route refuses
 * one in its path parameters, query or JSON body with a 400 naming the field, before validation and handlers run.
 */
export function registerNulByteGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req, reply) => {
    for (const [part, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const field = findNulByte(value);
      if (field === undefined) continue;
      const name = field || part;
      return reply.code(400).send(errorBody(400, `${name}: must not contain a NUL character (\\u0000)`));
    }
  });
}
