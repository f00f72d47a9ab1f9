import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/lib/mailer.js';
import { BODY_LIMITS, JSON_BODY_MESSAGES, JSON_MAX_DEPTH } from '../../src/plugins/json-body.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, uniqueEmail } from './users-fixtures.js';

// Issue 12 items 8, 11 (headers, /assets, outbox log) and 19: what every answer carries, how the web build is
// served, and that a NUL character is a 400 naming its field wherever it comes in. Issue 26 items 2 and 6: deep,
// large, broken or out-of-range input is a 4xx before any work, and writes nothing.

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('[HTTP] security headers, static files and bad characters', () => {
  let t: TestApp;
  let webDist: string;
  let admin: string;
  beforeAll(async () => {
    // A built UI as `vite build` leaves it: a hashed asset with its .br and .gz copies beside it.
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp({}, { webDist });
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('every answer (page, file, API, error) carries CSP, nosniff, referrer policy; no HSTS over http', async () => {
    for (const url of [
      '/',
      '/map',
      '/assets/index-abc123.js',
      '/api/health',
      '/api/nope',
      '/assets/gone.js',
    ]) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("worker-src 'self' blob:");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS when the site is served over https (PUBLIC_URL)', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://land.example.com' });
    try {
      const res = await https.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('a missing /assets file is a 404, not the page under a one-year cache; client routes get the page', async () => {
    const missing = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(missing.body).not.toContain('<div id="root">');

    const page = await t.app.inject({ url: '/map?zoom=6' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets: brotli or gzip as the browser accepts, Vary: Accept-Encoding, cached a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('a NUL character in a query, a path parameter or a JSON body is a 400 naming the field', async () => {
    const query = await t.app.inject({ url: '/api/saved-searches?search=a%00b', headers: bearer(admin) });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('search: must not contain a NUL character (\\u0000)');

    const param = await t.app.inject({ url: '/api/users/1%00', headers: bearer(admin) });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toMatch(/^id: /);

    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('email: must not contain a NUL character (\\u0000)');
  });
});

describe('[HTTP] body depth, body size, broken JSON and ids past int4', () => {
  let t: TestApp;
  let admin: string;
  let user: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    user = await seedUser(t, { status: 'Subscribed' });
  });
  afterAll(() => t?.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload,
    });
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const savedSearches = async () =>
    (
      await t.database.db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('20 KB of nested arrays is a 400 naming the depth limit (it was a 500 after 0.1–11 s)', async () => {
    for (const body of [nested(10_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)]) {
      // Anonymous: refused before the body is read (the guard runs on request).
      expect((await json('POST', '/api/alerts/read', body)).statusCode).toBe(401);
      const res = await json('POST', '/api/alerts/read', body, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `body: arrays and objects must not nest deeper than ${JSON_MAX_DEPTH} levels`,
      });
      // The issue's own request: the unsubscribe link takes 1 KB, so it is refused before it is even read.
      const unsubscribe = await json('POST', '/api/alerts/unsubscribe?token=x', body);
      expect(unsubscribe.statusCode).toBe(413);
      expect(unsubscribe.json().message).toBe('body: larger than the 1 KB this route accepts');
    }
    expect((await json('POST', '/api/alerts/unsubscribe?token=x', nested(100))).json().message).toBe(
      JSON_BODY_MESSAGES.tooDeep,
    );
    // The limit itself passes the parser (and then fails validation, naming the field); one more level does not.
    const atLimit = await json('POST', '/api/auth/login', `{"email":${nested(JSON_MAX_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).toMatch(/^email: /);
    const past = await json('POST', '/api/auth/login', `{"email":${nested(JSON_MAX_DEPTH)}}`);
    expect(past.json().message).toBe(JSON_BODY_MESSAGES.tooDeep);
    // Brackets inside strings are text, not nesting.
    const inText = await json(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: '['.repeat(5000), password: 'x' }),
    );
    expect(inText.statusCode).toBe(400);
    expect(inText.json().message).toMatch(/^email: /);
  });

  it('many deep bodies in a row are refused at once, and /api/health still answers', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => json('POST', '/api/alerts/read', nested(10_000), user.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 400));
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // 50 refusals: one pass over 20 KB each, no deep object built (the quadratic walk took 0.1–0.5 s each).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a body over its route’s limit is a 413 naming the limit; the long forms take more', async () => {
    const pad = (bytes: number) => JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(bytes) });
    const login = await json('POST', '/api/auth/login', pad(BODY_LIMITS.default));
    expect(login.statusCode).toBe(413);
    expect(login.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'body: larger than the 64 KB this route accepts',
    });
    const unsubscribe = await json('POST', '/api/alerts/unsubscribe?token=x', pad(BODY_LIMITS.tiny));
    expect(unsubscribe.json().message).toBe('body: larger than the 1 KB this route accepts');

    // The qualification sheet takes a 100 KB body (then answers for the parcel), not a 600 KB one.
    const sheet = (bytes: number) =>
      json(
        'PUT',
        '/api/parcels-extra-info/no-such-parcel',
        JSON.stringify({ note: 'x'.repeat(bytes) }),
        admin,
      );
    const fits = await sheet(100 * 1024);
    expect(fits.statusCode).toBe(400);
    expect(fits.json().message).toMatch(/^note: /);
    const over = await sheet(BODY_LIMITS.large);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('body: larger than the 512 KB this route accepts');
  });

  it('broken JSON is a 400 saying so, never a 500', async () => {
    for (const body of ['{"email": "a@example.test", ', '{"a": [1, 2', 'nope', '{"__proto__": {"x": 1}}']) {
      const res = await json('POST', '/api/auth/login', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message, body).toBe(JSON_BODY_MESSAGES.notJson);
    }
  });

  it('refused bodies write nothing', async () => {
    const before = await savedSearches();
    const good = { description: 'Deep', url: '/map?counties=Davis' };
    const deep = JSON.stringify(good).replace('"Deep"', nested(JSON_MAX_DEPTH + 1));
    const large = JSON.stringify({ ...good, pad: 'x'.repeat(BODY_LIMITS.default) });
    for (const body of [deep, large, '{"description": "Broken", ']) {
      const res = await json('POST', '/api/saved-searches', body, user.token);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await savedSearches()).toBe(before);
  });

  it('an id past PostgreSQL integer is a 400 naming the field (it was a 500), and changes nothing', async () => {
    for (const [method, url, field] of [
      ['POST', '/api/user-subscriptions/cancel/2147483648', 'id'],
      ['PUT', '/api/user-subscriptions/2147483648', 'id'],
      ['GET', '/api/users/2147483648', 'id'],
      ['DELETE', '/api/users/2147483648', 'id'],
      ['GET', '/api/user-events/user/2147483648', 'userId'],
      ['GET', '/api/surveys/user/2147483648', 'id'],
      ['POST', '/api/users/2147483648/send-verification-link', 'id'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(admin),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(`${field}: Too big: expected number to be <=2147483647`);
    }
    const roles = await t.app.inject({
      method: 'PUT',
      url: '/api/users/2147483648/roles',
      headers: bearer(admin),
      payload: { status: 'Subscribed', roleName: 'user' },
    });
    expect(roles.statusCode).toBe(400);
    expect(roles.json().message).toMatch(/^userId: Too big/);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(user.token),
      payload: { id: 2147483648, firstname: 'Changed', lastname: 'Name', email: 'changed@example.test' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toMatch(/^id: Too big/);
    const row = await t.database.db
      .selectFrom('users')
      .select('firstname')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.firstname).not.toBe('Changed');
  });
});

describe('[MAIL] without SMTP the log says a mail is in the outbox, never its link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the outbox keeps the text; the log line has no link', async () => {
    const lines: string[] = [];
    const log = {
      info: (obj: unknown, msg?: string) => lines.push(JSON.stringify(obj) + (msg ?? '')),
    } as unknown as Parameters<typeof createMailer>[0]['log'];
    const mailer = createMailer({ from: 'Utah Land <no-reply@utah-land.local>', db: t.database.db, log });
    const to = uniqueEmail('outbox');
    const link = 'http://localhost:5173/reset-password?token=secret-token-123';
    await mailer.send({ to, subject: 'Reset your password', text: `Reset it here: ${link}` });

    const kept = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    expect(kept.text_body).toContain(link);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mail_outbox');
    expect(lines[0]).not.toContain('secret-token-123');
  });
});
