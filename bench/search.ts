// Search benchmark (issue 19). Run by hand against a real PostgreSQL with generated parcels:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_bench_1m npx tsx bench/search.ts [--runs 100]
//   DATA_DIR=/tmp/h1-embedded npx tsx bench/search.ts [--runs 100]          (the embedded database)
//
// For each kind of query the address box gets (a parcel's address, 'address, city', the start of an address, a
// city, a ZIP code, a raw and a formatted parcel id, a project name) it takes `runs` real values from the database
// and times searchPlaces (what GET /api/search asks of the database and ranks, without the geocoder) beside the raw
// SQL of the same statement sent through the driver. It also counts how often the record the query was taken from
// comes first, and times the address queries at 8 concurrent searches. SEARCH_IMPL=<path to a search.queries.ts>
// compares another version of searchPlaces (the raw SQL column is then left out). It only reads. Prints p50 / p95 /
// max in milliseconds, the load averages before and after, and the process's memory (RSS).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { SearchResult } from '@utah-land/shared';
import * as current from '../apps/api/src/modules/search/search.queries.js';
import { flag, loadText, msText, openBenchDatabase } from './harness.js';

const arg = flag;
const runs = Number(arg('--runs')) || 100;
const load = loadText;
const impl = (process.env.SEARCH_IMPL ? await import(process.env.SEARCH_IMPL) : current) as typeof current;
const statementOf = process.env.SEARCH_IMPL ? null : current.searchStatement;

const database = await openBenchDatabase(8);
const db = database.db;
console.log(`load average at start: ${load()}  (${database.kind})`);

const stats = (ms: number[]) => msText(ms, 6);

// Deterministic samples: every n-th row by id, so two runs ask the same queries.
async function sample<T>(query: string): Promise<T[]> {
  return (await sql.raw<T>(query).execute(db)).rows;
}
const { rows: span } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM parcels`.execute(db);
const parcels = span[0]!.n;
console.log(`parcels: ${parcels}`);
const step = Math.max(1, Math.floor(parcels / runs));
const parcelRows = await sample<{
  id: number;
  parcel_id: string;
  formatted_parcel_id: string | null;
  address: string | null;
  city: string | null;
  label_city: string | null;
}>(
  `SELECT id::int, parcel_id, formatted_parcel_id, address, city, coalesce(city_by_geometry, city) AS label_city
   FROM parcels
   WHERE id % ${step} = 0 AND address IS NOT NULL AND formatted_parcel_id IS NOT NULL ORDER BY id LIMIT ${runs}`,
);
const cityRows = await sample<{ name: string }>(`SELECT name FROM cities ORDER BY id LIMIT ${runs}`);
const zipRows = await sample<{ zip: string }>(`SELECT zip FROM zip_codes ORDER BY zip LIMIT ${runs}`);
const projectRows = await sample<{ id: number; name: string }>(
  `SELECT id::int, name FROM projects WHERE center IS NOT NULL AND id % 97 = 0 ORDER BY id LIMIT ${runs}`,
);

interface Case {
  q: string;
  first: (r: SearchResult | undefined) => boolean;
}
const isParcel = (id: number, type: string) => (r: SearchResult | undefined) =>
  r?.type === type && r.id === id;
// Many parcels share an address ('89 S Main St' in several towns): the first answer must carry the address asked.
const isAddress = (address: string) => (r: SearchResult | undefined) =>
  r?.type === 'address' && r.label.toLowerCase().startsWith(address.toLowerCase());
const kinds: [string, Case[]][] = [
  ['address', parcelRows.map((p) => ({ q: p.address!, first: isAddress(p.address!) }))],
  [
    'address, city',
    parcelRows.map((p) => ({
      q: `${p.address}, ${p.city}`,
      first: (r) => isAddress(p.address!)(r) && r!.label.endsWith(`, ${p.label_city}`),
    })),
  ],
  [
    'start of an address',
    parcelRows.map((p) => ({
      q: p.address!.slice(0, Math.max(4, p.address!.length - 4)),
      first: () => true,
    })),
  ],
  [
    'city',
    cityRows.map((c) => ({ q: c.name, first: (r) => r?.type === 'city' && r.label.startsWith(c.name) })),
  ],
  ['zip', zipRows.map((z) => ({ q: z.zip, first: (r) => r?.type === 'zip' && r.label.startsWith(z.zip) }))],
  ['raw parcel id', parcelRows.map((p) => ({ q: p.parcel_id, first: isParcel(p.id, 'parcel') }))],
  [
    'formatted parcel id',
    parcelRows.map((p) => ({ q: p.formatted_parcel_id!, first: isParcel(p.id, 'parcel') })),
  ],
  [
    'project name',
    projectRows.map((p) => ({ q: p.name, first: (r) => r?.type === 'project' && r.label === p.name })),
  ],
];

// Warm-up: every query once (caches, plans).
for (const [, cases] of kinds) for (const c of cases) await impl.searchPlaces(db, c.q);

const pool = database.kind === 'postgres' ? database.pool : null;
console.log(`\n${'kind'.padEnd(22)} ${'searchPlaces'.padEnd(38)} ${'raw SQL'.padEnd(38)} first`);
for (const [name, cases] of kinds) {
  const fn: number[] = [];
  const raw: number[] = [];
  let first = 0;
  for (const c of cases) {
    let t = performance.now();
    const answer = await impl.searchPlaces(db, c.q);
    fn.push(performance.now() - t);
    if (c.first(answer[0])) first++;
    if (statementOf) {
      const compiled = statementOf(c.q).compile(db);
      t = performance.now();
      if (pool) await pool.query(compiled.sql, [...compiled.parameters]);
      else await db.executeQuery(compiled);
      raw.push(performance.now() - t);
    }
  }
  console.log(
    `${name.padEnd(22)} ${stats(fn).padEnd(38)} ${(raw.length ? stats(raw) : '-').padEnd(38)} ${first}/${cases.length}`,
  );
}

// Eight users searching at once (PostgreSQL: a pool of 8; embedded: one connection, so they queue).
const concurrent: number[] = [];
const queue = kinds.flatMap(([, cases]) => cases.map((c) => c.q));
const started = performance.now();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let q = queue.pop(); q !== undefined; q = queue.pop()) {
      const t = performance.now();
      await impl.searchPlaces(db, q);
      concurrent.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nall kinds, 8 at once: ${stats(concurrent)}  (${(concurrent.length / seconds).toFixed(0)} searches/s)`,
);
console.log(`RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
console.log(`load average at end: ${load()}`);
await database.close();
