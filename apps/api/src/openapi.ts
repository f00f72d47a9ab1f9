// The OpenAPI document of the API as the route schemas make it, without a database: the committed copy
// (docs/openapi.json) is regenerated with `npm run openapi` and checked by apps/api/test/unit/openapi.test.ts, so a
// change of any route's shape shows in review. See CONTRIBUTING.md, "5. OpenAPI".
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { compileOnlyKysely, type Database } from './db/index.js';
import { systemClock } from './deps.js';

/** Where the committed document lives, from the repository's root. */
export const OPENAPI_PATH = 'docs/openapi.json';

/** A database that is never reached: building the app and its document runs no query. */
function unreachableDatabase(): Database {
  const db = compileOnlyKysely();
  return {
    kind: 'postgres',
    db,
    runScript: () => Promise.reject(new Error('no database while generating the OpenAPI document')),
    close: () => db.destroy(),
  };
}

/** The OpenAPI document, as `GET /api/docs/json` serves it (with a fixed version, so it does not change per run). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'openapi-document-secret-that-is-long-enough',
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
  });
  const database = unreachableDatabase();
  const mailer = { send: () => Promise.resolve() };
  const app = await buildApp({
    deps: {
      config,
      database,
      mailer,
      clock: systemClock,
      jwtSecret: config.JWT_SECRET!,
      version: 'committed',
    },
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The committed file's text for a document: two-space JSON and a final newline (as Prettier writes it). */
export const openApiText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
