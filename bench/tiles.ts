// Vector tile benchmark (issue 19, docs/map-tiles.md). Run by hand:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_bench_1m npx tsx bench/tiles.ts [--runs 100] [--client http|fetch]
//   DATA_DIR=/tmp/h2-embedded npx tsx bench/tiles.ts [--runs 50]      (embedded; the first start generates
//                                                                       DEMO_PARCELS, default 100000, into it)
//
// It starts the real server (it writes a bench admin account and, on a fresh database, Utah's geography: use a
// database of your own, not a shared one) and, for each zoom 14..18 (parcel tiles start at PARCEL_TILES_MIN_ZOOM),
// asks the parcels tiles under `runs` random parcels of the Wasatch Front (distinct tiles) three ways: the raw SQL
// of the tile (the bare ST_AsMVT statement on a plain connection, with the route's settings: no parallel workers up to zoom 14, tile-layers.ts SERIAL_TILE_MAX_ZOOM; on the
// embedded database, which has no ST_AsMVT, the tile's SQL plus the vt-pbf encoding), the endpoint over HTTP on a
// cold tile cache, and the endpoint again from the cache. The two first alternate which goes first per tile, so
// neither always finds the other's pages in the buffer cache. Requests carry a bearer token and accept gzip, as
// the browser's do. Prints p50/p95 in milliseconds, features and bytes (raw and gzip) per tile, the load averages
// and the process's memory (RSS).
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { startServer } from '../apps/api/src/start.js';
import {
  SERIAL_TILE_MAX_ZOOM,
  buildTile,
  postgisTileSql,
} from '../apps/api/src/modules/tiles/tile-layers.js';
import { tileCacheOf } from '../apps/api/src/modules/tiles/tile-cache.js';
import { flag, loadText } from './harness.js';
import { tileAt } from '../test-support/tile-math.js';

const arg = flag;
const runs = Number(arg('--runs')) || 100;
const zooms = (arg('--zooms') ?? '14,15,16,17,18').split(',').map(Number);
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error('DATABASE_URL or DATA_DIR is required');
  process.exit(1);
}
const load = loadText;
console.log(`load average at start: ${load()}`);

const ADMIN = { email: 'bench-tiles@utah-land.local', password: 'bench-tiles-password-1' };
const started = performance.now();
const server = await startServer(
  loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAYMENTS: 'sandbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_PARCELS: process.env.DEMO_PARCELS ?? '100000',
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? (process.env.DATABASE_URL ? 'false' : 'true'),
    SWEEP_INTERVAL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
  }),
);
const { database } = server;
const db = database.db;
console.log(`server started in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind}`);
const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
const { accessToken } = (await login.json()) as { accessToken: string };

const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from parcels`.execute(db);
console.log(`parcels: ${count[0]!.n}`);

// Parcels of the Wasatch Front (Ogden to Provo), in a fixed pseudo-random order.
const { rows: centers } = await sql<{ lng: number; lat: number }>`select ST_X(center) lng, ST_Y(center) lat
  from parcels where center && ST_MakeEnvelope(-112.15, 40.15, -111.6, 41.3, 4326)
  order by md5(id::text) limit ${runs * 4}`.execute(db);

const q = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};
const ms = (v: number) => v.toFixed(1).padStart(6);
const kb = (v: number) => (v / 1024).toFixed(1).padStart(7);

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

/**
 * The reference on PostgreSQL: the bare ST_AsMVT statement on a plain connection of its own (no pool, no
 * per-query `set statement_timeout`, no transaction), with the session settings the route gives it (no parallel
 * workers and no JIT up to SERIAL_TILE_MAX_ZOOM) set once per zoom, outside the timing.
 */
const plain = database.kind === 'postgres' ? new pg.Client({ connectionString: database.url }) : undefined;
await plain?.connect();
async function plainSettings(z: number) {
  const serial = z <= SERIAL_TILE_MAX_ZOOM;
  await plain?.query(
    serial
      ? 'set max_parallel_workers_per_gather = 0; set jit = off'
      : 'reset max_parallel_workers_per_gather; reset jit',
  );
}
async function bareTile(z: number, x: number, y: number): Promise<number> {
  const compiled = postgisTileSql({ layer: 'parcels', filters: {}, trial: false, z, x, y }).compile(db);
  const { rows } = await plain!.query<{ tile: Buffer | null }>(compiled.sql, [...compiled.parameters]);
  return rows[0]?.tile?.length ?? 0;
}

/** The tile's work without the server: the bare ST_AsMVT statement, or the embedded SQL and the vt-pbf encoding. */
const rawTile = (z: number, x: number, y: number) =>
  database.kind === 'postgres'
    ? bareTile(z, x, y)
    : buildTile(db, 'embedded', { layer: 'parcels', filters: {}, trial: false, z, x, y }).then(
        (t) => t.bytes.length,
      );

// The client: `http` (default) reads the answer as a browser's network stack does, bytes as sent, to the last byte,
// over a keep-alive connection (the browser inflates gzip natively, off its main thread); `fetch` also inflates
// the body in this process (undici), as the figures before 2026-11-27 05:40 UTC were taken.
const client = arg('--client') ?? 'http';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const httpGet = (path: string) =>
  new Promise<{ status: number; bytes: number; features: number }>((done, fail) => {
    const req = get(
      `${server.url}${path}`,
      { agent, headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            bytes,
            features: Number(res.headers['x-tile-features'] ?? 0),
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
  });

const endpoint = async (z: number, x: number, y: number) => {
  const path = `/api/tiles/parcels/${z}/${x}/${y}.mvt`;
  if (client === 'http') {
    const res = await httpGet(path);
    if (res.status !== 200 && res.status !== 204) throw new Error(`tile ${z}/${x}/${y}: ${res.status}`);
    return { gzip: res.bytes, features: res.features };
  }
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip' },
  });
  const body = await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 204) throw new Error(`tile ${z}/${x}/${y}: ${res.status}`);
  // fetch hands back the body decompressed: the bytes sent are the Content-Length.
  return {
    gzip: Number(res.headers.get('content-length') ?? body.byteLength),
    features: Number(res.headers.get('x-tile-features') ?? 0),
  };
};

// Warm-up: the connection pool, the JIT and the first plans.
await plainSettings(16);
for (const c of centers.slice(0, 5)) {
  const t = tileAt(c.lng, c.lat, 16);
  await rawTile(16, t.x, t.y);
  await endpoint(16, t.x, t.y);
}
const tileCache = tileCacheOf(database);
tileCache.clear();

console.log(
  `${database.kind === 'postgres' ? 'SQL = ST_AsMVT' : 'SQL = tile SQL + vt-pbf'}; endpoint over HTTP with bearer ` +
    `token and gzip, client: ${client}`,
);
console.log(
  'zoom tiles features |  SQL p50   p95 | cold p50   p95  ×SQL | cached p50  p95 |  raw KB p50  p95 | gzip KB p50  p95',
);
for (const z of zooms) {
  await plainSettings(z);
  const seen = new Set<string>();
  const tiles: { x: number; y: number }[] = [];
  for (const c of centers) {
    const t = tileAt(c.lng, c.lat, z);
    const k = `${t.x}/${t.y}`;
    if (seen.has(k)) continue;
    seen.add(k);
    tiles.push(t);
    if (tiles.length >= runs) break;
  }
  const sqlMs: number[] = [];
  const coldMs: number[] = [];
  const cachedMs: number[] = [];
  const raw: number[] = [];
  const gz: number[] = [];
  const features: number[] = [];
  for (const [i, { x, y }] of tiles.entries()) {
    const viaSql = () => timed(() => rawTile(z, x, y));
    const viaEndpoint = () => timed(() => endpoint(z, x, y));
    let s: [number, number];
    let e: [number, { gzip: number; features: number }];
    if (i % 2) {
      s = await viaSql();
      e = await viaEndpoint();
    } else {
      e = await viaEndpoint();
      s = await viaSql();
    }
    const [cached] = await viaEndpoint();
    sqlMs.push(s[0]);
    raw.push(s[1]);
    coldMs.push(e[0]);
    gz.push(e[1].gzip);
    features.push(e[1].features);
    cachedMs.push(cached);
  }
  console.log(
    `${String(z).padStart(4)} ${String(tiles.length).padStart(5)} ${String(q(features, 0.5)).padStart(8)} |` +
      `${ms(q(sqlMs, 0.5))}${ms(q(sqlMs, 0.95))} |${ms(q(coldMs, 0.5))}${ms(q(coldMs, 0.95))} ` +
      `${(q(coldMs, 0.5) / q(sqlMs, 0.5)).toFixed(2).padStart(5)} |  ${ms(q(cachedMs, 0.5))}${ms(q(cachedMs, 0.95))} |` +
      `  ${kb(q(raw, 0.5))}${kb(q(raw, 0.95))} |  ${kb(q(gz, 0.5))}${kb(q(gz, 0.95))}`,
  );
}
const mem = process.memoryUsage();
console.log(
  `memory: RSS ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB; tile cache ` +
    `${tileCache.size} tiles, ${(tileCache.usedBytes / 2 ** 20).toFixed(1)} MiB`,
);
console.log(`load average at end: ${load()}`);
await plain?.end();
await server.stop();
