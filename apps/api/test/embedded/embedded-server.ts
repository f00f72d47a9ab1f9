import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/start.js';

/**
 * A server on PGlite for one suite: started before it in a fresh temporary DATA_DIR (`utah-land-embedded-<name>…`,
 * any port, warn logs, sandbox payments, plus `settings`), stopped after it and its data removed.
 */
export function embeddedServer<S extends Record<string, string>>(name: string, settings: S) {
  const dataDir = mkdtempSync(join(tmpdir(), `utah-land-embedded-${name}`));
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAYMENTS: 'sandbox',
    ...settings,
  };
  const suite = {
    env,
    server: undefined as unknown as RunningServer,
    /** Stops the server and starts it again on the same data. */
    async restart() {
      await suite.server.stop();
      suite.server = await startServer(loadConfig(env));
    },
  };
  beforeAll(async () => {
    suite.server = await startServer(loadConfig(env));
  });
  afterAll(async () => {
    await suite.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return suite;
}
