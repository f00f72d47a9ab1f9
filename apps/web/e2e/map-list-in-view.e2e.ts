import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  apiGet,
  deleteParcelsOf,
  insertSquareParcels,
  matchingCount,
  shownBox,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForAllOfUtah,
  waitForZoom,
  type Session,
  type SquareParcel,
} from './map-support.js';

// Parcels of their own in the empty west desert: one in the middle and, east and west of it, a ring per zoom step.
// Ring r lies at 0.7 of the map's half width at zoom 18 − r: in view from zoom 18 − r down, out of view above it
// (the half width halves with each step), so every zoom from 13 to 18 shows a different number of them.
const LNG = -113.72;
const LAT = 39.22;
const SOURCE = 'e2e-map-list-in-view';
const CITY = 'Ring Flats';
const RINGS = 6;
const TILE = 512;
/** The parcels in view at `zoom` when the map is centred on the middle one: the middle one and two per ring. */
const inViewAt = (zoom: number) => 1 + 2 * Math.min(RINGS, 19 - zoom);
/** Utah's box as the map fits it (url-state.ts UTAH_BOUNDS). */

/** Half the map's width in degrees of longitude at `zoom`. */
const halfWidth = (widthPx: number, zoom: number) => ((widthPx / 2) * 360) / (TILE * 2 ** zoom);

/** The parcels drawn in view: polygons from tiles (zoom 14 up, the app's own counter) or the clusters' sum. */
async function drawn(page: Page): Promise<number> {
  const zoom = Number(await page.getByTestId('map').getAttribute('data-zoom'));
  if (zoom >= 14) return Number(await page.getByTestId('map').getAttribute('data-parcels'));
  const counts = await page
    .getByTestId('map-cluster')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  return counts.reduce((a, b) => a + b, 0);
}

/** Waits until the map draws `expected` parcels and the results header counts the same. */
async function listEqualsDrawn(page: Page, expected: number) {
  await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(expected);
  await waitForMapIdle(page);
  await expect.poll(() => matchingCount(page), { timeout: 30_000 }).toBe(expected);
  expect(await drawn(page)).toBe(expected);
}

/** Every figure the results header has shown since the page opened (recorded by an init script). */
const headerFigures = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { headerTexts?: string[] }).headerTexts ?? []).filter((t) => /^\d/.test(t)),
  );

describe('[MAP] the list is what is in view', () => {
  let browser: Browser;
  let admin: Session;
  let mapWidth = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    mapWidth = (await page.getByTestId('map').boundingBox())!.width;
    await context.close();
    const hw18 = halfWidth(mapWidth, 18);
    const parcels: SquareParcel[] = [
      { parcelId: 'RING-MIDDLE', lng: LNG, lat: LAT, half: hw18 * 0.04, acreage: 1 },
    ];
    for (let r = 0; r < RINGS; r++)
      for (const side of [-1, 1])
        parcels.push({
          parcelId: `RING-${r}-${side < 0 ? 'W' : 'E'}`,
          lng: LNG + side * 0.7 * hw18 * 2 ** r,
          lat: LAT,
          half: hw18 * 0.04,
          acreage: 1,
        });
    await insertSquareParcels(SOURCE, CITY, parcels);
    // Unfiltered clusters come from a grid the server rebuilds in the background after a write: wait for it.
    const around = encodeURIComponent(viewportAround(LAT, LNG, 0.05));
    await vi.waitFor(
      async () => {
        const answer = await apiGet<{ clusters: { count: number }[] }>(
          admin,
          `/parcels/all-coordinates?viewport=${around}&zoom=13&parcelPolygons=false`,
        );
        expect(answer.clusters.reduce((n, c) => n + c.count, 0)).toBe(parcels.length);
      },
      { timeout: 30_000, interval: 300 },
    );
  });
  afterAll(async () => {
    await deleteParcelsOf(SOURCE);
    await browser?.close();
  });

  async function openMap(query: string) {
    const context = await signedInContext(browser, admin);
    await context.addInitScript(() => {
      const w = window as unknown as { headerTexts: string[] };
      w.headerTexts = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="results-header"]')?.textContent;
        if (text && w.headerTexts.at(-1) !== text) w.headerTexts.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`/map${query}`);
    await waitForMap(page);
    return { context, page };
  }

  it('[MAP] each zoom step from 13 to 18 lists the parcels drawn in view', async () => {
    const { context, page } = await openMap(
      `?viewport=${encodeURIComponent(viewportAround(LAT, LNG, 0.05))}&zoom=13`,
    );
    for (let zoom = 13; zoom <= 18; zoom++) {
      if (zoom > 13) await page.getByRole('button', { name: 'Zoom in' }).click();
      await waitForZoom(page, zoom);
      await listEqualsDrawn(page, inViewAt(zoom));
      if (zoom === 16) await screenshot(page, 'map-list-in-view-16');
    }
    await context.close();
  });

  it("[MAP] a link's viewport: the list is the window's view at the link's zoom", async () => {
    // The link's box is far wider than what the window shows at zoom 17 around its middle.
    const { context, page } = await openMap(
      `?viewport=${encodeURIComponent(viewportAround(LAT, LNG, 0.05))}&zoom=17`,
    );
    await waitForZoom(page, 17);
    await listEqualsDrawn(page, inViewAt(17));
    expect(await headerFigures(page)).toEqual([`${inViewAt(17)} Matching Parcels`]);
    await context.close();
  });

  it('[MAP] an addressCoords link lists the view at zoom 15 and never shows another figure first', async () => {
    const { context, page } = await openMap(`?addressCoords=${LAT},${LNG}`);
    await waitForZoom(page, 15);
    await listEqualsDrawn(page, inViewAt(15));
    expect(await headerFigures(page)).toEqual([`${inViewAt(15)} Matching Parcels`]);
    await context.close();
  });

  it('[MAP] a polygon link (zoom 12) and a filter link (all of Utah) list what the map draws', async () => {
    // A box around the middle and the first three rings only (ring 2 at 0.35, ring 3 at 0.7 of zoom 15's half width).
    const reach = 0.5 * halfWidth(mapWidth, 15);
    const ring: [number, number][] = [
      [LNG - reach, LAT - 0.01],
      [LNG + reach, LAT - 0.01],
      [LNG + reach, LAT + 0.01],
      [LNG - reach, LAT + 0.01],
    ];
    const polygon = await openMap(`?coords=${encodeURIComponent(JSON.stringify(ring))}`);
    await waitForZoom(polygon.page, 12);
    await listEqualsDrawn(polygon.page, 7);
    await polygon.context.close();

    const city = await openMap(`?cities=${encodeURIComponent(CITY)}`);
    await expect.poll(() => shownBox(city.page)).toBeDefined();
    await listEqualsDrawn(city.page, inViewAt(13));
    expect(await headerFigures(city.page)).toEqual([`${inViewAt(13)} Matching Parcels`]);
    await city.context.close();
  });

  it.each([
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ])('[MAP] the default view shows all of Utah at $width × $height', async (size) => {
    const context = await signedInContext(browser, admin, size);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await waitForAllOfUtah(page);
    await waitForMapIdle(page);
    await screenshot(page, `map-default-utah-${size.width}`);
    await context.close();
  });
});
