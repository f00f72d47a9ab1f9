import { defineConfig } from 'vitest/config';

// Five projects: pure unit tests, the web's pure UI logic in jsdom, integration tests against a real
// PostgreSQL + PostGIS (one fresh database per run, created by test-support/postgres-setup.ts), a smoke set
// against the embedded PGlite database, and the browser tests.
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
          // The web in jsdom: its pure UI logic (URL state, filter chips) and its components rendered with Testing
          // Library (test/components/): no server, no browser.
          name: 'web',
          include: ['apps/web/test/unit/**/*.test.{ts,tsx}', 'apps/web/test/components/**/*.test.tsx'],
          setupFiles: ['apps/web/test/setup.ts'],
          // A first Ant Design render in jsdom takes seconds on a busy two-core machine.
          testTimeout: 30_000,
          environment: 'jsdom',
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
