import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppDeps, AppInstance, Clock } from '../../deps.js';
import type { DB } from '../../db/index.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { userOf } from '../../plugins/auth.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Fixed-window counters in the auth_rate_limits table, shared by every server process on the database (and
 * working the same on the embedded one). Keys are stored as SHA-256 hashes. Rows of past windows are deleted at
 * most once a window, so the table holds only the keys of the current one.
 */
export function createRateLimitStore(db: Kysely<DB>, clock: Clock, windowMs: number) {
  let lastSweep = 0;
  return {
    /**
     * Counts one hit on each key (one statement) and answers the seconds until the window of the first key over
     * its limit ends, or 0 when every key is within its limit.
     */
    async hit(keys: { key: string; max: number }[]): Promise<number> {
      const now = clock.now();
      if (now.getTime() - lastSweep >= windowMs) {
        lastSweep = now.getTime();
        await db.deleteFrom('auth_rate_limits').where('reset_at', '<=', now).execute();
      }
      const limits = new Map(keys.map((k) => [sha256(k.key), k.max]));
      // Sorted, so concurrent requests lock the same rows in the same order.
      const hashes = [...limits.keys()].sort();
      const resetAt = new Date(now.getTime() + windowMs);
      const rows = await db
        .insertInto('auth_rate_limits')
        .values(hashes.map((key) => ({ key, hits: 1, reset_at: resetAt })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when auth_rate_limits.reset_at <= ${now} then 1 else auth_rate_limits.hits + 1 end`,
            reset_at: sql<Date>`case when auth_rate_limits.reset_at <= ${now} then excluded.reset_at else auth_rate_limits.reset_at end`,
          }),
        )
        .returning(['key', 'hits', 'reset_at'])
        .execute();
      const over = rows.filter((r) => r.hits > limits.get(r.key)!);
      if (!over.length) return 0;
      const until = Math.max(...over.map((r) => new Date(r.reset_at).getTime()));
      return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    },
    /**
     * Counts one hit on a key and answers its hits in the current window and when that window ends (the API keys'
     * limit, plugins/auth.ts, which answers the RateLimit-* headers from them).
     */
    async take(key: string): Promise<{ hits: number; resetAt: Date }> {
      const now = clock.now();
      if (now.getTime() - lastSweep >= windowMs) {
        lastSweep = now.getTime();
        await db.deleteFrom('auth_rate_limits').where('reset_at', '<=', now).execute();
      }
      const row = await db
        .insertInto('auth_rate_limits')
        .values({ key: sha256(key), hits: 1, reset_at: new Date(now.getTime() + windowMs) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when auth_rate_limits.reset_at <= ${now} then 1 else auth_rate_limits.hits + 1 end`,
            reset_at: sql<Date>`case when auth_rate_limits.reset_at <= ${now} then excluded.reset_at else auth_rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, resetAt: new Date(row.reset_at) };
    },
    /** Takes back one hit of a key in its current window (an attempt that turned out not to be a guess). */
    async forgive(key: string): Promise<void> {
      await db
        .updateTable('auth_rate_limits')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('key', '=', sha256(key))
        .where('reset_at', '>', clock.now())
        .execute();
    },
  };
}

type Store = ReturnType<typeof createRateLimitStore>;
const stores = new WeakMap<AppDeps, Store>();

function storeOf(app: AppInstance): Store {
  let store = stores.get(app.deps);
  if (!store) {
    store = createRateLimitStore(
      app.deps.database.db,
      app.deps.clock,
      app.deps.config.AUTH_RATE_LIMIT_WINDOW_MS,
    );
    stores.set(app.deps, store);
  }
  return store;
}

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

let warnedAboutProxy = false;

/**
 * Route options for a rate-limited auth call (login, register, forgot-password, resend), in a window of
 * AUTH_RATE_LIMIT_WINDOW_MS: at most AUTH_RATE_LIMIT_IP_MAX requests per client address (checked on request) and
 * at most AUTH_RATE_LIMIT_MAX per account, i.e. per e-mail whatever the address (checked once the body is
 * validated), so changing X-Forwarded-For or spreading guesses over addresses gains nothing. Behind TRUST_PROXY, the address is the one the trusted proxies
 * saw (config.ts, fastifyTrustProxy), never one a client wrote into X-Forwarded-For itself. 429 with Retry-After.
 */
export function authRateLimit(app: AppInstance, name: string) {
  const { AUTH_RATE_LIMIT_MAX, AUTH_RATE_LIMIT_IP_MAX, TRUST_PROXY } = app.deps.config;
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(seconds));
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
  };
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!TRUST_PROXY && req.headers['x-forwarded-for'] && !warnedAboutProxy) {
        warnedAboutProxy = true;
        req.log.warn(
          'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every client shares the ' +
            "proxy's address, so the per-address sign-in limit applies to all of them together; set TRUST_PROXY to " +
            'the number of proxies in front of the server (e.g. 1) or their addresses',
        );
      }
      const wait = await storeOf(app).hit([{ key: `${name}:ip:${req.ip}`, max: AUTH_RATE_LIMIT_IP_MAX }]);
      if (wait) refuse(reply, wait);
    },
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      const email = bodyEmail(req);
      if (!email) return;
      const wait = await storeOf(app).hit([{ key: `${name}:account:${email}`, max: AUTH_RATE_LIMIT_MAX }]);
      if (wait) refuse(reply, wait);
    },
  };
}

/**
 * Wrong old passwords on change-password, per account (the signed-in user), at most AUTH_RATE_LIMIT_MAX in a window,
 * answered like the sign-in limit: 429 with Retry-After. Every attempt is counted before the
 * password is checked, so guesses sent at once are all counted; `forgive` takes back an attempt whose old password
 * was right.
 */
export function oldPasswordLimit(app: AppInstance) {
  const keyOf = (req: FastifyRequest) => `change-password:account:${userOf(req).id}`;
  return {
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      const wait = await storeOf(app).hit([{ key: keyOf(req), max: app.deps.config.AUTH_RATE_LIMIT_MAX }]);
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
      }
    },
    forgive: (req: FastifyRequest) => storeOf(app).forgive(keyOf(req)),
  };
}
