// Drawn polygon benchmark (issue 26, item 8). Run by hand against a real PostgreSQL with generated parcels:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/poly_bench npx tsx bench/drawn-polygon.ts [--runs 5] \
//     [--shape round|comb] [--serial] [--plans]
//
// A 498-point polygon at full double precision round Salt Lake City (an irregular outline about 13 km across), sent
// as an encoded polyline (`coords`, packages/shared/src/geo/polyline.ts). Prints EXPLAIN ANALYZE execution times
// (ms) of the SQL the routes run for it — the count (/parcels/count and the list's total), the list's page
// (/parcels), the map's clusters and the zoom-14 polygon page (/parcels/all-coordinates) — and checks the count
// against the parcels PostGIS finds inside the polygon by a plain scan. `--serial` turns parallel workers off, so the
// figures are one process's work (steadier on a busy two-core host). It only reads.
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { encodePolyline, mapFiltersQuery } from '@utah-land/shared';
import type { DB } from '../apps/api/src/db/index.js';
import { clusterQuery, polygonQuery } from '../apps/api/src/modules/map/map-geometry.js';
import { filteredParcels } from '../apps/api/src/modules/map/map-filters.js';
import { fencedPageQuery } from '../apps/api/src/modules/parcels/parcel-page.js';
import { parcelCountQuery } from '../apps/api/src/modules/parcels/parcels.queries.js';
import { flag, loadText, msText, openBenchDatabase } from './harness.js';

const runs = Number(flag('--runs')) || 5;
const plans = process.argv.includes('--plans');
const database = await openBenchDatabase(1);
const db = database.db as unknown as Kysely<DB>;
if (process.argv.includes('--serial')) await sql`set max_parallel_workers_per_gather = 0`.execute(db);
console.log(`load average at start: ${loadText()}  (${database.kind})`);

/**
 * 498 points at full precision. 'round' (default): an irregular outline round downtown Salt Lake City, about 13 km
 * across. 'comb': a comb over the Salt Lake Valley (124 teeth, 45 km by 39 km): its box holds most of the county's
 * parcels, and every one of them is near an edge.
 */
const shape = flag('--shape') ?? 'round';
function comb(): [number, number][] {
  const [x0, x1, y0, y1] = [-112.15, -111.62, 40.55, 40.9];
  const teeth = 124;
  const w = (x1 - x0) / (2 * teeth);
  const out: [number, number][] = [];
  for (let i = 0; i < teeth; i++) {
    const x = x0 + 2 * i * w + 1e-9 * i;
    out.push([x, y1], [x + w, y1], [x + w, y0 + 0.02], [x + 2 * w, y0 + 0.02]);
  }
  out.push([x1, y0], [x0, y0]);
  return out;
}
const ring: [number, number][] =
  shape === 'comb'
    ? comb()
    : Array.from({ length: 498 }, (_, i) => {
        const a = (2 * Math.PI * i) / 498;
        const r = 0.06 + 0.01 * Math.sin(7 * a) + 0.003 * Math.cos(31 * a);
        return [-111.891047 + r * Math.cos(a) * 1.3, 40.760779 + r * Math.sin(a)];
      });
const coords = encodePolyline(ring);
console.log(
  `polygon: ${ring.length} points, coords ${new URLSearchParams({ coords }).toString().length} bytes as a polyline, ${new URLSearchParams({ coords: JSON.stringify(ring) }).toString().length} as JSON`,
);
const f = mapFiltersQuery.parse({ coords });
const viewer = { userId: 0, isAdmin: false, freeTrial: false, surveyTaker: '' };

async function explain(name: string, query: { compile(): CompiledQuery }) {
  const c = query.compile();
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i <= runs; i++) {
    const res = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, format text) ${c.sql}`, [...c.parameters]),
    );
    const lines = res.rows.map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1]);
    if (i > 0) times.push(ms); // the first run warms the cache
    plan = lines.join('\n');
  }
  console.log(`${name.padEnd(34)} ${msText(times, 8)}`);
  if (plans) console.log(plan);
}

const t = performance.now();
await explain('count (/parcels/count)', parcelCountQuery(db, f));
await explain('page of 20 (/parcels)', fencedPageQuery(db, f, viewer, { page: 1, limit: 20, offset: 0 }));
await explain('clusters zoom 11', clusterQuery(db, f, 11));
await explain('polygons zoom 14 (1000)', polygonQuery(db, f, 14, false, [], { limit: 1000, offset: 0 }));

// The answers must stay the parcels PostGIS finds meeting the whole polygon, whatever the SQL's shape: by outline
// (counts, lists) and by centre (clusters).
const whole = JSON.stringify({ type: 'Polygon', coordinates: [[...f.coords!, f.coords![0]!]] });
for (const column of ['geom', 'center'] as const) {
  const ids = (await filteredParcels(db, f, [], column).select('p.id').orderBy('p.id').execute()).map(
    (r) => r.id,
  );
  const reference = await sql<{ id: number }>`select p.id from parcels p
    where ST_Intersects(${sql.ref(`p.${column}`)}, ST_SetSRID(ST_GeomFromGeoJSON(${whole}), 4326)) order by p.id`.execute(
    db,
  );
  const same = ids.length === reference.rows.length && ids.every((id, i) => id === reference.rows[i]!.id);
  console.log(
    `parcels meeting it by ${column}: ${ids.length}, by the whole polygon ${reference.rows.length}: ${same ? 'the same ids' : 'DIFFERENT'}`,
  );
}
console.log(`total ${((performance.now() - t) / 1000).toFixed(1)} s; load average at end: ${loadText()}`);
await database.close();
