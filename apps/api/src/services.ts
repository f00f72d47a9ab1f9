// The services, wired once per app from its dependencies (app.ts decorates the app with them): each is a factory
// over explicit dependencies (`createXService({ db, clock, mailer, … })`), so routes only parse, call a service
// and reply. See docs/architecture.md, "Dependencies".
import type { AppInstance } from './deps.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { createBookmarksService, type BookmarksService } from './modules/bookmarks/bookmarks.service.js';
import {
  createQualificationService,
  type QualificationService,
} from './modules/qualification/qualification.service.js';
import { createPlaceSearch } from './modules/search/search.service.js';
import { subscriptionDepsOf } from './modules/subscriptions/subscription-deps.js';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from './modules/subscriptions/subscriptions.service.js';
import { createUsersService, type UsersService } from './modules/users/users.service.js';

export interface Services {
  auth: AuthService;
  bookmarks: BookmarksService;
  qualification: QualificationService;
  search: ReturnType<typeof createPlaceSearch>;
  subscriptions: SubscriptionsService;
  users: UsersService;
}

/** Builds the services of an app (after @fastify/jwt is registered: the auth service signs with it). */
export function createServices(app: AppInstance): Services {
  const { database, clock, mailer, config } = app.deps;
  const db = database.db;
  const users = createUsersService({ db, clock, trialDays: config.TRIAL_DAYS });
  return {
    auth: createAuthService({
      db,
      clock,
      mailer,
      config,
      log: app.log,
      signToken: (payload) => app.jwt.sign(payload),
      users,
    }),
    bookmarks: createBookmarksService({ db }),
    qualification: createQualificationService({ db, clock }),
    search: createPlaceSearch({ db, config }),
    subscriptions: createSubscriptionsService(subscriptionDepsOf(app)),
    users,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
