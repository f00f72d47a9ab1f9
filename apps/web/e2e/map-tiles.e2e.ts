import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
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

// Parcels of their own in the empty west desert: a 3 × 3 block around one larger parcel in the middle.
const LNG = -113.41;
const LAT = 39.61;
const SOURCE = 'e2e-map-tiles';
const CENTER_ID = 'TILES-CENTER';

describe('[MAP] parcels from vector tiles', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    // A 3 × 3 block 0.003° apart: 0.0008° half side in the middle, 0.0004° around it.
    const block = [-1, 0, 1].flatMap((x) =>
      [-1, 0, 1].map((y) => ({
        parcelId: x === 0 && y === 0 ? CENTER_ID : `TILES-${x}-${y}`,
        lng: LNG + x * 0.003,
        lat: LAT + y * 0.003,
        half: x === 0 && y === 0 ? 0.0008 : 0.0004,
        acreage: 2,
      })),
    );
    await insertSquareParcels(SOURCE, 'Tile Flats', block);
  });
  afterAll(async () => {
    await deleteParcelsOf(SOURCE);
    await browser?.close();
  });

  it('[MAP] shows the parcels in view at zoom 14 from tiles, and clicking one opens it', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const tiles: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/tiles/parcels/')) tiles.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(LAT, LNG, 0.006))}&zoom=14`);
    await waitForMap(page);
    await waitForZoom(page, 14);
    // Every parcel of the block is drawn, from zoom-14 tiles answered with content.
    await expect
      .poll(() => page.getByTestId('map').getAttribute('data-parcels'), { timeout: 20_000 })
      .toBe('9');
    expect(
      tiles.some((t) => /\/api\/tiles\/parcels\/14\/\d+\/\d+\.mvt/.test(t.url) && t.status === 200),
    ).toBe(true);
    await waitForMapIdle(page);
    await screenshot(page, 'map-tiles-zoom-14');

    // The parcel under the centre of the map opens: selected in the banner, its summary in the popover.
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByTestId('selection-banner')
      .getByText(`Current selection: Parcel ${CENTER_ID}`, { exact: false })
      .waitFor();
    await page.getByTestId('selection-popover').getByText(CENTER_ID, { exact: false }).first().waitFor();
    await context.close();
  });

  it('[MAP] a filter in the URL reaches the tiles: parcels it excludes are not drawn', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const tiles: { url: string }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/tiles/parcels/')) tiles.push({ url: r.url() });
    });
    const view = encodeURIComponent(viewportAround(LAT, LNG, 0.006));
    await page.goto(`/map?viewport=${view}&zoom=14&maxAcreage=3`);
    await waitForMap(page);
    await waitForZoom(page, 14);
    await expect
      .poll(() => page.getByTestId('map').getAttribute('data-parcels'), { timeout: 20_000 })
      .toBe('9');
    await page.goto(`/map?viewport=${view}&zoom=14&minAcreage=3`);
    await waitForMap(page);
    await waitForZoom(page, 14);
    // The parcels are 2 acres: none is drawn, though the coordinates call still answers (markers, counts).
    await waitForMapIdle(page);
    await expect
      .poll(
        async () => {
          const map = page.getByTestId('map');
          return `${await map.getAttribute('data-mode')} ${await map.getAttribute('data-parcels')}`;
        },
        { timeout: 20_000 },
      )
      .toBe('polygons 0');
    expect(tiles.some((t) => t.url.includes('minAcreage=3'))).toBe(true);
    await context.close();
  });
});

describe('[MAP] the offline basemap', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
  });
  afterAll(() => browser?.close());

  it('[MAP] at zoom 16 names the street a demo parcel is addressed on, under the parcels', async () => {
    // A generated parcel and the drawn street its address names ('3482 S 3590 W' faces '3590 W').
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    const { rows } = await db.query<{ address: string; street: string; lng: number; lat: number }>(
      `select p.address, st.name as street, ST_X(p.center) as lng, ST_Y(p.center) as lat
         from parcels p join streets st on st.city = p.city and p.address like '% ' || st.name
          and ST_DWithin(st.geom, p.center, 0.0015)
        where p.source = 'generated' order by p.id limit 1`,
    );
    await db.end();
    const parcel = rows[0]!;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(
      `/map?viewport=${encodeURIComponent(viewportAround(parcel.lat, parcel.lng, 0.002))}&zoom=16`,
    );
    await waitForMap(page);
    await waitForZoom(page, 16);
    expect(await page.getByTestId('map').getAttribute('data-basemap')).toBe('outline');
    // The label is placed on screen by MapLibre (read from the rendered street label layer when the map idles).
    await expect
      .poll(async () => (await page.getByTestId('map').getAttribute('data-street-names'))?.split('|') ?? [], {
        timeout: 30_000,
      })
      .toContain(parcel.street);
    await waitForMapIdle(page);
    await screenshot(page, 'map-offline-basemap-zoom-16');
    await context.close();
  });
});
