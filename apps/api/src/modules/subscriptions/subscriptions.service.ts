import {
  mayActOnAccount,
  mayCancelSubscription,
  mayCheckout,
  type PaymentSessionState,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { SubscriptionDeps } from './subscription-deps.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { ProviderCheckoutSession } from './provider.js';
import { paymentProvider } from './provider-registry.js';
import {
  checkoutSessionById,
  currentRow,
  insertStatusEvent,
  latestCheckoutSessionFor,
  liveProviderRow,
  rowById,
  toSubscriptionDto,
  type SubscriptionRow,
} from './subscriptions.queries.js';
import { mailCancellation, syncSubscription, type SyncInput } from './sync.service.js';
import { handleStripeEvent } from './webhook.js';
import type Stripe from 'stripe';

export const PAYMENT_NOT_COMPLETED = 'The payment has not been completed.';

/**
 * The subscription service: plans, checkout, the session lookup and confirmation, and cancellation, over explicit
 * dependencies (subscription-deps.ts). The subscriptions routes build it once from the app's dependencies.
 */
export function createSubscriptionsService(deps: SubscriptionDeps) {
  return {
    listProducts: () => listProducts(deps),
    createCheckout: (user: CurrentUser, input: { priceId: string }) => createCheckout(deps, user, input),
    lookupSession: (user: CurrentUser, sessionId: string) => lookupSession(deps, user, sessionId),
    sessionState: (sessionId: string) => sessionState(deps, sessionId),
    confirmPayment: (user: CurrentUser, rowId: number, input: { sendMail?: boolean; sessionId?: string }) =>
      confirmPayment(deps, user, rowId, input),
    cancelSubscription: (user: CurrentUser, rowId: number) => cancelSubscription(deps, user, rowId),
    /** Applies a provider's subscription (webhook, sandbox checkout page, sweep). */
    sync: (input: SyncInput) => syncSubscription(deps, input),
    handleStripeEvent: (event: Stripe.Event) => handleStripeEvent(deps, event),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

/** The plans on sale; none while payments are off (the UI then says 'No subscription plans available.'). */
async function listProducts(deps: SubscriptionDeps) {
  return (await deps.payments()?.listProducts()) ?? [];
}

/** Opens a checkout for the signed-in user (never for the e-mail in the payload alone). */
async function createCheckout(deps: SubscriptionDeps, user: CurrentUser, input: { priceId: string }) {
  const { db } = deps;
  const provider = paymentProvider(deps);
  const now = deps.clock.now();
  let current = await currentRow(db, user.id);
  const status = (current?.status ?? 'Registered') as SubscriptionStatus;
  // A paid subscription still running (even one that is not the current row) must be cancelled, not paid twice.
  if (await liveProviderRow(db, user.id)) throw new ConflictError('You already have an active subscription.');
  // The statuses the access policy lets open a checkout (policy.ts `mayCheckout`).
  if (!mayCheckout({ status }))
    throw new ConflictError(
      status === 'Test User'
        ? 'Test User accounts already have full access.'
        : 'You already have an active subscription.',
    );
  const price = await provider.findPrice(input.priceId);
  if (!price) throw new BadRequestError('priceId: unknown subscription plan');
  if (!current) {
    // Every checkout names the subscription row it replaces (metadata.subscriptionId).
    current = await db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, status: 'Registered', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const earlier = await db
    .selectFrom('user_subscriptions')
    .select('provider_customer_id')
    .where('user_id', '=', user.id)
    .where('provider', '=', provider.name)
    .where('provider_customer_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const publicUrl = deps.config.publicUrl;
  const session = await provider.createCheckoutSession({
    priceId: input.priceId,
    customerEmail: user.email,
    customerId: earlier?.provider_customer_id ?? null,
    userId: user.id,
    metadata: { loginEmail: user.email, subscriptionId: String(current.id), userId: String(user.id) },
    successUrl: `${publicUrl}/payment-status?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/payment-status?session_id={CHECKOUT_SESSION_ID}`,
  });
  if (provider.name === 'stripe') {
    await db
      .insertInto('checkout_sessions')
      .values({
        id: session.id,
        provider: 'stripe',
        user_id: user.id,
        subscription_row_id: current.id,
        login_email: user.email,
        price_id: input.priceId,
        product_name: price.productName,
        amount: price.amount,
        currency: price.currency,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return session;
}

/** A session the user may read: their own (admins: anyone's). */
async function ownedSession(deps: SubscriptionDeps, user: CurrentUser, sessionId: string) {
  const record = await checkoutSessionById(deps.db, sessionId);
  if (!record || (record.user_id !== user.id && !user.isAdmin))
    throw new NotFoundError('Payment session not found');
  return record;
}

function hasSpecMetadata(session: ProviderCheckoutSession) {
  return !!session.metadata.loginEmail && !!session.metadata.subscriptionId;
}

/** Asks the provider about the session and applies a paid one (spec: paid + loginEmail + subscriptionId). */
async function verifyAndApply(
  deps: SubscriptionDeps,
  sessionId: string,
  userId: number,
  sendConfirmation: boolean,
) {
  const provider = paymentProvider(deps);
  const session = await provider.retrieveCheckoutSession(sessionId);
  if (!session) throw new NotFoundError('Payment session not found');
  let row: SubscriptionRow | undefined;
  if (session.paymentStatus === 'paid' && hasSpecMetadata(session) && session.subscription) {
    const result = await syncSubscription(deps, {
      provider: provider.name,
      sub: session.subscription,
      providerTime: deps.clock.now(),
      userId,
      checkoutSessionId: session.id,
      sendConfirmation,
    });
    row = result?.row;
  }
  return { session, row };
}

/**
 * A checkout's outcome by its id alone (the provider's long random id is the capability; nothing about the user is
 * told): a paid one is applied as the signed-in lookup applies it, with its confirmation mail (sent once).
 */
async function sessionState(deps: SubscriptionDeps, sessionId: string): Promise<PaymentSessionState> {
  const record = await checkoutSessionById(deps.db, sessionId);
  if (!record) throw new NotFoundError('Payment session not found');
  const { session } = await verifyAndApply(deps, sessionId, record.user_id, true);
  if (session.paymentStatus === 'paid' && hasSpecMetadata(session)) return { state: 'paid' };
  return { state: session.status === 'expired' ? 'failed' : 'pending' };
}

async function lookupSession(deps: SubscriptionDeps, user: CurrentUser, sessionId: string) {
  const record = await ownedSession(deps, user, sessionId);
  const { session } = await verifyAndApply(deps, sessionId, record.user_id, false);
  const current = await currentRow(deps.db, record.user_id);
  const sub = session.subscription;
  return {
    paymentStatus: session.paymentStatus,
    metadata: {
      loginEmail: session.metadata.loginEmail ?? '',
      subscriptionId: session.metadata.subscriptionId ?? '',
    },
    stripeSubscriptionDetails: sub
      ? {
          current_period_start: Math.floor(sub.currentPeriodStart.getTime() / 1000),
          current_period_end: Math.floor(sub.currentPeriodEnd.getTime() / 1000),
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          productDetails: { name: sub.productName },
        }
      : null,
    subscriptionDetails: current ? toSubscriptionDto(current) : null,
  };
}

/**
 * PUT /user-subscriptions/{id}: the client reports a payment for subscription row {id}. The server looks the
 * payment up with the provider again and applies what the provider says; the status in the payload is ignored.
 */
async function confirmPayment(
  deps: SubscriptionDeps,
  user: CurrentUser,
  rowId: number,
  input: { sendMail?: boolean; sessionId?: string },
) {
  const { db } = deps;
  const row = await rowById(db, rowId);
  if (!row) throw new NotFoundError('Subscription not found');
  if (row.user_id !== user.id && !user.isAdmin)
    throw new ForbiddenError('You can only update your own subscription.');
  const record = input.sessionId
    ? await ownedSession(deps, user, input.sessionId)
    : await latestCheckoutSessionFor(db, row.user_id, row.id);
  if (record && record.user_id === row.user_id) {
    const { row: applied } = await verifyAndApply(deps, record.id, row.user_id, input.sendMail === true);
    if (!applied) throw new BadRequestError(PAYMENT_NOT_COMPLETED);
  } else if (row.provider && row.provider_subscription_id) {
    const provider = paymentProvider(deps);
    const sub = await provider.retrieveSubscription(row.provider_subscription_id);
    if (!sub) throw new BadRequestError(PAYMENT_NOT_COMPLETED);
    await syncSubscription(deps, {
      provider: provider.name,
      sub,
      providerTime: deps.clock.now(),
      userId: row.user_id,
      sendConfirmation: input.sendMail === true,
    });
  } else {
    throw new BadRequestError(PAYMENT_NOT_COMPLETED);
  }
  return toSubscriptionDto((await currentRow(db, row.user_id))!);
}

/**
 * Cancel at period end: Subscribed only, by its owner or an admin; access continues until the end date. The row is
 * the current one, or any paid provider subscription still running, so no paid subscription is out of reach.
 */
async function cancelSubscription(deps: SubscriptionDeps, user: CurrentUser, rowId: number) {
  const { db } = deps;
  const row = await rowById(db, rowId);
  if (!row) throw new NotFoundError('Subscription not found');
  if (!mayActOnAccount(user, row.user_id === user.id))
    throw new ForbiddenError('You can only cancel your own subscription.');
  const current = await currentRow(db, row.user_id);
  const reachable = current?.id === row.id || !!row.provider_subscription_id;
  if (!reachable || !mayCancelSubscription({ status: row.status as SubscriptionStatus }))
    throw new ConflictError('Only an active subscription can be cancelled.');
  if (row.provider && row.provider_subscription_id) {
    const provider = paymentProvider(deps);
    const sub = await provider.cancelAtPeriodEnd(row.provider_subscription_id);
    await syncSubscription(deps, {
      provider: provider.name,
      sub,
      providerTime: deps.clock.now(),
      actorId: user.id,
    });
  } else {
    // A subscription the provider does not know (set by hand): cancel it here, keeping its end date.
    const now = deps.clock.now();
    const updated = await db
      .updateTable('user_subscriptions')
      .set({ status: 'Subscription Cancelled', cancel_at_period_end: true, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'Subscribed')
      .returningAll()
      .executeTakeFirst();
    if (updated) {
      await insertStatusEvent(db, row.user_id, 'Subscription Cancelled', user.id, now);
      await mailCancellation(deps, updated);
    }
  }
  return toSubscriptionDto((await rowById(db, row.id))!);
}
