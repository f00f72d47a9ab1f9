// The MCP server over stdio (`npm run --silent mcp`; docs/api.md, "MCP"): the same tools as POST /api/mcp, for one
// caller resolved once at start from UTAH_LAND_API_KEY (or UTAH_LAND_TOKEN, a session token) by the guards' own
// check (resolveCredential, plugins/auth.ts). The database is the server's (DATABASE_URL, else DATA_DIR). stdout
// carries the protocol: the log goes to stderr.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { sessionDataRefusal, sessionMayUseData } from '@utah-land/shared';
import { buildApp, systemClock } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { ensureJwtSecret } from './db/seed/bootstrap.js';
import { AppError } from './lib/errors.js';
import { createMailer } from './lib/mailer.js';
import { createMcpServer } from './modules/mcp/mcp.tools.js';
import { resolveCredential } from './plugins/auth.js';

const here = dirname(fileURLToPath(import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')) as { version: string })
  .version;

function fail(message: string): never {
  process.stderr.write(`utah-land mcp: ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const credential = process.env.UTAH_LAND_API_KEY || process.env.UTAH_LAND_TOKEN;
if (!credential) fail('set UTAH_LAND_API_KEY to your API key (or UTAH_LAND_TOKEN to a session token)');

const logger = pino({ level: config.LOG_LEVEL }, pino.destination(2));
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
const jwtSecret = await ensureJwtSecret(database.db, config.JWT_SECRET);
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  db: database.db,
  log: logger,
});
const app = await buildApp({
  deps: { config, database, mailer, clock: systemClock, jwtSecret, version: VERSION },
  logger,
});
await app.ready();

async function stop(code: number) {
  await app.close();
  await database.close();
  process.exit(code);
}

let caller;
try {
  caller = await resolveCredential(app, credential);
} catch (err) {
  if (err instanceof AppError) {
    process.stderr.write(`utah-land mcp: ${err.message}\n`);
    await stop(1);
  }
  throw err;
}
// The route's guard (requireDataAccess): refused callers are told why, and nothing is served.
const v = caller!.viewer;
if (!sessionMayUseData(v, v.scope)) {
  process.stderr.write(`utah-land mcp: ${sessionDataRefusal(v, v.scope)}\n`);
  await stop(1);
}

const server = createMcpServer({ app, caller: caller!, log: logger });
const transport = new StdioServerTransport();
transport.onclose = () => void stop(0);
await server.connect(transport);
process.stdin.on('end', () => void stop(0));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
logger.info({ user: caller!.currentUser.email }, 'MCP server on stdio');
