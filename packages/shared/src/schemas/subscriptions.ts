import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../enums.js';
import { subscriptionDto, userDto } from './account.js';

// What the /user-subscriptions routes answer (a subscription row itself is account.ts's subscriptionDto), and the
// two bodies the web sends.

/** A subscription plan (GET /user-subscriptions/products; the first plan's default_price.id is used for checkout). */
export const plan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  default_price: z.object({
    id: z.string(),
    unit_amount: z.number().nullable(),
    currency: z.string(),
    recurring: z.object({ interval: z.string(), interval_count: z.number() }).nullable(),
  }),
});
export type Plan = z.infer<typeof plan>;

export const planList = z.array(plan);
export type PlanList = z.infer<typeof planList>;

/** POST /user-subscriptions/create-checkout-session: the checkout's id and the page to send the user to. */
export const checkoutSessionAnswer = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionAnswer = z.infer<typeof checkoutSessionAnswer>;

/** The provider's billing period of a subscription (times in seconds since 1970). */
export const stripePeriodDetails = z.object({
  current_period_start: z.number(),
  current_period_end: z.number(),
  cancel_at_period_end: z.boolean().optional(),
  productDetails: z.object({ name: z.string() }).optional(),
});
export type StripeSubscriptionDetails = z.infer<typeof stripePeriodDetails>;

/**
 * POST /user-subscriptions/create-checkout-session. customerEmail, loginEmail and subscriptionId are accepted for
 * compatibility: the server bills the signed-in user.
 */
export const checkoutSessionBody = z.object({
  priceId: z.string().trim().min(1).max(200),
  customerEmail: z.string().max(320).optional(),
  subscriptionId: z.union([z.number(), z.string()]).nullish(),
  loginEmail: z.string().max(320).optional(),
});
export type CheckoutSessionBody = z.input<typeof checkoutSessionBody>;

/** PUT /user-subscriptions/{id}: the spec's update payload; the server re-verifies the payment with the provider. */
export const subscriptionUpdateBody = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    loginUser: userDto
      .partial()
      .nullish()
      .describe('The signed-in user as the login answer gave it (the stored session); ignored'),
    sendMail: z.boolean().optional(),
    stripeSubscriptionDetails: stripePeriodDetails.loose().nullish(),
    subscription_start_date: z.string().nullish(),
    subscription_end_date: z.string().nullish(),
    sessionId: z.string().min(1).max(200).optional(),
  })
  .loose();
export type SubscriptionUpdateBody = z.input<typeof subscriptionUpdateBody>;

/** GET /user-subscriptions/session/{id}: the checkout session as the provider reports it, applied when paid. */
export const paymentSessionAnswer = z.object({
  paymentStatus: z.string(),
  metadata: z.object({ loginEmail: z.string(), subscriptionId: z.string() }),
  stripeSubscriptionDetails: stripePeriodDetails.nullable(),
  subscriptionDetails: subscriptionDto.nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionAnswer>;

/**
 * GET /user-subscriptions/session/{id}/state: what became of a checkout, for a browser that cannot sign the lookup
 * (its session ended during checkout, or it came back on another host name): paid (applied), pending or failed.
 */
export const paymentSessionState = z.object({ state: z.enum(['paid', 'pending', 'failed']) });
export type PaymentSessionState = z.infer<typeof paymentSessionState>;

/** POST /user-subscriptions/webhook: whether the event was taken, and whether it had been seen before. */
export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;
