import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { PASSWORD, seedUser, uniqueEmail } from './users-fixtures.js';

const MESSAGE = 'Too many attempts. Please wait a minute and try again.';
// Long enough for slow sign-ins on a busy machine; the tests end a window by moving the app's clock.
const WINDOW_MS = 60_000;
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

  it('limits sign-in attempts per account whatever the address, with a clear 429, until the window ends', async () => {
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
    // Another e-mail from the same IP is still served; the same e-mail from another address is not (a guesser
    // spreading over addresses, or changing X-Forwarded-For behind TRUST_PROXY, gains nothing).
    expect((await post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD }, ip)).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: u.email, password: PASSWORD }, freshIp())).statusCode,
    ).toBe(429);
    t.clock.advance(WINDOW_MS + 1000);
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

  it('limits registrations per e-mail and per IP, and creates nothing when blocked', async () => {
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
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(201);
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

  it('limits wrong old passwords on change-password per account, with the sign-in 429, until the window ends', async () => {
    const u = await seedUser(t);
    const change = (oldPassword: string, token = u.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { oldPassword, newPassword: 'Brand-New-Pass-7', confirmNewPassword: 'Brand-New-Pass-7' },
      });
    for (let i = 0; i < 3; i++) {
      const wrong = await change(`Wrong-Old-Pass-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Old password is incorrect');
    }
    // Even the right old password is not checked any more in this window: a guess cannot be confirmed.
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/api/auth/login', { email: u.email, password: PASSWORD }, freshIp())).statusCode,
    ).toBe(200);
    // Another account is not held up.
    const other = await seedUser(t);
    expect((await change('Wrong-Old-Pass-x', other.token)).statusCode).toBe(400);
    t.clock.advance(WINDOW_MS + 1000);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });

  it('counts only wrong old passwords: the owner retrying a refused new password is not limited', async () => {
    const u = await seedUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${u.token}` },
        payload: { oldPassword: PASSWORD, newPassword: 'password1', confirmNewPassword: 'password1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^newPassword: /);
    }
  });

  it('keeps the table small: counters of past windows are swept', async () => {
    const ip = freshIp();
    await post('/api/auth/forgot-password', { email: uniqueEmail('sweep') }, ip);
    t.clock.advance(WINDOW_MS + 1000);
    await post('/api/auth/forgot-password', { email: uniqueEmail('sweep') }, freshIp());
    const stale = await t.database.db
      .selectFrom('auth_rate_limits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reset_at', '<=', t.clock.now())
      .executeTakeFirstOrThrow();
    expect(Number(stale.n)).toBe(0);
    // Keys are hashes: no e-mail or address is stored.
    const keys = await t.database.db.selectFrom('auth_rate_limits').select('key').execute();
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('[AUTH] rate limits behind a proxy and across server processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_IP_MAX: '100',
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    };
    // Two servers on one database, as two processes behind a load balancer.
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts guesses per account whatever X-Forwarded-For says, on every server process', async () => {
    const u = await seedUser(a);
    const login = (app: TestApp, n: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: `Wrong-Guess-${n}` },
        remoteAddress: '10.99.0.1', // the proxy
        headers: { 'x-forwarded-for': `198.51.100.${n}` }, // a new client address on every guess
      });
    const answers: number[] = [];
    for (let n = 1; n <= 6; n++) answers.push((await login(n % 2 ? a : b, n)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('[AUTH] the per-address limit behind a proxy: a client cannot forge its address', () => {
  const IP_MAX = 5;
  const env = { AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_IP_MAX: String(IP_MAX) };
  let hops: TestApp;
  let list: TestApp;
  beforeAll(async () => {
    hops = await createTestApp({ ...env, TRUST_PROXY: '1' });
    list = await createTestApp({ ...env, TRUST_PROXY: '10.99.0.0/16, 10.98.0.7' });
  });
  afterAll(async () => {
    await hops.close();
    await list.close();
  });

  /** A sign-in arriving from `peer`: the client wrote `forged` into X-Forwarded-For, its proxy added `client`. */
  const login = (t: TestApp, peer: string, forwarded: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('xff'), password: PASSWORD },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwarded },
    });

  async function statuses(t: TestApp, n: number, call: (i: number) => ReturnType<typeof login>) {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call(i)).statusCode);
    return out;
  }
  const expected = [...Array<number>(IP_MAX).fill(401), 429, 429];

  it('with TRUST_PROXY=1, counts the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const seen = await statuses(hops, IP_MAX + 2, (i) =>
      login(hops, '10.99.0.1', `203.0.113.${i + 1}, 198.51.100.7`),
    );
    expect(seen).toEqual(expected);
    // Another client behind the same proxy is still served.
    expect((await login(hops, '10.99.0.1', '203.0.113.1, 198.51.100.8')).statusCode).toBe(401);
  });

  it('with a list of proxy addresses, counts the last address not in the list', async () => {
    const seen = await statuses(list, IP_MAX + 2, (i) =>
      // The client's forged hops, then the address the outer proxy (10.98.0.7) saw, then the inner proxy.
      login(list, '10.99.3.4', `203.0.113.${i + 1}, 198.51.100.9, 10.98.0.7`),
    );
    expect(seen).toEqual(expected);
    // A client reaching the server directly is counted by its own address, whatever it writes in the header.
    const direct = await statuses(list, IP_MAX + 2, (i) => login(list, '198.51.100.10', `10.99.0.${i + 1}`));
    expect(direct).toEqual(expected);
    expect((await login(list, '10.99.3.4', '198.51.100.11')).statusCode).toBe(401);
  });
});
