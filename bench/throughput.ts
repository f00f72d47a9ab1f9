// Throughput of the real server (issue 19, "several server processes as one"). Run by hand against a real PostgreSQL
// with generated parcels that you may write to (it adds one Test User to sign in with):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_bench_h3 npx tsx bench/throughput.ts \
//     [--seconds 20] [--warmup 30] [--connections 1,8,64] [--workers 1,2] [--kinds map,count,match,search]
//
// For each WORKERS value it starts `apps/api/src/server.ts` as a child process (as in production, info logs off),
// warms it up (every worker loads its parcel points), then for each number of connections sends a fixed mix of
// requests for `--seconds`, each connection one request at a time over keep-alive HTTP/1.1:
//
//   35% map     /parcels/all-coordinates at zoom 10 and 13 (clusters) and 16 (polygons), random views
//   25% count   /parcels/count with a county and an acreage floor (in-memory points)
//   25% match   /parcels/matches/{id} (the eight match counts of a random parcel)
//   15% search  /search?q= a street of a random parcel's address
//
// `--mix realistic` sends the mix of a map user instead, and `--fresh` starts a new server for every cell with no
// warm-up (cold caches: its start-time caches load while the cell runs), as after a deploy or a restart:
//
//   30% tile     /tiles/parcels/{z}/{x}/{y}.mvt, zoom 14-18 (from PARCEL_TILES_MIN_ZOOM), the tile under a random parcel (gzip accepted)
//   20% cluster  /parcels/all-coordinates at zoom 10, 12 or 13, a 1440x900 view around the parcel
//   20% count    /parcels/count with a county and an acreage floor
//   15% match    /parcels/matches/{id} (the eight match counts)
//   15% search   /search?q= a street
//
// With DATABASE_REPLICA_URLS in the environment the server reads from the replica (docs/architecture.md, "Read
// replicas"); bench/throughput.md has how the benchmark's replica is made.
//
// It prints requests per second and p50 / p95 per kind and overall, errors, and the load averages before and after
// each cell. The load generator runs on the same machine as the server and the database. The server's environment is
// passed on (e.g. AUTH_CACHE_SECONDS=0 to measure without the user lookup cache).
import { performance } from 'node:perf_hooks';
import { Agent, get } from 'node:http';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/index.js';
import { loadCurrentUser } from '../apps/api/src/plugins/auth.js';
import { ensureBenchUser, flag, loadText } from './harness.js';
import { startServerProcess } from '../test-support/server-process.js';
import { PARCEL_TILES_MIN_ZOOM } from '@utah-land/shared';
import { tileAt } from '../test-support/tile-math.js';

const url: string = process.env.DATABASE_URL ?? '';
if (!url) {
  console.error('DATABASE_URL is required (a database you may write to: it adds one Test User)');
  process.exit(1);
}
const arg = flag;
const seconds = Number(arg('--seconds')) || 20;
const warmup = Number(arg('--warmup')) || 30;
const connectionsList = (arg('--connections') ?? '1,8,64').split(',').map(Number);
const workersList = (arg('--workers') ?? '1,2').split(',').map(Number);
// --kinds map,count,match: leave kinds out of the mix (e.g. search, whose SQL alone takes seconds at 1M parcels).
const realistic = arg('--mix') === 'realistic';
const fresh = process.argv.includes('--fresh');
const kindsWanted = (
  arg('--kinds') ?? (realistic ? 'tile,cluster,count,match,search' : 'map,count,match,search')
).split(',');
const load = loadText;

const EMAIL = 'bench-throughput@example.com';
const PASSWORD = 'bench-throughput-password-1';
const JWT_SECRET = 'bench-throughput-secret-long-enough-for-hs256';

// Deterministic pseudo-random numbers so two runs ask the same requests.
let seed = 19;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const sql = new pg.Client({ connectionString: url });
await sql.connect();
await ensureBenchUser(sql, { email: EMAIL, password: PASSWORD, lastname: 'Throughput' });

/** The request mix: paths built from random parcels of the database. */
async function buildMix(): Promise<{ kind: string; path: string }[]> {
  const { rows: span } = await sql.query<{ lo: number; hi: number }>(
    'select min(id)::int lo, max(id)::int hi from parcels',
  );
  const { lo, hi } = span[0]!;
  const ids = Array.from({ length: 600 }, () => Math.floor(lo + rand() * (hi - lo + 1)));
  const { rows: parcels } = await sql.query<{
    id: number;
    lng: number;
    lat: number;
    county: string | null;
    street: string | null;
  }>(
    `select p.id::int, ST_X(p.center) lng, ST_Y(p.center) lat, p.county,
       nullif(regexp_replace(coalesce(p.address, ''), '^[0-9]+ ', ''), '') street
     from parcels p where p.id = any($1::bigint[])`,
    [ids],
  );
  const view = (lng: number, lat: number, zoom: number) => {
    const degPerPx = 360 / (512 * 2 ** zoom);
    const w = (1440 * degPerPx) / 2;
    const h = (900 * degPerPx * Math.cos((lat * Math.PI) / 180)) / 2;
    return encodeURIComponent(
      JSON.stringify({
        northEast: { lat: lat + h, lng: lng + w },
        southWest: { lat: lat - h, lng: lng - w },
      }),
    );
  };
  const mix: { kind: string; path: string }[] = [];
  const tileOf = (lng: number, lat: number, z: number) => {
    const { x, y } = tileAt(lng, lat, z);
    return `${z}/${x}/${y}`;
  };
  for (const p of parcels) {
    const r = rand();
    if (realistic) {
      const county = encodeURIComponent(p.county ?? 'Salt Lake');
      if (r < 0.3) {
        const z = PARCEL_TILES_MIN_ZOOM + Math.floor(rand() * (19 - PARCEL_TILES_MIN_ZOOM));
        mix.push({ kind: 'tile', path: `/api/tiles/parcels/${tileOf(p.lng, p.lat, z)}.mvt` });
      } else if (r < 0.5) {
        const zoom = [10, 12, 13][Math.floor(rand() * 3)]!;
        mix.push({
          kind: 'cluster',
          path: `/api/parcels/all-coordinates?zoom=${zoom}&viewport=${view(p.lng, p.lat, zoom)}`,
        });
      } else if (r < 0.7)
        mix.push({
          kind: 'count',
          path: `/api/parcels/count?counties=${county}&minAcreage=${(rand() * 2).toFixed(2)}`,
        });
      else if (r < 0.85) mix.push({ kind: 'match', path: `/api/parcels/matches/${p.id}` });
      else
        mix.push({
          kind: 'search',
          path: `/api/search?q=${encodeURIComponent((p.street ?? p.county ?? 'Main').slice(0, 24))}`,
        });
      continue;
    }
    if (r < 0.35) {
      const zoom = [10, 13, 16][Math.floor(rand() * 3)]!;
      mix.push({
        kind: 'map',
        path: `/api/parcels/all-coordinates?zoom=${zoom}&viewport=${view(p.lng, p.lat, zoom)}`,
      });
    } else if (r < 0.6) {
      const county = encodeURIComponent(p.county ?? 'Salt Lake');
      mix.push({
        kind: 'count',
        path: `/api/parcels/count?counties=${county}&minAcreage=${(rand() * 2).toFixed(2)}`,
      });
    } else if (r < 0.85) mix.push({ kind: 'match', path: `/api/parcels/matches/${p.id}` });
    else if (p.street)
      mix.push({ kind: 'search', path: `/api/search?q=${encodeURIComponent(p.street.slice(0, 24))}` });
  }
  return mix.filter((m) => kindsWanted.includes(m.kind));
}

/** The server with `workers` processes on the benchmark's database, as production runs it. */
function startServer(workers: number) {
  return startServerProcess(
    {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      SWEEP_INTERVAL_SECONDS: '0',
      ALERTS_INTERVAL_SECONDS: '0',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_IP_MAX: '10000',
      PAYMENTS: 'off',
    },
    { startSeconds: 300 },
  );
}

interface Cell {
  requests: number;
  errors: number;
  seconds: number;
  byKind: Map<string, number[]>;
}

/** `connections` loops, each sending the mix's requests one after another for `secs` seconds. */
async function drive(
  base: string,
  token: string,
  mix: { kind: string; path: string }[],
  connections: number,
  secs: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const call = (path: string) =>
    new Promise<number>((done, fail) => {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
      get(base + path, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', fail);
      }).on('error', fail);
    });
  const byKind = new Map<string, number[]>();
  let errors = 0;
  let requests = 0;
  let next = Math.floor(rand() * mix.length);
  const started = performance.now();
  const end = started + secs * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const { kind, path } = mix[next++ % mix.length]!;
      const t0 = performance.now();
      try {
        const status = await call(path);
        if (status !== 200 && status !== 204) errors++;
      } catch {
        errors++;
      }
      const ms = performance.now() - t0;
      requests++;
      const list = byKind.get(kind) ?? [];
      list.push(ms);
      byKind.set(kind, list);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, errors, seconds: elapsed, byKind } satisfies Cell;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** The SQL a request's guard runs when its user lookup is not cached (plugins/auth.ts), alone, 500 times. */
async function authLookupSql() {
  const database = await openPostgres(url!, 1);
  const {
    rows: [user],
  } = await sql.query<{ id: number; token_version: number }>(
    'select id, token_version from users where email = $1',
    [EMAIL],
  );
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    await loadCurrentUser(database.db, user!.id, user!.token_version);
    times.push(performance.now() - t0);
  }
  await database.close();
  times.sort((a, b) => a - b);
  console.log(
    `user lookup SQL (what AUTH_CACHE_SECONDS saves): p50 ${fmt(pct(times, 50))} ms, p95 ${fmt(pct(times, 95))} ms`,
  );
}

const mix = await buildMix();
await authLookupSql();
const kinds = realistic
  ? ['tile', 'cluster', 'count', 'match', 'search']
  : ['map', 'count', 'match', 'search'];
console.log(`load average at start: ${load()}`);
console.log(`mix: ${kinds.map((k) => `${k} ${mix.filter((m) => m.kind === k).length}`).join(', ')} requests`);
async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function cell(base: string, token: string, workers: number, connections: number) {
  const before = load();
  const cell = await drive(base, token, mix, connections, seconds);
  const all = [...cell.byKind.values()].flat().sort((a, b) => a - b);
  const perKind = kinds
    .map((k) => {
      const l = (cell.byKind.get(k) ?? []).sort((a, b) => a - b);
      return `${k} ${fmt(pct(l, 50))}/${fmt(pct(l, 95))}`;
    })
    .join(' | ');
  console.log(
    `workers ${workers} connections ${String(connections).padStart(2)}: ${(cell.requests / cell.seconds).toFixed(1)} req/s, ` +
      `p50 ${fmt(pct(all, 50))} ms, p95 ${fmt(pct(all, 95))} ms, errors ${cell.errors} | ${perKind} | ` +
      `load ${before} -> ${load()}`,
  );
}

for (const workers of workersList) {
  if (fresh) {
    // A new server per cell, measured from its first request: nothing cached, start-time caches loading.
    for (const connections of connectionsList) {
      const server = await startServer(workers);
      try {
        await cell(server.url, await signIn(server.url), workers, connections);
      } finally {
        await server.stop();
      }
    }
    continue;
  }
  const server = await startServer(workers);
  try {
    const token = await signIn(server.url);
    // Warm-up: every worker loads its parcel points and cluster grid, the database its caches.
    await drive(server.url, token, mix, 8 * workers, warmup);
    for (const connections of connectionsList) await cell(server.url, token, workers, connections);
  } finally {
    await server.stop();
  }
}
await sql.end();
