import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_example' };

describe('[CONFIG] payments never fail open (issue 12)', () => {
  it('keeps payments off without a Stripe key, in production and in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toBe('off');
    expect(loadConfig({}).payments).toBe('off');
  });

  it('uses the sandbox only when chosen, or under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test', PAYMENTS: 'off' }).payments).toBe('off');
  });

  it('uses Stripe with a key and its webhook secret', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).payments).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'test', ...STRIPE }).payments).toBe('stripe');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_live_example' }, 'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe' }, 'PAYMENTS: stripe needs STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'sandbox', ...STRIPE }, 'PAYMENTS: sandbox cannot be used with STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'free' }, 'PAYMENTS: must be stripe, sandbox or off'],
  ])('refuses to start with %o, naming the variable', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });
});
