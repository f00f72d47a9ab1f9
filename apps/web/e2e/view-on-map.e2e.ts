import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { clearUserData, login, signedIn, toast, waitForCards, type Login } from './bookmarks-support.js';
import { waitForMap } from './map-support.js';

const bookmarksDrawer = (page: Page) =>
  page
    .locator('.ant-drawer')
    .filter({ has: page.locator('.ant-drawer-title', { hasText: 'Bookmark view of' }) });

describe('[VIEW-ON-MAP] bookmarks and matches shown on the map', () => {
  let browser: Browser;
  let admin: Login;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await login();
    await clearUserData(admin);
  });
  afterAll(async () => {
    if (admin) await clearUserData(admin);
    await browser?.close();
  });

  it('[VIEW-ON-MAP] bookmarks drawer View on map shows the bookmark; Clear returns to the search', async () => {
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await waitForCards(page);
    const card = page.getByTestId('results-list').getByTestId('result-card').first();
    await card.getByTestId('bookmark-toggle').click();
    const add = page.locator('.ant-modal').filter({ hasText: 'Do you want to bookmark' });
    await add.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Parcel bookmarked successfully!');

    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Bookmarks' }).click();
    const drawer = bookmarksDrawer(page);
    await drawer.getByTestId('bookmark-entry').first().waitFor();
    const viewOnMap = drawer.getByRole('button', { name: /View on map/ });
    await expect.poll(() => viewOnMap.isEnabled()).toBe(true);
    await viewOnMap.click();

    const banner = page.getByTestId('view-mode-banner');
    await banner.waitFor();
    expect(await banner.locator('.label').textContent()).toBe('Bookmarks');
    const panel = page.locator('.view-mode-panel .ant-drawer-section');
    await panel.waitFor();
    expect(await panel.getByTestId('view-mode-card').count()).toBe(1);
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(680);
    await expect.poll(() => page.getByTestId('view-mode-marker').count()).toBe(1);
    // The normal layers give way to the view mode's items.
    await expect.poll(() => page.getByTestId('map').getAttribute('data-parcels')).toBe('0');
    await screenshot(page, 'view-on-map-bookmarks');

    // A card selects its item on the map.
    await panel.getByTestId('view-mode-card').first().click();
    await page.getByTestId('selection-popover').waitFor();
    await panel.locator('.ant-drawer-close').click();
    await screenshot(page, 'view-on-map-bookmarks-selected');

    await banner.getByRole('button', { name: /Clear/ }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('view-mode-marker').count()).toBe(0);
    await expect
      .poll(
        async () =>
          Number(await page.getByTestId('map').getAttribute('data-parcels')) +
          (await page.getByTestId('map-cluster').count()),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await waitForCards(page);
    await screenshot(page, 'view-on-map-cleared');
    await context.close();
  });

  it('[VIEW-ON-MAP] matches drawer View all on map shows the Matches banner and panel', async () => {
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await waitForCards(page);
    await page.getByTestId('results-list').getByTestId('result-card').first().click();
    await page.getByRole('button', { name: 'View matches' }).click();
    const viewMatches = page.getByTestId('matching-counts').getByRole('button', { name: 'View Matches' });
    await expect.poll(() => viewMatches.isEnabled(), { timeout: 15_000 }).toBe(true);
    const drawer = page.locator('.matches-drawer .ant-drawer-section');
    const parcelsTab = drawer.getByTestId('match-tab-parcels');
    // The popover re-renders while the map settles on the selection; a click that lands as it does so is lost
    // (seen once on a loaded machine): click again, as a user would, until the drawer shows.
    await expect
      .poll(
        async () => {
          if (await parcelsTab.isVisible()) return true;
          if (await viewMatches.isEnabled())
            await viewMatches.click({ timeout: 5_000 }).catch(() => undefined);
          return parcelsTab.isVisible();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    await parcelsTab.click();
    await drawer.getByRole('button', { name: /View all on map/ }).click();

    const banner = page.getByTestId('view-mode-banner');
    await banner.waitFor();
    expect(await banner.locator('.label').textContent()).toBe('Matches');
    const panel = page.locator('.view-mode-panel .ant-drawer-section');
    await panel.getByTestId('view-mode-card').first().waitFor();
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(850);
    await expect.poll(() => page.getByTestId('view-mode-marker').count()).toBeGreaterThan(0);
    await screenshot(page, 'view-on-map-matches');
    await context.close();
  });
});
