import type { Kysely } from 'kysely';
import type { SubscriptionStatus } from '@utah-land/shared';
import type { SubscriptionDeps } from './subscription-deps.js';
import type { DB } from '../../db/index.js';
import type { ProviderName, ProviderSubscription } from './provider.js';
import { paymentProvider } from './provider-registry.js';
import {
  claimConfirmationMail,
  currentRow,
  insertStatusEvent,
  liveProviderRow,
  lockUserRow,
  rowById,
  rowByProviderSubscription,
  userById,
  type SubscriptionRow,
} from './subscriptions.queries.js';
import { sendActivationMail, sendCancellationMail } from './subscription.mails.js';

/** Spec: the end date is the provider's period end plus one hour. */
export const END_DATE_GRACE_MS = 3_600_000;

const LIVE = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Our status for a provider subscription, or null when it says nothing yet (incomplete, unpaid, paused). */
export function statusFor(sub: ProviderSubscription): SubscriptionStatus | null {
  if (ENDED.has(sub.status)) return 'Subscription Expired';
  if (LIVE.has(sub.status)) return sub.cancelAtPeriodEnd ? 'Subscription Cancelled' : 'Subscribed';
  return null;
}

export interface SyncInput {
  provider: ProviderName;
  sub: ProviderSubscription;
  /** Provider time of the information (webhook event `created`, or now for a fresh lookup). */
  providerTime: Date;
  /** Whose subscription it is when no row knows it yet (our checkout session record or its metadata). */
  userId?: number;
  checkoutSessionId?: string | null;
  /** Who acted (user events' creator); the user themselves for payments, null for the provider or the clock. */
  actorId?: number | null;
  /** Send the activation mail if it has not been sent for this subscription yet. */
  sendConfirmation?: boolean;
}

export interface SyncResult {
  row: SubscriptionRow;
  /** The payment was a second subscription of a user who already had one; it was ended at the provider. */
  duplicate?: boolean;
}

function periodValues(sub: ProviderSubscription, status: SubscriptionStatus, providerTime: Date) {
  const ended = status === 'Subscription Expired' && sub.endedAt;
  return {
    status,
    subscription_start_date: sub.currentPeriodStart,
    subscription_end_date: ended
      ? new Date(Math.min(sub.endedAt!.getTime(), sub.currentPeriodEnd.getTime() + END_DATE_GRACE_MS))
      : new Date(sub.currentPeriodEnd.getTime() + END_DATE_GRACE_MS),
    current_period_start: sub.currentPeriodStart,
    current_period_end: sub.currentPeriodEnd,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    provider_customer_id: sub.customerId,
    provider_synced_at: providerTime,
    ...(sub.productName ? { product_name: sub.productName } : {}),
  };
}

/**
 * Inside a transaction: records a paid provider subscription as the user's new current row (with its
 * status_changed event), holding the user's row lock (lockUserRow) so no other status change of the user
 * interleaves. A subscription already recorded answers its row; a second live subscription of a user who already
 * has one is not recorded (`duplicate`: the caller ends it at the provider). Null when the user does not exist.
 */
export async function recordProviderSubscription(
  trx: Kysely<DB>,
  input: Pick<SyncInput, 'provider' | 'sub' | 'providerTime' | 'checkoutSessionId' | 'actorId'> & {
    userId: number;
    target: 'Subscribed' | 'Subscription Cancelled';
    now: Date;
  },
): Promise<{ row: SubscriptionRow; inserted: boolean; duplicate: boolean } | null> {
  const { userId, provider, sub, target, now } = input;
  if (!(await lockUserRow(trx, userId))) return null;
  const known = await rowByProviderSubscription(trx, provider, sub.id);
  if (known) return { row: known, inserted: false, duplicate: false };
  const live = await liveProviderRow(trx, userId);
  if (live && live.provider_subscription_id !== sub.id)
    return { row: live, inserted: false, duplicate: true };
  const inserted = await trx
    .insertInto('user_subscriptions')
    .values({
      user_id: userId,
      provider,
      provider_subscription_id: sub.id,
      provider_checkout_session_id: input.checkoutSessionId ?? null,
      product_name: sub.productName || null,
      created_at: now,
      updated_at: now,
      ...periodValues(sub, target, input.providerTime),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertStatusEvent(trx, userId, target, input.actorId === undefined ? userId : input.actorId, now);
  return { row: inserted, inserted: true, duplicate: false };
}

/**
 * Applies the provider's verified view of one subscription to user_subscriptions. Idempotent: a provider
 * subscription has at most one row (unique per provider), information older than what the row already
 * reflects is ignored, an ended subscription never comes back, and a user's second live subscription is
 * ended at the provider instead of being recorded.
 */
export async function syncSubscription(deps: SubscriptionDeps, input: SyncInput): Promise<SyncResult | null> {
  const { db } = deps;
  const now = deps.clock.now();
  const { sub, provider } = input;
  const target = statusFor(sub);
  let row = await rowByProviderSubscription(db, provider, sub.id);

  if (!row) {
    if (target !== 'Subscribed' && target !== 'Subscription Cancelled') return null;
    const userId = input.userId ?? (Number(sub.metadata.userId) || undefined);
    if (!userId) return null;
    const outcome = await db
      .transaction()
      .execute((trx) => recordProviderSubscription(trx, { ...input, userId, target, now }));
    if (!outcome) return null;
    if (outcome.duplicate) {
      // Paying twice: keep the subscription the user already has and end the second one at the provider.
      await paymentProvider(deps)
        .cancelNow(sub.id)
        .catch((err) =>
          deps.log.error({ err, subscription: sub.id }, 'could not end a duplicate subscription'),
        );
      deps.log.warn(
        { userId, kept: outcome.row.provider_subscription_id, ended: sub.id },
        'duplicate subscription',
      );
      return { row: outcome.row, duplicate: true };
    }
    if (outcome.inserted) {
      row = outcome.row;
    } else {
      return syncSubscription(deps, input); // recorded meanwhile by a concurrent call: apply as an update
    }
  } else {
    const stale = row.provider_synced_at && input.providerTime < new Date(row.provider_synced_at);
    if (!stale && target && row.status !== 'Subscription Expired') {
      const updated = await db
        .updateTable('user_subscriptions')
        .set({ ...periodValues(sub, target, input.providerTime), updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .returningAll()
        .executeTakeFirst();
      if (updated) {
        const isCurrent = (await currentRow(db, row.user_id))?.id === row.id;
        if (updated.status !== row.status && isCurrent) {
          await insertStatusEvent(db, row.user_id, target, input.actorId ?? null, now);
          if (target === 'Subscription Cancelled') await mailCancellation(deps, updated);
        }
        row = updated;
      } else {
        row = (await rowById(db, row.id))!; // changed concurrently; that change wins
      }
    }
  }
  if (input.sendConfirmation && row.status === 'Subscribed') await mailActivation(deps, row);
  return { row };
}

async function mailActivation(deps: SubscriptionDeps, row: SubscriptionRow) {
  const { db } = deps;
  try {
    if (!(await claimConfirmationMail(db, row.id, deps.clock.now()))) return;
    const user = await userById(db, row.user_id);
    if (!user) return;
    await sendActivationMail(deps.mailer, user, {
      productName: row.product_name ?? 'Utah Land',
      renewsOn: row.subscription_end_date ?? row.current_period_end ?? deps.clock.now(),
      publicUrl: deps.config.publicUrl,
    });
  } catch (err) {
    deps.log.error({ err, subscription: row.id }, 'activation mail failed');
  }
}

export async function mailCancellation(deps: SubscriptionDeps, row: SubscriptionRow) {
  try {
    const user = await userById(deps.db, row.user_id);
    if (!user) return;
    await sendCancellationMail(deps.mailer, user, {
      endsOn: row.subscription_end_date ?? row.current_period_end ?? deps.clock.now(),
      publicUrl: deps.config.publicUrl,
    });
  } catch (err) {
    deps.log.error({ err, subscription: row.id }, 'cancellation mail failed');
  }
}
