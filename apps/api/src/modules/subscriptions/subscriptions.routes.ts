import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, subscriptionDto, userDto } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError } from '../../lib/errors.js';
import { configuredProvider } from './provider-registry.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { verifyStripeWebhook } from './stripe-provider.js';

const tags = ['subscriptions'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

const product = z.object({
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

const periodDetails = z.object({
  current_period_start: z.number(),
  current_period_end: z.number(),
  cancel_at_period_end: z.boolean().optional(),
  productDetails: z.object({ name: z.string() }).optional(),
});

/** Products, checkout, session lookup, subscription update, cancel; plus Stripe's webhook. */
export async function subscriptionsRoutes(app: AppInstance) {
  app.get(
    '/user-subscriptions/products',
    {
      schema: {
        tags,
        summary: 'Subscription plans (the first plan’s default_price.id is used for checkout)',
        response: { 200: z.array(product) },
      },
    },
    async () => app.services.subscriptions.listProducts(),
  );

  app.post(
    '/user-subscriptions/create-checkout-session',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Opens a checkout for the signed-in user',
        description:
          'customerEmail, loginEmail and subscriptionId are accepted for compatibility; the server always ' +
          'bills the signed-in user and names their current subscription row.',
        body: z.object({
          priceId: z.string().trim().min(1).max(200),
          customerEmail: z.string().max(320).optional(),
          subscriptionId: z.union([z.number(), z.string()]).nullish(),
          loginEmail: z.string().max(320).optional(),
        }),
        response: { 200: z.object({ id: z.string(), url: z.string() }) },
      },
    },
    async (req) => app.services.subscriptions.createCheckout(req.currentUser!, { priceId: req.body.priceId }),
  );

  app.get(
    '/user-subscriptions/session/:id',
    {
      preHandler: app.authenticate,
      // It applies a paid session: a write (its statement timeout, and plugins/auth.ts drops cached lookups).
      config: { requestClass: 'write' },
      schema: {
        tags,
        summary: 'Looks a checkout session up with the provider and applies a paid one',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            paymentStatus: z.string(),
            metadata: z.object({ loginEmail: z.string(), subscriptionId: z.string() }),
            stripeSubscriptionDetails: periodDetails.nullable(),
            subscriptionDetails: subscriptionDto.nullable(),
          }),
        },
      },
    },
    async (req) => app.services.subscriptions.lookupSession(req.currentUser!, req.params.id),
  );

  app.put(
    '/user-subscriptions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Confirms the payment of subscription {id} (re-verified with the provider)',
        description:
          'The spec’s update payload. The status and dates sent are ignored: the server asks the provider. ' +
          'sendMail requests the confirmation mail (sent once per subscription). sessionId is optional.',
        params: idParams,
        body: z
          .object({
            status: z.enum(SUBSCRIPTION_STATUSES).optional(),
            loginUser: userDto
              .partial()
              .nullish()
              .describe('The signed-in user as the login answer gave it (the stored session); ignored'),
            sendMail: z.boolean().optional(),
            stripeSubscriptionDetails: periodDetails.loose().nullish(),
            subscription_start_date: z.string().nullish(),
            subscription_end_date: z.string().nullish(),
            sessionId: z.string().min(1).max(200).optional(),
          })
          .loose(),
        response: { 200: subscriptionDto },
      },
    },
    async (req) =>
      app.services.subscriptions.confirmPayment(req.currentUser!, req.params.id, {
        sendMail: req.body.sendMail,
        sessionId: req.body.sessionId,
      }),
  );

  app.post(
    '/user-subscriptions/cancel/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Cancels subscription {id} at the end of its billing period (owner or admin)',
        params: idParams,
        response: { 200: subscriptionDto },
      },
    },
    async (req) => app.services.subscriptions.cancelSubscription(req.currentUser!, req.params.id),
  );

  await app.register(webhookRoute);
  await app.register(sandboxRoutes);
}

/** Stripe's signed webhook; its own scope so the body stays raw bytes for the signature check. */
async function webhookRoute(app: AppInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    '/user-subscriptions/webhook',
    {
      config: { rawBody: true },
      schema: {
        tags,
        summary: 'Stripe webhook (Stripe-Signature verified with STRIPE_WEBHOOK_SECRET on the raw body)',
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
      },
    },
    async (req) => {
      const { config } = app.deps;
      if (configuredProvider(app.deps)?.name !== 'stripe' || !config.STRIPE_WEBHOOK_SECRET)
        throw new BadRequestError('Webhooks are not configured');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
        throw new BadRequestError('Missing Stripe-Signature header or body');
      let event;
      try {
        event = verifyStripeWebhook(config, req.body, signature);
      } catch {
        throw new BadRequestError('Invalid webhook signature');
      }
      return app.services.subscriptions.handleStripeEvent(event);
    },
  );
}
