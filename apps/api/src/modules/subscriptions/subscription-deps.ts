import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/index.js';
import type { AppDeps, Clock, ServiceLog } from '../../deps.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PaymentProvider } from './provider.js';
import { configuredProvider } from './provider-registry.js';

/** What the subscription services need: the database, the clock, mail, the public URL, a log and payments. */
export interface SubscriptionDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: ServiceLog;
  /** The configured payment provider, or null when payments are off (provider-registry.ts). */
  payments(): PaymentProvider | null;
}

/** The subscription services' dependencies, from the app's (one payment provider per app). */
export function subscriptionDepsOf(host: { deps: AppDeps; log: ServiceLog }): SubscriptionDeps {
  const { database, clock, mailer, config } = host.deps;
  return {
    db: database.db,
    clock,
    mailer,
    config,
    log: host.log,
    payments: () => configuredProvider(host.deps),
  };
}
