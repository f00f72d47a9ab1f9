// Filtered counts and lists benchmark (issue 19). Run by hand against a real PostgreSQL with generated parcels:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_bench_1m npx tsx bench/filtered-counts.ts [--runs 10]
//   DATA_DIR=/tmp/h1-embedded npx tsx bench/filtered-counts.ts [--runs 10]          (the embedded database)
//
// For every filter of the map, alone statewide and with a zoom-10 view of the Wasatch Front: the count as the routes
// answer it (parcelCount: from the in-memory parcel points when they cover the filters, loaded in the warm-up,
// otherwise SQL) beside the raw SQL of the count (parcelCountQuery), and the first page of the list with its total
// (20 cards, as /parcels answers it: parcelPage). Prints p50 / p95 in milliseconds, whether the count came
// from memory, the points' load time and memory (RSS), and the load averages before and after. It only reads.
import { performance } from 'node:perf_hooks';
import { mapFiltersQuery, type MapFilters } from '@utah-land/shared';
import { parcelCount } from '../apps/api/src/modules/parcels/parcel-count.js';
import { ParcelPointsStore } from '../apps/api/src/modules/parcels/parcel-points-store.js';
import { ParcelPoints } from '../apps/api/src/modules/parcels/parcel-points.js';
import { parcelPage } from '../apps/api/src/modules/parcels/parcel-page.js';
import { parcelCountQuery } from '../apps/api/src/modules/parcels/parcels.queries.js';
import { flag, loadText, percentiles, openBenchDatabase } from './harness.js';

const arg = flag;
const runs = Number(arg('--runs')) || 10;
const load = loadText;
const database = await openBenchDatabase(4);
const db = database.db;
console.log(`load average at start: ${load()}  (${database.kind})`);

const stats = (ms: number[]) => {
  const { p50, p95 } = percentiles(ms);
  return `${p50.toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(6)}`;
};
async function time(fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const t = performance.now();
await ParcelPointsStore.of(db).ready();
console.log(
  `parcel points loaded in ${((performance.now() - t) / 1000).toFixed(1)} s; RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);

// A zoom-10 view over Salt Lake City (1440x900 screen pixels).
const view = JSON.stringify({
  southWest: { lat: 40.62, lng: -112.14 },
  northEast: { lat: 40.86, lng: -111.65 },
});
// A drawn polygon around downtown Salt Lake City.
const polygon = JSON.stringify([
  [-111.93, 40.74],
  [-111.86, 40.74],
  [-111.86, 40.79],
  [-111.93, 40.79],
  [-111.93, 40.74],
]);
const filters: [string, Record<string, string>][] = [
  ['none', {}],
  ['cities', { cities: 'Salt Lake City' }],
  ['counties', { counties: 'Utah' }],
  ['postalCodes', { postalCodes: '84043' }],
  ['acreage', { acreage: '1|5' }],
  ['products', { singleFamily: 'true' }],
  ['parcelStatus Vacant', { parcelStatus: 'Vacant' }],
  ['parcelStatus Built', { parcelStatus: 'Built' }],
  ['parcelStatus Listed', { parcelStatus: 'Listed' }],
  ['parcelStatus Project', { parcelStatus: 'Part of a Project' }],
  ['noBuildings', { noBuildings: 'true' }],
  ['utahAreaTags', { utahAreaTags: 'Utah County' }],
  ['houseStyle', { houseStyle: 'Rambler' }],
  ['hypotheticals', { hypotheticals: 'Proxy' }],
  ['parcelId', { parcelId: '42' }],
  ['currentZoningCity', { currentZoningCity: 'Salt Lake City:R-1-7' }],
  ['currentZoningCounty', { currentZoningCounty: 'R-1-8' }],
  ['coords (polygon)', { coords: polygon }],
  ['three filters', { counties: 'Salt Lake', minAcreage: '1', singleFamily: 'true', parcelStatus: 'Vacant' }],
];
const viewer = { userId: 0, isAdmin: false, freeTrial: false, surveyTaker: '' };
const paging = { page: 1, limit: 20, offset: 0 };
const points = await ParcelPointsStore.of(db).current();

console.log(
  `\n${'filter'.padEnd(22)} ${'where'.padEnd(10)} ${'count p50/p95'.padEnd(14)} ${'SQL p50/p95'.padEnd(14)} ${'list p50/p95'.padEnd(14)} memory  count`,
);
for (const [name, q] of filters) {
  for (const [where, extra] of [
    ['statewide', {}],
    ['zoom 10', { viewport: view }],
  ] as const) {
    const f: MapFilters = mapFiltersQuery.parse({ ...q, ...extra });
    const memory = !!points && ParcelPoints.supports(f) && points.handles(f);
    const count = await parcelCount(db, f);
    const route = await time(() => parcelCount(db, f));
    const raw = await time(() => parcelCountQuery(db, f).executeTakeFirstOrThrow());
    const list = await time(() => parcelPage(db, f, viewer, paging));
    console.log(
      `${name.padEnd(22)} ${where.padEnd(10)} ${stats(route).padEnd(14)} ${stats(raw).padEnd(14)} ${stats(list).padEnd(14)} ${(memory ? 'yes' : 'no').padEnd(7)} ${count}`,
    );
  }
}
console.log(`\nRSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
console.log(`load average at end: ${load()}`);
await database.close();
