import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  apiGet,
  matchingCount,
  settledCount,
  searchParams,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForAllOfUtah,
  waitForZoom,
  type Session,
} from './map-support.js';

const chips = (page: Page) => page.getByTestId('filter-chip');
const chipTexts = async (page: Page) => (await chips(page).allTextContents()).map((t) => t.trim());
const clusterTotal = (page: Page) =>
  page
    .getByTestId('map-cluster')
    .evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-count')), 0));

/** Waits until the header count differs from `before` and returns it. */
async function countChangedFrom(page: Page, before: number): Promise<number> {
  await expect.poll(() => matchingCount(page), { timeout: 15_000 }).not.toBe(before);
  return matchingCount(page);
}

describe('[MAP] filters through the UI', () => {
  let browser: Browser;
  let admin: Session;
  let sample: ParcelCard;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    sample = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1')).data[0]!;
  });
  afterAll(() => browser?.close());

  it('[MAP] Refine Criteria popovers, No Buildings, chips and Reset all filters change the URL, counts and map', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    const all = await settledCount(admin, page);
    // The clusters hold the parcels in view (centres), the count those touching the view: about the same.
    await expect.poll(async () => Math.abs((await clusterTotal(page)) - all) / all).toBeLessThan(0.01);
    const allOnMap = await clusterTotal(page);

    // Area and Style → Number & Style of Lots → Single Family Lots.
    await page.getByTestId('filter-area-style').click();
    const areaStyle = page.getByTestId('filter-area-style-content');
    await areaStyle.getByText('Single Family Lots').click();
    await areaStyle.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Filters Applied!').waitFor();
    await expect.poll(() => searchParams(page).get('singleFamily')).toBe('true');
    await expect.poll(() => chipTexts(page)).toEqual(['Single Family Lots']);
    const singleFamily = await countChangedFrom(page, all);
    expect(singleFamily).toBeLessThan(all);
    expect(singleFamily).toBeGreaterThan(0);
    // The map's clusters follow the filters.
    await expect.poll(() => clusterTotal(page)).toBeLessThan(allOnMap);
    expect(Math.abs((await clusterTotal(page)) - singleFamily) / singleFamily).toBeLessThan(0.01);

    // Project → Status → Concept narrows the projects.
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('tab-parents').waitFor();
    const parents = await matchingCount(page);
    await page.getByTestId('filter-project').click();
    const project = page.getByTestId('filter-project-content');
    await project.getByText('Concept', { exact: true }).click();
    await project.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('projectStatus')).toBe('Concept');
    await expect.poll(() => chipTexts(page)).toEqual(['Single Family Lots', 'Concept']);
    expect(await countChangedFrom(page, parents)).toBeLessThan(parents);
    await screenshot(page, 'map-projects-filtered');
    await page.getByTestId('tab-parcels').click();

    // No Buildings is sent as 'true' or removed.
    await page.getByTestId('refine-criteria').getByText('No Buildings', { exact: true }).click();
    await expect.poll(() => searchParams(page).get('noBuildings')).toBe('true');
    const noBuildings = await countChangedFrom(page, singleFamily);
    expect(noBuildings).toBeLessThan(singleFamily);
    await screenshot(page, 'map-filters-applied');
    await page.getByTestId('refine-criteria').getByText('No Buildings', { exact: true }).click();
    await expect.poll(() => searchParams(page).has('noBuildings')).toBe(false);

    // A chip removed one by one.
    await chips(page).filter({ hasText: 'Single Family Lots' }).locator('.ant-tag-close-icon').click();
    await page.getByText('Single Family Lots removed').waitFor();
    await expect.poll(() => searchParams(page).has('singleFamily')).toBe(false);
    await expect.poll(() => chipTexts(page)).toEqual(['Concept']);

    // Reset all filters.
    await page.getByRole('button', { name: 'Reset all filters' }).click();
    await page.getByText('All Filters Removed!').waitFor();
    await expect.poll(() => chips(page).count()).toBe(0);
    expect(searchParams(page).has('projectStatus')).toBe(false);
    expect(await settledCount(admin, page)).toBe(all);
    await context.close();
  });

  it('[MAP] More filters drawer: Min/Max check, acreage and postal codes, See all / Hide all', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    const all = await settledCount(admin, page);

    await page.getByRole('button', { name: 'More filters' }).click();
    const drawer = page
      .locator('.ant-drawer-content-wrapper')
      .filter({ has: page.getByTestId('more-filters') });
    await drawer.waitFor();
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(640);
    await drawer.getByRole('tab', { name: 'Parcels' }).click();
    await drawer.getByLabel('Acreage Min').fill('2');
    await drawer.getByLabel('Acreage Max').fill('1');
    await drawer.getByLabel('Acreage Max').blur();
    await drawer.getByText('Min should not exceed Max').waitFor();
    await expect.poll(async () => Number(await drawer.getByLabel('Acreage Max').inputValue())).toBe(2);
    await drawer.getByLabel('Acreage Max').fill('40');
    await drawer.getByLabel('Acreage Max').blur();
    await expect.poll(() => drawer.getByText('Min should not exceed Max').count()).toBe(0);

    await drawer.getByRole('tab', { name: 'Location' }).click();
    await drawer.getByRole('button', { name: 'Postal Codes' }).click();
    await drawer.getByLabel('Postal Code').click();
    await page.keyboard.type(sample.postalCode!);
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('postalCodes')).toBe(sample.postalCode);
    expect(searchParams(page).get('minAcreage')).toBe('2');
    expect(searchParams(page).get('maxAcreage')).toBe('40');
    const narrowed = await countChangedFrom(page, all);
    expect(narrowed).toBeLessThan(all);
    await expect
      .poll(() => chipTexts(page))
      .toEqual([sample.postalCode, 'Min Acreage: 2', 'Max Acreage: 40']);

    await page.getByRole('button', { name: 'Hide all selected filters' }).click();
    await expect.poll(() => chips(page).count()).toBe(0);
    await page.getByRole('button', { name: 'See all selected filters' }).click();
    await expect.poll(() => chips(page).count()).toBe(3);
    // Choosing the ZIP code moved the map to it; resetting the filters keeps the map where it is.
    await expect.poll(() => searchParams(page).has('viewport')).toBe(true);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.getByText('All Filters Removed!').waitFor();
    expect(searchParams(page).has('postalCodes')).toBe(false);
    expect(await settledCount(admin, page)).toBeGreaterThanOrEqual(narrowed);
    await context.close();
  });

  it('[MAP] a URL reloads to the same state; comma lists are accepted and re-written with |', async () => {
    const [lng, lat] = sample.geomCenter.coordinates;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const viewport = viewportAround(lat, lng, 0.2);
    // A second real city (an unknown name is refused: map-link-messages.e2e.ts).
    const other = sample.city === 'Manti' ? 'Nephi' : 'Manti';
    await page.goto(
      `/map?cities=${encodeURIComponent(` ${sample.city} , ${other}`)}&singleFamily=true&viewport=${encodeURIComponent(viewport)}&zoom=10`,
    );
    await waitForMap(page);
    await waitForZoom(page, 10);
    // The map writes its own viewport (same centre and zoom) once; that URL reloads to itself.
    await expect.poll(() => searchParams(page).get('viewport')).not.toBe(viewport);
    const count = await matchingCount(page);
    const before = await chipTexts(page);
    expect(before).toEqual([sample.city, other, 'Single Family Lots']);
    const url = page.url();

    await page.reload();
    await waitForMap(page);
    await waitForZoom(page, 10);
    expect(await matchingCount(page)).toBe(count);
    await expect.poll(() => chipTexts(page)).toEqual(before);
    expect(page.url()).toBe(url);

    // Applying through the UI re-writes the list with '|'.
    await page.getByTestId('filter-area-style').click();
    await page.getByTestId('filter-area-style-content').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('cities')).toBe(`${sample.city}|${other}`);
    await context.close();
  });

  it('[MAP] invalid coordinates in the URL show the toast and are dropped; a bad zoom is ignored', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?coords=${encodeURIComponent('[[1,2],"x"]')}&zoom=99&singleFamily=true`);
    await page.getByText('Invalid Coordinates', { exact: true }).waitFor();
    await page.getByText('The coordinates in the URL are invalid and have been removed.').waitFor();
    await expect.poll(() => searchParams(page).has('coords')).toBe(false);
    expect(searchParams(page).get('singleFamily')).toBe('true');
    await waitForMap(page);
    // zoom=99 is ignored: the map shows its default view, all of Utah.
    await waitForAllOfUtah(page);
    await screenshot(page, 'map-invalid-coords');
    await context.close();
  });
});
