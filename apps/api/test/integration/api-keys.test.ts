// API keys (issue 30 item 1; docs/api.md, "API keys"): create, list and revoke; the key shown once and stored
// hashed; a key acts as its owner with the owner's current role and status; read-only keys; the key's rate limit
// with its RateLimit-* headers; the owner's activity.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, API_KEY_MESSAGES } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, setStatusDirectly, type SeededUser } from './users-fixtures.js';

let t: TestApp;
let limited: TestApp;
let owner: SeededUser;
let other: SeededUser;
let admin: SeededUser;
let trial: SeededUser;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A route whose POSTs only read for a key (plugins/auth.ts, `apiKeyRead`), as an MCP endpoint's would.
      beforeReady: (app) => {
        app.post(
          '/api/test-only/key-read',
          { preHandler: app.authenticate, config: { apiKeyRead: true }, schema: { hide: true } },
          async (req) => ({ write: req.apiKey?.write ?? null }),
        );
      },
    },
  );
  limited = await createTestApp({ API_KEY_RATE_LIMIT_MAX: '3', API_KEY_RATE_LIMIT_WINDOW_MS: '60000' });
  owner = await seedUser(t, { status: 'Subscribed', prefix: 'keys-owner' });
  other = await seedUser(t, { status: 'Subscribed', prefix: 'keys-other' });
  admin = await seedUser(t, { role: 'admin', status: 'Subscribed', prefix: 'keys-admin' });
  trial = await seedUser(t, { status: 'Free Trial', prefix: 'keys-trial' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

const withKey = (key: string) => ({ 'x-api-key': key });
const createKey = async (user: SeededUser, body: object = { name: 'Script' }, app: TestApp = t) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(user.token),
    payload: body,
  });
  return res;
};
const keyOf = async (user: SeededUser, body?: object, app?: TestApp) => {
  const res = await createKey(user, body, app);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; key: string; prefix: string; write: boolean };
};
const eventsOf = (userId: number, type: string) =>
  t.database.db
    .selectFrom('user_events')
    .select(['event_type', 'new_value', 'creator_id'])
    .where('user_id', '=', userId)
    .where('event_type', '=', type)
    .execute();

describe('[API KEYS] create, list, revoke', () => {
  it('shows the key once, lists it by its prefix and stores only its hash', async () => {
    const res = await createKey(owner, { name: '  Nightly sync  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Nightly sync',
      write: false,
      lastUsedAt: null,
      revokedAt: null,
      message: API_KEY_MESSAGES.created,
    });
    expect(created.key).toMatch(/^ulk_[0-9A-Za-z]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'Nightly sync', prefix: created.prefix, write: false });
    expect(list.body).not.toContain(created.key);

    const row = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(await eventsOf(owner.id, 'api_key_created')).toContainEqual({
      event_type: 'api_key_created',
      new_value: `Nightly sync (${created.prefix}…)`,
      creator_id: owner.id,
    });
  });

  it('refuses a missing name, naming the field, and stores nothing', async () => {
    const before = await t.database.db.selectFrom('api_keys').select('id').execute();
    const res = await createKey(owner, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(API_KEY_MESSAGES.nameRequired);
    expect(res.json().message).toContain('name');
    expect(await t.database.db.selectFrom('api_keys').select('id').execute()).toHaveLength(before.length);
  });

  it('gives write access to full data access only, and keys to users with data access only', async () => {
    expect((await createKey(trial, { name: 'Trial', write: true })).json()).toMatchObject({
      statusCode: 403,
      message: ACCESS_MESSAGES.apiKeyWriteUpgrade,
    });
    expect((await keyOf(trial, { name: 'Trial read' })).write).toBe(false);
    const registered = await seedUser(t, { status: 'Registered', prefix: 'keys-registered' });
    const res = await createKey(registered);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCESS_MESSAGES.contactAdmin);
  });

  it('lets the owner revoke: the key is refused with 401 at its next call', async () => {
    const { id, key } = await keyOf(owner);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().revokedAt).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ACCESS_MESSAGES.apiKeyInvalid);
    expect(await eventsOf(owner.id, 'api_key_revoked')).toContainEqual(
      expect.objectContaining({ creator_id: owner.id }),
    );
    // Still listed, as revoked.
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(owner.token) });
    expect(list.json().data.find((k: { id: number }) => k.id === id).revokedAt).not.toBeNull();
  });

  it("does not let another user revoke or see someone's key (404)", async () => {
    const { id, key } = await keyOf(owner);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(API_KEY_MESSAGES.notFound);
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(other.token) });
    expect(list.json().data.map((k: { id: number }) => k.id)).not.toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) })).statusCode,
    ).toBe(200);
    const all = await t.app.inject({ method: 'GET', url: '/api/api-keys/all', headers: bearer(other.token) });
    expect(all.statusCode).toBe(403);
  });

  it('lets an admin list every key with its owner and revoke any', async () => {
    const { id, key } = await keyOf(other, { name: 'Other script' });
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/api-keys/all?userId=${other.id}`,
      headers: bearer(admin.token),
    });
    expect(all.statusCode).toBe(200);
    const listed = all.json().data.find((k: { id: number }) => k.id === id);
    expect(listed).toMatchObject({ name: 'Other script', owner: { id: other.id } });
    expect(all.json().data.every((k: { owner: { id: number } }) => k.owner.id === other.id)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) })).statusCode,
    ).toBe(401);
    expect(await eventsOf(other.id, 'api_key_revoked')).toContainEqual(
      expect.objectContaining({ creator_id: admin.id }),
    );
  });
});

describe('[API KEYS] who revokes', () => {
  it("keeps a Test User admin (read-only in the user administration) to their own keys: 404 on another's", async () => {
    const readOnlyAdmin = await seedUser(t, { role: 'admin', status: 'Test User', prefix: 'keys-ro-admin' });
    const { id } = await keyOf(other, { name: 'Not yours' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: bearer(readOnlyAdmin.token),
    });
    expect(res.statusCode).toBe(404);
    const own = await keyOf(readOnlyAdmin);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${own.id}`,
      headers: bearer(readOnlyAdmin.token),
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe('[API KEYS] calls with a key', () => {
  it('refuses the key of a deactivated owner with 401', async () => {
    const leaving = await seedUser(t, { status: 'Subscribed', prefix: 'keys-leaving' });
    const { key } = await keyOf(leaving);
    await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', leaving.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ACCESS_MESSAGES.apiKeyInvalid);
  });

  it("lets a read-only key POST to a route that declares its POSTs reads, and tells the route it's read-only", async () => {
    const { key } = await keyOf(owner);
    const res = await t.app.inject({ method: 'POST', url: '/api/test-only/key-read', headers: withKey(key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ write: false });
  });

  it('answers HEAD with a read-only key', async () => {
    const { key } = await keyOf(owner);
    const res = await t.app.inject({ method: 'HEAD', url: '/api/users/currentUser', headers: withKey(key) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the key as X-API-Key and as a bearer credential; refuses an unknown one with 401', async () => {
    const { key } = await keyOf(owner);
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/users/currentUser',
      headers: bearer(key),
    });
    expect(asBearer.statusCode).toBe(200);
    expect(asBearer.json().email).toBe(owner.email);
    for (const bad of [`ulk_${'A'.repeat(40)}`, 'not-a-key', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(bad) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ACCESS_MESSAGES.apiKeyInvalid);
    }
  });

  it('refuses everything but GET and HEAD with a read-only key, and changes nothing', async () => {
    const { key } = await keyOf(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: withKey(key),
      payload: { description: 'By key', url: '/map?city=x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This API key is read-only.');
    const saved = await t.database.db
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(saved).toHaveLength(0);
  });

  it('lets a write key write data, but never manage keys or the account', async () => {
    const { key } = await keyOf(owner, { name: 'Writer', write: true });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: withKey(key),
      payload: { description: `By key ${Date.now()}`, url: '/map?city=x' },
    });
    expect(saved.statusCode).toBe(201);
    for (const [method, url] of [
      ['POST', '/api/api-keys'],
      ['DELETE', '/api/api-keys/1'],
      ['POST', '/api/auth/refresh'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: withKey(key), payload: { name: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(ACCESS_MESSAGES.apiKeyAccountOnly);
    }
  });

  it("follows the owner's role: an admin's key calls admin routes, a user's key cannot", async () => {
    const adminKey = (await keyOf(admin)).key;
    const userKey = (await keyOf(owner)).key;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: withKey(adminKey) })).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/users', headers: withKey(userKey) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_MESSAGES.adminsOnly);
  });

  it("stops at the next call once the owner's subscription lapses, and works again once paid", async () => {
    const lapsing = await seedUser(t, { status: 'Subscribed', prefix: 'keys-lapsing' });
    const { key } = await keyOf(lapsing);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) })).statusCode,
    ).toBe(200);
    for (const status of ['Subscription Expired', 'Free Trial Ended'] as const) {
      await setStatusDirectly(t, lapsing.id, status);
      for (const url of ['/api/parcels', '/api/users/currentUser']) {
        const res = await t.app.inject({ method: 'GET', url, headers: withKey(key) });
        expect(res.statusCode, `${status} ${url}`).toBe(403);
        expect(res.json().message).toBe(ACCESS_MESSAGES.upgradeToContinue);
      }
    }
    await setStatusDirectly(t, lapsing.id, 'Subscribed');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) })).statusCode,
    ).toBe(200);
  });

  it('shows the last use (written at most once a minute) and writes one use event per key and day', async () => {
    const { id, key } = await keyOf(owner, { name: 'Counted' });
    const lastUsed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(owner.token) });
      return res.json().data.find((k: { id: number }) => k.id === id).lastUsedAt as string | null;
    };
    const used = async () =>
      (await eventsOf(owner.id, 'api_key_used')).filter((e) => e.new_value?.startsWith('Counted ('));
    expect(await lastUsed()).toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    expect(await lastUsed()).toBe(first);
    expect(await used()).toHaveLength(1);
    t.clock.advance(2 * 60_000);
    await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    const second = await lastUsed();
    expect(new Date(second!).getTime()).toBeGreaterThan(new Date(first!).getTime());
    t.clock.advance(24 * 3_600_000);
    await t.app.inject({ method: 'GET', url: '/api/parcels', headers: withKey(key) });
    expect(await used()).toHaveLength(2);
  });
});

describe('[API KEYS] rate limit', () => {
  it('answers RateLimit-* headers on each call and 429 over the limit, per key', async () => {
    const user = await seedUser(limited, { status: 'Subscribed', prefix: 'keys-limited' });
    const a = (await keyOf(user, { name: 'A' }, limited)).key;
    const b = (await keyOf(user, { name: 'B' }, limited)).key;
    const call = (key: string) =>
      limited.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: withKey(key) });
    for (const remaining of [2, 1, 0]) {
      const res = await call(a);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe(String(remaining));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const over = await call(a);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests with this API key. Please wait and try again.');
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same owner has its own counter; the session is not limited by it.
    expect((await call(b)).statusCode).toBe(200);
    const session = await limited.app.inject({
      method: 'GET',
      url: '/api/users/currentUser',
      headers: bearer(user.token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
    // The window ends: the key works again.
    limited.clock.advance(61_000);
    expect((await call(a)).statusCode).toBe(200);
  });
});
