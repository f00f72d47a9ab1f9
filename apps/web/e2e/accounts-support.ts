import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { SubscriptionStatus } from '@utah-land/shared';
import { clickOption } from './support/popups.js';

// Helpers of the accounts browser tests: seeded users (registered through the real API, then adjusted with pg),
// sign-in through the UI, and a context whose cookie choice is already made.

export interface SeededUser {
  id: number;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** The link to `path` (with its token) in a mail's text. */
export const linkIn = (text: string, path: string) => {
  const m = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`));
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[0];
};

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Sets the user's current status (a new newest user_subscriptions row) with pg. */
export async function setStatus(userId: number, status: SubscriptionStatus) {
  await withDb((db) =>
    db.query(
      `insert into user_subscriptions (user_id, status, subscription_start_date, subscription_end_date, trial_end_date)
       values ($1, $2, now(), now() + interval '30 days', case when $2 = 'Free Trial' then now() + interval '7 days' end)`,
      [userId, status],
    ),
  );
}

/** A user registered through the API, verified, with the given role and status. */
export async function seedUser(opts: {
  firstname?: string;
  lastname?: string;
  email?: string;
  role?: 'admin' | 'user';
  status?: SubscriptionStatus;
  verified?: boolean;
}): Promise<SeededUser> {
  const user = {
    firstname: opts.firstname ?? 'Seeded',
    lastname: opts.lastname ?? 'User',
    email: opts.email ?? uniqueEmail('seed'),
    password: `pw-${randomUUID()}`,
  };
  const res = await fetch(`${inject('baseUrl')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, confirmPassword: user.password, agreeToTerms: true }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = await withDb(async (db) => {
    const row = await db.query<{ id: number }>(
      `update users set is_email_verified = $2 where lower(email) = lower($1) returning id`,
      [user.email, opts.verified ?? true],
    );
    const userId = row.rows[0]!.id;
    if (opts.role === 'admin') {
      await db.query(
        `update user_roles set role_id = (select id from roles where name = 'admin') where user_id = $1`,
        [userId],
      );
    }
    return userId;
  });
  if (opts.status && opts.status !== 'Registered') await setStatus(id, opts.status);
  return { id, ...user };
}

/** A context where the cookie choice was already made (the banner stays out of the way). */
export async function withCookieChoice(context: BrowserContext) {
  await context.addInitScript(() => {
    if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', 'true');
  });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Picks an option of an Ant Design select. */
export async function pickOption(page: Page, select: ReturnType<Page['getByLabel']>, option: string) {
  await select.click();
  await clickOption(page, option);
}
