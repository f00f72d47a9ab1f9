import { expect } from 'vitest';
import type { SubscriptionStatus } from '@utah-land/shared';
import { hashPassword } from '../../src/lib/password.js';
import type { TestApp } from '../support/test-app.js';
import { insertUser } from '../support/users.js';

let passwordHash: string | undefined;

export interface TestUser {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** A user inserted directly (users, user_roles, user_subscriptions) with a signed session token. */
export async function createUser(
  t: TestApp,
  opts: {
    status?: SubscriptionStatus;
    role?: 'admin' | 'user';
    trialEndDate?: Date;
    firstname?: string;
  } = {},
): Promise<TestUser> {
  passwordHash ??= await hashPassword('subscriptions-password-1');
  const now = t.clock.now();
  const status = opts.status ?? 'Free Trial';
  return insertUser(t, {
    role: opts.role,
    emailPrefix: 'subs',
    firstname: opts.firstname ?? 'Sub',
    lastname: 'Scriber',
    passwordHash,
    now,
    subscription: {
      status,
      subscription_start_date: status === 'Free Trial' ? now : null,
      trial_end_date:
        status === 'Free Trial' ? (opts.trialEndDate ?? new Date(now.getTime() + 14 * 86_400_000)) : null,
      created_at: now,
      updated_at: now,
    },
  });
}

/** The user's newest user_subscriptions row. */
export function currentRow(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export function rowsOf(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function statusEvents(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('user_events')
    .select(['new_value', 'creator_id'])
    .where('user_id', '=', userId)
    .where('event_type', '=', 'status_changed')
    .orderBy('id')
    .execute();
}

/** The plans on sale (GET /api/user-subscriptions/products). */
export const getProducts = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/user-subscriptions/products' });

/** A checkout session looked up by `headers`' user (GET /api/user-subscriptions/session/:id). */
export const getSession = (t: TestApp, id: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/user-subscriptions/session/${id}`, headers });

/** Cancels the subscription row `rowId` as `headers`' user (POST /api/user-subscriptions/cancel/:id). */
export const postCancel = (t: TestApp, rowId: number, headers: { authorization: string }) =>
  t.app.inject({ method: 'POST', url: `/api/user-subscriptions/cancel/${rowId}`, headers });

/** The user opens a checkout of the first plan's default price for their subscription row `subscriptionId`. */
export async function postCheckout(t: TestApp, user: TestUser, subscriptionId: number) {
  const products = await getProducts(t);
  expect(products.statusCode).toBe(200);
  const priceId = products.json()[0].default_price.id as string;
  return t.app.inject({
    method: 'POST',
    url: '/api/user-subscriptions/create-checkout-session',
    headers: user.auth,
    payload: { priceId, customerEmail: user.email, subscriptionId, loginEmail: user.email },
  });
}
