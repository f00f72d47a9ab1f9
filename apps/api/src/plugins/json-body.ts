import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors.js';

// Request bodies are bounded before anything is built from them: a body larger than its
// route's limit is refused while it is read (413), and a JSON body nested deeper than JSON_MAX_DEPTH is refused
// after one pass over its text (400), before JSON.parse builds a deep object that later walks (the NUL-byte guard,
// validation, PostgreSQL's jsonb) would have to go through. Broken JSON is a 400 too. README, "Limits".

/** How deep arrays and objects may nest in a JSON body; the API's deepest real body nests 4 levels. */
export const JSON_MAX_DEPTH = 32;

/** Body sizes in bytes: every route takes `default` unless its options name another (`bodyLimit`). */
export const BODY_LIMITS = {
  /** Sign-in, bookmarks, saved searches, watches, user settings: a few KB at most. */
  default: 64 * 1024,
  /** Forms of many long fields or rows: the qualification sheet, a survey's answers and its criteria. */
  large: 512 * 1024,
  /** Stripe's webhook events. */
  webhook: 1024 * 1024,
  /** RFC 8058's one-click unsubscribe: 'List-Unsubscribe=One-Click'. */
  tiny: 1024,
} as const;

export const JSON_BODY_MESSAGES = {
  tooDeep: `body: arrays and objects must not nest deeper than ${JSON_MAX_DEPTH} levels`,
  notJson: 'body: not valid JSON',
  /** 413, from Fastify's FST_ERR_CTP_BODY_TOO_LARGE (plugins/error-handler.ts). */
  tooLarge: (limitBytes: number) =>
    `body: larger than the ${Math.ceil(limitBytes / 1024)} KB this route accepts`,
} as const;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether JSON text nests arrays and objects deeper than `max`: one pass, brackets inside strings not counted. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that checks the depth first, then parses as Fastify does (refusing
 * `__proto__` and `constructor.prototype` keys), and words a parse error as a 400 naming the body. Call it on the
 * root instance before the routes are registered: their scopes inherit it.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(new BadRequestError(JSON_BODY_MESSAGES.tooDeep));
    void parse(req, text, (err, value) => {
      if (!err) return done(null, value);
      // Fastify words it 'Body is not valid JSON but content-type is set to …' (also for a `__proto__` key).
      if ((err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return done(new BadRequestError(JSON_BODY_MESSAGES.notJson));
      done(err);
    });
  });
}
