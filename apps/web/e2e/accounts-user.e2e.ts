import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VALIDATION } from '@utah-land/shared';
import { launchBrowser, newContext, screenshot, waitForMail } from './support/browser.js';
import { linkIn, pickOption, seedUser, signIn, uniqueEmail, withCookieChoice } from './accounts-support.js';

describe('[AUTH] accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[AUTH] a new user registers and verifies, waits on /home, gets a Free Trial, edits the profile, changes the password and signs out', async () => {
    const email = uniqueEmail('newcomer');
    const password = 'first-password-1';
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();

    // Unauthenticated visitors go to /login, which shows the form and the product panel together.
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByLabel('About Utah Land').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(VALIDATION.signInPassword).waitFor();
    await screenshot(page, 'accounts-login-validation');

    // Sign-up: every required field's message, then the verification dialog.
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const text of [
      VALIDATION.firstName,
      VALIDATION.lastName,
      VALIDATION.email,
      VALIDATION.password,
      VALIDATION.confirmPassword,
      VALIDATION.terms,
    ])
      await page.getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, 'accounts-signup-validation');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByText(VALIDATION.passwordsDiffer).waitFor();
    await page.getByText(VALIDATION.email).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verification Email Sent' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: 'Continue to Demo' }).isVisible()).toBe(true);
    await screenshot(page, 'accounts-signup-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/login');

    // Not verified yet: the server's message in the sign-in error toast.
    await signIn(page, email, password);
    await page.getByText('Error while trying to log you in').waitFor();
    await screenshot(page, 'accounts-login-unverified');

    // The mailed link verifies the address.
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail.text, '/verify-email'));
    await page.getByText('Email Verified Successfully!').waitFor();
    await screenshot(page, 'accounts-verify-success');
    // Single use: the same link again fails.
    await page.reload();
    await page.getByText('Verification Failed').waitFor();
    await page.goto('/verify-email');
    await page.getByText('Verification Failed').waitFor();
    await page.getByRole('button', { name: 'Back to Sign Up' }).waitFor();
    await screenshot(page, 'accounts-verify-failed');

    // Status Registered: the user lands on /home and sees no menu items.
    await signIn(page, email, password);
    await page.waitForURL('**/home');
    await page.getByText('Please contact admin for further access').waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(0);
    await screenshot(page, 'accounts-home-registered');
    for (const path of ['/map', '/profile', '/network', '/client']) {
      await page.goto(path);
      await page.waitForURL('**/home');
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // An admin grants a Free Trial through the Manage Users screen.
    const admin = await seedUser({
      firstname: 'Grace',
      lastname: 'Granter',
      role: 'admin',
      status: 'Free Trial',
    });
    const adminContext = await newContext(browser);
    await withCookieChoice(adminContext);
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.waitForURL('**/map');
    await adminPage.goto('/admin');
    await adminPage.getByLabel('Search users').fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect.poll(() => adminPage.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const modal = adminPage.getByRole('dialog');
    await pickOption(adminPage, modal.getByLabel('Status', { exact: true }), 'Free Trial');
    await modal.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Free Trial').waitFor();
    await adminContext.close();

    // Free Trial: signed in, the menu without Admin Panel; /admin sends the user to /profile.
    await signIn(page, email, password);
    await page.waitForURL('**/map');
    await page.goto('/profile'); // leave the map by URL (its own URL updates can race a menu click)
    for (const item of ['Profile', 'Network', 'Opportunities', 'Logout'])
      await page.getByRole('menuitem', { name: item }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await screenshot(page, 'accounts-shell-free-trial');
    await page.goto('/admin');
    await page.waitForURL('**/profile');
    await page.goto('/login');
    await page.waitForURL('**/map');

    // Profile: Account Information and the Update Profile drawer.
    await page.goto('/network');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Account Information').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'accounts-profile');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: 'Update Profile' });
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(550);
    await drawer.getByLabel('First name').fill('');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText(VALIDATION.firstName).waitFor();
    await drawer.getByLabel('First name').fill('Nadia');
    await screenshot(page, 'accounts-profile-update-drawer');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Successful').waitFor();
    await page.getByText('You have successfully updated your profile.').waitFor();
    await page.getByRole('button', { name: 'User menu' }).getByText('Nadia Newcomer').waitFor();

    // Change Password: the session stays valid with the token the answer carries.
    await page.getByRole('button', { name: 'Change Password' }).click();
    const pwDrawer = page.locator('.ant-drawer-section').filter({ hasText: 'Change Password' });
    await pwDrawer.getByLabel('Old password').fill(password);
    await pwDrawer.getByLabel('New password', { exact: true }).fill('second-password-2');
    await pwDrawer.getByLabel('Confirm new password').fill('second-password-2');
    await screenshot(page, 'accounts-change-password-drawer');
    await pwDrawer.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('You have successfully change your password.').waitFor();
    await page.reload();
    await page.getByText('Account Information').waitFor();

    // View More Details: the user's own detail page with the activity list.
    await page.getByRole('link', { name: 'View More Details' }).click();
    await page.waitForURL(/\/user\/\d+$/);
    // The page's heading (for screen readers) and its two cards' titles.
    await page.getByRole('heading', { name: 'User Details', level: 1 }).waitFor({ state: 'attached' });
    await page.getByText('USER DETAILS', { exact: true }).waitFor();
    await page.getByText('COMPANY PROFILE', { exact: true }).waitFor();
    const activities = page.getByTestId('user-activity');
    await expect.poll(() => activities.count()).toBeGreaterThanOrEqual(2);
    const sentences = await activities.allInnerTexts();
    expect(sentences.some((s) => s.startsWith('Nadia Newcomer registered on'))).toBe(true);
    expect(
      sentences.some((s) => s.startsWith(`Grace Granter (${admin.email}) changed the status to Free Trial`)),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Verification Link' }).count()).toBe(0);
    await screenshot(page, 'accounts-user-detail');

    // Sign out from the drawer; the old password no longer works, the new one does.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await signIn(page, email, password);
    await page.getByText('Error while trying to log you in').waitFor();
    await signIn(page, email, 'second-password-2');
    await page.waitForURL('**/map');
    await context.close();
  });

  it('[AUTH] forgot and reset password, and a stale session is sent back to /login', async () => {
    const user = await seedUser({ firstname: 'Rita', lastname: 'Reset', status: 'Free Trial' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // The sign-in page (which has an E-mail field and a Continue button too) stays until the page has loaded.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Password reset email sent successfully').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await screenshot(page, 'accounts-forgot-password');
    await page.getByRole('link', { name: 'Return to sign in' }).waitFor();

    const mail = await waitForMail(user.email, (m) => /reset-password/.test(m.text));
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('reset-password-3');
    await page.getByLabel('Confirm new password').fill('reset-password-');
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await screenshot(page, 'accounts-reset-password-differ');
    await page.getByLabel('Confirm new password').fill('reset-password-3');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/login');
    await signIn(page, user.email, 'reset-password-3');
    await page.waitForURL('**/map');

    // A 401 (here: a token the server no longer accepts) clears the session and goes to /login.
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-valid-token'));
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  });

  it('[SHELL] the drawer is 250px on desktop and 75vw on a phone, and the toggle opens and closes it', async () => {
    const user = await seedUser({ firstname: 'Mia', lastname: 'Mobile', status: 'Free Trial' });
    const desktop = await newContext(browser);
    await withCookieChoice(desktop);
    const page = await desktop.newPage();
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/map');
    await page.goto('/profile');
    const drawer = page.locator('aside.shell-drawer');
    expect((await drawer.boundingBox())!.width).toBe(250);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBeLessThanOrEqual(-250);
    await desktop.close();

    const phone = await newContext(browser, { width: 390, height: 844 });
    await withCookieChoice(phone);
    const mobile = await phone.newPage();
    await signIn(mobile, user.email, user.password);
    await mobile.waitForURL('**/map');
    await mobile.goto('/profile');
    await mobile.getByText('Account Information').waitFor();
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    const mobileDrawer = mobile.locator('aside.shell-drawer');
    await expect.poll(async () => (await mobileDrawer.boundingBox())!.x).toBe(0);
    expect(Math.round((await mobileDrawer.boundingBox())!.width)).toBe(Math.round(390 * 0.75));
    await screenshot(mobile, 'accounts-shell-mobile-drawer');
    await phone.close();
  });

  it('[AUTH] the legal pages and the Subscription Expired dialog', async () => {
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await page.goto('/terms-conditions');
    await page.getByRole('heading', { name: 'Terms of Use' }).waitFor();
    await page.getByText('December 04, 2023').waitFor();
    expect(await page.locator('.legal-sections > li').count()).toBe(22);
    await screenshot(page, 'accounts-terms');
    await page.getByRole('button', { name: 'Back to sign up' }).click();
    await page.waitForURL('**/signup');
    await page.goto('/privacy-statement');
    await page.getByText('January 2023').waitFor();
    await screenshot(page, 'accounts-privacy');

    const expired = await seedUser({
      firstname: 'Ezra',
      lastname: 'Expired',
      status: 'Subscription Expired',
    });
    await signIn(page, expired.email, expired.password);
    const dialog = page.getByRole('dialog', { name: 'Subscription Expired' });
    await dialog.getByText('Please upgrade your subscription to continue.').waitFor();
    await dialog.getByRole('link', { name: 'Talk with our team' }).waitFor();
    await dialog.getByRole('button', { name: 'Renew/Subscribe' }).waitFor();
    await screenshot(page, 'accounts-subscription-expired');
    await context.close();
  });
});
