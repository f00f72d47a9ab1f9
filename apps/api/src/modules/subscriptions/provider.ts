export type ProviderName = 'stripe' | 'sandbox';

/** A plan as the UI reads it (Stripe's product with `expand: ['default_price']`). */
export interface ProductDto {
  id: string;
  name: string;
  description: string | null;
  default_price: {
    id: string;
    unit_amount: number | null;
    currency: string;
    recurring: { interval: string; interval_count: number } | null;
  };
}

/** The provider's subscription, normalised. Times are Dates (the provider's own clock). */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** Stripe's statuses: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  endedAt: Date | null;
  productName: string;
  metadata: Record<string, string>;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  /** 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  status: string | null;
  metadata: Record<string, string>;
  customerId: string | null;
  subscription: ProviderSubscription | null;
}

export interface CreateCheckoutInput {
  priceId: string;
  customerEmail: string;
  /** The provider customer of an earlier subscription of this user, reused when known. */
  customerId: string | null;
  userId: number;
  metadata: { loginEmail: string; subscriptionId: string; userId: string };
  successUrl: string;
  cancelUrl: string;
}

/**
 * What the server needs from a card payment provider. Every status the server stores comes from these answers
 * (or from a signed webhook), never from the browser.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Active plans with a recurring default price; creates the default plan when there is none. */
  listProducts(): Promise<ProductDto[]>;
  /** Product name of a price, or undefined when the price does not exist or is not a plan's price. */
  findPrice(
    priceId: string,
  ): Promise<{ productName: string; amount: number | null; currency: string } | undefined>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** The session with its subscription, or null when the provider does not know it. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a subscription at once (a duplicate second payment). */
  cancelNow(subscriptionId: string): Promise<void>;
}

export const DEFAULT_PLAN = {
  name: 'Utah Land Pro',
  description: 'Full access to Utah parcels, projects, matching and exports',
  unitAmount: 4900,
  currency: 'usd',
  interval: 'month' as const,
};
