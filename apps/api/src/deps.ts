// The server's dependency types, apart from app.ts so that modules, plugins and services can name them without
// importing the app builder (no module imports app.ts; docs/architecture.md, "Dependencies").
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, RequestClass } from './db/index.js';
import type { Coordination } from './db/coordination.js';
import type { Mailer } from './lib/mailer.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What the process hands to `buildApp`: every service is built from these. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: string;
  version: string;
  /**
   * Change notices and the scheduler lock shared by the processes on the database (db/coordination.ts); the
   * server always has one. Without it (tests' apps) nothing is cached across requests but what the table's data
   * version keys.
   */
  coordination?: Coordination;
}

/** Where a service logs what fails after the answer has gone (the app's pino logger). */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}
/** A service's log: failures, warnings and what a background job did (the app's pino logger). */
export interface ServiceLog extends ErrorLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    /** Overrides the request class of a route (default: GET and HEAD are reads, everything else a write). */
    requestClass?: RequestClass;
    /** Its reads may go to a read replica (db/read-routing.ts sets it from the route's path). */
    readReplica?: boolean;
  }
}
