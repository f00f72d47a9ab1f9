import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, waitForMail } from './support/browser.js';
import { settledModal } from './support/popups.js';
import {
  linkIn,
  seedUser,
  setStatus,
  uniqueEmail,
  withCookieChoice,
  type SeededUser,
} from './accounts-support.js';
import { adminLogin, apiLogin, signedInContext, type Session } from './map-support.js';

// What a paying customer meets between the spec's lines, at a desktop and a phone width: a payment looked up
// without a sign-in, reset links that can no longer be used, menus that offer only what opens, the admin Edit
// modal left empty, the legal pages' back arrow, the first activity of a user an admin created.

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
];

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${inject('baseUrl')}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** The side menu's and the user menu's entries. */
async function menus(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  const userMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
  await userMenu.last().waitFor();
  const user = (await userMenu.allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  const side = (await page.locator('aside.shell-drawer .ant-menu-item').allTextContents()).map((t) =>
    t.trim(),
  );
  return { user, side };
}

describe('[EDGES] accounts and payments, at both widths', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
  });
  afterAll(() => browser?.close());

  for (const { name, viewport } of WIDTHS) {
    it(`[EDGES] a checkout finished after the sign-in ended reads as paid, a declined one as failed (${name})`, async () => {
      for (const outcome of ['Pay', 'Decline'] as const) {
        const user = await seedUser({ status: 'Free Trial' });
        const login = await apiLogin(user.email, user.password);
        const sub = (login.subscriptionDetails as { id: number }).id;
        const plans = (await (await api('/user-subscriptions/products')).json()) as {
          default_price: { id: string };
        }[];
        const res = await api('/user-subscriptions/create-checkout-session', {
          method: 'POST',
          token: login.accessToken,
          body: { priceId: plans[0]!.default_price.id, subscriptionId: sub },
        });
        expect(res.status).toBe(200);
        const checkout = (await res.json()) as { url: string };
        // A browser with no session at all: the sign-in ended during checkout, or another host name.
        const context = await newContext(browser, viewport);
        await withCookieChoice(context);
        const page = await context.newPage();
        await page.goto(checkout.url);
        await page.getByRole('button', { name: outcome }).click();
        await page.waitForURL(/\/payment-status\?session_id=/);
        if (outcome === 'Pay') {
          await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
          expect(await page.getByText('Payment Failed').count()).toBe(0);
          await screenshot(page, `edges-payment-paid-signed-out-${name}`);
        } else {
          await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
        }
        await context.close();
      }
    });

    it(`[EDGES] a missing or used reset link offers a new link, not the form (${name})`, async () => {
      const user = await seedUser({});
      const context = await newContext(browser, viewport);
      await withCookieChoice(context);
      const page = await context.newPage();
      await page.goto('/reset-password');
      await page.getByRole('heading', { name: 'This password reset link can no longer be used' }).waitFor();
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);

      expect(
        (await api('/auth/forgot-password', { method: 'POST', body: { email: user.email } })).status,
      ).toBe(200);
      const link = linkIn(
        (await waitForMail(user.email, (m) => /reset-password/.test(m.text))).text,
        '/reset-password',
      );
      const token = new URL(link).searchParams.get('token')!;
      const used = await api('/auth/reset-password', {
        method: 'POST',
        body: { tokenId: token, newPassword: 'edges-password-1', confirmNewPassword: 'edges-password-1' },
      });
      expect(used.status).toBe(200);
      const before = (await (
        await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(user.email)}`)
      ).json()) as unknown[];
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('edges-password-2');
      await page.getByLabel('Confirm new password').fill('edges-password-2');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'This password reset link can no longer be used' }).waitFor();
      await screenshot(page, `edges-reset-link-used-${name}`);
      await page.getByLabel('E-mail').fill(user.email);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await page.getByRole('status').waitFor();
      await expect
        .poll(
          async () =>
            (
              (await (
                await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(user.email)}`)
              ).json()) as unknown[]
            ).length,
        )
        .toBe(before.length + 1);
      await context.close();
    });

    it(`[EDGES] menus offer only what opens; typed URLs still go to /home (${name})`, async () => {
      const registered = await seedUser({ firstname: 'Rita', lastname: 'Registered' });
      // A lapsed user back from a declined checkout: the session of the sign-in that was sent to pay, its
      // trial ended (the server refuses a fresh sign-in of a lapsed user, so it is taken while still on trial).
      const lapsed = await seedUser({ firstname: 'Lars', lastname: 'Lapsed', status: 'Free Trial' });
      const lapsedLogin = await apiLogin(lapsed.email, lapsed.password);
      await setStatus(lapsed.id, 'Free Trial Ended');
      lapsedLogin.subscriptionDetails = {
        ...(lapsedLogin.subscriptionDetails as object),
        status: 'Free Trial Ended',
      };
      const logins = [
        { u: registered, login: await apiLogin(registered.email, registered.password) },
        { u: lapsed, login: lapsedLogin },
      ];
      for (const { u, login } of logins) {
        const context = await signedInContext(browser, login, viewport);
        const page = await context.newPage();
        await page.goto('/home');
        await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 60_000 });
        const { user, side } = await menus(page);
        expect(user).not.toContain('Profile');
        expect(user).toContain('Logout');
        for (const item of ['Profile', 'Network', 'Opportunities']) expect(side).not.toContain(item);
        await screenshot(page, `edges-menus-${u.firstname}-${name}`, { fullPage: false });
        await page.goto('/profile');
        await page.waitForURL('**/home');
        await context.close();
      }
    });

    it(`[EDGES] the legal pages' back arrow goes back where the reader came from (${name})`, async () => {
      const guest = await newContext(browser, viewport);
      await withCookieChoice(guest);
      const page = await guest.newPage();
      await page.goto('/signup');
      await page.getByRole('link', { name: 'Terms of Use' }).click();
      await page.getByRole('heading', { name: 'Terms of Use' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/signup');
      await guest.close();

      const context = await signedInContext(browser, admin, viewport);
      const signedIn = await context.newPage();
      await signedIn.goto('/terms-conditions'); // typed: nothing of ours to go back to
      await signedIn.getByRole('heading', { name: 'Terms of Use' }).waitFor();
      await signedIn.getByRole('button', { name: 'Back' }).click();
      await signedIn.waitForURL('**/map');
      await context.close();
    });
  }

  it('[EDGES] the admin Edit modal saved empty shows field messages, no unhandled error', async () => {
    const target = await seedUser({ firstname: 'Eddie', lastname: 'Empty' });
    for (const { name, viewport } of WIDTHS) {
      const context = await signedInContext(browser, admin, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/admin');
      await page.getByLabel('Search users').fill(target.email);
      await page.getByRole('button', { name: `Edit ${target.email}` }).click();
      const modal = settledModal(page, 'Edit Eddie Empty');
      await modal.getByLabel('First name').fill('');
      await modal.getByLabel('Last name').fill('');
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByText('Please input your first name!').waitFor();
      await modal.getByText('Please input your last name!').waitFor();
      await screenshot(page, `edges-edit-modal-empty-${name}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('[EDGES] a user an admin created: the first activity says who created whom', async () => {
    const email = uniqueEmail('created');
    const res = await api('/users', {
      method: 'POST',
      token: admin.accessToken,
      body: {
        firstname: 'Carla',
        lastname: 'Created',
        email,
        roleName: 'user',
        password: 'created-password-1',
        confirmPassword: 'created-password-1',
      },
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const { id } = (await res.json()) as { id: number };
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/user/${id}`);
    const adminEmail = inject('adminEmail');
    await expect
      .poll(() => page.getByText(/registered Carla Created on/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const sentence = await page
      .getByText(/registered Carla Created on/)
      .first()
      .textContent();
    expect(sentence).toContain(`(${adminEmail})`);
    await context.close();
  });
});

describe('[EDGES] phones (375 px)', () => {
  let browser: Browser;
  let admin: Session;
  let user: SeededUser;
  const phone = { width: 375, height: 667 };
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    user = await seedUser({ status: 'Subscribed', firstname: 'Pia', lastname: 'Phone' });
  });
  afterAll(() => browser?.close());

  it('[EDGES] Manage Users shows e-mail and last login, Edit and Delete in reach, no sideways scroll', async () => {
    const context = await signedInContext(browser, admin, phone);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('Search users').fill(user.email);
    const edit = page.getByRole('button', { name: `Edit ${user.email}` });
    await edit.waitFor({ timeout: 60_000 });
    const row = page.locator('tbody tr').filter({ hasText: user.email });
    await row.getByText(user.email).waitFor();
    await row.getByText(/^Last Login:/).waitFor();
    for (const button of [edit, page.getByRole('button', { name: `Delete ${user.email}` })]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'edges-admin-users-phone', { fullPage: false });
    await context.close();
  });

  it("[EDGES] the cookie banner leaves sign-in's 'Create account' within reach", async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    const create = page.getByRole('link', { name: 'Create account' });
    // The page has room to scroll the link clear of the banner (the banner reserves it below the page).
    await create.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect
      .poll(async () => {
        const [a, b] = [(await create.boundingBox())!, (await banner.boundingBox())!];
        return a.y + a.height <= b.y;
      })
      .toBe(true);
    await screenshot(page, 'edges-login-cookie-banner-phone', { fullPage: false });
    await create.click();
    await page.waitForURL('**/signup');
    await context.close();
  });

  it('[EDGES] the profile title is shown whole', async () => {
    const context = await signedInContext(browser, await apiLogin(user.email, user.password), phone);
    const page = await context.newPage();
    await page.goto('/profile');
    const title = page.getByText(`Displayed Profile - ${user.email}`);
    await title.waitFor({ timeout: 60_000 });
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'edges-profile-phone', { fullPage: false });
    await context.close();
  });
});
