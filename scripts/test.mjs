// npm test: everything a change must pass, in order. Installs missing prerequisites first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const vitest = (project) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/vitest-${project}.json`,
  ],
];

const steps = [
  ['prerequisites', 'node', ['scripts/ensure-prereqs.mjs']],
  ['lint', 'npx', ['eslint', '.']],
  ['commit subjects', 'node', ['scripts/check-commits.mjs']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['build the web UI', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']],
  // One project at a time: the machine has two cores, and the browser tests start their own server.
  ['unit tests', ...vitest('unit'), 'unit'],
  ['web UI logic tests (jsdom)', ...vitest('web'), 'web'],
  ['API tests on PostgreSQL + PostGIS', ...vitest('postgres'), 'postgres'],
  ['smoke tests on the embedded database (PGlite + PostGIS)', ...vitest('embedded'), 'embedded'],
  ['browser tests (Chromium)', ...vitest('e2e'), 'e2e'],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
function count(project) {
  const file = `test-results/vitest-${project}.json`;
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

for (const [name, cmd, args, project] of steps) {
  console.log(`\n=== ${name}`);
  if (project) rmSync(`test-results/vitest-${project}.json`, { force: true });
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (project) count(project);
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (r.status !== 0) {
    console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
