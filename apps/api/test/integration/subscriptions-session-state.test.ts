import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, currentRow, postCheckout } from './subscriptions-fixtures.js';

// GET /user-subscriptions/session/{id}/state: the payment-status page's answer when the browser cannot sign the
// lookup (its session ended during checkout, or it came back on another host name).
describe('[SUBS] a checkout session state by its id alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const state = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/user-subscriptions/session/${encodeURIComponent(id)}/state` });

  async function openCheckout() {
    const user = await createUser(t, { status: 'Free Trial' });
    const res = await postCheckout(t, user, (await currentRow(t, user.id)).id);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json() as { id: string; url: string };
    const finish = (outcome: 'pay' | 'decline') =>
      t.app.inject({
        method: 'POST',
        url: `${new URL(url).pathname}/${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    return { user, id, finish };
  }

  it('answers pending, then paid once paid, and applies the payment without a signed-in caller', async () => {
    const { user, id, finish } = await openCheckout();
    const before = await state(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ state: 'pending' });
    expect((await finish('pay')).statusCode).toBe(303);
    const after = await state(id);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ state: 'paid' });
    expect((await currentRow(t, user.id)).status).toBe('Subscribed');
  });

  it('answers failed for a declined checkout', async () => {
    const { user, id, finish } = await openCheckout();
    await finish('decline');
    const res = await state(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'failed' });
    expect((await currentRow(t, user.id)).status).toBe('Free Trial');
  });

  it('answers 404 for an unknown session and 414 for an over-long id', async () => {
    const unknown = await state('cs_sandbox_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payment session not found');
    expect((await state('x'.repeat(201))).statusCode).toBe(414);
  });
});
