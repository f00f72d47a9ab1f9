import type Stripe from 'stripe';
import type { SubscriptionDeps } from './subscription-deps.js';
import { paymentProvider } from './provider-registry.js';
import { checkoutSessionById } from './subscriptions.queries.js';
import { fromSeconds, idOf } from './stripe-provider.js';
import { syncSubscription } from './sync.service.js';

// Stripe webhook events, applied once each (payment_events) and in provider time order (provider_synced_at).

/** A subscription object from an event, normalised without extra calls (product name may be empty). */
function fromEventSubscription(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const product = item?.price?.product;
  const created = new Date(sub.created * 1000);
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined),
    currentPeriodStart: fromSeconds(item?.current_period_start ?? legacy.current_period_start) ?? created,
    currentPeriodEnd: fromSeconds(item?.current_period_end ?? legacy.current_period_end) ?? created,
    endedAt: fromSeconds(sub.ended_at),
    productName: product && typeof product !== 'string' && 'name' in product ? product.name : '',
    metadata: { ...(sub.metadata ?? {}) },
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy ?? null);
}

async function applyEvent(deps: SubscriptionDeps, event: Stripe.Event) {
  const provider = paymentProvider(deps);
  const providerTime = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || session.payment_status !== 'paid' || !subscriptionId) return;
      if (!session.metadata?.loginEmail || !session.metadata?.subscriptionId) return;
      const record = await checkoutSessionById(deps.db, session.id);
      const userId = record?.user_id ?? (Number(session.client_reference_id) || undefined);
      const sub = await provider.retrieveSubscription(subscriptionId);
      if (!sub) return;
      await syncSubscription(deps, {
        provider: provider.name,
        sub,
        providerTime,
        userId,
        checkoutSessionId: session.id,
        sendConfirmation: true,
      });
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (!subscriptionId) return;
      const sub = await provider.retrieveSubscription(subscriptionId);
      if (!sub) return;
      await syncSubscription(deps, { provider: provider.name, sub, providerTime, sendConfirmation: true });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = fromEventSubscription(event.data.object);
      await syncSubscription(deps, { provider: provider.name, sub, providerTime, actorId: null });
      return;
    }
    default:
      return;
  }
}

/** Applies a verified event once; a replay answers `duplicate: true` and changes nothing. */
export async function handleStripeEvent(deps: SubscriptionDeps, event: Stripe.Event) {
  const { db } = deps;
  const claimed = await db
    .insertInto('payment_events')
    .values({
      provider: 'stripe',
      event_id: event.id,
      event_type: event.type,
      received_at: deps.clock.now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!claimed) return { received: true, duplicate: true };
  try {
    await applyEvent(deps, event);
  } catch (err) {
    // Not applied: forget it so Stripe's retry is applied.
    await db
      .deleteFrom('payment_events')
      .where('provider', '=', 'stripe')
      .where('event_id', '=', event.id)
      .execute();
    throw err;
  }
  return { received: true, duplicate: false };
}
