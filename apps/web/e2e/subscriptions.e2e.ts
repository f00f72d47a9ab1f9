import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildApp, systemClock, type AppInstance } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openPostgres, type Database } from '@utah-land/db';
import { hashPassword } from '../../api/src/lib/password.js';
import { runSubscriptionSweep } from '../../api/src/modules/subscriptions/sweep.js';
import { launchBrowser, newContext, screenshot, waitForMail } from './support/browser.js';

// The whole sandbox payment flow in the browser: trial → subscribe → pay → payment-status → renewal banner →
// cancel → end-date banner → (time passes, the sweep runs) → Subscription Expired.

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

async function seedTrialUser() {
  const email = `subs-e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const [user] = await sql<{ id: number }>(
    `insert into users (firstname, lastname, email, password_hash, is_email_verified)
     values ('Tria', 'Luser', $1, $2, true) returning id`,
    [email, await hashPassword(password)],
  );
  await sql(`insert into user_roles (user_id, role_id) select $1, id from roles where name = 'user'`, [
    user!.id,
  ]);
  await sql(
    `insert into user_subscriptions (user_id, status, subscription_start_date, trial_end_date)
     values ($1, 'Free Trial', now(), now() + interval '14 days')`,
    [user!.id],
  );
  return { id: user!.id, email, password };
}

const currentRow = async (userId: number) =>
  (
    await sql<{ status: string; subscription_end_date: Date }>(
      'select status, subscription_end_date from user_subscriptions where user_id = $1 order by id desc limit 1',
      [userId],
    )
  )[0]!;

const longDate = (page: Page, d: Date) =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    d.toISOString(),
  );

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('[SUBS] sandbox payments in the browser', () => {
  let browser: Browser;
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The server runs with SWEEP_INTERVAL_SECONDS=0; the test runs the real sweep on the same database.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: inject('e2eDatabaseUrl'),
      JWT_SECRET: 'e2e-sweep-only-secret-that-is-long-enough',
      LOG_LEVEL: 'silent',
    });
    database = await openPostgres(inject('e2eDatabaseUrl'), 2);
    const mailer = { send: async () => undefined }; // the sweep's transitions send no mail
    app = await buildApp({
      deps: { config, database, mailer, clock: systemClock, jwtSecret: config.JWT_SECRET!, version: 'e2e' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await browser?.close();
  });

  it('[SUBS] a trial user subscribes, pays on the sandbox page, cancels, and expires after the end date', async () => {
    const user = await seedTrialUser();
    const context = await newContext(browser);
    await context.addInitScript(() => {
      if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', 'true');
    });
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await page.waitForURL(/\/map/);

    const trialBanner = page.getByTestId('free-trial-banner');
    await expect.poll(() => trialBanner.isVisible(), { timeout: 20_000 }).toBe(true);
    // In the page's flow under the top bar: it pushes the map down instead of covering it (issue 12).
    expect(['static', 'relative']).toContain(
      await trialBanner.evaluate((el) => getComputedStyle(el).position),
    );
    await screenshot(page, 'subscriptions-1-trial-banner');

    await trialBanner.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/api\/user-subscriptions\/sandbox\/checkout\//);
    await page.getByText('Sandbox checkout').waitFor();
    await screenshot(page, 'subscriptions-2-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/payment-status\?session_id=/);
    await page.getByText('Payment Successful!').waitFor();
    await page.getByText('Your subscription has been activated successfully.').waitFor();
    await page.getByText('Your subscription has been activated successfully!').waitFor(); // the notification
    await screenshot(page, 'subscriptions-3-payment-status');
    const activation = await waitForMail(user.email, (m) => /active/i.test(m.subject));
    expect(activation.text).toContain('Your subscription has been activated successfully!');

    const subscribed = await currentRow(user.id);
    expect(subscribed.status).toBe('Subscribed');
    const endText = await longDate(page, subscribed.subscription_end_date);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/map/);
    const renew = page.getByText(`Your subscription will auto renew on ${endText} unless cancelled.`);
    await renew.waitFor();
    expect(await trialBanner.count()).toBe(0);
    await screenshot(page, 'subscriptions-4-renew-banner');

    // Closing the banner is remembered (cookie, 365 days).
    await page.getByTestId('renew-banner').getByRole('button', { name: 'Close' }).click();
    await renew.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await page.getByTestId('renew-banner').count()).toBe(0);
    const cookies = await context.cookies();
    const dismissal = cookies.find((c) => c.name === 'subscriptionRenewAlertDismissed');
    expect(dismissal?.value).toBe('true');
    expect(dismissal!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // Cancel from the user menu.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to cancel your subscription?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription cancelled successfully', { exact: true }).waitFor();
    await page
      .getByText(
        `Subscription cancelled successfully. Your subscription will be cancelled at the end of the billing period ${endText}.`,
      )
      .waitFor();
    await page.getByText(`Your subscription will end on ${endText}.`).waitFor();
    await screenshot(page, 'subscriptions-5-cancel-banner');
    expect((await currentRow(user.id)).status).toBe('Subscription Cancelled');
    await waitForMail(user.email, (m) => /cancelled/i.test(m.subject));

    // Time moves past the end: the period ends at the sandbox provider and the sweep applies it.
    await sql(
      `update sandbox_subscriptions set current_period_end = now() - interval '2 hours' where user_id = $1`,
      [user.id],
    );
    await sql(
      `update user_subscriptions set subscription_end_date = now() - interval '1 hour'
       where id = (select max(id) from user_subscriptions where user_id = $1)`,
      [user.id],
    );
    await runSubscriptionSweep(app);
    await runSubscriptionSweep(app);
    expect((await currentRow(user.id)).status).toBe('Subscription Expired');
    const events = await sql<{ new_value: string }>(
      `select new_value from user_events where user_id = $1 and event_type = 'status_changed' order by id`,
      [user.id],
    );
    expect(events.map((e) => e.new_value)).toEqual([
      'Subscribed',
      'Subscription Cancelled',
      'Subscription Expired',
    ]);

    // Signing in again now asks to renew.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, user.email, user.password);
    const expired = page.getByRole('dialog').filter({ hasText: 'Subscription Expired' });
    await expired.getByText('Please upgrade your subscription to continue.').waitFor();
    await expired.getByRole('button', { name: 'Renew/Subscribe' }).waitFor();
    await screenshot(page, 'subscriptions-6-expired');
    await context.close();
  });
});
