import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSubscriptionSweep } from '../../src/modules/subscriptions/sweep.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
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

const DAY = 86_400_000;

describe('[SUBS] sandbox provider: trial, checkout, payment, cancellation, expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkout = async (user: TestUser) => postCheckout(t, user, (await currentRow(t, user.id)).id);
  const sessionPath = (url: string) => new URL(url).pathname;

  async function payOrDecline(sessionUrl: string, outcome: 'pay' | 'decline') {
    return t.app.inject({
      method: 'POST',
      url: `${sessionPath(sessionUrl)}/${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }

  it('lists the default plan with a recurring default price', async () => {
    const res = await getProducts(t);
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first.name).toBe('Utah Land Pro');
    expect(first.default_price.id).toBeTruthy();
    expect(first.default_price.recurring.interval).toBe('month');
  });

  it('a trial user pays on the sandbox page and becomes Subscribed, once, with one confirmation mail', async () => {
    const user = await createUser(t, { status: 'Free Trial' });
    const trialRow = await currentRow(t, user.id);
    const created = await checkout(user);
    expect(created.statusCode).toBe(200);
    const { id, url } = created.json();
    expect(url).toBe(`${t.config.publicUrl}/api/user-subscriptions/sandbox/checkout/${id}`);

    const page = await t.app.inject({ method: 'GET', url: sessionPath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Decline<');
    expect(page.body).toContain(user.email);

    const before = await getSession(t, id, user.auth);
    expect(before.statusCode).toBe(200);
    expect(before.json().paymentStatus).toBe('unpaid');
    expect((await currentRow(t, user.id)).status).toBe('Free Trial');

    const paid = await payOrDecline(url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/payment-status?session_id=${id}`);

    const looked = await getSession(t, id, user.auth);
    expect(looked.statusCode).toBe(200);
    const body = looked.json();
    expect(body.paymentStatus).toBe('paid');
    expect(body.metadata).toEqual({ loginEmail: user.email, subscriptionId: String(trialRow.id) });
    expect(body.subscriptionDetails.status).toBe('Subscribed');
    const periodEnd = body.stripeSubscriptionDetails.current_period_end * 1000;
    expect(new Date(body.subscriptionDetails.subscription_end_date).getTime()).toBe(periodEnd + 3_600_000);
    expect(new Date(body.subscriptionDetails.subscription_start_date).getTime()).toBe(
      body.stripeSubscriptionDetails.current_period_start * 1000,
    );
    expect(body.stripeSubscriptionDetails.productDetails.name).toBe('Utah Land Pro');

    // The client's update: the status it sends is ignored; the provider's answer decides.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/user-subscriptions/${trialRow.id}`,
      headers: user.auth,
      payload: {
        status: 'Test User',
        loginUser: { email: user.email },
        sendMail: true,
        stripeSubscriptionDetails: body.stripeSubscriptionDetails,
        subscription_start_date: new Date(0).toISOString(),
        subscription_end_date: new Date(Date.now() + 3650 * DAY).toISOString(),
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().status).toBe('Subscribed');
    expect(put.json().subscription_end_date).toBe(body.subscriptionDetails.subscription_end_date);

    const mail = await t.smtp.waitFor((m) => m.to.includes(user.email) && /active/i.test(m.subject));
    expect(mail.text).toContain('Your subscription has been activated successfully!');

    // Paying the same session again, looking it up again, confirming again: still one subscription row.
    await payOrDecline(url, 'pay');
    await getSession(t, id, user.auth);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-subscriptions/${trialRow.id}`,
      headers: user.auth,
      payload: { sendMail: true },
    });
    const rows = await rowsOf(t, user.id);
    expect(rows.filter((r) => r.status === 'Subscribed')).toHaveLength(1);
    expect((await statusEvents(t, user.id)).map((e) => e.new_value)).toEqual(['Subscribed']);
    expect(t.smtp.mails.filter((m) => m.to.includes(user.email) && /active/i.test(m.subject))).toHaveLength(
      1,
    );

    // A Subscribed user cannot open a second checkout.
    const again = await checkout(user);
    expect(again.statusCode).toBe(409);
  });

  it('paying two open checkouts at the same moment leaves one subscription; the other is ended', async () => {
    const user = await createUser(t, { status: 'Free Trial Ended' });
    const a = (await checkout(user)).json();
    const b = (await checkout(user)).json();
    const paid = await Promise.all([payOrDecline(a.url, 'pay'), payOrDecline(b.url, 'pay')]);
    expect(paid.map((r) => r.statusCode)).toEqual([303, 303]);
    const rows = await rowsOf(t, user.id);
    expect(rows.filter((r) => r.status === 'Subscribed')).toHaveLength(1);
    const subs = await t.database.db
      .selectFrom('sandbox_subscriptions')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .execute();
    expect(subs.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    expect(subs.find((s) => s.status === 'active')!.id).toBe(rows.at(-1)!.provider_subscription_id);
  });

  it('only the owner (or an admin) reads a session; sign-in is required', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin', status: 'Registered' });
    const { id } = (await checkout(owner)).json();
    const res = await getSession(t, id, other.auth);
    expect(res.statusCode).toBe(404);
    const byAdmin = await getSession(t, id, admin.auth);
    expect(byAdmin.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/create-checkout-session',
      payload: { priceId: 'price_sandbox_monthly' },
    });
    expect(anonymous.statusCode).toBe(401);
    const badPrice = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/create-checkout-session',
      headers: owner.auth,
      payload: { priceId: 'price_nope' },
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toMatch(/priceId/);
  });

  it('uses the signed-in user, not the e-mail in the payload', async () => {
    const user = await createUser(t);
    const victim = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/create-checkout-session',
      headers: user.auth,
      payload: { priceId: 'price_sandbox_monthly', customerEmail: victim.email, loginEmail: victim.email },
    });
    expect(res.statusCode).toBe(200);
    await payOrDecline(res.json().url, 'pay');
    expect((await currentRow(t, user.id)).status).toBe('Subscribed');
    expect((await currentRow(t, victim.id)).status).toBe('Free Trial');
  });

  it('the update payload’s loginUser is the stored session’s user; one of another shape is refused', async () => {
    const user = await createUser(t, { status: 'Subscription Expired' });
    const row = await currentRow(t, user.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'subscriptions-password-1' },
    });
    expect(login.json().loginUser.email).toBe(user.email);
    const stored = { ...login.json().loginUser, role: 'user' };
    const { url } = (await checkout(user)).json();
    await payOrDecline(url, 'pay');
    const put = (loginUser: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user-subscriptions/${row.id}`,
        headers: user.auth,
        payload: { status: 'Subscribed', loginUser, sendMail: false },
      });
    const refused = await put({ ...stored, email: 42 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('loginUser');
    const confirmed = await put(stored);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('Subscribed');
  });

  it('a declined payment changes nothing and cannot be confirmed', async () => {
    const user = await createUser(t, { status: 'Subscription Expired' });
    const row = await currentRow(t, user.id);
    const { id, url } = (await checkout(user)).json();
    const declined = await payOrDecline(url, 'decline');
    expect(declined.statusCode).toBe(303);
    const looked = await getSession(t, id, user.auth);
    expect(looked.json().paymentStatus).toBe('unpaid');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/user-subscriptions/${row.id}`,
      headers: user.auth,
      payload: { status: 'Subscribed', sendMail: true },
    });
    expect(put.statusCode).toBe(400);
    expect((await currentRow(t, user.id)).status).toBe('Subscription Expired');
    // Paying after declining is not possible: the session is closed.
    await payOrDecline(url, 'pay');
    expect((await currentRow(t, user.id)).status).toBe('Subscription Expired');
  });

  it('who may subscribe: Registered, Free Trial Ended and Expired may; Test User may not', async () => {
    for (const status of ['Registered', 'Free Trial Ended', 'Subscription Expired'] as const) {
      const user = await createUser(t, { status });
      expect((await checkout(user)).statusCode).toBe(200);
    }
    const tester = await createUser(t, { status: 'Test User' });
    expect((await checkout(tester)).statusCode).toBe(409);
  });

  it('cancel keeps the end date, mails, and the sweep expires it after the end; the sweep is safe twice', async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    const { url } = (await checkout(user)).json();
    await payOrDecline(url, 'pay');
    const subscribed = await currentRow(t, user.id);
    expect(subscribed.status).toBe('Subscribed');

    const notMine = await postCancel(t, subscribed.id, stranger.auth);
    expect(notMine.statusCode).toBe(403);

    const res = await postCancel(t, subscribed.id, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Subscription Cancelled');
    expect(res.json().subscription_end_date).toBe(new Date(subscribed.subscription_end_date!).toISOString());
    const mail = await t.smtp.waitFor((m) => m.to.includes(user.email) && /cancelled/i.test(m.subject));
    expect(mail.text).toContain('Your subscription will be cancelled at the end of the billing period');

    const twice = await postCancel(t, subscribed.id, user.auth);
    expect(twice.statusCode).toBe(409);

    // Not yet past the end: still Cancelled (access continues).
    await runSubscriptionSweep(t.app);
    expect((await currentRow(t, user.id)).status).toBe('Subscription Cancelled');

    const end = new Date(subscribed.subscription_end_date!).getTime();
    t.clock.advance(end - t.clock.now().getTime() + 1000);
    await runSubscriptionSweep(t.app);
    await runSubscriptionSweep(t.app);
    const expired = await currentRow(t, user.id);
    expect(expired.status).toBe('Subscription Expired');
    const events = (await statusEvents(t, user.id)).map((e) => e.new_value);
    expect(events).toEqual(['Subscribed', 'Subscription Cancelled', 'Subscription Expired']);
    // The expired user may subscribe again.
    expect((await checkout(user)).statusCode).toBe(200);
  });

  it('the sweep ends trials past their end date once and renews sandbox subscriptions', async () => {
    const now = t.clock.now().getTime();
    const ending = await createUser(t, { trialEndDate: new Date(now - 1000) });
    const running = await createUser(t, { trialEndDate: new Date(now + 5 * DAY) });
    const renewing = await createUser(t);
    const { url } = (await checkout(renewing)).json();
    await payOrDecline(url, 'pay');
    const first = await currentRow(t, renewing.id);

    const a = await runSubscriptionSweep(t.app);
    const b = await runSubscriptionSweep(t.app);
    expect(a.trialsEnded).toBeGreaterThanOrEqual(1);
    expect(b.trialsEnded).toBe(0);
    expect((await currentRow(t, ending.id)).status).toBe('Free Trial Ended');
    expect((await currentRow(t, running.id)).status).toBe('Free Trial');
    expect(await statusEvents(t, ending.id)).toEqual([{ new_value: 'Free Trial Ended', creator_id: null }]);

    t.clock.advance(32 * DAY);
    await runSubscriptionSweep(t.app);
    await runSubscriptionSweep(t.app);
    const renewed = await currentRow(t, renewing.id);
    expect(renewed.id).toBe(first.id);
    expect(renewed.status).toBe('Subscribed');
    expect(new Date(renewed.current_period_start!).getTime()).toBe(
      new Date(first.current_period_end!).getTime(),
    );
    expect(new Date(renewed.subscription_end_date!).getTime()).toBe(
      new Date(renewed.current_period_end!).getTime() + 3_600_000,
    );
    expect((await statusEvents(t, renewing.id)).map((e) => e.new_value)).toEqual(['Subscribed']);
    expect((await currentRow(t, running.id)).status).toBe('Free Trial Ended');
  });
});
