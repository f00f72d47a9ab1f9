import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, type SeededUser } from './accounts-support.js';
import { apiLogin, signedInContext, waitForMap } from './map-support.js';

// The map's filters button (Hide / Show filters) sits on the column's edge: on a phone, where the column covers the
// map, it must leave the results tabs free to see and to click.

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the tab itself is what a click at its centre lands on (nothing drawn over it). */
const onTop = (tab: Locator) =>
  tab.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

async function expectTabsClear(page: Page, filters: Locator) {
  const button = (await filters.boundingBox())!;
  const tabs = page.getByTestId('results-box').getByRole('tab');
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent())!;
    expect(intersects(button, (await tab.boundingBox())!), `filters button over the tab ${name}`).toBe(false);
    expect(await onTop(tab), `the tab ${name} under something`).toBe(true);
  }
  expect((await tabs.all()).length).toBeGreaterThan(1);
}

describe('[MAP] the filters button and the results tabs', () => {
  let browser: Browser;
  let user: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await seedUser({ status: 'Subscribed', firstname: 'Phone', lastname: 'Tabs' });
  });
  afterAll(() => browser?.close());

  it('[MAP] at 375 and 1440 px the filters button covers no results tab; each tab is clicked', async () => {
    const login = await apiLogin(user.email, user.password);
    for (const size of [
      { width: 375, height: 812, name: '375', collapsed: true },
      { width: 1440, height: 900, name: '1440', collapsed: false },
    ]) {
      const context = await signedInContext(browser, login, size);
      const page = await context.newPage();
      await page.goto('/map');
      await waitForMap(page);
      // A phone opens on the map, the column hidden; the button shows it over the map.
      if (size.collapsed) await page.getByRole('button', { name: 'Show filters' }).click();
      const filters = page.getByRole('button', { name: 'Hide filters' });
      await filters.waitFor();
      const box = page.getByTestId('results-box');
      await box.getByRole('tab', { name: /^Parcels/ }).waitFor();

      // Parcels and Projects, then the Projects tab's own Parents and Children: none under the button, each clicked.
      const click = async (name: RegExp) => {
        const tab = box.getByRole('tab', { name });
        await tab.click();
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      };
      await expectTabsClear(page, filters);
      await click(/^Parcels/);
      await click(/^Projects/);
      await expect.poll(() => page.getByTestId('results-header').textContent()).toMatch(/Matching Projects$/);
      await box.getByRole('tab', { name: /^Children/ }).waitFor();
      await expectTabsClear(page, filters);
      await click(/^Children/);
      await click(/^Parents/);
      await screenshot(page, `map-filters-button-${size.name}`, { fullPage: false });
      await box.getByRole('tab', { name: /^Parcels/ }).click();
      await expect.poll(() => page.getByTestId('results-header').textContent()).toMatch(/Matching Parcels$/);
      await context.close();
    }
  });
});
