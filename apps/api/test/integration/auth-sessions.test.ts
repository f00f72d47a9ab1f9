import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, PASSWORD, seedUser } from './users-fixtures.js';

// Issue 12, item 11: sessions can be ended on the server, and only tokens with an expiry and a token version work.

/** An HS256 token signed with the test app's secret, with exactly the claims given. */
function handMadeToken(t: TestApp, claims: Record<string, unknown>) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', t.config.JWT_SECRET!).update(body).digest('base64url');
  return `${body}.${signature}`;
}

describe('[AUTH] sign-out on the server and token claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(token) });
  const signIn = async (email: string) => {
    const res = await post('/api/auth/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json().accessToken as string;
  };

  it('POST /auth/logout ends the session (and every other session of the user)', async () => {
    const u = await seedUser(t);
    const phone = await signIn(u.email);
    const laptop = await signIn(u.email);
    expect((await me(laptop)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', undefined, laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been signed out.' });
    for (const token of [laptop, phone]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    }
    expect((await post('/api/auth/logout', undefined, laptop)).statusCode).toBe(401);
    expect((await me(await signIn(u.email))).statusCode).toBe(200);
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
  });

  it('refuses a validly signed token without exp or without ver', async () => {
    const u = await seedUser(t);
    const iat = Math.floor(Date.now() / 1000);
    const good = handMadeToken(t, { sub: u.id, ver: 0, iat, exp: iat + 600 });
    expect((await me(good)).statusCode).toBe(200);
    for (const claims of [
      { sub: u.id, ver: 0, iat }, // never expires
      { sub: u.id, iat, exp: iat + 600 }, // survives sign-out and password changes
      { sub: u.id, ver: '0', iat, exp: iat + 600 },
    ]) {
      const res = await me(handMadeToken(t, claims));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
    }
  });
});
