// The embedded default's start: `npm start` (scripts/start.mjs) on an empty DATA_DIR (cold: PGlite's first start,
// migrations, geography, DEMO_PARCELS of demo data) and again on the same folder (warm), each until /api/health
// answers and its start-time caches are ready; the resident memory of the process tree (bench/proc.ts) then and
// after a minute of idling. Figures in bench/embedded-start.md.
//
//   npx tsx bench/embedded-start.ts [--parcels 20000] [--dir /tmp/utah-embedded-bench]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flag, loadText } from './harness.js';
import { processTreeRssMb } from './proc.js';
import { freePort } from '../test-support/server-process.js';

const parcels = flag('parcels') ?? '20000';
const dir = flag('dir') ?? mkdtempSync(join(tmpdir(), 'utah-embedded-bench-'));

interface Health {
  caches?: Record<string, { state: string }>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    if (res.status !== 200) return false;
    const body = (await res.json()) as Health;
    return Object.values(body.caches ?? {}).every((c) => c.state === 'ready');
  } catch {
    return false;
  }
}

async function start(label: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      DEMO_PARCELS: parcels,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench-embedded@example.com',
      ADMIN_PASSWORD: 'bench-embedded-password-1',
    },
    stdio: 'ignore',
  });
  let peak = 0;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`${label}: the server ended (${child.exitCode})`);
    peak = Math.max(peak, processTreeRssMb(child.pid!));
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - t0) / 1000;
  const rssReady = processTreeRssMb(child.pid!);
  await new Promise((r) => setTimeout(r, 60_000));
  const rssIdle = processTreeRssMb(child.pid!);
  console.log(
    `${label}: healthy in ${seconds.toFixed(1)} s; RSS peak while starting ${peak.toFixed(0)} MiB, ` +
      `at ready ${rssReady.toFixed(0)} MiB, after 60 s idle ${rssIdle.toFixed(0)} MiB (${loadText()})`,
  );
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

try {
  console.log(`DEMO_PARCELS=${parcels}, DATA_DIR=${dir}`);
  await start('cold');
  await start('warm');
} finally {
  if (!flag('dir')) rmSync(dir, { recursive: true, force: true });
}
