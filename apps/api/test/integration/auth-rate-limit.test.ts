import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { PASSWORD, seedUser, uniqueEmail } from './users-fixtures.js';

const MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const WINDOW_MS = 3000;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('[AUTH] rate limits on login, register, forgot-password and resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_IP_MAX: '6',
      AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('limits sign-in attempts per IP and e-mail with a clear 429, and lets the user in after the window', async () => {
    const u = await seedUser(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/login', { email: u.email, password: 'Wrong-Pass-1' }, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: u.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same IP, and the same e-mail from another IP, are still served.
    expect((await post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD }, ip)).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: u.email, password: PASSWORD }, freshIp())).statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('limits one IP trying many e-mails (looser per-IP limit)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (await post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD }, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGE);
  });

  it.each([
    ['/api/auth/forgot-password', 200],
    ['/api/auth/resend-verification-email', 200],
  ])('limits %s per IP and e-mail', async (url, ok) => {
    const ip = freshIp();
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i++) expect((await post(url, { email }, ip)).statusCode).toBe(ok);
    const blocked = await post(url, { email }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGE);
  });

  it('limits registrations per IP and e-mail, and creates nothing when blocked', async () => {
    const ip = freshIp();
    const email = uniqueEmail('reg-limit');
    const payload = {
      firstname: 'Lim',
      lastname: 'It',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    };
    expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(201);
    expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(409);
    expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(409);
    expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(429);
    const other = uniqueEmail('reg-limit');
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/auth/register', { ...payload, email: uniqueEmail('reg-limit') }, ip);
      expect(res.statusCode).toBe(201);
    }
    // Six requests from this IP now: the per-IP limit refuses the seventh before anything is stored.
    const blocked = await post('/api/auth/register', { ...payload, email: other }, ip);
    expect(blocked.statusCode).toBe(429);
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', other)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
