import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser } from './accounts-support.js';
import {
  adminLogin,
  apiGet,
  apiLogin,
  matchingCount,
  settledCount,
  searchParams,
  signedInContext,
  viewportAround,
  waitForMap,
  waitForMapIdle,
  waitForPolygons,
  waitForZoom,
  type Session,
} from './map-support.js';

describe('[MAP] polygon, selection, detail views and admin tools', () => {
  let browser: Browser;
  let admin: Session;
  let sample: ParcelCard;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    sample = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1')).data[0]!;
  });
  afterAll(() => browser?.close());

  it('[MAP] drawing a polygon writes coords to the URL, narrows the results and survives a reload', async () => {
    const [lng, lat] = sample.geomCenter.coordinates;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const viewport = viewportAround(lat, lng, 0.1);
    await page.goto(`/map?viewport=${encodeURIComponent(viewport)}&zoom=11`);
    await waitForMap(page);
    await waitForZoom(page, 11);
    // The map writes its own viewport once (same centre and zoom); the list then follows it.
    await expect.poll(() => searchParams(page).get('viewport')).not.toBe(viewport);
    const before = await settledCount(admin, page);

    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.getByRole('button', { name: 'Draw polygon' }).click();
    await page.mouse.click(cx - 120, cy - 120);
    await page.mouse.click(cx + 120, cy - 120);
    await page.mouse.click(cx + 120, cy + 120);
    await page.mouse.click(cx - 120, cy + 120);
    await page.getByText('Click to add corners (4)').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect.poll(() => searchParams(page).has('coords')).toBe(true);
    const coords = JSON.parse(searchParams(page).get('coords')!) as [number, number][];
    expect(coords).toHaveLength(4);
    expect(coords[0]![0]).toBeLessThan(coords[1]![0]);
    await page.getByTestId('filter-chip').filter({ hasText: 'Selected Polygon Area' }).waitFor();
    await expect.poll(() => matchingCount(page)).toBeLessThan(before);
    const inside = await matchingCount(page);
    expect(inside).toBeGreaterThan(0);
    await screenshot(page, 'map-polygon');

    await page.reload();
    await waitForMap(page);
    await page.getByTestId('filter-chip').filter({ hasText: 'Selected Polygon Area' }).waitFor();
    await expect.poll(() => matchingCount(page)).toBe(inside);

    await page.getByRole('button', { name: 'Clear polygon' }).click();
    await expect.poll(() => searchParams(page).has('coords')).toBe(false);
    expect(await settledCount(admin, page)).toBe(before);
    await context.close();
  });

  it('[MAP] selecting a card zooms to 18, shows the banner and popover; More Information opens the parcel modal', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    const card = page.getByTestId('result-card').first();
    await card.locator('.ant-card-body').click({ position: { x: 20, y: 60 } });
    await page
      .getByTestId('selection-banner')
      .getByText(/Current selection: Parcel/)
      .waitFor();
    await waitForZoom(page, 18);
    await page.getByTestId('selection-popover').waitFor();
    await waitForPolygons(page);
    await screenshot(page, 'map-parcel-selected');

    await page.getByTestId('selection-popover').getByRole('button', { name: 'More Information' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('parcel-detail') });
    await modal.waitFor();
    await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(800);
    const title = (await modal.locator('.ant-modal-title').textContent())!;
    expect(title).toMatch(/^Parcel : .+/);
    await modal.getByText('Property Address info').waitFor();
    await expect.poll(() => modal.getByText(/^\d+\.\d{2} acres$/).count()).toBe(1);
    await screenshot(page, 'map-parcel-modal');
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByTestId('selection-banner').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByTestId('selection-banner').count()).toBe(0);
    await context.close();
  });

  it('[MAP] parent and child project modals; View parcels on map switches the map to the project', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('tab-parents').waitFor();
    await page.getByTestId('tab-children').click();
    await expect.poll(() => page.getByTestId('result-card').count()).toBeGreaterThan(0);
    await page.getByTestId('result-card').first().getByRole('button', { name: 'More Information' }).click();
    const child = page.locator('.ant-modal').filter({ has: page.getByTestId('project-detail') });
    await child.waitFor();
    await expect
      .poll(() => child.locator('.ant-modal-title').textContent())
      .toMatch(/^More Information view of Project : .+/);
    await child.getByText('Parent Project').waitFor();
    await child.locator('.ant-modal-close').click();
    await child.waitFor({ state: 'hidden' });
    await page.getByTestId('tab-parents').click();
    await page.getByTestId('result-card').first().getByText('Parent', { exact: true }).waitFor();
    await page.getByTestId('result-card').first().getByRole('button', { name: 'More Information' }).click();
    const parent = page.locator('.ant-modal').filter({ has: page.getByTestId('project-detail') });
    await parent.waitFor();
    await expect.poll(async () => Math.round((await parent.boundingBox())!.width)).toBe(800);
    // The title is the project's name, then its source label.
    const title = parent.locator('.ant-modal-title');
    const source = (await title.getByTestId('record-source').textContent()) ?? '';
    const name = (await title.textContent())!
      .replace('More Information view of Project : ', '')
      .replace(source, '')
      .trim();
    expect(name.length).toBeGreaterThan(0);
    const body = parent.locator('.ant-modal-body');
    expect(await body.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('700px');
    await screenshot(page, 'map-project-modal');
    await parent.getByRole('button', { name: 'View parcels on map' }).click();
    await parent.waitFor({ state: 'hidden' });
    await page.getByTestId('selection-banner').getByText(`Project Parcels: ${name}`).waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('map').getAttribute('data-zoom')))
      .toBeGreaterThan(13);
    await waitForMapIdle(page);
    await screenshot(page, 'map-project-parcels');
    await page.getByTestId('selection-banner').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByTestId('selection-banner').count()).toBe(0);
    await context.close();
  });

  it('[MAP] admin View Query drawer shows the count and data SQL of parcels and projects', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map?singleFamily=true');
    await waitForMap(page);
    await page.getByRole('button', { name: 'View Query', exact: true }).first().click();
    const drawer = page
      .locator('.ant-drawer-content-wrapper')
      .filter({ hasText: 'Parcels and projects query' });
    await drawer.waitFor();
    const width = (await drawer.boundingBox())!.width;
    expect(Math.abs(width - 1440 * 0.8)).toBeLessThan(2);
    await drawer.getByText('Count Query').waitFor();
    await drawer.getByText('Data Query').waitFor();
    await expect.poll(() => drawer.getByTestId('sql').first().textContent()).toMatch(/select/i);
    await drawer.getByRole('tab', { name: 'Projects' }).click();
    await drawer.getByRole('tab', { name: 'Children' }).click();
    await expect.poll(() => drawer.getByTestId('sql').count()).toBeGreaterThan(2);
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    // A project card's admin 'View Query': the SQL of its buildable and already built parcels.
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('result-card').first().getByText('Parent', { exact: true }).waitFor();
    await page.getByTestId('result-card').first().getByRole('button', { name: 'View Query' }).click();
    const parcelsQuery = page
      .locator('.ant-drawer-content-wrapper')
      .filter({ hasText: 'Show Parcels query' });
    await parcelsQuery.getByRole('tab', { name: /^Buildable Parcels \(\d+\)$/ }).waitFor();
    await parcelsQuery.getByRole('tab', { name: /^Unbuildable Parcels \(\d+\)$/ }).waitFor();
    await expect.poll(() => parcelsQuery.getByTestId('sql').first().textContent()).toMatch(/select/i);
    await context.close();
  });

  it('[MAP] a Free Trial user sees 12 blurred placeholders; a narrow screen opens the selection in a modal', async () => {
    const user = await seedUser({ status: 'Free Trial' });
    const trial = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, trial);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await page.getByTestId('placeholder-cards').waitFor();
    await expect.poll(() => page.getByText('Upgrade to view details').count()).toBe(12);
    expect(await page.getByTestId('result-card').count()).toBe(0);
    await screenshot(page, 'map-free-trial');
    await context.close();

    const narrow = await signedInContext(browser, admin, { width: 600, height: 900 });
    const small = await narrow.newPage();
    await small.goto('/map');
    await waitForMap(small);
    await small.getByRole('button', { name: 'Show filters' }).click();
    await small
      .getByTestId('result-card')
      .first()
      .locator('.ant-card-body')
      .click({ position: { x: 20, y: 60 } });
    const modal = small.locator('.ant-modal').filter({ has: small.getByTestId('selection-summary') });
    await modal.waitFor();
    await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(540);
    expect(await small.getByTestId('selection-popover').count()).toBe(0);
    await screenshot(small, 'map-narrow-selection');
    await narrow.close();
  });
});
