import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
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
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    await db.query(
      `INSERT INTO parcels (parcel_id, geom, center, acreage, city, county, source)
       SELECT CASE WHEN x = 0 AND y = 0 THEN $4 ELSE 'TILES-' || x || '-' || y END,
              ST_Multi(ST_MakeEnvelope(lng - h, lat - h, lng + h, lat + h, 4326)),
              ST_SetSRID(ST_MakePoint(lng, lat), 4326), 2, 'Tile Flats', 'Juab', $3
         FROM generate_series(-1, 1) x, generate_series(-1, 1) y,
              LATERAL (SELECT $1::float8 + x * 0.003 AS lng, $2::float8 + y * 0.003 AS lat,
                              CASE WHEN x = 0 AND y = 0 THEN 0.0008 ELSE 0.0004 END AS h) c`,
      [LNG, LAT, SOURCE, CENTER_ID],
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
