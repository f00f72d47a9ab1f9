import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, integration tests against a real PostgreSQL + PostGIS (one fresh database
// per run, created by test-support/postgres-setup.ts), and a smoke set against the embedded PGlite database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/unit/**/*.test.ts', 'apps/api/test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['apps/api/test/integration/**/*.test.ts', 'packages/*/test/integration/**/*.test.ts'],
          globalSetup: ['test-support/postgres-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'embedded',
          include: ['apps/api/test/embedded/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          // A PGlite server's first start (WebAssembly, migrations, geography) took over 3 minutes at load 25.
          hookTimeout: 480_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // What a user sees can take a few seconds on a busy two-core machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // A failing test keeps screenshots of its open pages and names the server's log.
          setupFiles: ['apps/web/e2e/support/on-failure.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
