import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, currentRow, getProducts, rowsOf } from './subscriptions-fixtures.js';

// Issue 12, item 6: without Stripe and without PAYMENTS=sandbox nobody gets a subscription for free.
describe('[SUBS] payments off (no STRIPE_SECRET_KEY, PAYMENTS not sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS: 'off' });
  });
  afterAll(() => t.close());

  it('offers no plan and answers a checkout with a clear 503, changing nothing', async () => {
    const products = await getProducts(t);
    expect(products.statusCode).toBe(200);
    expect(products.json()).toEqual([]);

    const user = await createUser(t, { status: 'Free Trial' });
    const before = await rowsOf(t, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/create-checkout-session',
      headers: user.auth,
      payload: { priceId: 'price_sandbox_monthly', subscriptionId: (await currentRow(t, user.id)).id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Payments are not set up on this server yet. Please contact admin to subscribe.',
    );
    expect(await rowsOf(t, user.id)).toEqual(before);
    const sessions = await t.database.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('serves no sandbox checkout page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-subscriptions/sandbox/checkout/cs_x' });
    expect(res.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/sandbox/checkout/cs_x/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(404);
  });
});
