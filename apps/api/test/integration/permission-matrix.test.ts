// The permission matrix: every route of the OpenAPI document, called as anonymous, as a user of every status
// (with a full session, and for the upgrade statuses with the account-only session their sign-in hands out) and
// as an admin, answers as packages/shared/src/access/route-access.ts says: 401, 403 or allowed (anything else).
// Inputs are minimal valid ones built from each route's schema, so the guard, not validation, decides. Each route
// is called under both prefixes (/api and /api/v1, alternating by caller), and every answer is checked against the
// OpenAPI document (test-app.ts, checkAnswers): a listed status, its schema, errors included.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_ACCESS,
  routeAnswerFor,
  routeAnswerForKey,
  type AccessAnswer,
  type Principal,
  type RoleName,
  type SessionScope,
  type SubscriptionStatus,
} from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  insertCompany,
  insertContact,
  insertParcel,
  insertProject,
  linkParcel,
  Place,
} from '../support/matching-fixtures.js';
import { bearer, PASSWORD, seedUser } from './users-fixtures.js';
import { generateApiKey } from '../../src/modules/api-keys/api-keys.key.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A minimal value the schema accepts. */
function sample(s: JsonSchema, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0]!, name);
  if (s.allOf) return sample(Object.assign({}, ...s.allOf), name);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, key);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email' || /email/i.test(name)) return `matrix-${randomUUID()}@example.test`;
      if (s.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return s.default ?? 'x';
  }
}

interface Caller {
  label: string;
  id: number;
  email: string;
  token: string;
  principal: Principal;
  scope: SessionScope;
  /** An API key of the caller (a full session's caller), stored directly: lapsed owners' keys included. */
  apiKey?: string;
  subscriptionId: number;
  /** A Subscribed user this caller signs in as on /auth/login (the per-account limit stays per caller). */
  login: { email: string; password: string };
}

const STATUSES: SubscriptionStatus[] = [
  'Registered',
  'Free Trial',
  'Free Trial Ended',
  'Subscribed',
  'Subscription Cancelled',
  'Subscription Expired',
  'Test User',
];

let app: TestApp;
const t = (): TestApp => app;
let callers: (Caller | null)[] = [];
let anonymousLoginBody: { email: string; password: string };
const data = { parcel: 0, parent: 0, child: 0, company: 0, contact: 0, city: '' };

async function makeCaller(
  label: string,
  role: RoleName,
  status: SubscriptionStatus,
  scope: SessionScope,
): Promise<Caller> {
  const u = await seedUser(t(), { role, status, prefix: 'matrix' });
  let token = u.token;
  if (scope === 'account') {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    token = res.json().accessToken;
  }
  const sub = await t()
    .database.db.selectFrom('user_subscriptions')
    .select('id')
    .where('user_id', '=', u.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const loginUser = await seedUser(t(), { status: 'Subscribed', prefix: 'matrix-login' });
  let apiKey: string | undefined;
  if (scope === 'full') {
    const k = generateApiKey();
    await t()
      .database.db.insertInto('api_keys')
      .values({ user_id: u.id, name: 'matrix', prefix: k.prefix, key_hash: k.hash })
      .execute();
    apiKey = k.key;
  }
  return {
    label,
    id: u.id,
    email: u.email,
    token,
    apiKey,
    principal: { role, status, email: u.email },
    scope,
    subscriptionId: sub.id,
    login: { email: loginUser.email, password: PASSWORD },
  };
}

afterAll(() => app.close());
beforeAll(async () => {
  app = await createTestApp({}, { checkAnswers: true });
  const db = t().database.db;
  const place = new Place();
  data.city = place.city;
  data.parcel = await insertParcel(db, place);
  data.parent = await insertProject(db, place, { dx: 0, dy: 0 });
  data.child = await insertProject(db, place, { dx: 10, dy: 10, parent: data.parent });
  await linkParcel(db, data.parent, data.parcel, true);
  data.contact = await insertContact(db, {});
  data.company = await insertCompany(db, [data.contact]);
  const anonymousLogin = await seedUser(t(), { status: 'Subscribed', prefix: 'matrix-login' });
  anonymousLoginBody = { email: anonymousLogin.email, password: PASSWORD };
  callers = [
    null,
    ...(await Promise.all(STATUSES.map((s) => makeCaller(s, 'user', s, 'full')))),
    await makeCaller('Free Trial Ended (upgrade sign-in)', 'user', 'Free Trial Ended', 'account'),
    await makeCaller('Subscription Expired (upgrade sign-in)', 'user', 'Subscription Expired', 'account'),
    await makeCaller('admin', 'admin', 'Subscribed', 'full'),
  ];
}, 120_000);

/** The value of a path parameter for this route and caller: real ids of the test data. */
async function pathValue(
  method: string,
  route: string,
  name: string,
  caller: Caller | null,
): Promise<string> {
  const own = caller?.id ?? 1;
  if (
    route.startsWith('/users/') ||
    route.startsWith('/user-events/') ||
    route.startsWith('/surveys/user/')
  ) {
    // Routes about a user: the caller's own record, except the admin actions that change another user.
    if (/roles|send-verification-link/.test(route) || (method === 'DELETE' && route === '/users/{id}')) {
      const victim = await seedUser(t(), { status: 'Free Trial', prefix: 'matrix-victim' });
      return String(victim.id);
    }
    return String(own);
  }
  if (route.startsWith('/user-subscriptions/sandbox/'))
    return name === 'outcome' ? 'decline' : `sandbox-${randomUUID()}`;
  if (route.startsWith('/user-subscriptions/session/')) return `cs_test_${randomUUID()}`;
  if (route.startsWith('/area-export/progress/')) return randomUUID();
  if (route.startsWith('/user-subscriptions/')) return String(caller?.subscriptionId ?? 1);
  if (name === 'state') return 'UT';
  // Vector tiles: the zoom-14 parcels tile of the test data's place (lng -113.5, lat 37.6).
  if (route.startsWith('/tiles/')) return { layer: 'parcels', z: '14', x: '3026', y: '6342' }[name] ?? '0';
  if (/^\/(bookmarks|saved-searches|parcels-bookmarks|projects-bookmarks|api-keys)\//.test(route))
    return '999999999';
  if (route.startsWith('/companies/')) return String(data.company);
  if (route.startsWith('/child-projects/')) return String(data.child);
  if (name === 'parcelId') return String(data.parcel);
  if (name === 'projectId') return String(data.parent);
  if (route.startsWith('/parcels')) return String(data.parcel);
  return String(data.parent);
}

/** Query values: required ones from the schema, with real ids and places where the route needs them. */
function queryOf(route: string, op: Operation): Record<string, string> {
  const out: Record<string, string> = {};
  // Routes whose query needs one of several optional parameters.
  if (route === '/owners/portfolio') out.parcelId = String(data.parcel);
  // Why (not): one of contactId and companyId.
  if (route.endsWith('/explain')) out.contactId = String(data.contact);
  if (route.startsWith('/area-export')) out.cities = data.city;
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query' || !p.required) continue;
    if (p.name === 'id')
      out.id = String(
        route.startsWith('/parcels') || route.startsWith('/water-rights') ? data.parcel : data.parent,
      );
    else if (p.name === 'lat') out.lat = '37.6';
    else if (p.name === 'lng') out.lng = '-113.5';
    else if (p.name === 'name') out.name = data.city;
    else if (p.name === 'q') out.q = 'Test';
    else if (p.name === 'format') out.format = 'csv';
    else out[p.name] = String(sample(p.schema, p.name));
  }
  return out;
}

function bodyOf(key: string, op: Operation, caller: Caller | null): unknown {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const strong = `Matrix-${randomUUID().slice(0, 8)}-9`;
  switch (key) {
    case 'POST /auth/login':
      return caller?.login ?? anonymousLoginBody;
    case 'POST /auth/register':
    case 'POST /users':
      return {
        firstname: 'Matrix',
        lastname: 'User',
        email: `matrix-${randomUUID()}@example.test`,
        password: strong,
        confirmPassword: strong,
        agreeToTerms: true,
      };
    case 'POST /auth/change-password':
      // A wrong old password: the guard is passed (400), the password stays.
      return { oldPassword: 'not-the-password', newPassword: strong, confirmNewPassword: strong };
    case 'POST /auth/reset-password':
      return { tokenId: randomUUID(), newPassword: strong, confirmNewPassword: strong };
    case 'PUT /users':
      return { firstname: 'Test', lastname: 'User', email: caller?.email ?? 'nobody@example.test' };
    case 'PUT /users/{userId}/roles':
      return { status: 'Free Trial', roleName: 'user' };
    case 'POST /parcels-bookmarks':
      return { parcel_id: data.parcel };
    case 'POST /projects-bookmarks':
      return { ...(sample(schema ?? {}) as object), project_id: data.parent };
    case 'POST /alerts/watches':
      return { savedSearchId: 999999999, frequency: 'daily' };
    case 'PUT /alerts/watches/{id}':
      return { frequency: 'weekly' };
    case 'POST /saved-searches':
      return { description: `Matrix ${randomUUID()}`, url: '/map?city=x' };
    default:
      return schema ? sample(schema) : undefined;
  }
}

describe('[ACCESS] permission matrix', () => {
  let paths: Record<string, Record<string, Operation>> = {};
  beforeAll(async () => {
    paths = (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });

  it('has every route of the OpenAPI document in the route table, and no other', () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const missing = documented.filter((r) => !(r in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((r) => !documented.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every route as the table says, for every caller', async () => {
    const routes = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => ({
        method: m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        path,
        op,
      })),
    );
    // Sign-out ends the caller's sessions: last.
    routes.sort((a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'));
    const wrong: string[] = [];
    const observed: Record<string, Record<string, AccessAnswer>> = {};
    await Promise.all(
      callers.map(async (caller, callerIndex) => {
        for (const [routeIndex, r] of routes.entries()) {
          const prefix = (callerIndex + routeIndex) % 2 ? '/api/v1' : '/api';
          const key = `${r.method} ${r.path}`;
          const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
          let url = r.path;
          for (const n of names)
            url = url.replace(`{${n}}`, encodeURIComponent(await pathValue(r.method, r.path, n, caller)));
          const query = new URLSearchParams(queryOf(r.path, r.op)).toString();
          const body = bodyOf(key, r.op, caller);
          const res = await t().app.inject({
            method: r.method,
            url: `${prefix}${url}${query ? `?${query}` : ''}`,
            headers: bearer(caller?.token),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          const got: AccessAnswer = res.statusCode === 401 ? 401 : res.statusCode === 403 ? 403 : 'allowed';
          const label = caller?.label ?? 'anonymous';
          (observed[key] ??= {})[label] = got;
          const access = ROUTE_ACCESS[key];
          const expected = access && routeAnswerFor(access, caller);
          if (got !== expected || res.statusCode >= 500)
            wrong.push(
              `${prefix} ${key} as ${label}: ${res.statusCode} (${access ?? 'not in the table'}: expected ${expected}) ${res.body.slice(0, 120)}`,
            );
        }
      }),
    );
    if (process.env.MATRIX_DUMP) console.log(JSON.stringify(observed, null, 1));
    expect(wrong).toEqual([]);
    expect(t().answerViolations).toEqual([]);
  }, 600_000);

  it("answers every GET route called with an API key as the owner's session would (keys: routeAnswerForKey)", async () => {
    const routes = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([m]) => m === 'get')
        .map(([, op]) => ({ path, op })),
    );
    const wrong: string[] = [];
    await Promise.all(
      callers
        .filter((c): c is Caller & { apiKey: string } => !!c?.apiKey)
        .map(async (caller) => {
          for (const r of routes) {
            const key = `GET ${r.path}`;
            let url = r.path;
            for (const [, n] of r.path.matchAll(/\{(\w+)\}/g))
              url = url.replace(`{${n!}}`, encodeURIComponent(await pathValue('GET', r.path, n!, caller)));
            const query = new URLSearchParams(queryOf(r.path, r.op)).toString();
            const res = await t().app.inject({
              method: 'GET',
              url: `/api${url}${query ? `?${query}` : ''}`,
              headers: { 'x-api-key': caller.apiKey },
            });
            const got: AccessAnswer = res.statusCode === 401 ? 401 : res.statusCode === 403 ? 403 : 'allowed';
            const access = ROUTE_ACCESS[key];
            const expected = access && routeAnswerForKey(access, caller.principal);
            if (got !== expected || res.statusCode >= 500)
              wrong.push(
                `${key} with ${caller.label}'s key: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`,
              );
          }
        }),
    );
    expect(wrong).toEqual([]);
  }, 600_000);
});
