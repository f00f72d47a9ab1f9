import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VALIDATION } from '@utah-land/shared';
import { launchBrowser, newContext, screenshot, waitForMail } from './support/browser.js';
import { seedUser, signIn, uniqueEmail, withCookieChoice, withDb } from './accounts-support.js';

// Issue 12, as a new user: no dead end after a used or expired verification link (16), the sign-up form survives a
// look at the Terms, common passwords are refused in the form, the admin Edit modal edits names and e-mail, and a
// wrong /user address shows a not-found state (18).

const verifyLinks = (text: string) =>
  [...text.matchAll(/https?:\/\/\S+\/verify-email\?token=[\w.-]+/g)].map((m) => m[0]);

async function verificationMails(email: string) {
  const res = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { text: string }[]).filter((m) => verifyLinks(m.text).length);
}

describe('[AUTH] a new user: verification links, sign-up form, admin edit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[AUTH] sign-up keeps its values across the Terms and refuses a common password; an expired link offers a new one', async () => {
    const email = uniqueEmail('recover');
    const password = 'Granite-Ridge-81';
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Verify');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByText('This password is too common. Please choose a less common password.').waitFor();
    await screenshot(page, 'accounts-signup-common-password');
    await page.getByLabel('Password', { exact: true }).fill(email);
    await page.getByText('Your password must not be your e-mail address.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox').check();

    // Reading the Terms and coming back keeps what was typed.
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await page.waitForURL('**/terms-conditions');
    await page.goBack();
    await page.waitForURL('**/signup');
    expect(await page.getByLabel('First name').inputValue()).toBe('Vera');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Privacy Statement' }).click();
    await page.waitForURL('**/privacy-statement');
    await page.getByRole('button', { name: /back/i }).first().click();
    await page.waitForURL('**/signup');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Verify');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(password);
    await screenshot(page, 'accounts-signup-kept');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verification Email Sent' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/login');

    // Signing in before verifying offers a new link.
    await signIn(page, email, password);
    await page.getByText('Error while trying to log you in').first().waitFor();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page
      .getByText(
        'If an account with this e-mail is waiting for verification, a new verification link has been sent.',
      )
      .waitFor();
    await screenshot(page, 'accounts-login-send-new-link');
    await expect.poll(async () => (await verificationMails(email)).length).toBe(2);

    // An expired link: the error page offers a new one, and that one works.
    const [expired] = verifyLinks((await verificationMails(email))[1]!.text);
    await withDb((db) =>
      db.query(
        `update email_tokens set expires_at = now() - interval '1 hour'
         where user_id = (select id from users where lower(email) = $1)`,
        [email],
      ),
    );
    await page.goto(expired!);
    await page.getByText('Verification Failed').waitFor();
    await page.getByRole('button', { name: 'Back to Sign Up' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page
      .getByText(
        'If an account with this e-mail is waiting for verification, a new verification link has been sent.',
      )
      .waitFor();
    await screenshot(page, 'accounts-verify-failed-send-new-link');
    await expect.poll(async () => (await verificationMails(email)).length).toBe(3);
    const [fresh] = verifyLinks((await verificationMails(email))[2]!.text);
    await page.goto(fresh!);
    await page.getByText('Email Verified Successfully!').waitFor();
    await context.close();
  });

  it('[ADMIN] the Edit modal edits first name, last name and e-mail; /user/abc is a not-found page', async () => {
    const admin = await seedUser({
      firstname: 'Ada',
      lastname: 'Admin',
      role: 'admin',
      status: 'Free Trial',
    });
    const target = await seedUser({ firstname: 'Ed', lastname: 'Edited', status: 'Free Trial' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/map');
    await page.goto('/admin');
    await page.getByLabel('Search users').fill(target.email);
    const row = page.getByRole('row').filter({ hasText: target.email });
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${target.email}` }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('First name').waitFor();
    expect(await modal.getByLabel('First name').inputValue()).toBe('Ed');
    expect(await modal.getByLabel('E-mail').inputValue()).toBe(target.email);

    // Required, as the spec's admin edit form says.
    await modal.getByLabel('First name').fill('');
    await modal.getByLabel('E-mail').fill('');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText(VALIDATION.firstName).waitFor();
    await modal.getByText(VALIDATION.email).waitFor();
    await screenshot(page, 'accounts-admin-edit-names');

    const newEmail = uniqueEmail('edited');
    await modal.getByLabel('First name').fill('Edwina');
    await modal.getByLabel('Last name').fill('Renamed');
    await modal.getByLabel('E-mail').fill(newEmail);
    await modal.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(`A confirmation link was sent to ${newEmail}; the e-mail changes once it is opened.`)
      .waitFor();
    await row.getByText('Edwina Renamed').waitFor();
    await waitForMail(newEmail, (m) => /Confirm your new e-mail/.test(m.subject));

    // The admin's own row: role and status cannot be changed there.
    await page.getByLabel('Search users').fill(admin.email);
    const own = page.getByRole('row').filter({ hasText: admin.email });
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await own.getByRole('button', { name: `Edit ${admin.email}` }).click();
    await expect.poll(() => modal.locator('.ant-select-disabled').count()).toBe(2);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/user/abc');
    await page.getByText('User not found').waitFor();
    expect(await page.getByText(/must be|expected|invalid/i).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin');
    await page.goto('/user/999999999');
    await page.getByText('User not found').waitFor();
    await screenshot(page, 'accounts-user-not-found');
    await context.close();
  });
});
