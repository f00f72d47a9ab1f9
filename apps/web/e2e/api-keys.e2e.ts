import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedUser, signIn, withCookieChoice } from './accounts-support.js';

// API keys in the profile (docs/api.md, "API keys"): create, the key shown once, used by a script, listed with its
// last use, revoked with a confirmation, refused afterwards.

const callWith = (key: string) =>
  fetch(`${inject('baseUrl')}/api/users/currentUser`, { headers: { 'x-api-key': key } });

describe('[API KEYS] the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[API KEYS] creates a key shown once, lists its last use and revokes it', async () => {
    const user = await seedUser({ status: 'Subscribed', firstname: 'Kim', lastname: 'Keys' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/profile');
    const card = page.getByTestId('api-keys');
    await card.getByText('No API keys yet').waitFor();

    await card.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please enter a name for the key').waitFor();
    await dialog.getByLabel('Name').fill('Nightly sync');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText('Copy this key now. It will not be shown again.').waitFor();
    const key = (await shown.getByTestId('new-api-key').innerText()).trim();
    expect(key).toMatch(/^ulk_[0-9A-Za-z]{40}$/);
    await expect.poll(() => shown.getByRole('button', { name: 'Copy' }).count()).toBe(1);
    await screenshot(page, 'api-keys-created');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    // Listed by its prefix only, never used yet; the key itself is nowhere on the page any more.
    const row = card.getByTestId('api-key-row').filter({ hasText: 'Nightly sync' });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    await row.getByText('Never').waitFor();
    await row.getByText('Read only').waitFor();
    expect(await page.content()).not.toContain(key);

    // A script uses it: the list shows the last use.
    expect((await callWith(key)).status).toBe(200);
    await page.reload();
    await card.getByTestId('api-key-row').filter({ hasText: 'Nightly sync' }).waitFor();
    await expect.poll(() => row.getByText('Never').count(), { timeout: 15_000 }).toBe(0);

    // Revoke, confirmed: marked revoked, and the script is refused.
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked/).waitFor();
    await screenshot(page, 'api-keys-revoked');
    expect((await callWith(key)).status).toBe(401);
    await context.close();
  });

  it("[API KEYS] an admin sees a user's keys on the user's page and revokes one", async () => {
    const user = await seedUser({ status: 'Subscribed', firstname: 'Ola', lastname: 'Owner' });
    const admin = await seedUser({
      role: 'admin',
      status: 'Subscribed',
      firstname: 'Ada',
      lastname: 'Admin',
    });
    const base = inject('baseUrl');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${base}/api/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name: 'CRM export', write: true }),
    });
    const { key } = (await created.json()) as { key: string };

    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, admin.email, admin.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/user/${user.id}`);
    const row = page
      .getByTestId('user-api-keys')
      .getByTestId('api-key-row')
      .filter({ hasText: 'CRM export' });
    await row.getByText('Read and write').waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    // The user's activity names the admin who revoked it.
    await page
      .getByTestId('user-activity')
      .filter({ hasText: 'Ada Admin' })
      .filter({ hasText: 'the API key' })
      .first()
      .waitFor();
    await screenshot(page, 'api-keys-admin-revoked');
    expect((await callWith(key)).status).toBe(401);
    await context.close();
  });
});
