// Map viewport benchmark (issue 6). Run by hand against a real PostgreSQL with generated parcels:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_data_1m npx tsx bench/map-viewport.ts [--runs 200]
//
// For each zoom 6..18 it asks 200 random Utah viewports (centred on random parcels, 1440x900 screen pixels) what
// /parcels/all-coordinates asks the database (clusters below zoom 14, polygons and project markers from it on),
// including JSON serialisation of the answer (unfiltered views up to zoom 12 come from the route's in-memory cluster
// grid, built once during warm-up, as in the server); also a filtered view (3 filters) at zooms 6, 10 and 13 (from
// the in-memory parcel points, loaded during warm-up); then a count with three filters, statewide and in a zoom-10 view,
// each twice: as the SQL (parcelCountQuery) and as the routes answer it (parcelCount: from the parcel points, which
// the warm-up loads, for these filters). It only reads. Prints p50 / p95 / max in milliseconds, the mean answer size,
// the points' load time and memory, and the load averages before and after.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { MAP_LIMITS, mapFiltersQuery, type MapFilters } from '@utah-land/shared';
import { openPostgres } from '@utah-land/db';
import {
  polygonQuery,
  projectMarkerQuery,
  usesPolygons,
} from '../apps/api/src/modules/parcels/map-geometry.js';
import { ClusterCache, mapClusters } from '../apps/api/src/modules/parcels/cluster-cache.js';
import { parcelCount } from '../apps/api/src/modules/parcels/parcel-count.js';
import { BYTES_PER_PARCEL, ParcelPoints } from '../apps/api/src/modules/parcels/parcel-points.js';
import { parcelCountQuery } from '../apps/api/src/modules/parcels/parcels.queries.js';
import { loadavg } from 'node:os';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('--runs')) || 200;
// --only zooms|filtered|counts: run one part (the viewports are the same in every case).
const only = arg('--only');
const part = (name: string) => !only || only === name;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);
const database = await openPostgres(url, 4);
const db = database.db;
const cache = new ClusterCache(() => db);

// Deterministic pseudo-random numbers so two runs ask the same viewports.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const { rows: span } = await sql<{
  lo: number;
  hi: number;
  n: number;
}>`select min(id) lo, max(id) hi, count(*) n from parcels`.execute(db);
const { lo, hi, n } = span[0]!;
console.log(`parcels: ${n}`);

async function randomCenters(count: number): Promise<[number, number][]> {
  const out: [number, number][] = [];
  while (out.length < count) {
    const ids = Array.from({ length: count }, () => Math.floor(lo + rand() * (hi - lo + 1)));
    const { rows } = await sql<{
      lng: number;
      lat: number;
    }>`select ST_X(center) lng, ST_Y(center) lat from parcels where id = any(${ids}::bigint[])`.execute(db);
    for (const r of rows) if (out.length < count) out.push([r.lng, r.lat]);
  }
  return out;
}

function viewportAt([lng, lat]: [number, number], zoom: number) {
  const degPerPx = 360 / (512 * 2 ** zoom);
  const w = (1440 * degPerPx) / 2;
  const h = (900 * degPerPx * Math.cos((lat * Math.PI) / 180)) / 2;
  return JSON.stringify({
    northEast: { lat: lat + h, lng: lng + w },
    southWest: { lat: lat - h, lng: lng - w },
  });
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: q(0.5).toFixed(1), p95: q(0.95).toFixed(1), max: s[s.length - 1]!.toFixed(1) };
};

async function allCoordinates(f: MapFilters, zoom: number): Promise<number> {
  const limit = MAP_LIMITS.mapLimit;
  if (!usesPolygons(zoom)) return JSON.stringify({ clusters: await mapClusters(db, cache, f, zoom) }).length;
  const [parcels, projects] = await Promise.all([
    // As the route asks: the first page of 1000 in id order (previous/next pages use the same query).
    polygonQuery(db, f, zoom, false, [], { limit: limit + 1, offset: 0 }).execute(),
    projectMarkerQuery(db, f, 'all')
      .limit(limit + 1)
      .execute(),
  ]);
  return JSON.stringify({ parcels: parcels.slice(0, limit), projects: projects.slice(0, limit) }).length;
}

const centers = await randomCenters(runs);
for (let i = 0; i < 5; i++)
  await allCoordinates(mapFiltersQuery.parse({ viewport: viewportAt(centers[i]!, 12) }), 12);
// Filtered clusters and counts come from the in-memory parcel points once loaded (the server loads them on the
// first such request).
if (part('filtered') || part('counts')) {
  const before = process.memoryUsage().arrayBuffers;
  const loadStart = performance.now();
  await cache.pointsReady();
  const kept = process.memoryUsage().arrayBuffers - before;
  console.log(
    `parcel points loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s: ${BYTES_PER_PARCEL} B a parcel, ` +
      `${((BYTES_PER_PARCEL * n) / 2 ** 20).toFixed(1)} MiB for ${n} (array buffers +${(kept / 2 ** 20).toFixed(1)} MiB)`,
  );
}

if (part('zooms')) console.log('zoom  mode      p50ms   p95ms   maxms   meanKB');
for (let zoom = 6; zoom <= 18 && part('zooms'); zoom++) {
  const times: number[] = [];
  let bytes = 0;
  for (const c of centers) {
    const f = mapFiltersQuery.parse({ viewport: viewportAt(c, zoom) });
    const t0 = performance.now();
    bytes += await allCoordinates(f, zoom);
    times.push(performance.now() - t0);
  }
  const s = stats(times);
  const mode = usesPolygons(zoom) ? 'polygons' : 'clusters';
  console.log(
    `${String(zoom).padStart(4)}  ${mode.padEnd(8)} ${s.p50.padStart(7)} ${s.p95.padStart(7)} ${s.max.padStart(7)} ${(bytes / runs / 1024).toFixed(1).padStart(8)}`,
  );
}

const three = { minAcreage: '1', singleFamily: 'true', parcelStatus: 'Vacant' };
for (const zoom of part('filtered') ? [6, 10, 13] : []) {
  const times: number[] = [];
  for (const c of centers) {
    const f = mapFiltersQuery.parse({ ...three, viewport: viewportAt(c, zoom) });
    const t0 = performance.now();
    await allCoordinates(f, zoom);
    times.push(performance.now() - t0);
  }
  const s = stats(times);
  console.log(
    `zoom ${zoom} clusters with 3 filters (memory): p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`,
  );
}
for (const [label, withView] of part('counts')
  ? ([
      ['count, 3 filters + a county, statewide', false],
      ['count, 3 filters + zoom-10 viewport', true],
    ] as const)
  : []) {
  const filters = centers.map((c) =>
    mapFiltersQuery.parse(
      withView
        ? { ...three, viewport: viewportAt(c, 10) }
        : { ...three, counties: rand() < 0.5 ? 'Salt Lake' : 'Utah' },
    ),
  );
  // Both ways answer the same numbers: the bench checks it on every viewport.
  const fromSql: number[] = [];
  let differ = 0;
  for (const how of ['SQL', 'route'] as const) {
    if (how === 'route') await cache.pointsReady();
    const times: number[] = [];
    for (const [i, f] of filters.entries()) {
      if (how === 'route' && !ParcelPoints.supports(f)) throw new Error('expected filters counted in memory');
      const t0 = performance.now();
      if (how === 'SQL') fromSql[i] = Number((await parcelCountQuery(db, f).executeTakeFirstOrThrow()).count);
      else if ((await parcelCount(db, f)) !== fromSql[i]) differ++;
      times.push(performance.now() - t0);
    }
    const s = stats(times);
    const by = how === 'SQL' ? 'SQL' : `route (memory; ${differ} counts differ from the SQL)`;
    console.log(`${label}, ${by}: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`);
  }
}
console.log(`load average at end: ${load()}`);
await database.close();
