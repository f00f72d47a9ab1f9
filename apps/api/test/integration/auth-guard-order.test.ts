import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';

// Issue 26 item 9: on a protected route, who the caller is is decided before their input is read, so an anonymous
// caller never reads the route's schema messages (a 400 naming fields) and no body is parsed for them.

/** Every parameter, query and body malformed at once: bad ids, bad numbers, a NUL byte, unknown shapes. */
function malformed(method: string, path: string) {
  const url = `/api${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&limit=abc&county=%00`;
  const payload = method === 'GET' || method === 'DELETE' ? undefined : '{"email":"\u0000","id":[[[[]]]],';
  return { method: method as 'GET', url, payload, headers: { 'content-type': 'application/json' } };
}

const protectedRoutes = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => access !== 'public')
  .map(([route, access]) => {
    const [method, path] = route.split(' ') as [string, string];
    return { method, path, access };
  });

describe('[AUTH] guards run before validation on every protected route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has protected routes to check', () => {
    expect(protectedRoutes.length).toBeGreaterThan(50);
  });

  it.each(protectedRoutes)('anonymous $method $path with malformed input: 401, not 400', async (r) => {
    const res = await t.app.inject(malformed(r.method, r.path));
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
    });
  });

  it('a broken or expired token with malformed input: 401 and the session message', async () => {
    const res = await t.app.inject({
      ...malformed('POST', '/auth/change-password'),
      headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('a signed-in user on an admin route with malformed input: 403, not 400', async () => {
    const user = await seedUser(t, { status: 'Subscribed' });
    const admin = protectedRoutes.filter((r) => r.access === 'admin');
    expect(admin.length).toBeGreaterThan(5);
    for (const r of admin) {
      const req = malformed(r.method, r.path);
      const res = await t.app.inject({ ...req, headers: { ...req.headers, ...bearer(user.token) } });
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(403);
    }
  });

  it('a signed-in caller with malformed input still gets the schema message naming the field', async () => {
    const user = await seedUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { oldPassword: user.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^newPassword: /);
  });
});
