// Test data helpers for the auth and users integration tests: users inserted straight into the database of
// the run (unique e-mails), tokens, mail links and database snapshots.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RoleName, SubscriptionStatus } from '@utah-land/shared';
import { hashPassword } from '../../src/lib/password.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertUser } from '../support/users.js';
import type { CapturedMail } from '../../../../test-support/smtp-capture.js';

export const PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID()}@example.test`;

export interface SeededUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Inserts a user with the given role and current status, as the app would have stored it. */
export async function seedUser(
  t: TestApp,
  opts: { role?: RoleName; status?: SubscriptionStatus; verified?: boolean; prefix?: string } = {},
): Promise<SeededUser> {
  const { role = 'user', status = 'Free Trial', verified = true } = opts;
  const db = t.database.db;
  passwordHash ??= hashPassword(PASSWORD);
  const user = await insertUser(t, {
    role,
    email: uniqueEmail(opts.prefix ?? role),
    lastname: role === 'admin' ? 'Admin' : 'User',
    passwordHash: await passwordHash,
    verified,
    subscription: null,
  });
  await db.insertInto('user_events').values({ user_id: user.id, event_type: 'registered' }).execute();
  await db.insertInto('user_subscriptions').values({ user_id: user.id, status: 'Registered' }).execute();
  if (status !== 'Registered') await setStatusDirectly(t, user.id, status);
  return { id: user.id, email: user.email, password: PASSWORD, token: user.token };
}

/** A new current subscription row and its event, as the payment flow or a sweep would write them. */
export async function setStatusDirectly(t: TestApp, userId: number, status: SubscriptionStatus) {
  const now = new Date();
  const paid = status === 'Subscribed' || status === 'Subscription Cancelled';
  await t.database.db
    .insertInto('user_subscriptions')
    .values({
      user_id: userId,
      status,
      subscription_start_date: paid ? now : null,
      subscription_end_date: paid ? new Date(now.getTime() + 30 * 86_400_000) : null,
      cancel_at_period_end: status === 'Subscription Cancelled',
    })
    .execute();
  await t.database.db
    .insertInto('user_events')
    .values({ user_id: userId, event_type: 'status_changed', new_value: status })
    .execute();
}

export const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** Requests to the app (once it exists) as the user of `token`, anonymous without one. */
export const caller =
  (app: () => TestApp) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app().app.inject({ method, url, headers: bearer(token), payload });

/**
 * The user administration suites: before them an app (Free Trials of 10 days) and a Registered admin, handed to
 * `ready`; after them the app is closed. Answers the suites' request helper.
 */
export function usersSuite(ready: (s: { t: TestApp; admin: SeededUser }) => void) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRIAL_DAYS: '10' });
    ready({ t, admin: await seedUser(t, { role: 'admin', status: 'Registered' }) });
  });
  afterAll(() => t.close());
  return caller(() => t);
}

/** Everything a user-management call could change about one user. */
export async function snapshot(t: TestApp, userId: number) {
  const db = t.database.db;
  const [user, roles, subs, events, tokens] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).orderBy('role_id').execute(),
    db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('user_events').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('email_tokens').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { user, roles, subs, events, tokens };
}

export async function currentStatus(t: TestApp, userId: number) {
  const row = await t.database.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row;
}

/** Waits for the nth (0-based) mail to `email` with a `path` link, and answers the link and its token. */
export async function mailedToken(
  t: TestApp,
  email: string,
  path: '/verify-email' | '/reset-password',
  nth = 0,
) {
  const matches = (m: CapturedMail) => m.to.includes(email.toLowerCase()) && m.text.includes(path);
  const mail = await t.smtp.waitFor((m) => matches(m) && t.smtp.mails.filter(matches).indexOf(m) === nth);
  const link = new RegExp(`(https?://\\S+${path}\\?token=([\\w-]+))`).exec(mail.text);
  if (!link) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return { mail, link: link[1]!, token: decodeURIComponent(link[2]!) };
}

export const mailsTo = (t: TestApp, email: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));
