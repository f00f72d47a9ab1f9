import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForZoom,
  type Session,
} from './map-support.js';

// A block of 1,050 small parcels in the empty west desert: more than one page of 1000 polygons at zoom 15.
const LNG = -113.62;
const LAT = 39.93;
const COLUMNS = 35;
const ROWS = 30;
const STEP = 0.0003;
const SOURCE = 'e2e-map-paging';

describe('[MAP] previous/next page controls over more than 1000 polygons', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    await db.query(
      `INSERT INTO parcels (parcel_id, geom, center, acreage, city, county, source)
       SELECT 'PAGER-' || x || '-' || y,
              ST_Multi(ST_MakeEnvelope(lng, lat, lng + 0.00025, lat + 0.00025, 4326)),
              ST_SetSRID(ST_MakePoint(lng + 0.000125, lat + 0.000125), 4326),
              0.15, 'Pager Flats', 'Juab', $1
         FROM generate_series(0, $2::int - 1) x, generate_series(0, $3::int - 1) y,
              LATERAL (SELECT $4::float8 + x * $6::float8 AS lng, $5::float8 + y * $6::float8 AS lat) c`,
      [SOURCE, COLUMNS, ROWS, LNG - (COLUMNS * STEP) / 2, LAT - (ROWS * STEP) / 2, STEP],
    );
    await db.end();
  });
  afterAll(async () => {
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    await db.query('DELETE FROM parcels WHERE source = $1', [SOURCE]);
    await db.end();
    await browser?.close();
  });

  const parcelsOnMap = async (page: Page) => {
    await waitForMapIdle(page);
    return Number(await page.getByTestId('map').getAttribute('data-parcels'));
  };

  it('[MAP] pages through the polygons in view, and a new view starts again at page 1', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(LAT, LNG, 0.004))}&zoom=15`);
    await waitForMap(page);
    await waitForZoom(page, 15);
    const pager = page.getByTestId('map-pager');
    await pager.getByText('Page 1', { exact: true }).waitFor();
    await expect.poll(() => parcelsOnMap(page)).toBe(1000);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2', { exact: true }).waitFor();
    await expect.poll(() => parcelsOnMap(page)).toBe(COLUMNS * ROWS - 1000);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(page, 'map-paging-page-2');

    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText('Page 1', { exact: true }).waitFor();
    await expect.poll(() => parcelsOnMap(page)).toBe(1000);

    // From page 2, zooming in asks for a new view: page 1 again, and fewer than 1000 parcels need no controls.
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await waitForZoom(page, 16);
    await expect.poll(() => pager.count()).toBe(0);
    const inView = await parcelsOnMap(page);
    expect(inView).toBeGreaterThan(COLUMNS * ROWS - 1000);
    expect(inView).toBeLessThan(1000);
    await context.close();
  });
});
