import { resolve } from 'node:path';

/** The e2e server's output of the last run (global-setup.ts writes it; on-failure.ts names it). */
export const SERVER_LOG = resolve(import.meta.dirname, '../../../../test-results/e2e-server.log');
