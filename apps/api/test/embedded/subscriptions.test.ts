import { describe, expect, it } from 'vitest';
import { embeddedServer } from './embedded-server.js';
import { runSubscriptionSweep } from '../../src/modules/subscriptions/sweep.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read loosely in this smoke test
type Loose = any;

describe('[EMBEDDED] sandbox payments on PGlite (npm start without network or Stripe key)', () => {
  const embedded = embeddedServer('subs-', {
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: 'embedded-subs-admin@example.com',
    ADMIN_PASSWORD: 'embedded-admin-password',
    SWEEP_INTERVAL_SECONDS: '1',
  });

  it('trial → checkout → pay → cancel → expiry', async () => {
    const { db } = embedded.server.database;
    const user = await db
      .insertInto('users')
      .values({ firstname: 'Em', lastname: 'Bedded', email: 'embedded-subs@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_roles')
      .values((eb) => ({
        user_id: user.id,
        role_id: eb.selectFrom('roles').select('id').where('name', '=', 'user'),
      }))
      .execute();
    await db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, status: 'Free Trial', trial_end_date: new Date(Date.now() + 86_400_000) })
      .execute();
    const authorization = `Bearer ${embedded.server.app.jwt.sign({ sub: user.id, ver: 0 })}`;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${embedded.server.url}/api${path}`, {
        method,
        headers:
          body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      return {
        status: res.status,
        body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Loose) : null,
      };
    };

    const products = await call('GET', '/user-subscriptions/products');
    const priceId = products.body[0].default_price.id;
    const checkout = await call('POST', '/user-subscriptions/create-checkout-session', { priceId });
    expect(checkout.status).toBe(200);
    const page = await fetch(
      checkout.body.url.replace(embedded.server.app.deps.config.publicUrl, embedded.server.url),
    );
    expect(await page.text()).toContain('>Pay<');
    const paid = await fetch(
      `${embedded.server.url}/api/user-subscriptions/sandbox/checkout/${checkout.body.id}/pay`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      },
    );
    expect(paid.status).toBe(303);
    const session = await call('GET', `/user-subscriptions/session/${checkout.body.id}`);
    expect(session.body.subscriptionDetails.status).toBe('Subscribed');
    const cancelled = await call('POST', `/user-subscriptions/cancel/${session.body.subscriptionDetails.id}`);
    expect(cancelled.body.status).toBe('Subscription Cancelled');

    await db
      .updateTable('sandbox_subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .execute();
    await runSubscriptionSweep(embedded.server.app);
    const row = await db
      .selectFrom('user_subscriptions')
      .select('status')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Subscription Expired');
    const mails = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'embedded-subs@example.com')
      .execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your subscription has been cancelled',
      'Your subscription is active',
    ]);
  });
});
