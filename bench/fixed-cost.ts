// The fixed cost of a request the server answers from memory (issue: per-request cost under 1 ms): a cached vector
// tile and a count from the in-memory parcel points. On a loaded machine wall-clock times measure the queue for the
// CPU more than the server, so beside them this reports the server process's own CPU time per request (utime +
// stime of /proc/<pid>/stat over the run, divided by the requests): what each answer costs the server, whatever
// the load. Run by hand against a database with generated parcels that you may write to (it adds one Test User):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench1m npx tsx bench/fixed-cost.ts [--requests 2000]
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensureBenchUser, flag, loadText, percentiles } from './harness.js';
import { startServerProcess } from '../test-support/server-process.js';
import { tileAt } from '../test-support/tile-math.js';

const url = process.env.DATABASE_URL ?? '';
if (!url) throw new Error('DATABASE_URL is required');
const requests = Number(flag('--requests')) || 2000;
const EMAIL = 'bench-throughput@example.com';
const PASSWORD = 'bench-throughput-password-1';

const sql = new pg.Client({ connectionString: url });
await sql.connect();
await ensureBenchUser(sql, { email: EMAIL, password: PASSWORD, lastname: 'Throughput' });
const { rows } = await sql.query<{ lng: number; lat: number; county: string }>(
  `select ST_X(center) lng, ST_Y(center) lat, county from parcels
   where center && ST_MakeEnvelope(-112.0, 40.6, -111.8, 40.8, 4326) and county is not null limit 1`,
);
await sql.end();
const p = rows[0]!;

const server = await startServerProcess(
  {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-fixed-cost-secret-long-enough-for-hs256',
    SEED_DEMO_DATA: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
    PAYMENTS: 'off',
  },
  { startSeconds: 300 },
);
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 10 ms
};
try {
  const login = await server.fetch('/api/auth/login', {
    method: 'POST',
    json: { email: EMAIL, password: PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  // The parcel points must be loaded for counts to come from memory.
  for (;;) {
    const health = (await (await server.fetch('/api/health')).json()) as {
      caches?: Record<string, { state: string }>;
    };
    if (Object.values(health.caches ?? {}).every((c) => c.state === 'ready')) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const { x, y } = tileAt(p.lng, p.lat, 16);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = (path: string) =>
    new Promise<number>((done, fail) => {
      const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, br' };
      get(server.url + path, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      }).on('error', fail);
    });
  const kinds = [
    ['cached tile, zoom 16', `/api/tiles/parcels/16/${x}/${y}.mvt`],
    ['count from memory (county)', `/api/parcels/count?counties=${encodeURIComponent(p.county)}`],
    ['health', '/api/health'],
  ] as const;
  console.log(`requests per kind: ${requests}; load ${loadText()}`);
  for (const [label, path] of kinds) {
    for (let i = 0; i < 20; i++) if ((await call(path)) >= 400) throw new Error(`${label}: failed`);
    const wall: number[] = [];
    const cpu0 = cpuMs();
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      await call(path);
      wall.push(performance.now() - t0);
    }
    const perRequest = (cpuMs() - cpu0) / requests;
    const w = percentiles(wall);
    console.log(
      `${label.padEnd(28)} server CPU ${perRequest.toFixed(2)} ms/request; wall p50 ${w.p50.toFixed(2)} ms, ` +
        `p95 ${w.p95.toFixed(2)} ms (load ${loadText()})`,
    );
  }
  agent.destroy();
} finally {
  await server.stop();
}
