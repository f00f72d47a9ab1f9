// Alerts on saved searches: a new parcel, a parcel changed into the search, a price cut and a project status change
// each make exactly one digest entry; a re-run makes none; the digest is mailed over real SMTP with links to the
// map and a signed one-click unsubscribe; Free Trial gets the in-app list only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@utah-land/shared';
import { runAlerts } from '../../src/modules/alerts/alerts.run.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { AlertPlace, TWO_DAYS, watchSearch } from './alerts-fixtures.js';
import { bearer, seedUser } from './users-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('[ALERTS] a watched saved search', () => {
  const place = new AlertPlace();
  let user: Awaited<ReturnType<typeof seedUser>>;
  let watch: Awaited<ReturnType<typeof watchSearch>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    user = await seedUser(t, { status: 'Subscribed', prefix: 'alerts' });
    const small = await place.parcel(db, 1, 0);
    const fitting = await place.parcel(db, 10, 100);
    const listed = await place.parcel(db, 12, 200);
    const listing = await place.listing(db, listed.id, 480_000);
    const project = await place.project(db, 'Concept');
    watch = await watchSearch(t, user.token, place.searchUrl);

    // The window's changes.
    const fresh = await place.parcel(db, 8, 300);
    await place.parcel(db, 2, 400); // new, but too small for the search
    await db.updateTable('parcels').set({ acreage: 6 }).where('id', '=', small.id).execute();
    await db
      .updateTable('parcels')
      .set({ ownership_name: 'NEW OWNER LLC' })
      .where('id', '=', fitting.id)
      .execute();
    await db.updateTable('mls_listings').set({ list_price: 450_000 }).where('id', '=', listing).execute();
    await db
      .updateTable('projects')
      .set({ project_status: 'Seeking Final' })
      .where('id', '=', project)
      .execute();
    Object.assign(ids, { fresh: fresh.parcelId, small: small.parcelId, listed: listed.parcelId });
    t.clock.advance(TWO_DAYS);
  });

  it('writes one digest with one entry per change, and mails it', async () => {
    const first = await runAlerts(t.app);
    expect(first.digests).toBeGreaterThanOrEqual(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(user.token) });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unreadCount).toBe(1);
    expect(body.delivery).toBe('in-app-and-mail');
    expect(body.data).toHaveLength(1);
    const digest = body.data[0];
    expect(digest.title).toBe(watch.name);
    expect(digest.counts).toEqual({ parcel_fits: 2, listing_price_cut: 1, project_status: 1 });
    const byKind = (k: string) => digest.entries.filter((e: { kind: string }) => e.kind === k);
    expect(
      byKind('parcel_fits')
        .map((e: { mapUrl: string }) => e.mapUrl)
        .sort(),
    ).toEqual([`/map?parcelId=${ids.fresh}`, `/map?parcelId=${ids.small}`].sort());
    expect(byKind('listing_price_cut')[0].detail).toContain('Price cut from $480,000 to $450,000');
    expect(byKind('project_status')[0].detail).toBe('Status Concept → Seeking Final');

    const mail = await t.smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe(`Utah Land alert: 4 new for '${watch.name}'`);
    expect(mail.text).toContain(`http://localhost:5173/map?parcelId=${ids.fresh}`);
    expect(mail.text).toContain('Price cut from $480,000 to $450,000');
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:5173\/api\/alerts\/unsubscribe\?token=/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('writes and mails nothing more when run again', async () => {
    const again = await runAlerts(t.app);
    expect(again.mailed).toBe(0);
    const digests = await t.database.db
      .selectFrom('alert_digests')
      .select('id')
      .where('watch_id', '=', watch.watchId)
      .execute();
    expect(digests).toHaveLength(1);
    expect(t.smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('marks digests read', async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/read',
      headers: bearer(user.token),
      payload: {},
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
  });

  it('unsubscribes in one click from the signed link, and refuses a forged one', async () => {
    const mail = t.smtp.mails.find((m) => m.to.includes(user.email))!;
    const token = decodeURIComponent(/alerts\/unsubscribe\?token=([^\s&]+)/.exec(mail.text)![1]!);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ALERT_MESSAGES.badUnsubscribeLink);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed, title: watch.name });
    const watches = await t.app.inject({
      method: 'GET',
      url: '/api/alerts/watches',
      headers: bearer(user.token),
    });
    expect(watches.json().data[0]).toMatchObject({ id: watch.watchId, emailEnabled: false });
  });

  // Issue 26, item 11: mail programs answer the List-Unsubscribe-Post header with a form-encoded POST to the
  // List-Unsubscribe URL (RFC 8058); it answered 415.
  it("a mail program's one-click POST to the List-Unsubscribe URL (RFC 8058) unsubscribes", async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/alerts/watches/${watch.watchId}`,
      headers: bearer(user.token),
      payload: { emailEnabled: true },
    });
    expect(on.json()).toMatchObject({ emailEnabled: true });
    const mail = t.smtp.mails.find((m) => m.to.includes(user.email))!;
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const link = new URL(/List-Unsubscribe: <([^>]+)>/.exec(headers)![1]!.replace(/\s+/g, ''));
    expect(link.pathname).toBe('/api/alerts/unsubscribe');

    const oneClick = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': contentType },
        payload,
      });
    const res = await oneClick('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed, title: watch.name });
    const watches = await t.app.inject({
      method: 'GET',
      url: '/api/alerts/watches',
      headers: bearer(user.token),
    });
    expect(watches.json().data[0]).toMatchObject({ id: watch.watchId, emailEnabled: false });

    // The multipart form RFC 8058 also allows; the forged token is still refused, form or not.
    const boundary = 'one-click-boundary';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n` +
      `--${boundary}--\r\n`;
    expect((await oneClick(`multipart/form-data; boundary=${boundary}`, multipart)).statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe?token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ALERT_MESSAGES.badUnsubscribeLink);
  });

  it('only the unsubscribe link takes a form: other routes still answer 415, and change nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(user.token) })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/read',
      headers: { ...bearer(user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ids=1',
    });
    expect(res.statusCode).toBe(415);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(user.token) })
    ).json();
    expect(after).toEqual(before);
  });
});

describe('[ALERTS] Free Trial', () => {
  it('gets the digest in the app with placeholders, and no mail', async () => {
    const db = t.database.db;
    const place = new AlertPlace();
    const trial = await seedUser(t, { status: 'Free Trial', prefix: 'alerts-trial' });
    await watchSearch(t, trial.token, place.searchUrl);
    await place.parcel(db, 9, 0);
    t.clock.advance(TWO_DAYS);
    await runAlerts(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(trial.token) })
    ).json();
    expect(list.delivery).toBe('in-app');
    expect(list.unreadCount).toBe(1);
    expect(list.data[0].counts).toEqual({ parcel_fits: 1 });
    expect(list.data[0].entries).toEqual([
      { id: expect.any(Number), kind: 'parcel_fits', placeholder: true, message: 'Upgrade to view details' },
    ]);
    expect(t.smtp.mails.filter((m) => m.to.includes(trial.email))).toHaveLength(0);
  });
});

describe('[ALERTS] watches', () => {
  it('only of your own saved searches, once each', async () => {
    const owner = await seedUser(t, { status: 'Subscribed', prefix: 'alerts-own' });
    const other = await seedUser(t, { status: 'Subscribed', prefix: 'alerts-other' });
    const { savedSearchId } = await watchSearch(t, owner.token, '?cities=Provo');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/watches',
      headers: bearer(other.token),
      payload: { savedSearchId, frequency: 'weekly' },
    });
    expect(theirs.statusCode).toBe(404);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/watches',
      headers: bearer(owner.token),
      payload: { savedSearchId, frequency: 'weekly' },
    });
    expect(twice.statusCode).toBe(409);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/watches',
      headers: bearer(owner.token),
      payload: { savedSearchId, surveyId: 1, frequency: 'weekly' },
    });
    expect(both.statusCode).toBe(400);
  });
});
