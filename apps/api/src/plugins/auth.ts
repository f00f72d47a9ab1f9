import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  dataAccess,
  isAdmin,
  mayExport,
  mayUseApiKeys,
  mayViewOnMap,
  seesPlaceholders,
  sessionDataRefusal,
  sessionMayUseData,
  type DataAccess,
  type Principal,
  type RoleName,
  type SessionScope,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { AppInstance } from '../deps.js';
import type { DB } from '../db/index.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../lib/errors.js';
import { AuthCache } from './auth-cache.js';
import { requestClassOf } from '../db/index.js';
import { createRateLimitStore } from '../modules/auth/auth.rate-limit.js';
import { hashApiKey, looksLikeApiKey } from '../modules/api-keys/api-keys.key.js';
import { findUsableKey, recordKeyUse } from '../modules/api-keys/api-keys.queries.js';

export const API_KEY_RATE_LIMITED = 'Too many requests with this API key. Please wait and try again.';

/** The API key of a request: the X-API-Key header, or a bearer credential that starts with 'ulk_'. */
export function apiKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-api-key'];
  if (header !== undefined) return [header].flat().join(',').trim();
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ulk_')) return auth.slice('Bearer '.length).trim();
  return undefined;
}

/**
 * What a read-only key may call: GET and HEAD, and a route whose `config.apiKeyRead` says its other methods only
 * read for a key (a transport that POSTs every call, such as an MCP endpoint, which then keeps a read-only key's
 * calls to reading itself; `req.apiKey.write` tells it).
 */
const isRead = (req: FastifyRequest) =>
  req.method === 'GET' || req.method === 'HEAD' || req.routeOptions.config?.apiKeyRead === true;

const AUTHENTICATION_REQUIRED = 'Authentication required';

export interface CurrentUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  role: RoleName;
  status: SubscriptionStatus;
  isAdmin: boolean;
}

export interface TokenPayload {
  sub: number;
  ver: number;
  /** 'account': handed out with an upgrade refusal, good for paying and the account only (policy.ts). */
  scope?: 'account';
}

/**
 * The signed-in principal with the access policy's answers for it, built once per request by the guards; route
 * code asks it instead of comparing statuses (docs/architecture.md, "Access policy").
 */
export interface RequestViewer extends Principal {
  id: number;
  scope: SessionScope;
  isAdmin: boolean;
  dataAccess: DataAccess;
  seesPlaceholders: boolean;
  mayExport: boolean;
  mayViewOnMap: boolean;
}

export function requestViewerOf(user: CurrentUser, scope: SessionScope): RequestViewer {
  const p: Principal = { role: user.role, status: user.status, email: user.email };
  return {
    ...p,
    id: user.id,
    scope,
    isAdmin: isAdmin(p),
    dataAccess: dataAccess(p),
    seesPlaceholders: seesPlaceholders(p),
    mayExport: mayExport(p),
    mayViewOnMap: mayViewOnMap(p),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
    viewer?: RequestViewer;
    /** The API key the request was made with (docs/api.md, "API keys"); undefined for a session's token. */
    apiKey?: { id: number; write: boolean };
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
  }
}

/** The user's role and current (newest) subscription status, or undefined when the user does not exist. */
export async function loadCurrentUser(db: Kysely<DB>, userId: number, tokenVersion?: number) {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.firstname',
      'u.lastname',
      'u.token_version',
      'u.is_active',
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .whereRef('ur.user_id', '=', 'u.id')
        .select('r.name')
        .orderBy('r.id')
        .limit(1)
        .as('role'),
      eb
        .selectFrom('user_subscriptions as s')
        .whereRef('s.user_id', '=', 'u.id')
        .select('s.status')
        .orderBy('s.id', 'desc')
        .limit(1)
        .as('status'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || (tokenVersion !== undefined && row.token_version !== tokenVersion)) return undefined;
  const role = (row.role ?? 'user') as RoleName;
  const user: CurrentUser = {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role,
    status: (row.status ?? 'Registered') as SubscriptionStatus,
    isAdmin: role === 'admin',
  };
  return { user, isActive: row.is_active };
}

/** Decorates the app with the guards every feature names as preHandlers (run on request: runGuardsFirst). */
export function registerAuthGuards(app: AppInstance) {
  // Cached per user and token version while the processes' change notices arrive (plugins/auth-cache.ts).
  const { coordination, config } = app.deps;
  const authCache =
    coordination && config.AUTH_CACHE_SECONDS > 0
      ? new AuthCache(coordination, config.AUTH_CACHE_SECONDS * 1000)
      : undefined;
  // A write answered by this process is seen by this process's next request even before the database's notice is
  // delivered (the notices cover every other process): a request of the write class (packages/db/src/timeouts.ts: any but GET and
  // HEAD, and the GETs that write) drops lookups before it answers. A signed-in user who is not an admin can only
  // change their own sign-in state (sign-out, password, payment), so only their lookups go; an admin's writes and
  // anonymous ones (sign-in, password reset, the payment webhook) may touch anyone, so all go.
  if (authCache)
    app.addHook('onSend', async (req, _reply, payload) => {
      if (requestClassOf(req) !== 'write') return payload;
      const v = req.viewer;
      authCache.invalidate(v && !v.isAdmin ? String(v.id) : '*');
      return payload;
    });
  const { database, clock } = app.deps;
  const keyLimits = createRateLimitStore(database.db, clock, config.API_KEY_RATE_LIMIT_WINDOW_MS);
  /**
   * A call with an API key (docs/api.md, "API keys"): an unknown or revoked key is 401; the key's calls are
   * counted (RateLimit-* headers, 429 over API_KEY_RATE_LIMIT_MAX in a window, counters shared by the processes);
   * the owner is looked up as a token's user is (the same cache), so the key carries the owner's current role and
   * status: a deactivated owner is 401, an owner who may no longer use keys (a lapsed subscription) 403; a
   * read-only key may only GET or HEAD (403). Then the request is the owner's full session's.
   */
  async function authenticateKey(req: FastifyRequest, reply: FastifyReply, key: string) {
    const found = looksLikeApiKey(key) ? await findUsableKey(database.db, hashApiKey(key)) : undefined;
    if (!found) throw new UnauthorizedError(ACCESS_MESSAGES.apiKeyInvalid);
    const max = config.API_KEY_RATE_LIMIT_MAX;
    const { hits, resetAt } = await keyLimits.take(`api-key:${found.id}`);
    const reset = Math.max(0, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
    reply.header('ratelimit-limit', String(max));
    reply.header('ratelimit-remaining', String(Math.max(0, max - hits)));
    reply.header('ratelimit-reset', String(reset));
    if (hits > max) {
      reply.header('retry-after', String(Math.max(1, reset)));
      throw new TooManyRequestsError(API_KEY_RATE_LIMITED);
    }
    const load = () => loadCurrentUser(database.db, found.user_id);
    const loaded = authCache ? await authCache.get(found.user_id, 'key', load) : await load();
    if (!loaded || !loaded.isActive) throw new UnauthorizedError(ACCESS_MESSAGES.apiKeyInvalid);
    const viewer = requestViewerOf(loaded.user, 'full');
    if (!mayUseApiKeys(viewer)) throw new ForbiddenError(sessionDataRefusal(viewer, 'full'));
    if (!found.write && !isRead(req)) throw new ForbiddenError(ACCESS_MESSAGES.apiKeyReadOnly);
    req.currentUser = loaded.user;
    req.viewer = viewer;
    req.apiKey = { id: found.id, write: found.write };
    await recordKeyUse(database.db, found, clock.now());
  }
  /** Who is calling: an API key's owner, or a session token's user. */
  async function identify(req: FastifyRequest, reply: FastifyReply) {
    const key = apiKeyOf(req);
    if (key !== undefined) return authenticateKey(req, reply, key);
    return authenticateToken(req);
  }
  /**
   * Account routes: any signed-in user. A key may read them but never change the account (sign-out, password,
   * refresh, profile, paying, keys): those need a session.
   */
  async function authenticate(req: FastifyRequest, reply: FastifyReply) {
    await identify(req, reply);
    if (req.apiKey && !isRead(req)) throw new ForbiddenError(ACCESS_MESSAGES.apiKeyAccountOnly);
  }
  async function authenticateToken(req: FastifyRequest) {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new UnauthorizedError(AUTHENTICATION_REQUIRED);
    let payload: TokenPayload & { exp?: unknown };
    try {
      payload = await req.jwtVerify<TokenPayload & { exp?: unknown }>();
    } catch {
      throw new UnauthorizedError('Your session has expired. Please sign in again.');
    }
    // Only tokens this server issues: with an expiry and the user's token version (sign-out, password changes).
    if (typeof payload.exp !== 'number' || typeof payload.ver !== 'number')
      throw new UnauthorizedError('Your session has expired. Please sign in again.');
    const userId = Number(payload.sub);
    const ver = payload.ver;
    const load = () => loadCurrentUser(app.deps.database.db, userId, ver);
    const loaded = authCache ? await authCache.get(userId, ver, load) : await load();
    if (!loaded || !loaded.isActive)
      throw new UnauthorizedError('Your session has expired. Please sign in again.');
    req.currentUser = loaded.user;
    req.viewer = requestViewerOf(loaded.user, payload.scope === 'account' ? 'account' : 'full');
  }
  async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
    await identify(req, reply);
    const v = viewerOf(req);
    if (v.scope !== 'full') throw new ForbiddenError(sessionDataRefusal(v, v.scope));
    if (!v.isAdmin) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
  }
  /** Data calls: the policy's `mayUseData` with a full session (403 with its refusal message otherwise). */
  async function requireDataAccess(req: FastifyRequest, reply: FastifyReply) {
    await identify(req, reply);
    const v = viewerOf(req);
    if (!sessionMayUseData(v, v.scope)) throw new ForbiddenError(sessionDataRefusal(v, v.scope));
  }
  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('requireDataAccess', requireDataAccess);
  runGuardsFirst(app, [authenticate, requireAdmin, requireDataAccess]);
}

/**
 * Routes name their guard as a `preHandler` (CONTRIBUTING.md, "API module"), but Fastify runs preHandlers after the
 * body is read and validated, so an anonymous caller would read the route's schema messages (a 400) instead of 401,
 * and a body would be parsed before anyone is known. The guards only read the Authorization
 * header, so every route's guard is moved to `onRequest`, after the app's own onRequest hooks (the statement timeout
 * they run under) and a route's (the sign-in limits), before the body is parsed, the NUL-byte check
 * (plugins/nul-bytes.ts, preValidation) and validation. Other preHandlers stay where they are.
 */
function runGuardsFirst(app: AppInstance, guards: Guard[]) {
  const isGuard = (hook: unknown) => guards.includes(hook as Guard);
  const listOf = (hooks: unknown): unknown[] => (hooks === undefined ? [] : [hooks].flat());
  app.addHook('onRoute', (route) => {
    const pre = listOf(route.preHandler);
    const moved = pre.filter(isGuard);
    if (!moved.length) return;
    route.preHandler = pre.filter((hook) => !isGuard(hook)) as typeof route.preHandler;
    route.onRequest = [...listOf(route.onRequest), ...moved] as typeof route.onRequest;
  });
}

/**
 * Who a call acts for, as the guards leave it on the request: what route helpers (lib/access.ts, the map's
 * viewer, the matching replies) read. A request is one; so is the MCP server's caller (modules/mcp/).
 */
export type Caller = Pick<FastifyRequest, 'currentUser' | 'viewer'>;

/**
 * The caller a credential stands for, decided by the data routes' own guard (`requireDataAccess`, the guard of
 * POST /api/mcp) run on a stand-in GET request that carries it as `Authorization: Bearer <credential>`: for
 * callers that are not HTTP requests, such as the MCP server over stdio (apps/api/src/mcp-stdio.ts), which asks
 * before each tool call, so the caller's current role and status apply. Throws the guard's 401 or 403.
 */
export async function resolveCredential(app: AppInstance, credential: string): Promise<Required<Caller>> {
  const req = {
    method: 'GET',
    headers: { authorization: `Bearer ${credential}` },
    jwtVerify: async () => app.jwt.verify(credential),
  } as unknown as FastifyRequest;
  const reply = { header: () => reply } as unknown as FastifyReply;
  await app.requireDataAccess(req, reply);
  return { currentUser: userOf(req), viewer: viewerOf(req) };
}

/**
 * The signed-in user of a request a guard let through. Every guard leaves one on the request or refuses it, so on
 * a guarded route this is the user; on a route without a guard it refuses as the guards would (401).
 */
export function userOf(req: Caller): CurrentUser {
  if (!req.currentUser) throw new UnauthorizedError(AUTHENTICATION_REQUIRED);
  return req.currentUser;
}

/** The access policy's answers for the signed-in caller (see `userOf`: 401 on a route without a guard). */
export function viewerOf(req: Caller): RequestViewer {
  if (!req.viewer) throw new UnauthorizedError(AUTHENTICATION_REQUIRED);
  return req.viewer;
}

/** True when the user sees Free Trial placeholders instead of records (spec: Free Trial limits). */
export function isFreeTrial(req: Caller): boolean {
  return !!req.viewer?.seesPlaceholders;
}

export type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A key's call of this route counts as a read whatever its method (see `isRead` above). */
    apiKeyRead?: boolean;
  }
  interface FastifyInstance {
    authenticate: Guard;
    requireAdmin: Guard;
    requireDataAccess: Guard;
  }
}
