// npm test: everything a change must pass, in order. Installs missing prerequisites first.
import { spawnSync } from 'node:child_process';

const steps = [
  ['prerequisites', 'node', ['scripts/ensure-prereqs.mjs']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['build the web UI', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']],
  // One project at a time: the machine has two cores, and the browser tests start their own server.
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PostgreSQL + PostGIS', 'npx', ['vitest', 'run', '--project', 'postgres']],
  ['smoke tests on the embedded database (PGlite + PostGIS)', 'npx', ['vitest', 'run', '--project', 'embedded']],
  ['browser tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
