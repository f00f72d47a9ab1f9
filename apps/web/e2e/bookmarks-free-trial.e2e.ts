import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser } from './accounts-support.js';
import { login, signedIn, waitForCards } from './bookmarks-support.js';

describe('[BOOKMARKS] Free Trial limits on grid view, bookmarks and exports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[BOOKMARKS] a Free Trial user sees placeholders and disabled exports with the upgrade tooltip', async () => {
    const user = await seedUser({ status: 'Free Trial' });
    const who = await login(user.email, user.password);
    const context = await signedIn(browser, who);
    const page = await context.newPage();
    await page.goto('/map');
    await page.getByTestId('placeholder-cards').first().waitFor({ timeout: 30_000 });

    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Grid View' }).click();
    const grid = page
      .locator('.ant-drawer')
      .filter({ has: page.locator('.ant-drawer-title', { hasText: 'Grid view of' }) });
    await grid.getByTestId('placeholder-cards').waitFor();
    const exportButton = grid.getByTestId('grid-export');
    expect(await exportButton.isDisabled()).toBe(true);
    expect(await grid.getByTestId('grid-property-sheet').isDisabled()).toBe(true);
    // The drawer slides in: hover once the button has arrived on screen.
    await expect
      .poll(async () => {
        const box = await exportButton.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        return !!box && box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    await exportButton.hover({ force: true });
    await page
      .locator('.ant-tooltip')
      .filter({ hasText: 'Upgrade subscription to unlock this feature' })
      .waitFor();
    await screenshot(page, 'grid-free-trial');

    // The server refuses an export-sized page to a Free Trial user.
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/parcels-bookmarks?take=400', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Upgrade subscription to unlock this feature');
    await context.close();
  });

  it('[BOOKMARKS] a subscribed user can export once rows are loaded', async () => {
    const user = await seedUser({ status: 'Subscribed' });
    const who = await login(user.email, user.password);
    const context = await signedIn(browser, who);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForCards(page);
    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Grid View' }).click();
    const grid = page
      .locator('.ant-drawer')
      .filter({ has: page.locator('.ant-drawer-title', { hasText: 'Grid view of' }) });
    await grid.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => grid.getByTestId('grid-export').isEnabled()).toBe(true);
    await screenshot(page, 'grid-subscribed');
    await context.close();
  });
});
