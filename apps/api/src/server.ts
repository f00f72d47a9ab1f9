import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/index.js';
import { createLogger, prepareDatabase, startServer } from './start.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/**
 * WORKERS > 1 (PostgreSQL only, config.ts): this primary prepares the database once, then forks that many server
 * processes sharing the port (node:cluster hands each new connection to the next worker) and forks a new one when
 * one dies. The workers hold no state of their own that the others need (docs/architecture.md, "Several
 * processes").
 */
async function runPrimary(config: Config) {
  const logger = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await prepareDatabase(database, config, logger);
  } finally {
    await database.close();
  }
  let stopping = false;
  const fork = () => cluster.fork({ UTAH_LAND_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server process ended; starting another');
    setTimeout(fork, 1000).unref();
  });
  keepServing(logger);
  for (let i = 0; i < config.WORKERS; i++) fork();
  logger.info({ workers: config.WORKERS }, `starting ${config.WORKERS} server processes`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const w of workers) w?.process.kill('SIGTERM');
    });
  }
}

/**
 * Once the server serves, nothing but a signal ends it: an error that escaped every handler (a bug: each stream,
 * timer and background job handles its own) is logged with its stack, and the process goes on serving.
 */
function keepServing(log: { error(obj: object, msg: string): void }) {
  process.on('uncaughtException', (err) => log.error({ err }, 'uncaught error (a bug): the server goes on'));
  process.on('unhandledRejection', (err) =>
    log.error({ err }, 'unhandled rejection (a bug): the server goes on'),
  );
}

async function runServer(config: Config) {
  const server = await startServer(config, { prepared: cluster.isWorker });
  keepServing(server.app.log);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down');
      server.stop().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}

if (config.WORKERS > 1 && cluster.isPrimary) await runPrimary(config);
else await runServer(config);
