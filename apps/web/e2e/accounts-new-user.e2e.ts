import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedUser, signIn, withCookieChoice } from './accounts-support.js';

// Issue 12, as a new user: the Free Trial banner takes its own room (14), closed banners stay closed after a
// Logout, which also ends the session on the server (15, 11), and /home says something true to everyone (17): the
// Registered are asked to contact an admin, everyone with access sees the dashboard (issue 16).

/** True when the element at the centre of `target` is `target` or inside it (nothing covers it). */
async function uncovered(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });
}

async function bottomOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });

async function logout(page: Page) {
  await userMenu(page).click();
  await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

describe('[AUTH] a new user: banners, sign-out and /home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', { width: 1440, height: 900 }],
    ['375 px', { width: 375, height: 812 }],
  ])(
    '[AUTH] the Free Trial banner pushes the screens down instead of covering them (%s)',
    async (name, viewport) => {
      const user = await seedUser({ firstname: 'Tess', lastname: 'Trial', status: 'Free Trial' });
      const context = await newContext(browser, viewport);
      await withCookieChoice(context);
      const page = await context.newPage();
      await signIn(page, user.email, user.password);
      await page.waitForURL('**/map');
      const banner = page.getByTestId('free-trial-banner');
      await banner.waitFor();

      if (viewport.width < 768) {
        // On a phone the filters sit behind their own toggle; the map's own buttons must stay free.
        const draw = page.getByRole('button', { name: 'Draw polygon' });
        await draw.waitFor();
        expect(await bottomOf(banner)).toBeLessThanOrEqual((await draw.boundingBox())!.y);
        await expect.poll(() => uncovered(draw)).toBe(true);
      } else {
        const search = page.getByLabel('Search address');
        const draw = page.getByRole('button', { name: 'Draw polygon' });
        await search.waitFor();
        await draw.waitFor();
        for (const target of [search, draw]) {
          expect(await bottomOf(banner)).toBeLessThanOrEqual((await target.boundingBox())!.y);
          await expect.poll(() => uncovered(target)).toBe(true);
        }
        // The search box takes a click and typing (it used to time out under the banner).
        await search.click({ timeout: 5000 });
        await search.fill('Bryce Canyon');
        expect(await search.inputValue()).toBe('Bryce Canyon');
      }
      await screenshot(page, `accounts-trial-banner-map-${name.replace(' ', '')}`);

      await page.goto('/profile');
      const header = page.getByText('Account Information');
      await header.waitFor();
      expect(await bottomOf(banner)).toBeLessThanOrEqual((await header.boundingBox())!.y);
      await expect.poll(() => uncovered(header)).toBe(true);

      await page.goto(`/user/${user.id}`);
      const back = page.getByRole('button', { name: 'Back' });
      await back.waitFor();
      expect(await bottomOf(banner)).toBeLessThanOrEqual((await back.boundingBox())!.y);
      await expect.poll(() => uncovered(back)).toBe(true);
      await screenshot(page, `accounts-trial-banner-user-${name.replace(' ', '')}`);
      await context.close();
    },
  );

  it('[AUTH] a closed banner stays closed after Logout, which ends the session on the server; a 401 clears it', async () => {
    const user = await seedUser({ firstname: 'Sam', lastname: 'Subscriber', status: 'Subscribed' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/map');
    const renew = page.getByTestId('renew-banner');
    await renew.waitFor();
    await renew.getByRole('button', { name: 'Close' }).click();
    await renew.waitFor({ state: 'detached' });

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await logout(page);
    // The old token no longer works: Logout ended the session on the server, not only in this browser.
    const stale = await page.evaluate(
      (t) =>
        fetch('/api/users/currentUser', { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(stale).toBe(401);

    await signIn(page, user.email, user.password);
    await page.waitForURL('**/map');
    await userMenu(page).waitFor();
    await page.goto('/profile');
    await page.getByText('Account Information').waitFor();
    expect(await renew.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'subscriptionRenewAlertDismissed');
    expect(cookie?.value).toBe('true');
    await screenshot(page, 'accounts-banner-stays-closed');

    // A 401 (the session ended elsewhere) clears the dismissals, as the spec says.
    await page.evaluate(() =>
      fetch('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      }),
    );
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect((await context.cookies()).some((c) => c.name === 'subscriptionRenewAlertDismissed')).toBe(false);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/map');
    await renew.waitFor();
    await context.close();
  });

  it('[AUTH] /home: a Registered user is asked to contact admin and can subscribe; others see the dashboard', async () => {
    const registered = await seedUser({ firstname: 'Reggie', lastname: 'Registered' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, registered.email, registered.password);
    await page.waitForURL('**/home');
    await page.getByText('Please contact admin for further access').waitFor();
    expect(await page.getByText('Your account is registered').count()).toBe(0);
    await screenshot(page, 'accounts-home-registered-subscribe');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/api\/user-subscriptions\/sandbox\/checkout\//);
    await page.getByText('Sandbox checkout').waitFor();
    expect(await page.getByText('Payment failed').count()).toBe(0);
    await context.close();

    for (const [who, opts] of [
      ['a cancelled subscriber', { status: 'Subscription Cancelled' as const }],
      ['an admin', { role: 'admin' as const }],
    ] as const) {
      const u = await seedUser({ firstname: 'Not', lastname: 'Home', ...opts });
      const ctx = await newContext(browser);
      await withCookieChoice(ctx);
      const p = await ctx.newPage();
      await signIn(p, u.email, u.password);
      await p.waitForURL('**/map');
      await p.goto('/home');
      // The dashboard of the active survey; with none enabled it points to the profile.
      await p.getByText('No survey is enabled').waitFor();
      expect(await p.getByText('Please contact admin for further access').count(), who).toBe(0);
      await ctx.close();
    }
  });
});
