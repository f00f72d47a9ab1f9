import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, systemClock, type AppInstance, type Clock } from './app.js';
import type { Config } from './config.js';
import { migrate, openDatabase, type Database } from './db/index.js';
import { ensureAdmin, ensureJwtSecret } from './db/seed/bootstrap.js';
import { prepareData } from './db/seed/prepare-data.js';
import { createMailer } from './lib/mailer.js';
import { startSubscriptionSweep } from './modules/subscriptions/sweep.js';
import { startAlertScheduler } from './modules/alerts/alerts.run.js';
import { startWebhookWorker } from './modules/webhooks/webhooks.delivery.js';
import { startTimeCaches } from './lib/background-load.js';
import { startEmbeddedCoordination, startPostgresCoordination } from './db/coordination.js';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');
/** The app's release version (apps/api/package.json): /api/health reports it. */
export const VERSION = (
  JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')) as { version: string }
).version;

export interface RunningServer {
  app: AppInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/** Says loudly when no real payment is taken: the sandbox hands out subscriptions for a click. */
function logPaymentsMode(logger: pino.Logger, config: Config) {
  if (config.payments === 'sandbox')
    logger.warn(
      'PAYMENTS=sandbox: checkouts are SIMULATED and anyone can subscribe without paying. For real payments set ' +
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, Configuration).',
    );
  if (config.payments === 'off')
    logger.warn(
      'Payments are OFF (no STRIPE_SECRET_KEY, PAYMENTS not set): nobody can subscribe; checkouts answer 503. ' +
        'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox for a demo (README, Configuration).',
    );
}

/** The mailer of a server process (or the MCP's stdio entry) as the configuration sets it up. */
export function mailerFor(config: Config, database: Database, logger: pino.Logger) {
  return createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log: logger });
}

export function createLogger(config: Config): pino.Logger {
  return pino({
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'hostname' } } }
      : {}),
  });
}

/**
 * Migrates the database, loads geography (and demo data on the first run) and ensures the admin account and the
 * JWT secret: what one process does before any serves (with WORKERS, the primary, in server.ts).
 */
export async function prepareDatabase(database: Database, config: Config, logger: pino.Logger) {
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await prepareData(database, config, logger);

  const admin = await ensureAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.generatedPassword) {
    // Printed once, on the start that created the account.
    console.log(
      `\n  Admin account created\n    e-mail:   ${admin.email}\n    password: ${admin.generatedPassword}\n  (shown only this once)\n`,
    );
  }
  return ensureJwtSecret(database.db, config.JWT_SECRET);
}

/**
 * Opens and prepares the database (prepareDatabase; a worker whose primary did that only migrates, a no-op, and
 * reads the JWT secret), joins the processes' coordination (db/coordination.ts), then listens.
 */
export async function startServer(
  config: Config,
  opts: { clock?: Clock; prepared?: boolean; logger?: pino.Logger } = {},
): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config);
  const started = Date.now();
  if (!opts.prepared) logPaymentsMode(logger, config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (err) => logger.warn({ err }, 'a database connection ended'),
    replicaUrls: config.DATABASE_REPLICA_URLS,
    replicaLog: (msg, replica, err) => logger.warn({ replica, err }, msg),
  });
  logger.info({ kind: database.kind }, 'database opened');
  let jwtSecret: string;
  if (opts.prepared) {
    await migrate(database);
    jwtSecret = await ensureJwtSecret(database.db, config.JWT_SECRET);
  } else jwtSecret = await prepareDatabase(database, config, logger);
  const coordination =
    database.kind === 'postgres'
      ? await startPostgresCoordination(database.url!, logger)
      : await startEmbeddedCoordination(database.listen!);
  const mailer = mailerFor(config, database, logger);

  const app = await buildApp({
    deps: {
      config,
      database,
      mailer,
      clock: opts.clock ?? systemClock,
      jwtSecret,
      version: VERSION,
      coordination,
    },
    logger,
    webDist: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;

  logger.info({ url, seconds: ((Date.now() - started) / 1000).toFixed(1) }, `ready on ${url}`);
  // The start-time caches load in the background (lib/background-load.ts); /api/health says when they are ready.
  const caches = [...startTimeCaches(database.db).values()];
  for (const cache of caches) {
    cache.logTo(logger);
    void cache.run();
  }
  const stopSweep = startSubscriptionSweep(app, config.SWEEP_INTERVAL_SECONDS);
  const stopAlerts = startAlertScheduler(app, config.ALERTS_INTERVAL_SECONDS);
  const stopWebhooks = startWebhookWorker(app, config.WEBHOOKS_INTERVAL_SECONDS);

  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    url,
    stop() {
      stopping ??= (async () => {
        stopSweep();
        stopAlerts();
        stopWebhooks();
        for (const cache of caches) cache.stop();
        await app.close();
        await coordination.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
