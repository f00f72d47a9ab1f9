import type { Kysely } from 'kysely';
import type { SubscriptionStatus } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { insertStatusEvent } from '../subscriptions/subscriptions.queries.js';

/** The user's current (newest) subscription row, if any. */
export { currentRow as currentSubscription } from '../subscriptions/subscriptions.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives the user a new current status: inserts a user_subscriptions row (the newest row is the current one)
 * and a user_events 'status_changed' row whose creator is the acting user (null for the system).
 * A Free Trial row gets trial_end_date = now + trialDays. Call it in a transaction that holds the user's row lock
 * (lockUserRow) and read the current status under that lock, so no payment's change interleaves with this one.
 */
export async function setUserStatus(
  db: Kysely<DB>,
  userId: number,
  status: SubscriptionStatus,
  creatorId: number | null,
  now: Date,
  trialDays: number,
) {
  const isTrial = status === 'Free Trial';
  const row = await db
    .insertInto('user_subscriptions')
    .values({
      user_id: userId,
      status,
      subscription_start_date: isTrial ? now : null,
      trial_end_date: isTrial ? new Date(now.getTime() + trialDays * DAY_MS) : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertStatusEvent(db, userId, status, creatorId, now);
  return row;
}

/** Starts a Free Trial of `days` days for the user (new subscription row + status_changed event); see setUserStatus. */
export function startFreeTrial(
  db: Kysely<DB>,
  userId: number,
  creatorId: number | null,
  now: Date,
  days: number,
) {
  return setUserStatus(db, userId, 'Free Trial', creatorId, now, days);
}
