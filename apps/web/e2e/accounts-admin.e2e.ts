import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { VALIDATION } from '@utah-land/shared';
import { launchBrowser, newContext, screenshot, waitForMail } from './support/browser.js';
import { openOptions } from './support/popups.js';
import { pickOption, seedUser, signIn, uniqueEmail, withCookieChoice } from './accounts-support.js';

describe('[ADMIN] Manage Users in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[ADMIN] an admin finds, edits, exports, adds and deletes users', async () => {
    const tag = `zz${randomUUID().slice(0, 6)}`;
    const admin = await seedUser({
      firstname: 'Ada',
      lastname: 'Admin',
      role: 'admin',
      status: 'Free Trial',
    });
    const plain = await seedUser({ firstname: 'Paula', lastname: `Plain${tag}` });
    const paid = await seedUser({ firstname: 'Sam', lastname: `Subscriber${tag}`, status: 'Subscribed' });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/map');
    // Leave the map by URL (its own URL updates can race a menu click while it is still settling).
    await page.goto('/profile');
    for (const item of ['Profile', 'Network', 'Opportunities', 'Admin Panel', 'Logout'])
      await page.getByRole('menuitem', { name: item }).waitFor();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Manage Users').waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);

    // Search (debounced) narrows the table to the two tagged users.
    await page.getByLabel('Search users').fill(tag);
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, 'accounts-admin-search');

    // Status filter (all seven statuses offered).
    await page.getByLabel('Status filter').click();
    const options = openOptions(page);
    await expect.poll(() => options.count()).toBe(7);
    await options.filter({ hasText: /^Subscribed$/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(paid.email).waitFor();
    await page.locator('.ant-select-clear').last().click({ force: true });
    await expect.poll(() => rows.count()).toBe(2);

    // Role tag colours: user green.
    const plainRow = rows.filter({ hasText: plain.email });
    expect(await plainRow.locator('.ant-tag').getAttribute('class')).toContain('green');

    // A Subscribed user's status cannot be changed.
    await rows
      .filter({ hasText: paid.email })
      .getByRole('button', { name: `Edit ${paid.email}` })
      .click();
    const modal = page.getByRole('dialog');
    // The tooltip opens on mouse enter; while the modal is still opening the pointer can land before the select
    // is in place, so move out and back in until the tooltip shows.
    const lockedTip = page.getByText('Status cannot be modified for Subscribed users');
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await modal.locator('.ant-select-disabled').last().hover(); // role, then status
        return lockedTip.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    await screenshot(page, 'accounts-admin-edit-locked');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });

    // Edit: status limited to Registered, Free Trial, Test User.
    await plainRow.getByRole('button', { name: `Edit ${plain.email}` }).click();
    await modal.getByLabel('Status', { exact: true }).click();
    await expect.poll(() => options.allInnerTexts()).toEqual(['Registered', 'Free Trial', 'Test User']);
    await options.filter({ hasText: /^Test User$/ }).click();
    await screenshot(page, 'accounts-admin-edit');
    await modal.getByRole('button', { name: 'Save' }).click();
    await plainRow.getByText('Test User').waitFor();

    // Export: users_<timestamp>.xlsx with the five columns and the filtered rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users_\d+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name',
      'Email',
      'Last Login',
      'Role',
      'Status',
    ]);
    expect(sheet.actualRowCount).toBe(3);
    const emails = [2, 3].map((r) => sheet.getRow(r).getCell(2).value);
    expect(emails.sort()).toEqual([paid.email, plain.email].sort());
    // Last Login is a date cell (or empty for a user who never signed in), not text.
    for (const r of [2, 3]) {
      const lastLogin = sheet.getRow(r).getCell(3).value;
      expect(lastLogin === null || lastLogin instanceof Date, String(lastLogin)).toBe(true);
    }

    // Delete: blocked for Subscribed, confirmed for others.
    await rows
      .filter({ hasText: paid.email })
      .getByRole('button', { name: `Delete ${paid.email}` })
      .click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Cannot Delete User' }).waitFor();
    await page.getByText('Subscribed and Subscription Cancelled users cannot be deleted.').waitFor();
    await screenshot(page, 'accounts-admin-delete-blocked');
    await page.getByRole('button', { name: 'OK' }).click();
    await plainRow.getByRole('button', { name: `Delete ${plain.email}` }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure delete this user?' }).waitFor();
    await screenshot(page, 'accounts-admin-delete-confirm');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('User deleted successfully!').waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The name links to the user's detail page; COMPANY PROFILE shows the renewal date.
    await rows
      .first()
      .getByRole('link', { name: `Sam Subscriber${tag}` })
      .click();
    await page.waitForURL(`**/user/${paid.id}`);
    await page.getByText('Renewal Date').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin');
    await page.getByLabel('Search users').fill(tag);
    await expect.poll(() => rows.count()).toBe(1);

    // Add user: validation, then the created user receives a verification mail.
    await page.getByRole('button', { name: 'Add user' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: 'Add user' });
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await drawer.getByText(VALIDATION.role).waitFor();
    await drawer.getByText(VALIDATION.firstName).waitFor();
    const newEmail = uniqueEmail('added');
    await drawer.getByLabel('First name').fill('Andy');
    await drawer.getByLabel('Last name').fill(`Added${tag}`);
    await drawer.getByLabel('E-mail').fill(newEmail);
    await pickOption(page, drawer.getByLabel('Role'), 'User');
    await drawer.getByLabel('Password', { exact: true }).fill('added-password-1');
    await drawer.getByLabel('Confirm password').fill('added-password-1');
    await screenshot(page, 'accounts-admin-add-user');
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('User has been created successfully').waitFor();
    await page.getByText('A verification mail has been sent to the email.').waitFor();
    await waitForMail(newEmail);
    await expect.poll(() => rows.count()).toBe(2);

    // The new user is not verified: the detail page offers Send Verification Link.
    await rows.filter({ hasText: newEmail }).getByRole('link').click();
    await page.getByRole('button', { name: 'Send Verification Link' }).click();
    await page.getByText('Verification link sent successfully').waitFor();
    await screenshot(page, 'accounts-admin-user-detail-unverified');
    await context.close();
  });

  it('[ADMIN] a Test User admin has Edit and Delete disabled', async () => {
    const tester = await seedUser({
      firstname: 'Tess',
      lastname: 'Tester',
      role: 'admin',
      status: 'Test User',
    });
    const context = await newContext(browser);
    await withCookieChoice(context);
    const page = await context.newPage();
    await signIn(page, tester.email, tester.password);
    await page.waitForURL('**/map');
    await page.goto('/admin');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    expect(await first.getByRole('button', { name: /^Edit / }).isDisabled()).toBe(true);
    expect(await first.getByRole('button', { name: /^Delete / }).isDisabled()).toBe(true);
    await screenshot(page, 'accounts-admin-test-user');
    await context.close();
  });
});
