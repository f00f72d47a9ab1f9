import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { startFakeStripe, type FakeStripe } from './subscriptions-fake-stripe.js';
import {
  createUser,
  currentRow,
  getProducts,
  getSession,
  postCancel,
  postCheckout,
  rowsOf,
  statusEvents,
  type TestUser,
} from './subscriptions-fixtures.js';

const WEBHOOK_SECRET = 'whsec_test_subscriptions_secret';

describe('[SUBS] Stripe provider against a Stripe-like server, and signed webhooks', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_subscriptions',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  let eventNo = 0;

  function sendEvent(
    type: string,
    object: unknown,
    opts: { created?: number; id?: string; secret?: string } = {},
  ) {
    const payload = JSON.stringify({
      id: opts.id ?? `evt_test_${++eventNo}_${Date.now()}`,
      object: 'event',
      type,
      created: opts.created ?? nowSeconds(),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  async function checkout(user: TestUser) {
    const res = await postCheckout(t, user, 0);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; url: string };
  }

  const completed = (sessionId: string) => ({
    ...stripe.sessions.get(sessionId),
    subscription: stripe.sessions.get(sessionId)!.subscription,
  });

  it('creates the default plan when Stripe has none and answers it with its default price', async () => {
    const res = await getProducts(t);
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first.name).toBe('Utah Land Pro');
    expect(first.default_price.id).toMatch(/^price_/);
    expect(first.default_price.recurring.interval).toBe('month');
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/products');
    expect(create?.body.name).toBe('Utah Land Pro');
    expect(stripe.requests.filter((r) => r.path === '/v1/products' && r.method === 'POST')).toHaveLength(1);
  });

  it('opens a subscription-mode checkout with the spec metadata and success url', async () => {
    const user = await createUser(t);
    const row = await currentRow(t, user.id);
    const { id, url } = await checkout(user);
    expect(url).toBe(`https://checkout.stripe.test/pay/${id}`);
    const session = stripe.sessions.get(id)!;
    expect(session.mode).toBe('subscription');
    expect(session.metadata).toEqual({
      loginEmail: user.email,
      subscriptionId: String(row.id),
      userId: String(user.id),
    });
    expect(session.success_url).toBe(`${t.config.publicUrl}/payment-status?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.customer_email).toBe(user.email);
  });

  it('session lookup asks Stripe and applies a paid session; the end date is the period end plus one hour', async () => {
    const user = await createUser(t);
    const { id } = await checkout(user);
    const unpaid = await getSession(t, id, user.auth);
    expect(unpaid.json().paymentStatus).toBe('unpaid');
    const start = nowSeconds() - 5;
    const sub = stripe.pay(id, start);
    const res = await getSession(t, id, user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paymentStatus).toBe('paid');
    expect(body.stripeSubscriptionDetails).toMatchObject({
      current_period_start: start,
      current_period_end: start + 30 * 86_400,
      productDetails: { name: 'Utah Land Pro' },
    });
    expect(body.subscriptionDetails.status).toBe('Subscribed');
    expect(body.subscriptionDetails.subscription_end_date).toBe(
      new Date((start + 30 * 86_400) * 1000 + 3_600_000).toISOString(),
    );
    const row = await currentRow(t, user.id);
    expect(row.provider).toBe('stripe');
    expect(row.provider_subscription_id).toBe(sub.id);
  });

  it('a bad signature is refused with 400 and changes nothing', async () => {
    const user = await createUser(t);
    const { id } = await checkout(user);
    stripe.pay(id, nowSeconds());
    const forged = await sendEvent('checkout.session.completed', completed(id), { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'checkout.session.completed',
        data: { object: completed(id) },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await currentRow(t, user.id)).status).toBe('Free Trial');
    const recorded = await t.database.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', 'evt_x')
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it('checkout.session.completed activates once; a replay changes nothing and one mail goes out', async () => {
    const user = await createUser(t);
    const { id } = await checkout(user);
    stripe.pay(id, nowSeconds());
    const first = await sendEvent('checkout.session.completed', completed(id), { id: `evt_replay_${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await sendEvent('checkout.session.completed', completed(id), { id: `evt_replay_${id}` });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The same payment reported again under another event id (and by the returning browser) is still one row.
    await sendEvent('checkout.session.completed', completed(id));
    await getSession(t, id, user.auth);
    const rows = await rowsOf(t, user.id);
    expect(rows.map((r) => r.status)).toEqual(['Free Trial', 'Subscribed']);
    expect((await statusEvents(t, user.id)).map((e) => e.new_value)).toEqual(['Subscribed']);
    await t.smtp.waitFor((m) => m.to.includes(user.email) && /active/i.test(m.subject));
    expect(t.smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('out-of-order subscription events: an older update never undoes a newer cancel or deletion', async () => {
    const user = await createUser(t);
    const { id } = await checkout(user);
    const base = nowSeconds();
    const sub = stripe.pay(id, base);
    await sendEvent('checkout.session.completed', completed(id), { created: base });
    const active = structuredClone(sub);
    const cancelled = { ...structuredClone(sub), cancel_at_period_end: true };
    const deleted = {
      ...structuredClone(sub),
      cancel_at_period_end: true,
      status: 'canceled',
      ended_at: base + 60,
    };

    expect(
      (await sendEvent('customer.subscription.updated', cancelled, { created: base + 20 })).statusCode,
    ).toBe(200);
    expect((await currentRow(t, user.id)).status).toBe('Subscription Cancelled');
    await sendEvent('customer.subscription.updated', active, { created: base + 10 }); // older, arrives late
    expect((await currentRow(t, user.id)).status).toBe('Subscription Cancelled');

    await sendEvent('customer.subscription.deleted', deleted, { created: base + 60 });
    await sendEvent('customer.subscription.updated', cancelled, { created: base + 30 }); // older, arrives late
    await sendEvent('customer.subscription.updated', active, { created: base + 90 }); // a dead subscription stays dead
    const row = await currentRow(t, user.id);
    expect(row.status).toBe('Subscription Expired');
    expect((await statusEvents(t, user.id)).map((e) => e.new_value)).toEqual([
      'Subscribed',
      'Subscription Cancelled',
      'Subscription Expired',
    ]);
  });

  it('invoice.paid before checkout completion activates; a renewal invoice moves the dates and stays Subscribed', async () => {
    const user = await createUser(t);
    const { id } = await checkout(user);
    const sub = stripe.pay(id, nowSeconds());
    const invoice = (subId: string) => ({
      id: `in_${subId}_${Date.now()}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    });
    await sendEvent('invoice.paid', invoice(sub.id as string));
    const first = await currentRow(t, user.id);
    expect(first.status).toBe('Subscribed');
    await sendEvent('checkout.session.completed', completed(id));
    expect(await rowsOf(t, user.id)).toHaveLength(2);

    stripe.renew(sub.id as string);
    await sendEvent('invoice.payment_succeeded', invoice(sub.id as string), { created: nowSeconds() + 5 });
    const renewed = await currentRow(t, user.id);
    expect(renewed.id).toBe(first.id);
    expect(renewed.status).toBe('Subscribed');
    expect(new Date(renewed.current_period_start!).getTime()).toBe(
      new Date(first.current_period_end!).getTime(),
    );
    expect(new Date(renewed.subscription_end_date!).getTime()).toBe(
      new Date(renewed.current_period_end!).getTime() + 3_600_000,
    );
  });

  it('paying twice leaves one subscription: the second is ended at Stripe', async () => {
    const user = await createUser(t, { status: 'Subscription Expired' });
    const a = await checkout(user);
    const b = await checkout(user); // two tabs, both open before either is paid
    stripe.pay(a.id, nowSeconds());
    const second = stripe.pay(b.id, nowSeconds());
    await sendEvent('checkout.session.completed', completed(a.id));
    await sendEvent('checkout.session.completed', completed(b.id));
    const rows = await rowsOf(t, user.id);
    expect(rows.filter((r) => r.status === 'Subscribed')).toHaveLength(1);
    expect(rows.at(-1)!.provider_subscription_id).toBe(stripe.sessions.get(a.id)!.subscription);
    expect(
      stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${second.id}`),
    ).toBe(true);
  });

  it('cancel sets cancel_at_period_end at Stripe and keeps the end date', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin', status: 'Registered' });
    const { id } = await checkout(user);
    const sub = stripe.pay(id, nowSeconds());
    await getSession(t, id, user.auth);
    const row = await currentRow(t, user.id);
    const res = await postCancel(t, row.id, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Subscription Cancelled');
    expect(res.json().subscription_end_date).toBe(new Date(row.subscription_end_date!).toISOString());
    const call = stripe.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`);
    expect(call?.body.cancel_at_period_end).toBe('true');
    expect(await statusEvents(t, user.id)).toEqual([
      { new_value: 'Subscribed', creator_id: user.id },
      { new_value: 'Subscription Cancelled', creator_id: admin.id },
    ]);
  });
});
