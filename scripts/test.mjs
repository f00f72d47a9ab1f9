// npm test: everything a change must pass, in order. Installs missing prerequisites first.
import { spawnSync } from 'node:child_process';

const steps = [
  ['prerequisites', 'node', ['scripts/ensure-prereqs.mjs']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['build the web UI', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']],
  ['unit, PostgreSQL, embedded and browser tests', 'npx', ['vitest', 'run']],
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
