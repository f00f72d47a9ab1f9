import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser } from './accounts-support.js';
import { dataRows } from './support/workbook.js';
import {
  adminLogin,
  apiGet,
  apiLogin,
  matchingCount,
  searchParams,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForPolygons,
  type Session,
} from './map-support.js';

// Issue 13: faults of the map found by an audit (Free Trial selection, place bounds, bad links, exports, basemaps).

describe('[MAP] map fixes of issue 13', () => {
  let browser: Browser;
  let admin: Session;
  let sample: ParcelCard;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    sample = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1')).data[0]!;
  });
  afterAll(() => browser?.close());

  it('[MAP] a Free Trial user clicking a parcel sees the locked summary, not a crash', async () => {
    const user = await seedUser({ status: 'Free Trial' });
    const trial = await apiLogin(user.email, user.password);
    const [lng, lat] = sample.geomCenter.coordinates;
    const at = `/map?viewport=${encodeURIComponent(viewportAround(lat, lng, 0.004))}&zoom=16`;
    for (const size of [
      { width: 1440, height: 900, name: 'desktop' },
      { width: 375, height: 812, name: '375' },
    ]) {
      const context = await signedInContext(browser, trial, size);
      const page = await context.newPage();
      await page.goto(at);
      await waitForMap(page);
      await waitForPolygons(page);
      const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const locked = page.getByTestId('selection-locked');
      await locked.waitFor({ timeout: 30_000 });
      expect(await locked.textContent()).toContain('Upgrade to view details');
      expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
      await screenshot(page, `map-free-trial-locked-${size.name}`);
      await context.close();
    }
  });

  it('[MAP] counts are statewide without a viewport; choosing a city fits the map to it', async () => {
    // A city in the far south, which the default view used to cut off.
    const south = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?counties=Washington&limit=1'))
      .data[0]!;
    const city = south.city!;
    const context = await signedInContext(browser, admin, { width: 1366, height: 768 });
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    const statewide = (await apiGet<{ count: number }>(admin, '/parcels/count')).count;
    expect(await matchingCount(page)).toBe(statewide);
    expect(searchParams(page).has('viewport')).toBe(false);

    await page.getByTestId('filter-area-style').click();
    const content = page.getByTestId('filter-area-style-content');
    await content.getByRole('tab', { name: 'Cities' }).click();
    await content.getByRole('combobox').click();
    await page.keyboard.type(city);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${city}$`) })
      .click();
    await content.getByRole('tab', { name: 'Cities' }).click(); // closes the option list
    await content.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('cities')).toBe(city);

    // The map moves to the city: zoomed in, its viewport (written to the URL) holding the city's box.
    const { bounds } = await apiGet<{
      bounds: { west: number; south: number; east: number; north: number };
    }>(admin, `/geography/bounds?cities=${encodeURIComponent(city)}`);
    await expect
      .poll(async () => Number(await page.getByTestId('map').getAttribute('data-zoom')), { timeout: 20_000 })
      .toBeGreaterThan(9);
    await expect
      .poll(
        () => {
          const v = searchParams(page).get('viewport');
          if (!v) return false;
          const { northEast: ne, southWest: sw } = JSON.parse(v) as Record<
            string,
            { lat: number; lng: number }
          >;
          const e = 1e-4;
          return (
            sw!.lat <= bounds.south + e &&
            sw!.lng <= bounds.west + e &&
            ne!.lat >= bounds.north - e &&
            ne!.lng >= bounds.east - e
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const inCity = (
      await apiGet<{ count: number }>(admin, `/parcels/count?cities=${encodeURIComponent(city)}`)
    ).count;
    await expect.poll(() => matchingCount(page), { timeout: 20_000 }).toBe(inCity);
    await waitForMapIdle(page);
    await screenshot(page, 'map-city-fit-1366');
    await context.close();
  });

  it('[MAP] a link with a bad filter value shows the server message and drops that parameter', async () => {
    const res = await fetch(`${inject('baseUrl')}/api/parcels/count?minAcreage=lots`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.status).toBe(400);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(/^minAcreage/);
    const city = sample.city!;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?cities=${encodeURIComponent(city)}&minAcreage=lots`);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Invalid Filter' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain(message);
    await expect.poll(() => searchParams(page).has('minAcreage')).toBe(false);
    expect(searchParams(page).get('cities')).toBe(city);
    const inCity = (
      await apiGet<{ count: number }>(admin, `/parcels/count?cities=${encodeURIComponent(city)}`)
    ).count;
    await expect.poll(() => matchingCount(page), { timeout: 20_000 }).toBe(inCity);
    await screenshot(page, 'map-bad-link');
    await context.close();
  });

  it('[MAP] the grid export holds every row of the selection, with prettified headers', async () => {
    const county = sample.county!;
    const inCounty = (
      await apiGet<{ count: number }>(admin, `/parcels/count?counties=${encodeURIComponent(county)}`)
    ).count;
    // More rows than the grid's page on screen (50).
    expect(inCounty).toBeGreaterThan(50);
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?counties=${encodeURIComponent(county)}`);
    expect(await matchingCount(page)).toBe(inCounty);
    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Grid View' }).click();
    const grid = page
      .locator('.ant-drawer')
      .filter({ has: page.locator('.ant-drawer-title', { hasText: 'Grid view of' }) });
    await grid.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const button = grid.getByTestId('grid-export');
    await expect.poll(() => button.isEnabled()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button.click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'grid-xlsx-')), download.suggestedFilename());
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Parcels_Gridview')!;
    expect(dataRows(ws)).toHaveLength(inCounty);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toContain('Parcel ID');
    await context.close();
  });

  it('[MAP] basemap switcher: an online basemap that fails falls back to Outline with a notice', async () => {
    for (const size of [
      { width: 1440, height: 900, name: 'desktop' },
      { width: 375, height: 812, name: '375' },
    ]) {
      const context = await signedInContext(browser, admin, size);
      // The tests stay offline: the National Map's tiles fail as they would with no network.
      await context.route('https://basemap.nationalmap.gov/**', (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/map');
      await waitForMap(page);
      const map = page.getByTestId('map');
      expect(await map.getAttribute('data-basemap')).toBe('outline');
      const switcher = page.getByTestId('basemap-switcher');
      for (const label of ['Outline', 'Streets', 'Imagery', 'Topo'])
        await switcher.getByText(label).waitFor();
      // The data credits never cover the switcher (they wrap beside it, or sit below it on a phone).
      const credits = page.locator('.maplibregl-ctrl-attrib');
      await expect
        .poll(async () => (await credits.textContent()) ?? '')
        .toContain('Counties: US Census Bureau');
      const [a, b] = [await switcher.boundingBox(), await credits.boundingBox()];
      const overlap =
        !!a &&
        !!b &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height;
      expect(overlap, `switcher ${JSON.stringify(a)} and credits ${JSON.stringify(b)}`).toBe(false);
      await screenshot(page, `map-basemap-switcher-${size.name}`);

      await switcher.getByText('Imagery').click();
      const notice = page.getByTestId('basemap-notice');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.textContent()).toContain('Imagery could not be loaded; showing Outline.');
      await expect.poll(() => map.getAttribute('data-basemap')).toBe('outline');
      // The map still works on the Outline basemap.
      await page.getByTestId('map-cluster').first().waitFor();
      await screenshot(page, `map-basemap-fallback-${size.name}`);
      await context.close();
    }
  });

  it('[MAP] each infinite-scroll page of results is requested once', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const pageTwo: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/parcels' && u.searchParams.get('page') === '2') pageTwo.push(r.url());
    });
    await page.goto('/map');
    await waitForMap(page);
    await expect.poll(() => page.getByTestId('result-card').count(), { timeout: 20_000 }).toBe(10);
    await expect
      .poll(
        async () => {
          const shown = await page.getByTestId('result-card').count();
          // Scroll until page 2 is asked for, then only wait: a scroll after page 2 has arrived
          // would rightly ask for page 3.
          if (shown < 20 && pageTwo.length === 0)
            await page.getByTestId('results-list').evaluate((el) => el.scrollTo(0, el.scrollHeight));
          return shown;
        },
        { timeout: 20_000 },
      )
      .toBe(20);
    expect(pageTwo).toHaveLength(1);
    await context.close();
  });
});
