// The services, wired once per app from its dependencies (app.ts decorates the app with them): each takes explicit
// dependencies (`createXService({ db, clock, mailer, … })`), so routes only parse, call a service and reply.
// See docs/architecture.md, "Dependencies".
import type { AppInstance } from './deps.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { subscriptionDepsOf } from './modules/subscriptions/subscription-deps.js';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from './modules/subscriptions/subscriptions.service.js';

export interface Services {
  auth: AuthService;
  subscriptions: SubscriptionsService;
}

/** Builds the services of an app (after @fastify/jwt is registered: the auth service signs with it). */
export function createServices(app: AppInstance): Services {
  const { database, clock, mailer, config } = app.deps;
  return {
    auth: createAuthService({
      db: database.db,
      clock,
      mailer,
      config,
      log: app.log,
      signToken: (payload) => app.jwt.sign(payload),
    }),
    subscriptions: createSubscriptionsService(subscriptionDepsOf(app)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
