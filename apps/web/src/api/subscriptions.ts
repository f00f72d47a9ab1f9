import type { SubscriptionDto } from '@utah-land/shared';
import { api } from './client.js';

// The subscription calls.

export interface Plan {
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

export interface StripeSubscriptionDetails {
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end?: boolean;
  productDetails?: { name: string };
}

export interface PaymentSession {
  paymentStatus: string;
  metadata: { loginEmail: string; subscriptionId: string };
  stripeSubscriptionDetails: StripeSubscriptionDetails | null;
  subscriptionDetails: SubscriptionDto | null;
}

export interface SubscriptionUpdate {
  status: 'Subscribed';
  loginUser: unknown;
  sendMail: boolean;
  stripeSubscriptionDetails: StripeSubscriptionDetails | null;
  subscription_start_date: string | null;
  subscription_end_date: string | null;
  /** Not in the spec's payload: the checkout session the server re-verifies. */
  sessionId?: string;
}

export const getPlans = () => api<Plan[]>('/user-subscriptions/products');

export const createCheckoutSession = (body: {
  priceId: string;
  customerEmail: string;
  subscriptionId?: number;
  loginEmail: string;
}) =>
  api<{ id: string; url: string }>('/user-subscriptions/create-checkout-session', { method: 'POST', body });

export const getPaymentSession = (sessionId: string) =>
  api<PaymentSession>(`/user-subscriptions/session/${encodeURIComponent(sessionId)}`);

export const updateSubscription = (id: number, body: SubscriptionUpdate) =>
  api<SubscriptionDto>(`/user-subscriptions/${id}`, { method: 'PUT', body });

export const cancelSubscription = (id: number) =>
  api<SubscriptionDto>(`/user-subscriptions/cancel/${id}`, { method: 'POST' });
