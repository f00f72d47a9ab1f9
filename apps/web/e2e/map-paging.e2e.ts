import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  deleteParcelsOf,
  insertSquareParcels,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForZoom,
  type Session,
} from './map-support.js';

// A block of 1,050 small parcels in the empty west desert: more than the 1000 polygons of one coordinates page.
const LNG = -113.62;
const LAT = 39.93;
const COLUMNS = 35;
const ROWS = 30;
const STEP = 0.0003;
const SOURCE = 'e2e-map-paging';

describe('[MAP] more than 1000 parcels in view: all drawn from vector tiles, no page controls', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const block = Array.from({ length: COLUMNS * ROWS }, (_, i) => {
      const x = i % COLUMNS;
      const y = Math.floor(i / COLUMNS);
      return {
        parcelId: `PAGER-${x}-${y}`,
        lng: LNG - (COLUMNS * STEP) / 2 + x * STEP + 0.000125,
        lat: LAT - (ROWS * STEP) / 2 + y * STEP + 0.000125,
        half: 0.000125,
        acreage: 0.15,
      };
    });
    await insertSquareParcels(SOURCE, 'Pager Flats', block);
  });
  afterAll(async () => {
    await deleteParcelsOf(SOURCE);
    await browser?.close();
  });

  const parcelsOnMap = async (page: Page) => {
    await waitForMapIdle(page);
    return Number(await page.getByTestId('map').getAttribute('data-parcels'));
  };

  it('[MAP] draws every polygon in view (more than one page of 1000) and zooming in shows fewer', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(LAT, LNG, 0.004))}&zoom=15`);
    await waitForMap(page);
    await waitForZoom(page, 15);
    // The whole block fits in the view at zoom 15: all 1,050 parcels are drawn at once, so no pages.
    await expect.poll(() => parcelsOnMap(page), { timeout: 15_000 }).toBe(COLUMNS * ROWS);
    expect(await page.getByTestId('map-pager').count()).toBe(0);
    await screenshot(page, 'map-paging-all-parcels');

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await waitForZoom(page, 16);
    await expect.poll(() => parcelsOnMap(page), { timeout: 15_000 }).toBeLessThan(COLUMNS * ROWS);
    expect(await parcelsOnMap(page)).toBeGreaterThan(100);
    expect(await page.getByTestId('map-pager').count()).toBe(0);
    await context.close();
  });
});
