import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { openOptions } from './support/popups.js';
import {
  adminLogin,
  apiGet,
  matchingCount,
  searchParams,
  shownBox,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForPolygons,
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

  it('[MAP] opens on all of Utah with clusters, counts and result cards', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await expect.poll(() => shownBox(page)).toBeDefined();
    const zoom = Number(await page.getByTestId('map').getAttribute('data-zoom'));
    const count = await matchingCount(page);
    expect(count).toBeGreaterThan(100);
    await page.getByTestId('map-cluster').first().waitFor();
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(10);
    // The map shows all of Utah, so its count is the statewide one; it writes no viewport until it is moved.
    expect(count).toBe((await apiGet<{ count: number }>(admin, '/parcels/count')).count);
    expect(searchParams(page).has('viewport')).toBe(false);
    await waitForMapIdle(page);
    // The map's data credits say the records are generated (each card also carries its own label).
    await page
      .getByText('Parcels, projects, contacts and listings shown are generated demo data', { exact: false })
      .first()
      .waitFor({ state: 'attached' });
    expect(await page.locator('.maplibregl-ctrl-attrib-inner').textContent()).toContain('GeoNames');
    await screenshot(page, 'map-state-zoom');
    // A cluster click zooms in by 2.
    await page.getByTestId('map-cluster').first().click();
    await waitForZoom(page, zoom + 2);
    // Moved, the map writes its viewport to the URL.
    await expect.poll(() => Number(searchParams(page).get('zoom'))).toBeCloseTo(zoom + 2, 1);
    expect(JSON.parse(searchParams(page).get('viewport')!)).toHaveProperty('northEast');
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
    await waitForMapIdle(page);
    await screenshot(page, 'map-city-zoom');

    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(lat, lng, 0.004))}&zoom=16`);
    await waitForMap(page);
    await waitForZoom(page, 16);
    await expect.poll(() => page.getByTestId('map-cluster').count()).toBe(0);
    await expect.poll(() => page.getByTestId('map').getAttribute('data-mode')).toBe('polygons');
    await waitForPolygons(page);
    // Clicking the parcel under the centre of the map selects it.
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByTestId('selection-banner')
      .getByText(/Current selection: Parcel/)
      .waitFor();
    // The banner names the parcel as the popover does: by its county's number ('33:175:5001', not its digits).
    const number = page
      .getByTestId('selection-summary')
      .locator('span', { hasText: /^Parcel ID$/ })
      .locator('xpath=following-sibling::span[1]');
    await number.waitFor();
    const shown = (await number.textContent())!;
    expect(shown).toMatch(/[-:]/);
    await page.getByTestId('selection-banner').getByText(`Current selection: Parcel ${shown}`).waitFor();
    await waitForZoom(page, 18);
    await page.getByTestId('selection-banner').getByRole('button', { name: 'Clear' }).click();
    await page.goto(`/map?viewport=${encodeURIComponent(viewportAround(lat, lng, 0.004))}&zoom=16`);
    await waitForMap(page);
    await waitForPolygons(page);
    await waitForMapIdle(page);
    await screenshot(page, 'map-parcel-zoom');
    await context.close();
  });

  it('[MAP] address search moves the map to zoom 15; the Cities tab filters; paging scrolls; admin sort', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);

    // Infinite scroll: pages of 10.
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(10);
    // Scroll only while the second page has not arrived, so a slow machine does not load page after page.
    await expect
      .poll(async () => {
        const shown = await page.getByTestId('result-card').count();
        if (shown < 20)
          await page.getByTestId('results-list').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        return shown;
      })
      .toBeGreaterThanOrEqual(20);
    expect((await page.getByTestId('result-card').count()) % 10).toBe(0);

    // Admin sort by workability score, best first.
    const select = page.getByLabel('Sort by');
    await select.click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^workability_score$/ })
      .click();
    const scores = async () =>
      (await page.getByTestId('result-card').locator('text=/^\\d+ \\/ /').allTextContents()).map((t) =>
        Number(t.split(' / ')[0]),
      );
    await expect
      .poll(async () => {
        const s = await scores();
        return s.length >= 2 && s.every((v, i) => i === 0 || v <= s[i - 1]!);
      })
      .toBe(true);

    // Area and Style → Cities.
    await page.getByTestId('filter-area-style').click();
    const content = page.getByTestId('filter-area-style-content');
    await content.getByRole('tab', { name: 'Cities' }).click();
    await content.getByRole('combobox').click();
    await page.keyboard.type(sample.city!);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${sample.city}$`) })
      .click();
    await content.getByRole('tab', { name: 'Cities' }).click(); // closes the option list
    await content.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('cities')).toBe(sample.city);
    await page.getByTestId('filter-chip').filter({ hasText: sample.city! }).waitFor();
    // Choosing the city fits the map to it: the viewport written to the URL holds the city's box.
    const { bounds } = await apiGet<{
      bounds: { west: number; south: number; east: number; north: number };
    }>(admin, `/geography/bounds?cities=${encodeURIComponent(sample.city!)}`);
    await expect
      .poll(
        () => {
          const v = searchParams(page).get('viewport');
          if (!v) return false;
          const { northEast: ne, southWest: sw } = JSON.parse(v) as Record<
            string,
            { lat: number; lng: number }
          >;
          return sw!.lat <= bounds.south + 1e-4 && ne!.lat >= bounds.north - 1e-4;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Address search over our own data: picking a result flies to zoom 15.
    await page.getByLabel('Search address').fill(sample.address!);
    await openOptions(page).filter({ hasText: sample.address! }).first().click();
    await waitForZoom(page, 15);
    // The map then writes its own viewport and zoom (the address point is not needed any more).
    await expect.poll(() => searchParams(page).get('zoom')).toBe('15');

    // A place only the external geocoder knows, tagged 'Map search': the map flies there.
    await page.getByLabel('Search address').fill('Bryce Canyon');
    const place = openOptions(page).filter({ has: page.getByTestId('search-place-tag') });
    await place.filter({ hasText: 'Bryce Canyon City, Garfield County, Utah' }).first().click();
    await expect
      .poll(() => {
        const v = searchParams(page).get('viewport');
        if (!v) return false;
        const { northEast, southWest } = JSON.parse(v) as Record<string, { lat: number; lng: number }>;
        const lat = (northEast!.lat + southWest!.lat) / 2;
        const lng = (northEast!.lng + southWest!.lng) / 2;
        return Math.abs(lat - 37.6781) < 0.01 && Math.abs(lng - -112.1566) < 0.01;
      })
      .toBe(true);
    await waitForZoom(page, 15);
    await context.close();
  });
});
