import type {
  CheckoutSessionAnswer,
  CheckoutSessionBody,
  PaymentSession,
  PlanList,
  SubscriptionDto,
  SubscriptionUpdateBody,
} from '@utah-land/shared';
import { api } from './client.js';

// The subscription calls.

export const getPlans = () => api<PlanList>('/user-subscriptions/products');

export const createCheckoutSession = (body: CheckoutSessionBody) =>
  api<CheckoutSessionAnswer>('/user-subscriptions/create-checkout-session', { method: 'POST', body });

export const getPaymentSession = (sessionId: string) =>
  api<PaymentSession>(`/user-subscriptions/session/${encodeURIComponent(sessionId)}`);

export const updateSubscription = (id: number, body: SubscriptionUpdateBody) =>
  api<SubscriptionDto>(`/user-subscriptions/${id}`, { method: 'PUT', body });

export const cancelSubscription = (id: number) =>
  api<SubscriptionDto>(`/user-subscriptions/cancel/${id}`, { method: 'POST' });
