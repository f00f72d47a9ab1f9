import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance } from './deps.js';
import { fastifyTrustProxy } from './config.js';
import { registerErrorHandler, errorBody } from './plugins/error-handler.js';
import { registerAuthGuards } from './plugins/auth.js';
import { BODY_LIMITS, registerJsonBodyParser } from './plugins/json-body.js';
import { registerNulByteGuard } from './plugins/nul-bytes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebFiles } from './plugins/web-files.js';
import {
  API_V1_PREFIX,
  API_VERSION,
  contractTransform,
  contractTransformObject,
  registerDeprecations,
  unversionedUrl,
} from './plugins/openapi-contract.js';
import { requestClassOf, statementTimeouts } from './db/index.js';
import { apiModules } from './modules/index.js';
import { DataVersions } from './db/data-versions.js';
import { registerReadRouting } from './db/read-routing.js';
import { createServices } from './services.js';

export { systemClock, type AppDeps, type AppInstance, type Clock } from './deps.js';

/** An operation id from a method and a path: the method, then each path segment in camel case, parameters as 'By…'. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
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
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    bodyLimit: BODY_LIMITS.default,
    ajv: { customOptions: { coerceTypes: 'array' } },
    // The versioned contract: `/api/v1/x` is the route `/api/x` itself (same guards, limits and caches); the web
    // app keeps calling `/api/x` (docs/api.md, "Versions and the contract").
    rewriteUrl: (req) => unversionedUrl(req.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // The caches of this process (parcel points, cluster grid, tiles) follow the data versions of what they hold
  // (db/data-versions.ts): trusted until any process's change notice, and forgotten when this process writes.
  const dataVersions = DataVersions.of(deps.database.db);
  if (deps.coordination) dataVersions.follow(deps.coordination);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  registerJsonBodyParser(app);
  registerNulByteGuard(app);
  app.addHook('onRequest', (req, _reply, done) => {
    const ms =
      requestClassOf(req) === 'read'
        ? deps.config.STATEMENT_TIMEOUT_MS
        : deps.config.STATEMENT_TIMEOUT_WRITE_MS;
    // Everything after this hook (guards, handler, its queries) runs with the request's statement timeout.
    statementTimeouts.run({ ms }, done);
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (requestClassOf(req) === 'write') dataVersions.forget();
    return payload;
  });
  // With DATABASE_REPLICA_URLS: the map's, search's, matches' and statistics' reads go to a replica that has every
  // answered write (db/read-routing.ts). Before the routes: it marks them as they are added.
  registerReadRouting(app);

  // Every answer over 1 KB of a compressible type (JSON, GeoJSON, text, CSV, KML) is compressed by the client's
  // Accept-Encoding, brotli (quality 4: a fraction of quality 11's time) before gzip, streamed answers (GIS exports)
  // included. It must come before the routes: it hooks each one as it is added. Tiles and the UI's files are stored
  // compressed and say so (Content-Encoding), so they pass through untouched.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyJwt, { secret: deps.jwtSecret, sign: { expiresIn: deps.config.JWT_EXPIRES_IN } });
  await app.register(fastifyRateLimit, { global: false });
  registerAuthGuards(app);
  app.decorate('services', createServices(app));

  // Every documented route gets an operation id from its method and path (GET /api/parcels/info/:id →
  // getParcelsInfoById), unless its schema names one: one rule, no route can be left without.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide || route.schema.operationId) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      route.schema = { ...route.schema, operationId: operationIdOf(method, route.url) };
    }
  });
  registerDeprecations(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Utah Land API',
        version: API_VERSION,
        description: 'Parcels, projects, matches and surveys of Utah land. docs/api.md is the guide.',
      },
      servers: [
        { url: API_V1_PREFIX, description: 'Version 1' },
        { url: '/api', description: "The web app's unversioned paths: always the current version" },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A sign-in token' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: "A user's API key" },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    // Paths relative to the servers, each operation's security, error and file answers (plugins/openapi-contract.ts);
    // schemas with an id (the match rows, packages/shared) become components.schemas, referred to by $ref.
    transform: contractTransform,
    transformObject: contractTransformObject,
    // contractTransform already made the paths relative; stripping '/api' again would turn /api-keys into -keys.
    stripBasePath: false,
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
    const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
    // Every non-API GET that is not a file is a client-side route of the single-page app; a missing built file
    // (/assets/…, e.g. a chunk of an older build) is a 404, never the page under a one-year cache.
    if (serveWeb && req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, `Route ${req.method} ${path} not found`));
  });
  return app;
}
