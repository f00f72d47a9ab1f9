import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { decideSandboxSession } from '../../src/modules/subscriptions/sandbox-provider.js';
import { runSubscriptionSweep } from '../../src/modules/subscriptions/sweep.js';
import { recordProviderSubscription } from '../../src/modules/subscriptions/sync.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createUser,
  currentRow,
  postCancel,
  postCheckout,
  rowsOf,
  statusEvents,
  type TestUser,
} from './subscriptions-fixtures.js';

// Issue 12, item 3: a payment racing an admin's status change. The two transactions are interleaved by hand: the
// payment's transaction holds the user's row lock (with its paid row written, not yet committed) while the admin's
// request starts, so the outcome does not depend on timing.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('[SUBS] a payment and an admin status change of one user are serialised', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', status: 'Registered' });
  });
  afterAll(() => t.close());

  /** Resolves once another backend of this database waits for a lock, or once `request` has answered. */
  async function untilWaitingForLockOrAnswered(request: Promise<unknown>) {
    let answered = false;
    void request.finally(() => (answered = true));
    const deadline = Date.now() + 30_000;
    while (!answered) {
      const waiting = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
      if (waiting.rows[0]!.n > 0) return;
      if (Date.now() > deadline) throw new Error('the request neither waited for a lock nor answered');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** A Free Trial user with a sandbox checkout paid at the provider (the sandbox page's Pay, before our sync). */
  async function paidAtProvider(trialEndDate?: Date) {
    const user = await createUser(t, { status: 'Free Trial', trialEndDate });
    const created = await postCheckout(t, user, (await currentRow(t, user.id)).id);
    expect(created.statusCode).toBe(200);
    const sessionId = created.json().id as string;
    const { subscription } = await decideSandboxSession(t.database.db, sessionId, 'pay', t.clock.now());
    return { user, sessionId, subscription: subscription! };
  }

  /** The payment's transaction, held open after writing the paid row until `release` resolves. */
  function recordPaymentAndHold(
    paid: Awaited<ReturnType<typeof paidAtProvider>>,
    holding: ReturnType<typeof deferred>,
    release: ReturnType<typeof deferred>,
  ) {
    const { user, sessionId, subscription } = paid;
    return t.database.db.transaction().execute(async (trx) => {
      const recorded = await recordProviderSubscription(trx, {
        provider: 'sandbox',
        sub: subscription,
        providerTime: t.clock.now(),
        checkoutSessionId: sessionId,
        userId: user.id,
        target: 'Subscribed',
        now: t.clock.now(),
      });
      holding.resolve();
      await release.promise;
      return recorded;
    });
  }

  it('an admin setting Test User while the payment is being recorded waits for it, then is refused', async () => {
    const paid = await paidAtProvider();
    const { user, subscription } = paid;
    const holding = deferred();
    const release = deferred();
    const payment = recordPaymentAndHold(paid, holding, release);
    await holding.promise;

    const change = t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/roles`,
      headers: admin.auth,
      payload: { status: 'Test User', roleName: 'user' },
    });
    await untilWaitingForLockOrAnswered(change);
    release.resolve();
    expect((await payment)?.inserted).toBe(true);

    const res = await change;
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Status cannot be modified for Subscribed users');
    const current = await currentRow(t, user.id);
    expect(current).toMatchObject({ status: 'Subscribed', provider_subscription_id: subscription.id });

    // The paying user can cancel it, and cannot pay a second time.
    expect((await postCheckout(t, user, current.id)).statusCode).toBe(409);
    const cancel = await postCancel(t, current.id, user.auth);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('Subscription Cancelled');
    const providerSide = await t.database.db
      .selectFrom('sandbox_subscriptions')
      .select('cancel_at_period_end')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(providerSide.cancel_at_period_end).toBe(true);
  });

  it('a paid subscription left under a later status (the race before this fix) stays reachable', async () => {
    const { user, sessionId, subscription } = await paidAtProvider();
    const looked = await t.app.inject({
      method: 'GET',
      url: `/api/user-subscriptions/session/${sessionId}`,
      headers: user.auth,
    });
    expect(looked.json().subscriptionDetails.status).toBe('Subscribed');
    const paid = await currentRow(t, user.id);
    // What the race used to leave: the admin's Free Trial row written over the paid one.
    await t.database.db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, status: 'Free Trial', trial_end_date: new Date(Date.now() + 86_400_000) })
      .execute();

    const again = await postCheckout(t, user, (await currentRow(t, user.id)).id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an active subscription.');
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/roles`,
      headers: admin.auth,
      payload: { status: 'Test User', roleName: 'user' },
    });
    expect(change.statusCode).toBe(403);
    const cancel = await postCancel(t, paid.id, user.auth);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('Subscription Cancelled');
    const providerSide = await t.database.db
      .selectFrom('sandbox_subscriptions')
      .select('cancel_at_period_end')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(providerSide.cancel_at_period_end).toBe(true);
    expect((await rowsOf(t, user.id)).filter((r) => r.provider_subscription_id)).toHaveLength(1);
  });

  it('the sweep ending the trial while the payment is being recorded waits for it and leaves it alone', async () => {
    const paid = await paidAtProvider(new Date(Date.now() - 60_000)); // the trial is due to end
    const holding = deferred();
    const release = deferred();
    const payment = recordPaymentAndHold(paid, holding, release);
    await holding.promise;
    const sweep = runSubscriptionSweep(t.app);
    await untilWaitingForLockOrAnswered(sweep);
    release.resolve();
    await payment;
    await sweep;
    expect((await currentRow(t, paid.user.id)).status).toBe('Subscribed');
    expect((await statusEvents(t, paid.user.id)).map((e) => e.new_value)).toEqual(['Subscribed']);
    const trial = (await rowsOf(t, paid.user.id))[0]!;
    expect(trial.status).toBe('Free Trial');
  });
});
