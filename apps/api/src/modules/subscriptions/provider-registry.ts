import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

export const PAYMENTS_OFF = 'Payments are not set up on this server yet. Please contact admin to subscribe.';

const providers = new WeakMap<AppDeps, PaymentProvider>();

/**
 * The provider of the configured payments mode (config.payments): Stripe, or the built-in sandbox only when it
 * was chosen (PAYMENTS=sandbox, `npm start`, tests); null when payments are off. One instance per app.
 */
export function configuredProvider(deps: AppDeps): PaymentProvider | null {
  if (deps.config.payments === 'off') return null;
  let p = providers.get(deps);
  if (!p) {
    p = deps.config.payments === 'stripe' ? createStripeProvider(deps.config) : createSandboxProvider(deps);
    providers.set(deps, p);
  }
  return p;
}

/** The configured provider; 503 with a clear message when payments are off. */
export function paymentProvider(deps: { payments(): PaymentProvider | null }): PaymentProvider {
  const p = deps.payments();
  if (!p) throw new AppError(503, PAYMENTS_OFF);
  return p;
}
