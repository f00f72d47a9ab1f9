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
import {
  MAP_LIMITS,
  mapCoordinatesQuery,
  mapFiltersQuery,
  mapResults,
  type MapFilters,
} from '@utah-land/shared';
import { openPostgres } from '@utah-land/db';
import {
  polygonJsonQuery,
  polygonQuery,
  projectMarkerQuery,
  toMapParcel,
  toMapProject,
  usesPolygons,
} from '../apps/api/src/modules/map/map-geometry.js';
import { ClusterCache, mapClusters } from '../apps/api/src/modules/parcels/cluster-cache.js';
import { parcelCount } from '../apps/api/src/modules/parcels/parcel-count.js';
import { BYTES_PER_PARCEL, ParcelPoints } from '../apps/api/src/modules/parcels/parcel-points.js';
import { parcelCountQuery } from '../apps/api/src/modules/parcels/parcels.queries.js';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { polygonPage } from '../apps/api/src/modules/parcels/parcel-map.queries.js';
import { mapAnswerJson, sendJsonText } from '../apps/api/src/modules/map/map-json.js';
import { flag, loadText, percentiles, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = flag;
const runs = Number(arg('--runs')) || 200;
// --only zooms|filtered|counts|passthrough: run one part (the viewports are the same in every case).
const only = arg('--only');
const part = (name: string) => !only || only === name;
const load = loadText;
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
  const { p50, p95, max } = percentiles(ms);
  return { p50: p50.toFixed(1), p95: p95.toFixed(1), max: max.toFixed(1) };
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
// (The pass-through part asks polygons only: no cluster grid.)
for (let i = 0; i < 5 && only !== 'passthrough'; i++)
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
// Pass-through JSON (issue 19, item 2): polygon pages at zooms 14 and 16-18 over the same viewports, three ways, the
// order turned per viewport: "SQL" is the page's SQL as the route now runs it (polygonJsonQuery and the markers,
// concurrently, rows as text); "before" is the object answer over HTTP (rows whose GeoJSON the driver parses,
// toMapParcel, serialized through the mapResults schema by fastify-type-provider-zod, as the route did); "after" is
// the route's code over HTTP (polygonPage + mapAnswerJson, sent as text). Both endpoints run on a bare Fastify app
// with the server's type provider and the route's schemas but without the auth guard (its lookup is cached:
// apps/api/src/plugins/auth-cache.ts).
if (only === 'passthrough') {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const schema = { querystring: mapCoordinatesQuery, response: { 200: mapResults } };
  const limit = MAP_LIMITS.mapLimit;
  app.get('/before', { schema }, async (req) => {
    const f = req.query;
    const zoom = f.zoom ?? MAP_LIMITS.defaultZoom;
    const [parcels, projects] = await Promise.all([
      polygonQuery(db, f, zoom, false, [], { limit: limit + 1, offset: 0 }).execute(),
      projectMarkerQuery(db, f, 'all')
        .limit(limit + 1)
        .execute(),
    ]);
    return {
      mode: 'polygons' as const,
      zoom,
      page: 1,
      parcels: parcels.slice(0, limit).map(toMapParcel),
      projects: projects.slice(0, limit).map(toMapProject),
      clusters: [],
      truncated: parcels.length > limit || projects.length > limit,
    };
  });
  app.get('/after', { schema }, async (req, reply) => {
    const f = req.query;
    const zoom = f.zoom ?? MAP_LIMITS.defaultZoom;
    const page = await polygonPage(db, f, zoom, 1, limit, false);
    return sendJsonText(reply, mapAnswerJson({ mode: 'polygons', zoom, ...page, page: 1 }));
  });
  // The floor of any answer over HTTP here (client and server in this one process): an empty JSON object.
  app.get('/nothing', async (_req, reply) => sendJsonText(reply, '{}'));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/nothing`)).text();
    if (i >= 20) floor.push(performance.now() - t0);
  }
  const f0 = stats(floor);
  console.log(`HTTP round trip of an empty answer: p50 ${f0.p50} ms, p95 ${f0.p95} ms`);
  const rawSql = async (f: MapFilters, zoom: number) => {
    const window = { limit: limit + 1, offset: 0 };
    const [p] = await Promise.all([
      polygonJsonQuery(db, polygonQuery(db, f, zoom, false, [], window)).execute(),
      projectMarkerQuery(db, f, 'all').limit(window.limit).execute(),
    ]);
    return p.length;
  };
  const fetchText = async (path: string, viewport: string, zoom: number) => {
    const res = await fetch(`${base}${path}?zoom=${zoom}&viewport=${encodeURIComponent(viewport)}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    return body;
  };
  console.log(`pass-through JSON, ${runs} viewports a zoom; load average ${load()}`);
  console.log('zoom  SQL p50/p95    before p50/p95 (x SQL)   after p50/p95 (x SQL)   meanKB  same');
  for (const zoom of [14, 16, 17, 18]) {
    const t = { sql: [] as number[], before: [] as number[], after: [] as number[] };
    let bytes = 0;
    let same = 0;
    for (let i = 0; i < 3; i++) {
      const v = viewportAt(centers[i]!, zoom);
      await rawSql(mapFiltersQuery.parse({ viewport: v }), zoom);
      await fetchText('/before', v, zoom);
      await fetchText('/after', v, zoom);
    }
    for (let i = 0; i < runs; i++) {
      const v = viewportAt(centers[i]!, zoom);
      const f = mapFiltersQuery.parse({ viewport: v });
      const ways = ['sql', 'before', 'after'] as const;
      const bodies: Record<string, string> = {};
      for (let k = 0; k < 3; k++) {
        const way = ways[(i + k) % 3]!;
        const t0 = performance.now();
        if (way === 'sql') await rawSql(f, zoom);
        else bodies[way] = await fetchText(`/${way}`, v, zoom);
        t[way].push(performance.now() - t0);
      }
      bytes += bodies.after!.length;
      if (bodies.after === bodies.before) same++;
    }
    const a = stats(t.sql);
    const b = stats(t.before);
    const c = stats(t.after);
    const x = (p: string) => `${(Number(p) / Number(a.p50)).toFixed(2)}x`;
    const x95 = (p: string) => `${(Number(p) / Number(a.p95)).toFixed(2)}x`;
    console.log(
      `${String(zoom).padStart(4)}  ${a.p50.padStart(5)}/${a.p95.padEnd(6)}  ${b.p50.padStart(6)}/${b.p95.padEnd(6)} (${x(b.p50)}/${x95(b.p95)})  ${c.p50.padStart(6)}/${c.p95.padEnd(6)} (${x(c.p50)}/${x95(c.p95)})  ${(bytes / runs / 1024).toFixed(1).padStart(6)}  ${same}/${runs}`,
    );
  }
  await app.close();
}

console.log(`load average at end: ${load()}`);
await database.close();
