import type { AppDeps } from '../../app.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

const providers = new WeakMap<AppDeps, PaymentProvider>();

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. One instance per app. */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  let p = providers.get(deps);
  if (!p) {
    p = deps.config.STRIPE_SECRET_KEY ? createStripeProvider(deps.config) : createSandboxProvider(deps);
    providers.set(deps, p);
  }
  return p;
}
