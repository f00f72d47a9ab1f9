// The MCP server over stdio (`npm run --silent mcp`; docs/api.md, "MCP"): the same tools as POST /api/mcp, for the
// caller of UTAH_LAND_API_KEY (or UTAH_LAND_TOKEN, a session token) as the route's guard resolves it
// (resolveCredential, plugins/auth.ts). The database is the server's (DATABASE_URL, else DATA_DIR). stdout
// carries the protocol: the log goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { buildApp, systemClock } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { ensureJwtSecret } from './db/seed/bootstrap.js';
import { AppError } from './lib/errors.js';
import { createMcpServer } from './modules/mcp/mcp.tools.js';
import { resolveCredential } from './plugins/auth.js';
import { mailerFor, VERSION } from './start.js';

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
const mailer = mailerFor(config, database, logger);
const app = await buildApp({
  deps: { config, database, mailer, clock: systemClock, jwtSecret, version: VERSION },
  logger,
});
await app.ready();

let stopping: Promise<void> | undefined;
function stop(code: number) {
  stopping ??= (async () => {
    await app.close();
    await database.close();
    process.exit(code);
  })();
  return stopping;
}

// The route's guard (requireDataAccess) at start: a refused credential is told why, and nothing is served. Each
// tool call asks it again, so the caller's current role and status apply (a lapsed subscription stops the tools).
const resolve = () => resolveCredential(app, credential!);
let email: string;
try {
  email = (await resolve()).currentUser.email;
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  process.stderr.write(`utah-land mcp: ${err.message}\n`);
  await stop(1);
}

const server = createMcpServer({ app, caller: resolve, log: logger });
const transport = new StdioServerTransport();
transport.onclose = () => void stop(0);
await server.connect(transport);
process.stdin.on('end', () => void stop(0));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
logger.info({ user: email! }, 'MCP server on stdio');
