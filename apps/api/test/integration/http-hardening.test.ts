import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/lib/mailer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, uniqueEmail } from './users-fixtures.js';

// Issue 12 items 8, 11 (headers, /assets, outbox log) and 19: what every answer carries, how the web build is
// served, and that a NUL character is a 400 naming its field wherever it comes in.

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
