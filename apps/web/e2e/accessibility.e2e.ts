import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { expectAccessible } from './support/axe.js';
import { settledModal, settledPopover } from './support/popups.js';
import { seedUser, withCookieChoice, type SeededUser } from './accounts-support.js';
import { adminLogin, apiGet, apiLogin, signedInContext, waitForMap, type Session } from './map-support.js';

// axe-core on every route and on the open drawers and modals, at a desktop and a phone width: any serious or
// critical WCAG violation (contrast, names, labels, ARIA) fails with the rule and the element.

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

/** Waits for the page's level-one heading, then runs axe. */
async function check(page: Page, path: string, where: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached', timeout: 60_000 });
  await expectAccessible(page, where);
}

describe('[A11Y] axe finds no serious or critical violation', () => {
  let browser: Browser;
  let admin: Session;
  let subscriber: SeededUser;
  let registered: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    subscriber = await seedUser({ status: 'Subscribed', firstname: 'Ada', lastname: 'Access' });
    registered = await seedUser({ firstname: 'Reg', lastname: 'Istered' });
  });
  afterAll(() => browser?.close());

  for (const { name, viewport } of WIDTHS) {
    it(`[A11Y] the signed-out pages (${name})`, async () => {
      const context = await newContext(browser, viewport);
      await withCookieChoice(context);
      const page = await context.newPage();
      for (const path of [
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password?token=not-a-real-token',
        '/verify-email',
        '/terms-conditions',
        '/privacy-statement',
        '/payment-status',
      ])
        await check(page, path, `${path} (${name})`);
      await context.close();
    });

    it(`[A11Y] the signed-in screens (${name})`, async () => {
      const context = await signedInContext(browser, admin, viewport);
      const page = await context.newPage();
      const adminId = (admin.user as { id: number }).id;
      for (const path of ['/map', '/profile', '/admin', '/network', '/client', '/home', `/user/${adminId}`]) {
        await check(page, path, `${path} (${name})`);
        // The phone shows the map first, the list a tap away: the cards are there, not yet in sight.
        if (path === '/map')
          await page.getByTestId('result-card').first().waitFor({ state: 'attached', timeout: 60_000 });
        await expectAccessible(page, `${path} loaded (${name})`);
      }
      await context.close();
      const reg = await signedInContext(
        browser,
        await apiLogin(registered.email, registered.password),
        viewport,
      );
      const regPage = await reg.newPage();
      await check(regPage, '/home', `/home of a Registered user (${name})`);
      await reg.close();
    });
  }

  it('[A11Y] the map filters, the matches drawer and the detail modal', async () => {
    const sample = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1')).data[0]!;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(sample.parcelId)}`);
    await waitForMap(page);
    await page.getByTestId('result-card').first().waitFor({ timeout: 60_000 });
    for (const filter of ['filter-area-style', 'filter-parcel', 'filter-project']) {
      await page.getByTestId(filter).click();
      const panel = page.getByTestId(`${filter}-content`);
      await panel.waitFor();
      for (const tab of await panel.getByRole('tab').all()) {
        await tab.click();
        await expectAccessible(page, `${filter}, tab ${await tab.textContent()}`);
      }
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.locator('.ant-drawer-content-wrapper:visible').first().waitFor();
    await expectAccessible(page, 'More filters drawer');
    await page.keyboard.press('Escape');

    await page.getByTestId('result-card').first().click();
    await page.getByTestId('selection-banner').waitFor();
    await page.getByRole('button', { name: 'View matches' }).click();
    const counts = settledPopover(page).getByTestId('matching-counts');
    await counts.waitFor();
    await expectAccessible(page, 'matching popover');
    const viewMatches = counts.getByRole('button', { name: 'View Matches' });
    await expect.poll(() => viewMatches.isEnabled(), { timeout: 30_000 }).toBe(true);
    await viewMatches.click();
    const drawer = page.locator('.matches-drawer .ant-drawer-section');
    await drawer.waitFor();
    await drawer.getByTestId('match-tab-builders').click();
    await drawer.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).waitFor();
    await expectAccessible(page, 'matches drawer');
    await screenshot(page, 'a11y-matches-drawer', { fullPage: false });
    await context.close();
  });

  it('[A11Y] the survey drawers', async () => {
    const context = await signedInContext(browser, await apiLogin(subscriber.email, subscriber.password));
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByText(`Displayed Profile - ${subscriber.email}`).waitFor({ timeout: 60_000 });
    await page.getByTestId('survey-type-Builder Company').getByRole('button', { name: 'Take' }).click();
    const form = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Builder Company Survey' });
    await form.getByTestId('question-utah_area_tags').waitFor();
    await expectAccessible(page, 'survey form drawer');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'My Surveys' }).click();
    await page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'My Surveys' }).waitFor();
    await expectAccessible(page, 'My Surveys drawer');
    await context.close();
  });

  it('[A11Y] the admin drawer and modals', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: `Edit ${subscriber.email}` }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.locator('.ant-drawer-section').filter({ hasText: 'Add user' }).waitFor();
    await expectAccessible(page, 'Add user drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Edit ${subscriber.email}` }).click();
    await settledModal(page, 'Edit Ada Access').waitFor();
    await expectAccessible(page, 'Edit user modal');
    await context.close();
  });
});
