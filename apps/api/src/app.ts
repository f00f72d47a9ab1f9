import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { Coordination } from './db/coordination.js';
import type { Mailer } from './lib/mailer.js';
import { registerErrorHandler, errorBody } from './plugins/error-handler.js';
import { registerAuthGuards } from './plugins/auth.js';
import { registerNulByteGuard } from './plugins/nul-bytes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebFiles } from './plugins/web-files.js';
import { requestClassOf, statementTimeouts } from './db/timeouts.js';
import { apiModules } from './modules/index.js';
import { ParcelPointsStore } from './modules/parcels/parcel-points-store.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

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
}

export interface BuildAppOptions {
  deps: AppDeps;
  /** A pino logger to use, or false for none (tests). */
  logger?: FastifyBaseLogger | false;
  /** Directory of the built web UI; served at / with an SPA fallback when it exists. */
  webDist?: string;
}

export async function buildApp({ deps, logger = false, webDist }: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // The parcels caches of this process (points, cluster grid) reload when any process writes parcels.
  if (deps.coordination) ParcelPointsStore.of(deps.database.db).followChanges(deps.coordination);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  registerNulByteGuard(app);
  app.addHook('onRequest', (req, _reply, done) => {
    const ms =
      requestClassOf(req) === 'read'
        ? deps.config.STATEMENT_TIMEOUT_MS
        : deps.config.STATEMENT_TIMEOUT_WRITE_MS;
    // Everything after this hook (guards, handler, its queries) runs with the request's statement timeout.
    statementTimeouts.run({ ms }, done);
  });

  await app.register(fastifyJwt, { secret: deps.jwtSecret, sign: { expiresIn: deps.config.JWT_EXPIRES_IN } });
  await app.register(fastifyRateLimit, { global: false });
  registerAuthGuards(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Utah Land API', version: deps.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );

  const serveWeb = !!webDist && existsSync(join(webDist, 'index.html'));
  if (serveWeb) await registerWebFiles(app, webDist);
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // Every non-API GET that is not a file is a client-side route of the single-page app; a missing built file
    // (/assets/…, e.g. a chunk of an older build) is a 404, never the page under a one-year cache.
    if (serveWeb && req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, `Route ${req.method} ${path} not found`));
  });
  return app;
}
