import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedUser, signIn, withCookieChoice, withDb } from './accounts-support.js';

// The paywall in the browser (issue 12, item 1): a Free Trial Ended user signs in, is asked to upgrade, and
// whatever they do next (Renew/Subscribe then Back, Decline then Continue, typing /map) lands on /home: never the
// map, never an owner name; their session is refused by the server on data calls.

const UPGRADE = 'Please upgrade your subscription to continue.';

/** Every URL the page showed (client-side route changes too). */
function urlsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

describe('[PAYWALL] a Free Trial Ended user in the browser', () => {
  let browser: Browser;
  let owner: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await withDb(async (db) => {
      const rows = await db.query<{ name: string }>(
        `select ownership_name as name from parcels where length(ownership_name) > 5 order by id limit 1`,
      );
      return rows.rows[0]?.name ?? 'no owner in the data';
    });
  });
  afterAll(() => browser?.close());

  it('[PAYWALL] signs in, sees the upgrade page, goes Back and Continue, and never sees the map', async () => {
    const user = await seedUser({ status: 'Free Trial Ended' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    const urls = urlsOf(page);
    const dataAnswers: string[] = [];
    page.on('response', (res) => {
      if (
        /\/api\/(parcels|projects|parent-projects|companies|contacts)/.test(res.url()) &&
        res.status() === 200
      )
        dataAnswers.push(res.url());
    });

    await signIn(page, user.email, user.password);
    const dialog = page.getByRole('dialog').filter({ hasText: 'Subscription Expired' });
    await dialog.getByText(UPGRADE).waitFor({ timeout: 20_000 });
    await screenshot(page, 'paywall-1-upgrade-dialog');

    // Renew/Subscribe, then Back from the checkout page: the upgrade page, not the map.
    await dialog.getByRole('button', { name: 'Renew/Subscribe' }).click();
    await page.waitForURL(/\/api\/user-subscriptions\/sandbox\/checkout\//, { timeout: 20_000 });
    await page.goBack();
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    await page.getByText(UPGRADE).waitFor({ timeout: 20_000 });
    await screenshot(page, 'paywall-2-home-after-back');

    // Subscribe, Decline, Continue: the upgrade page again.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/api\/user-subscriptions\/sandbox\/checkout\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment-status/, { timeout: 20_000 });
    await page.getByText('Payment Failed').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    await page.getByText(UPGRADE).waitFor();

    // No step of the flow showed the map.
    expect(urls.filter((u) => new URL(u).pathname === '/map')).toEqual([]);

    // Typing the map's address lands on /home too.
    await page.goto('/map');
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    await page.getByText(UPGRADE).waitFor();
    await screenshot(page, 'paywall-3-home-after-decline');

    // The real protection: the server refuses the session's data calls.
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/parcels?page=1&limit=10', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    });
    expect(refused).toEqual({ status: 403, message: UPGRADE });

    expect(dataAnswers).toEqual([]);
    expect(await page.getByText(owner).count()).toBe(0);
    await context.close();
  });
});
