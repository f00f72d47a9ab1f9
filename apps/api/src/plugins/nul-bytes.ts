import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.js';

/**
 * The path (e.g. `name`, `items.2.label`) of the first string or key holding a NUL character, if any. Linear in the
 * size of the value: the path is one stack of keys, joined only for a hit (copying it at every
 * level made deep bodies quadratic). JSON bodies nest at most JSON_MAX_DEPTH levels (plugins/json-body.ts).
 */
export function findNulByte(value: unknown): string | undefined {
  const path: string[] = [];
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return v.includes('\u0000');
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        if (walk(v[i])) return true;
        path.pop();
      }
      return false;
    }
    if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (k.includes('\u0000')) {
          path.push(k.split('\u0000').join('\\0'));
          return true;
        }
        path.push(k);
        if (walk((v as Record<string, unknown>)[k])) return true;
        path.pop();
      }
    }
    return false;
  };
  return walk(value) ? path.join('.') : undefined;
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
