import type { Kysely, Selectable } from 'kysely';
import type { SubscriptionDto, SubscriptionStatus } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { UserSubscriptions } from '../../db/index.js';

export type SubscriptionRow = Selectable<UserSubscriptions>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** The spec's subscription shape (stripeSubscriptionDetails periods in seconds). */
export function toSubscriptionDto(s: SubscriptionRow): SubscriptionDto {
  return {
    id: s.id,
    user_id: s.user_id,
    status: s.status as SubscriptionStatus,
    subscription_start_date: iso(s.subscription_start_date),
    subscription_end_date: iso(s.subscription_end_date),
    trial_end_date: iso(s.trial_end_date),
    stripeSubscriptionDetails:
      s.current_period_start && s.current_period_end
        ? {
            current_period_start: seconds(s.current_period_start),
            current_period_end: seconds(s.current_period_end),
            cancel_at_period_end: s.cancel_at_period_end,
            productDetails: { name: s.product_name ?? '' },
          }
        : null,
  };
}

/** The user's current (newest) subscription row. */
export function currentRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the user's row until the transaction ends (null when the user does not exist). Every change of a user's
 * status (an admin's, a payment's, a verification's free trial) takes this lock before it reads the current status,
 * so two changes of one user never interleave (a payment racing an admin's change).
 */
export function lockUserRow(trx: Kysely<DB>, userId: number) {
  return trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * The user's paid provider subscription that is still running (Subscribed or Subscription Cancelled with a
 * provider subscription id), newest first. It is normally the current row; while one exists the user may not
 * open another checkout and an admin may not change them.
 */
export function liveProviderRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['Subscribed', 'Subscription Cancelled'])
    .where('provider_subscription_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function rowById(db: Kysely<DB>, id: number) {
  return db.selectFrom('user_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function rowByProviderSubscription(db: Kysely<DB>, provider: string, subscriptionId: string) {
  return db
    .selectFrom('user_subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

export function userById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function checkoutSessionById(db: Kysely<DB>, id: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest checkout session a user opened for a subscription row (the spec's PUT names only the row). */
export function latestCheckoutSessionFor(db: Kysely<DB>, userId: number, subscriptionRowId: number) {
  return db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('subscription_row_id', '=', subscriptionRowId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertStatusEvent(
  db: Kysely<DB>,
  userId: number,
  status: SubscriptionStatus,
  creatorId: number | null,
  now: Date,
) {
  return db
    .insertInto('user_events')
    .values({
      user_id: userId,
      event_type: 'status_changed',
      new_value: status,
      creator_id: creatorId,
      created_at: now,
    })
    .execute();
}

/** Marks the activation mail of a row as sent; true only for the one caller that claimed it. */
export async function claimConfirmationMail(db: Kysely<DB>, rowId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('user_subscriptions')
    .set({ confirmation_mail_sent_at: now })
    .where('id', '=', rowId)
    .where('confirmation_mail_sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!claimed;
}
