// Signed webhooks (issue 30 item 3) against a real HTTP receiver on 127.0.0.1: an alert digest arrives signed with
// the endpoint's secret and verifies as a receiver would check it (a forged signature or altered body does not); a
// receiver answering 500 gets retries after 1, 5, 30, 120 and 360 minutes (the app's clock is driven, nothing
// waits), then the endpoint is disabled and its owner mailed; replay re-sends; nobody reads another's endpoints.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, ALERT_KINDS, WEBHOOK_MESSAGES } from '@utah-land/shared';
import { runAlerts } from '../../src/modules/alerts/alerts.run.js';
import { verifyWebhook } from '../../src/modules/webhooks/webhook-signing.js';
import { deliverWebhooks, RETRY_STEPS } from '../../src/modules/webhooks/webhooks.delivery.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { AlertPlace, TWO_DAYS, watchSearch } from './alerts-fixtures.js';
import { bearer, seedUser } from './users-fixtures.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let receiver: Server;
let base = '';
const received: Received[] = [];
type User = Awaited<ReturnType<typeof seedUser>>;
let owner: User;
let failing: User;
let stranger: User;

const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const at = (path: string) => received.filter((r) => r.path === path);
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const header = (r: Received, name: string) => String(r.headers[name]);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.statusCode = req.url === '/fail' ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_DISABLE_AFTER_FAILURES: '2' });
  owner = await seedUser(t, { status: 'Subscribed', prefix: 'webhooks' });
  failing = await seedUser(t, { status: 'Test User', prefix: 'webhooks-fail' });
  stranger = await seedUser(t, { status: 'Subscribed', prefix: 'webhooks-other' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('[WEBHOOKS] registering endpoints', () => {
  it('refuses URLs that are not https to a public host, naming the field', async () => {
    for (const [url, message] of [
      ['http://hooks.example.com/x', WEBHOOK_MESSAGES.notHttps],
      ['https://10.1.2.3/x', WEBHOOK_MESSAGES.privateHost],
      ['https://192.168.0.10/x', WEBHOOK_MESSAGES.privateHost],
      ['https://[fd00::1]/x', WEBHOOK_MESSAGES.privateHost],
      ['https://printer.local/x', WEBHOOK_MESSAGES.privateHost],
      ['https://user:pw@hooks.example.com/x', WEBHOOK_MESSAGES.credentialsInUrl],
    ]) {
      const res = await call(owner, 'POST', '/webhooks', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    const ftp = await call(owner, 'POST', '/webhooks', { url: 'ftp://hooks.example.com/' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toContain('url');
    const kind = await call(owner, 'POST', '/webhooks', {
      url: 'https://hooks.example.com/',
      events: ['nope'],
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('events');
    expect((await call(owner, 'GET', '/webhooks')).json()).toEqual({ data: [] });
  });

  it('refuses Free Trial, whose alerts are placeholders', async () => {
    const trial = await seedUser(t, { status: 'Free Trial', prefix: 'webhooks-trial' });
    const res = await call(trial, 'POST', '/webhooks', { url: `${base}/ok` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCESS_MESSAGES.webhooksUpgrade);
  });
});

describe('[WEBHOOKS] deliveries of alert digests', () => {
  const place = new AlertPlace();
  const failPlace = new AlertPlace();
  let endpoint: { id: number; secret: string };
  let failEndpoint: { id: number };
  let parcelId = '';

  beforeAll(async () => {
    const db = t.database.db;
    const created = await call(owner, 'POST', '/webhooks', { url: `${base}/ok` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      url: `${base}/ok`,
      events: [...ALERT_KINDS],
      enabled: true,
      disabledReason: null,
      failuresInARow: 0,
    });
    expect(created.json().secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    endpoint = created.json();
    // Only price cuts: a digest of newly fitting parcels alone sends nothing there.
    const cutsOnly = await call(owner, 'POST', '/webhooks', {
      url: `${base}/cuts`,
      events: ['listing_price_cut'],
    });
    expect(cutsOnly.statusCode).toBe(201);
    failEndpoint = (await call(failing, 'POST', '/webhooks', { url: `${base}/fail` })).json();

    await watchSearch(t, owner.token, place.searchUrl, 'Ten acre lots');
    // Two watches of the failing user: two deliveries, each failing every attempt, disable the endpoint (limit 2).
    await watchSearch(t, failing.token, failPlace.searchUrl);
    await watchSearch(t, failing.token, failPlace.searchUrl);
    ({ parcelId } = await place.parcel(db, 10, 0));
    await failPlace.parcel(db, 10, 0);
    t.clock.advance(TWO_DAYS);
  });

  it('POSTs the digest, signed with the endpoint secret, once', async () => {
    const run = await runAlerts(t.app);
    expect(run.webhooks).toBe(3);
    expect(at('/cuts')).toHaveLength(0);
    const [hit, ...more] = at('/ok');
    expect(more).toHaveLength(0);
    expect(hit!.headers['content-type']).toBe('application/json');
    const id = header(hit!, 'webhook-id');
    expect(id).toMatch(/^msg_alert_digest_\d+$/);
    const signature = {
      id,
      timestamp: header(hit!, 'webhook-timestamp'),
      signature: header(hit!, 'webhook-signature'),
    };
    expect(signature.signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyWebhook(endpoint.secret, signature, hit!.body, nowSeconds())).toBe(true);

    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({
      id,
      type: 'alert.digest',
      data: {
        source: 'saved_search',
        title: 'Ten acre lots',
        total: 1,
        counts: { parcel_fits: 1 },
        mapUrl: `http://localhost:5173/map?parcelId=${parcelId}`,
        entries: [
          {
            kind: 'parcel_fits',
            mapUrl: `http://localhost:5173/map?parcelId=${parcelId}`,
            detail: `Parcel ${parcelId}, 10.00 acres, now fits this search`,
          },
        ],
      },
    });

    // A second run writes no digest for that window, so nothing is sent again.
    expect((await runAlerts(t.app)).webhooks).toBe(0);
    expect(at('/ok')).toHaveLength(1);

    const log = await call(owner, 'GET', `/webhooks/${endpoint.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().data).toEqual([
      expect.objectContaining({
        eventId: id,
        eventType: 'alert.digest',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 204,
        lastError: null,
        nextAttemptAt: null,
        payload,
      }),
    ]);
  });

  it('makes what a receiver would refuse: a forged signature, an altered body, an old timestamp', () => {
    const hit = at('/ok')[0]!;
    const headers = {
      id: header(hit, 'webhook-id'),
      timestamp: header(hit, 'webhook-timestamp'),
      signature: header(hit, 'webhook-signature'),
    };
    const forged = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(verifyWebhook(forged, headers, hit.body, nowSeconds())).toBe(false);
    expect(
      verifyWebhook(endpoint.secret, headers, hit.body.replace('"total":1', '"total":2'), nowSeconds()),
    ).toBe(false);
    expect(verifyWebhook(endpoint.secret, { ...headers, id: 'msg_other' }, hit.body, nowSeconds())).toBe(
      false,
    );
    expect(verifyWebhook(endpoint.secret, headers, hit.body, nowSeconds() + 3600)).toBe(false);
    expect(verifyWebhook(endpoint.secret, { ...headers, signature: 'v1,' }, hit.body, nowSeconds())).toBe(
      false,
    );
  });

  it('replays a delivery: the same event, signed again, as a new entry of the log', async () => {
    const [original] = (await call(owner, 'GET', `/webhooks/${endpoint.id}/deliveries`)).json().data;
    const res = await call(owner, 'POST', `/webhooks/${endpoint.id}/deliveries/${original.id}/replay`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventId: original.eventId,
      replayOf: original.id,
      status: 'delivered',
      lastStatusCode: 204,
      payload: original.payload,
    });
    const hits = at('/ok');
    expect(hits).toHaveLength(2);
    expect(header(hits[1]!, 'webhook-id')).toBe(original.eventId);
    const headers = {
      id: header(hits[1]!, 'webhook-id'),
      timestamp: header(hits[1]!, 'webhook-timestamp'),
      signature: header(hits[1]!, 'webhook-signature'),
    };
    expect(verifyWebhook(endpoint.secret, headers, hits[1]!.body, nowSeconds())).toBe(true);
    const log = (await call(owner, 'GET', `/webhooks/${endpoint.id}/deliveries`)).json().data;
    expect(log.map((d: { id: number }) => d.id)).toEqual([res.json().id, original.id]);
  });

  it('retries a failing receiver after 1, 5, 30, 120 and 360 minutes, then disables it and mails the owner', async () => {
    // The run above made the first attempt of both deliveries.
    expect(at('/fail')).toHaveLength(2);
    let attemptAt = t.clock.now().getTime();
    for (const step of RETRY_STEPS) {
      const log = (await call(failing, 'GET', `/webhooks/${failEndpoint.id}/deliveries`)).json().data;
      for (const d of log) {
        expect(d).toMatchObject({ status: 'pending', lastStatusCode: 500, lastError: 'answered 500' });
        const delay = (Date.parse(d.nextAttemptAt) - attemptAt) / 1000;
        expect(delay).toBeGreaterThanOrEqual(step * 60 - 5);
        expect(delay).toBeLessThanOrEqual(step * 60 + 5);
      }
      const sent = at('/fail').length;
      t.clock.advance(step * 60_000 - 10_000);
      expect(await deliverWebhooks(t.app)).toBe(0);
      expect(at('/fail')).toHaveLength(sent);
      t.clock.advance(10_000);
      attemptAt = t.clock.now().getTime();
      expect(await deliverWebhooks(t.app)).toBe(2);
      expect(at('/fail')).toHaveLength(sent + 2);
    }
    const log = (await call(failing, 'GET', `/webhooks/${failEndpoint.id}/deliveries`)).json().data;
    expect(log).toHaveLength(2);
    for (const d of log) expect(d).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    const [listed] = (await call(failing, 'GET', '/webhooks')).json().data;
    expect(listed).toMatchObject({ id: failEndpoint.id, enabled: false, failuresInARow: 2 });
    expect(listed.disabledReason).toContain(
      '2 deliveries in a row failed every attempt (last: answered 500)',
    );
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(failing.email) && m.subject === 'Utah Land: your webhook endpoint was disabled',
    );
    expect(mail.text).toContain(`${base}/fail`);
    // Off: nothing more is sent, however long one waits.
    t.clock.advance(TWO_DAYS);
    expect(await deliverWebhooks(t.app)).toBe(0);

    // Turned back on by its owner: the reason and the count are cleared.
    const on = await call(failing, 'PUT', `/webhooks/${failEndpoint.id}`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failuresInARow: 0 });
  });

  it("keeps each user's endpoints and deliveries to themselves", async () => {
    const [delivery] = (await call(owner, 'GET', `/webhooks/${endpoint.id}/deliveries`)).json().data;
    expect((await call(stranger, 'GET', '/webhooks')).json()).toEqual({ data: [] });
    for (const [method, url, payload] of [
      ['GET', `/webhooks/${endpoint.id}/deliveries`, undefined],
      ['POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`, undefined],
      ['PUT', `/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${endpoint.id}`, undefined],
    ] as const) {
      const res = await call(stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(WEBHOOK_MESSAGES.endpointNotFound);
    }
    // Nor through their own endpoint: the delivery must belong to the endpoint named.
    const own = (await call(stranger, 'POST', '/webhooks', { url: `${base}/ok` })).json();
    const res = await call(stranger, 'POST', `/webhooks/${own.id}/deliveries/${delivery.id}/replay`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.deliveryNotFound);
    const mine = (await call(owner, 'GET', '/webhooks')).json().data;
    expect(mine.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    expect(mine.every((e: Record<string, unknown>) => !('secret' in e))).toBe(true);

    const gone = await call(owner, 'DELETE', `/webhooks/${endpoint.id}`);
    expect(gone.json()).toEqual({ id: endpoint.id, message: WEBHOOK_MESSAGES.deleted });
    expect((await call(owner, 'GET', `/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
  });
});
