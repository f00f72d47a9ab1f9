import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { buildApp, type AppInstance } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openPostgres, type Database } from '@utah-land/db';
import { createMailer } from '../../api/src/lib/mailer.js';
import { runAlerts } from '../../api/src/modules/alerts/alerts.run.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb } from './accounts-support.js';
import { apiLogin, signedInContext, waitForMap, type Session } from './map-support.js';
import { settledPopover } from './support/popups.js';
import { dataRows, noteLines } from './support/workbook.js';

// Issue 20 in the browser: watching a saved search and reading its digest in the top bar, an owner's portfolio
// from the demo data on the map and in its list, and a GIS export of an area with its progress.

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  withDb(async (db) => (await db.query<T>(text, values)).rows);

async function call<T>(who: Session, path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

let browser: Browser;
let subscriber: Session;
let trial: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const user = await seedUser({ status: 'Subscribed' });
  subscriber = await apiLogin(user.email, user.password);
  const t = await seedUser({ status: 'Free Trial' });
  trial = await apiLogin(t.email, t.password);
});
afterAll(() => browser?.close());

describe('[ALERTS] a watched saved search in the top bar', () => {
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    // The server's own scheduler runs every 5 minutes; the test runs the same code two days on, on its database,
    // with the server's secret (its unsubscribe links) and the outbox for its mail.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: inject('e2eDatabaseUrl'),
      PUBLIC_URL: inject('baseUrl'),
      LOG_LEVEL: 'silent',
    });
    database = await openPostgres(inject('e2eDatabaseUrl'), 2);
    const [secret] = await sql<{ value: string }>(`select value from app_settings where key = 'jwt_secret'`);
    const later = { now: () => new Date(Date.now() + 2 * 86_400_000) };
    const log = { info: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];
    app = await buildApp({
      deps: {
        config,
        database,
        mailer: createMailer({ from: config.MAIL_FROM, db: database.db, log }),
        clock: later,
        jwtSecret: secret!.value,
        version: 'e2e',
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('[ALERTS] watches from the saved search, then shows the digest with its unread count and map links', async () => {
    const [sample] = await sql<{ city: string; county: string; lng: number; lat: number }>(
      `select city, county, ST_X(center) lng, ST_Y(center) lat from parcels where city is not null limit 1`,
    );
    const name = `Acreage ${randomUUID().slice(0, 6)}`;
    await call(subscriber, '/saved-searches', 'POST', {
      description: name,
      url: `?cities=${encodeURIComponent(sample!.city)}&acreage=40|45`,
    });
    const context = await signedInContext(browser, subscriber);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await page.getByTestId('saved-searches-trigger').click();
    await page.getByRole('button', { name: `Watch ${name}` }).click();
    // The popover zooms in; a click aimed at it while it moves can be lost on a busy machine (support/popups.ts).
    await settledPopover(page)
      .filter({ hasText: `Alerts for ${name}` })
      .getByText('Daily', { exact: true })
      .click();
    await page.getByText(`Watching ${name} (daily)`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Watching ${name}` }).count()).toBe(1);

    // A new 42-acre parcel in the city: it fits the search.
    const parcelId = `E2E-${randomUUID().slice(0, 8)}`;
    const { lng, lat } = sample!;
    await sql(
      `insert into parcels (parcel_id, geom, center, acreage, address, city, county, source)
       values ($1, ST_Multi(ST_MakeEnvelope($2 + 0.3, $3 + 0.3, $2 + 0.305, $3 + 0.304, 4326)),
         ST_SetSRID(ST_MakePoint($2 + 0.3025, $3 + 0.302), 4326), 42, '4200 W 1200 N', $4, $5, 'test')`,
      [parcelId, lng, lat, sample!.city, sample!.county],
    );
    await runAlerts(app);

    await page.reload();
    await waitForMap(page);
    const bell = page.getByTestId('alerts-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Alerts (1 unread)');
    await screenshot(page, 'alerts-bell');
    await bell.click();
    const digest = page.getByTestId('alert-digest').filter({ hasText: name });
    await digest.waitFor();
    expect(await digest.textContent()).toContain('1 × newly fits');
    await screenshot(page, 'alerts-list');
    await digest.getByRole('link', { name: /4200 W 1200 N/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('parcelId')).toBe(parcelId);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Alerts (0 unread)');

    // The digest mail's one-click unsubscribe, opened as a mail reader would (no sign-in needed).
    const [mail] = await sql<{ text_body: string }>(
      `select text_body from mail_outbox where subject = $1 order by id desc limit 1`,
      [`Utah Land alert: 1 new for '${name}'`],
    );
    const link = /(http\S+\/alerts\/unsubscribe\?token=\S+)/.exec(mail!.text_body)![1]!;
    const reader = await browser.newPage();
    await reader.goto(link);
    await reader.getByText(`Unsubscribed from '${name}'`).waitFor();
    await screenshot(reader, 'alerts-unsubscribed');
    await reader.close();
    const watches = await call<{ data: { name: string; emailEnabled: boolean }[] }>(
      subscriber,
      '/alerts/watches',
    );
    expect(watches.data.find((w) => w.name === name)?.emailEnabled).toBe(false);
    await context.close();
  });

  it('[ALERTS] a Free Trial user is told alerts come in the app only', async () => {
    const context = await signedInContext(browser, trial);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByTestId('alerts-bell').click();
    await page.getByTestId('alerts-mail-upgrade').waitFor();
    await context.close();
  });
});

describe('[PORTFOLIO] all properties of an owner', () => {
  it("[PORTFOLIO] lists the demo owner's parcels with totals and shows its holdings on the map", async () => {
    // A portfolio owner of the demo data: one name key and mailing address on several parcels.
    const [owner] = await sql<{ id: number; n: number }>(
      `select min(id) as id, count(*)::int as n from parcels where owner_type in ('LLC', 'Trust', 'Person')
       group by owner_name_key(ownership_name), owner_mailing_key(mailing_address, mailing_zip)
       having count(distinct ownership_name) > 1 order by count(*) desc limit 1`,
    );
    expect(owner, 'the demo data has a portfolio owner').toBeDefined();
    const [row] = await sql<{ parcel_id: string }>(`select parcel_id from parcels where id = $1`, [
      owner!.id,
    ]);
    const parcelId = row!.parcel_id;
    const context = await signedInContext(browser, subscriber);
    const page = await context.newPage();
    // From the parcel's window: 'All properties of this owner'.
    await page.goto(`/map?parcelId=${encodeURIComponent(parcelId)}`);
    await waitForMap(page);
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(1);
    await page.getByTestId('result-card').getByRole('button', { name: 'More Information' }).click();
    await page.getByTestId('owner-portfolio-link').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('portfolio')).toBe(`parcel:${owner!.id}`);
    const drawer = page.getByTestId('owner-portfolio');
    await drawer.waitFor();
    const totals = await page.getByTestId('portfolio-totals').textContent();
    expect(totals).toContain(`Parcels${owner!.n}`);
    await screenshot(page, 'portfolio-drawer');
    const download = page.waitForEvent('download');
    await page.getByTestId('portfolio-export').click();
    expect((await download).suggestedFilename()).toMatch(/^Owner_Portfolio_.*\.xlsx$/);
    // Each sheet says where its rows come from and as of when (the demo's parcels: generated), then when exported.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await (await download).path())!)) as unknown as ArrayBuffer);
    const parcelsSheet = workbook.getWorksheet('Parcels')!;
    expect(dataRows(parcelsSheet).length).toBe(owner!.n);
    const notes = noteLines(parcelsSheet);
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^Source: Generated demo data; as of \d{4}-\d{2}-\d{2}; licence: Demo data, not for decisions$/,
      ),
    );
    expect(notes.at(-1)).toMatch(/^Exported /);
    await page.getByRole('button', { name: 'View on map' }).click();
    await expect.poll(() => page.getByTestId('view-mode-banner').textContent()).toContain('Owner Portfolio');
    await drawer.waitFor({ state: 'hidden' });
    // The holdings' list beside the map, one card per holding.
    const panel = page.locator('.ant-drawer').filter({ hasText: 'Owner Portfolio:' });
    await expect.poll(() => panel.getByText(/^Holding \d+: /).count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel
      .getByText(/^Holding \d+: /)
      .first()
      .waitFor({ state: 'hidden' });
    expect(await page.getByTestId('view-mode-marker').count()).toBeGreaterThan(0);
    await screenshot(page, 'portfolio-map');
    await context.close();
  });

  it('[PORTFOLIO] the drawer and the alerts fit a phone', async () => {
    const [p] = await sql<{ id: number }>(
      `select min(id) as id from parcels where owner_type = 'LLC' group by owner_name_key(ownership_name)
       order by count(*) desc limit 1`,
    );
    const context = await signedInContext(browser, subscriber, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(`/map?portfolio=parcel:${p!.id}`);
    const drawer = page.getByTestId('owner-portfolio');
    await drawer.waitFor();
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'portfolio-drawer-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('alerts-bell').click();
    await page.getByRole('tab', { name: 'Watching' }).waitFor();
    await screenshot(page, 'alerts-phone');
    await context.close();
  });

  it('[PORTFOLIO] is disabled for Free Trial in the parcel window', async () => {
    const [p] = await sql<{ id: number }>(`select id from parcels where ownership_name is not null limit 1`);
    const context = await signedInContext(browser, trial);
    const page = await context.newPage();
    await page.goto(`/map?portfolio=parcel:${p!.id}`);
    await page.getByText('Upgrade to view details').first().waitFor();
    await context.close();
  });
});

describe('[EXPORT] an area as a GIS file', () => {
  it('[EXPORT] exports a city as a zipped Shapefile with progress, from the map', async () => {
    const [city] = await sql<{ city: string; n: number }>(
      `select city, count(*)::int n from parcels where city is not null group by city order by 2 desc limit 1`,
    );
    const context = await signedInContext(browser, subscriber);
    const page = await context.newPage();
    await page.goto(`/map?cities=${encodeURIComponent(city!.city)}`);
    await waitForMap(page);
    await page.getByTestId('area-export-button').click();
    await expect.poll(() => page.getByTestId('area-export-area').textContent()).toContain(city!.city);
    await expect
      .poll(() => page.getByTestId('area-export-count').textContent())
      .toContain(`${city!.n.toLocaleString('en-US')} parcels`);
    await page.getByRole('radio', { name: /Shapefile/ }).check();
    const download = page.waitForEvent('download');
    await page.getByTestId('area-export-start').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^parcels-.*\.zip$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect
      .poll(() => page.getByTestId('area-export-progress').textContent())
      .toBe(`${city!.n.toLocaleString('en-US')} / ${city!.n.toLocaleString('en-US')}`);
    await screenshot(page, 'area-export');
    await context.close();
  });

  it("[EXPORT] is disabled for Free Trial with the spec's tooltip", async () => {
    const context = await signedInContext(browser, trial);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    expect(await page.getByTestId('area-export-button').isDisabled()).toBe(true);
    await context.close();
  });
});
