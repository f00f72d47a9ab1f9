import { z } from 'zod';
import {
  checkoutSessionAnswer,
  checkoutSessionBody,
  int4IdParam,
  paymentSessionAnswer,
  paymentSessionState,
  planList,
  subscriptionDto,
  subscriptionUpdateBody,
  webhookAnswer,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError } from '../../lib/errors.js';
import { configuredProvider } from './provider-registry.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { verifyStripeWebhook } from './stripe-provider.js';
import { BODY_LIMITS } from '../../plugins/json-body.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['subscriptions'];
const idParams = z.object({ id: int4IdParam });

/** Products, checkout, session lookup, subscription update, cancel; plus Stripe's webhook. */
export async function subscriptionsRoutes(app: AppInstance) {
  app.get(
    '/user-subscriptions/products',
    {
      schema: {
        tags,
        summary: 'Subscription plans (the first plan’s default_price.id is used for checkout)',
        response: { 200: planList },
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
        body: checkoutSessionBody,
        response: { 200: checkoutSessionAnswer },
      },
    },
    async (req) => app.services.subscriptions.createCheckout(userOf(req), { priceId: req.body.priceId }),
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
        response: { 200: paymentSessionAnswer },
      },
    },
    async (req) => app.services.subscriptions.lookupSession(userOf(req), req.params.id),
  );

  app.get(
    '/user-subscriptions/session/:id/state',
    {
      // Applies a paid session like the lookup above: a write.
      config: { requestClass: 'write' },
      schema: {
        tags,
        summary: 'What became of a checkout session: paid (and applied), pending or failed',
        description:
          'For the payment-status page when the browser cannot sign the lookup (its session ended during ' +
          'checkout, or it came back on another host name). The session id is the only key; nothing about the ' +
          'user is returned.',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: paymentSessionState },
      },
    },
    async (req) => app.services.subscriptions.sessionState(req.params.id),
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
        body: subscriptionUpdateBody,
        response: { 200: subscriptionDto },
      },
    },
    async (req) =>
      app.services.subscriptions.confirmPayment(userOf(req), req.params.id, {
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
    async (req) => app.services.subscriptions.cancelSubscription(userOf(req), req.params.id),
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
      bodyLimit: BODY_LIMITS.webhook,
      schema: {
        tags,
        summary: 'Stripe webhook (Stripe-Signature verified with STRIPE_WEBHOOK_SECRET on the raw body)',
        response: { 200: webhookAnswer },
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
