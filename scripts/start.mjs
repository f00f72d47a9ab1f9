// npm start: builds the web UI when its sources are newer than the build, then runs the server
// (API + built UI on one port, embedded database unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webDir = 'apps/web';
const builtIndex = join(webDir, 'dist', 'index.html');

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'public'),
  'packages/shared/src',
];
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web UI…');
  const r = spawnSync('npx', ['vite', 'build', webDir, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The demo pays through the built-in sandbox unless Stripe (or another PAYMENTS mode) is configured; the server
// logs a warning saying so. Without this script (e.g. `node apps/api/src/server.ts`) payments stay off.
const demoPayments = process.env.PAYMENTS || process.env.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'sandbox' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...demoPayments, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
