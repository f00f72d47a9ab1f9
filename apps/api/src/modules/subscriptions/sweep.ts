import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { SubscriptionStatus } from '@utah-land/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { subscriptionDepsOf } from './subscription-deps.js';
import type { DB } from '../../db/index.js';
import { runEvery } from '../../lib/every.js';
import { advanceSandboxSubscriptions } from './sandbox-provider.js';
import { syncSubscription } from './sync.service.js';

// Time-based transitions (README, 'Subscription statuses'). Each one is a guarded UPDATE of the user's newest
// row, so running the sweep twice, or in two processes at once, applies every transition exactly once.

/** What runs the sweep: the app (its dependencies and log), or anything shaped like it. */
export type SweepHost = { deps: AppDeps; log: FastifyBaseLogger };

export interface SweepResult {
  trialsEnded: number;
  subscriptionsExpired: number;
  sandboxRenewalsOrEnds: number;
}

async function transition(
  db: Kysely<DB>,
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  dateColumn: 'trial_end_date' | 'subscription_end_date',
  now: Date,
): Promise<number> {
  const newest = (eb: ExpressionBuilder<DB, 'user_subscriptions'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('user_subscriptions as newer')
          .select(sql`1`.as('one'))
          .whereRef('newer.user_id', '=', 'user_subscriptions.user_id')
          .whereRef('newer.id', '>', 'user_subscriptions.id'),
      ),
    );
  return db.transaction().execute(async (trx) => {
    // The users' row locks first (as every status change takes them: lockUserRow), so a payment being recorded
    // for one of them finishes before the update below looks at their newest row again.
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('user_subscriptions')
          .select('user_subscriptions.user_id')
          .where('user_subscriptions.status', '=', from)
          .where(`user_subscriptions.${dateColumn}`, '<=', now)
          .where((w) => newest(w)),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const changed = await trx
      .updateTable('user_subscriptions as s')
      .set({ status: to, updated_at: now })
      .where('s.status', '=', from)
      .where(`s.${dateColumn}`, '<=', now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_subscriptions as newer')
              .select(sql`1`.as('one'))
              .whereRef('newer.user_id', '=', 's.user_id')
              .whereRef('newer.id', '>', 's.id'),
          ),
        ),
      )
      .returning('s.user_id')
      .execute();
    if (changed.length)
      await trx
        .insertInto('user_events')
        .values(
          changed.map((r) => ({
            user_id: r.user_id,
            event_type: 'status_changed',
            new_value: to,
            creator_id: null,
            created_at: now,
          })),
        )
        .execute();
    return changed.length;
  });
}

/** Applies every time-based transition due at the app clock's now. Tests call it directly. */
export async function runSubscriptionSweep(host: SweepHost): Promise<SweepResult> {
  const deps = subscriptionDepsOf(host);
  const { db } = deps;
  const now = deps.clock.now();
  // The sandbox provider's billing first: renewals move dates, subscriptions set to cancel end.
  const sandbox = await advanceSandboxSubscriptions(db, now);
  for (const sub of sandbox)
    await syncSubscription(deps, { provider: 'sandbox', sub, providerTime: now, actorId: null });
  const trialsEnded = await transition(db, 'Free Trial', 'Free Trial Ended', 'trial_end_date', now);
  const subscriptionsExpired = await transition(
    db,
    'Subscription Cancelled',
    'Subscription Expired',
    'subscription_end_date',
    now,
  );
  return { trialsEnded, subscriptionsExpired, sandboxRenewalsOrEnds: sandbox.length };
}

/**
 * Runs the sweep now and every `intervalSeconds` (0 = off), in the one process of the database that holds the
 * scheduler lock (db/coordination.ts). Answers a function that stops it.
 */
export function startSubscriptionSweep(host: SweepHost, intervalSeconds: number): () => void {
  return runEvery(
    host.log,
    'subscription sweep',
    intervalSeconds,
    async () => {
      const result = await runSubscriptionSweep(host);
      if (result.trialsEnded || result.subscriptionsExpired || result.sandboxRenewalsOrEnds)
        host.log.info(result, 'subscription sweep');
    },
    async () => (host.deps.coordination ? host.deps.coordination.lead() : true),
  );
}
