import Stripe from 'stripe';
import type { Config } from '../../config.js';
import {
  DEFAULT_PLAN,
  type PaymentProvider,
  type ProductDto,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from './provider.js';

/** Builds the official SDK client; STRIPE_API_HOST/PORT/PROTOCOL point it at another host (tests). */
export function stripeClient(config: Config): Stripe {
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

const PRODUCTS_TTL_MS = 5 * 60_000;
const fromSeconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function toProductDto(p: Stripe.Product): ProductDto | null {
  const price = p.default_price;
  if (!price || typeof price === 'string' || !price.active || !price.recurring) return null;
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    default_price: {
      id: price.id,
      unit_amount: price.unit_amount,
      currency: price.currency,
      recurring: { interval: price.recurring.interval, interval_count: price.recurring.interval_count },
    },
  };
}

export function createStripeProvider(config: Config): PaymentProvider {
  const stripe = stripeClient(config);
  let cached: { at: number; products: ProductDto[] } | undefined;

  async function listProducts(): Promise<ProductDto[]> {
    if (cached && Date.now() - cached.at < PRODUCTS_TTL_MS) return cached.products;
    const list = await stripe.products.list({ active: true, limit: 100, expand: ['data.default_price'] });
    let products = list.data.map(toProductDto).filter((p): p is ProductDto => p !== null);
    if (products.length === 0) {
      const created = await stripe.products.create({
        name: DEFAULT_PLAN.name,
        description: DEFAULT_PLAN.description,
        default_price_data: {
          currency: DEFAULT_PLAN.currency,
          unit_amount: DEFAULT_PLAN.unitAmount,
          recurring: { interval: DEFAULT_PLAN.interval },
        },
        expand: ['default_price'],
      });
      products = [toProductDto(created)].filter((p): p is ProductDto => p !== null);
    }
    cached = { at: Date.now(), products };
    return products;
  }

  async function productNameOf(item: Stripe.SubscriptionItem | undefined): Promise<string> {
    const product = item?.price?.product;
    if (product && typeof product !== 'string' && 'name' in product) return product.name;
    const priceId = item?.price?.id;
    const known = (await listProducts().catch(() => [])).find((p) => p.default_price.id === priceId);
    return known?.name ?? DEFAULT_PLAN.name;
  }

  async function normalise(sub: Stripe.Subscription): Promise<ProviderSubscription> {
    const item = sub.items?.data?.[0];
    // API versions from 2025-03 keep the period on the items; older ones on the subscription itself.
    const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
    const start = item?.current_period_start ?? legacy.current_period_start;
    const end = item?.current_period_end ?? legacy.current_period_end;
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined),
      currentPeriodStart: fromSeconds(start) ?? new Date(sub.created * 1000),
      currentPeriodEnd: fromSeconds(end) ?? new Date(sub.created * 1000),
      endedAt: fromSeconds(sub.ended_at),
      productName: await productNameOf(item),
      metadata: { ...(sub.metadata ?? {}) },
    };
  }

  async function retrieveSubscription(id: string) {
    try {
      return await normalise(
        await stripe.subscriptions.retrieve(id, { expand: ['items.data.price.product'] }),
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  return {
    name: 'stripe',
    listProducts,
    async findPrice(priceId) {
      const product = (await listProducts()).find((p) => p.default_price.id === priceId);
      return product
        ? {
            productName: product.name,
            amount: product.default_price.unit_amount,
            currency: product.default_price.currency,
          }
        : undefined;
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
        client_reference_id: String(input.userId),
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
      const sub = session.subscription;
      let subscription: ProviderSubscription | null = null;
      if (sub)
        subscription = typeof sub === 'string' ? await retrieveSubscription(sub) : await normalise(sub);
      return {
        id: session.id,
        url: session.url,
        paymentStatus: session.payment_status,
        status: session.status,
        metadata: { ...(session.metadata ?? {}) },
        customerId: idOf(session.customer),
        subscription,
      };
    },
    retrieveSubscription,
    async cancelAtPeriodEnd(subscriptionId) {
      const sub = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
        expand: ['items.data.price.product'],
      });
      return normalise(sub);
    },
    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}

/** Verifies a webhook's Stripe-Signature on the raw body; throws when the signature is wrong. */
export function verifyStripeWebhook(config: Config, rawBody: Buffer, signature: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET!);
}

export { fromSeconds, idOf };
export type { Stripe };
