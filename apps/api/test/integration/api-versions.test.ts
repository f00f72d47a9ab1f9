// The versioned contract (docs/api.md, "Versions and the contract"): /api/v1/x is the route /api/x itself, with the
// same guards, answers and limits; the web app's /api paths keep working. The permission matrix runs every route
// under both prefixes (permission-matrix.test.ts); these are the prefix's own rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertParcel, Place } from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, PASSWORD, seedUser } from './users-fixtures.js';

let t: TestApp;
const DEPRECATED = new Date('2026-01-01T00:00:00Z');
const SUNSET = new Date('2026-12-31T00:00:00Z');
let parcelPlace: Place;
beforeAll(async () => {
  // A per-account sign-in limit of 3 (an e-mail of this file's own), to see that both prefixes count against it.
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '3' },
    {
      checkAnswers: true,
      // A deprecated operation, as one would be marked before its removal (docs/api.md, "Deprecation").
      beforeReady: async (app) => {
        await app.register(
          async (api) => {
            api.get(
              '/old-answer',
              {
                preHandler: api.authenticate,
                config: { deprecation: { since: DEPRECATED, sunset: SUNSET, link: '/docs/api.md' } },
                schema: {
                  tags: ['test'],
                  summary: 'A deprecated operation',
                  response: { 200: z.object({ ok: z.boolean() }) },
                },
              },
              async () => ({ ok: true }),
            );
          },
          { prefix: '/api' },
        );
      },
    },
  );
  parcelPlace = new Place();
  await insertParcel(t.database.db, parcelPlace);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the /api/v1 prefix', () => {
  it('answers as /api does, query strings and guards included', async () => {
    const user = await seedUser(t, { status: 'Subscribed', prefix: 'v1' });
    for (const prefix of ['/api', '/api/v1']) {
      expect((await get(`${prefix}/health`)).statusCode).toBe(200);
      const me = await get(`${prefix}/users/currentUser`, user.token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: user.email });
      const at = await get(
        `${prefix}/parcels/coords?lat=${parcelPlace.lat0}&lng=${parcelPlace.lng0}`,
        user.token,
      );
      expect(at.statusCode).toBe(200);
    }
    const v1 = await get(
      `/api/v1/parcels/coords?lat=${parcelPlace.lat0}&lng=${parcelPlace.lng0}`,
      user.token,
    );
    const plain = await get(
      `/api/parcels/coords?lat=${parcelPlace.lat0}&lng=${parcelPlace.lng0}`,
      user.token,
    );
    expect(v1.json()).toEqual(plain.json());
  });

  it('refuses as /api does: 401, 403 and 400 with the same bodies', async () => {
    const anonymous = await get('/api/v1/users/currentUser');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual((await get('/api/users/currentUser')).json());
    expect(anonymous.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
    });

    const user = await seedUser(t, { status: 'Subscribed', prefix: 'v1' });
    const notAdmin = await get('/api/v1/users', user.token);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual((await get('/api/users', user.token)).json());

    const bad = await get('/api/v1/parcels/coords?lat=91&lng=0', user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual((await get('/api/parcels/coords?lat=91&lng=0', user.token)).json());
    expect(bad.json().message).toMatch(/^lat: /);
  });

  it('answers an unknown v1 path 404 with the standard error body naming the path asked for', async () => {
    const res = await get('/api/v1/no-such-route?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/no-such-route not found',
    });
    // Only the whole segment is a version: /api/v1x is not /api.
    const near = await get('/api/v1health');
    expect(near.statusCode).toBe(404);
    expect(near.json().message).toBe('Route GET /api/v1health not found');
    expect((await get('/api/v2/health')).statusCode).toBe(404);
  });

  it('shares the sign-in limit with /api: the same route, counted once', async () => {
    const email = `nobody-v1-${Date.now()}@example.test`;
    const login = (prefix: string) =>
      t.app.inject({
        method: 'POST',
        url: `${prefix}/auth/login`,
        payload: { email, password: PASSWORD },
      });
    expect((await login('/api')).statusCode).toBe(401);
    expect((await login('/api/v1')).statusCode).toBe(401);
    expect((await login('/api')).statusCode).toBe(401);
    const fourth = await login('/api/v1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('describes the v1 paths: the document served at /api/docs/json names /api/v1 as its server', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.servers[0]).toEqual({ url: '/api/v1', description: 'Version 1' });
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.paths['/parcels/coords'].get).toBeDefined();
  });

  it('marks a deprecated operation in the document and its answers with Deprecation and Sunset', async () => {
    const user = await seedUser(t, { status: 'Subscribed', prefix: 'v1' });
    for (const [url, token, status] of [
      ['/api/v1/old-answer', user.token, 200],
      ['/api/old-answer', user.token, 200],
      ['/api/v1/old-answer', undefined, 401],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(status);
      expect(res.headers.deprecation).toBe('@1767225600');
      expect(res.headers.sunset).toBe('Thu, 31 Dec 2026 00:00:00 GMT');
      expect(res.headers.link).toBe('</docs/api.md>; rel="deprecation"');
    }
    expect((await get('/api/v1/health')).headers.deprecation).toBeUndefined();
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/old-answer'].get.deprecated).toBe(true);
    expect(doc.paths['/health'].get.deprecated).toBeUndefined();
  });

  it('answered every call above as the OpenAPI document describes', () => {
    expect(t.answerViolations).toEqual([]);
  });
});
