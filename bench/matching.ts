// Matching benchmark (issue 7). Run by hand against a real PostgreSQL with generated data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_data_1m npx tsx bench/matching.ts [--runs 200] [--explain]
//
// For `runs` random parcels and `runs` random parent/child projects: the eight counts together (as
// /parcels/matches/:id and /projects/matches/:id compute them, concurrently on a pool of 8) and a page of 20 of
// every kind (contact groups also as companies). Prints p50 / p95 / max in milliseconds; with --explain, EXPLAIN (ANALYZE) of each count for one parcel
// and which indexes it used. It only reads.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { MATCHING_TYPES, matchListAnswer } from '@utah-land/shared';
import { openPostgres } from '@utah-land/db';
import {
  countAllMatches,
  kindQueries,
  listMatches,
  matchingQueries,
} from '../apps/api/src/modules/matching/matching.service.js';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadParcelProfile, loadProjectProfile } from '../apps/api/src/modules/matching/profiles.js';
import { CONTACT_KINDS } from '../apps/api/src/modules/matching/compilers/contacts.js';
import { loadText, msText, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = (name: string) => process.argv.indexOf(name);
const runs = Number(process.argv[arg('--runs') + 1]) || 200;
const database = await openPostgres(url, 8);
const load = loadText;
const db = database.db;

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const stats = (ms: number[]) => msText(ms);

async function randomIds(table: 'parcels' | 'projects', count: number) {
  const { rows } = await sql<{
    lo: number;
    hi: number;
  }>`select min(id) lo, max(id) hi from ${sql.table(table)}`.execute(db);
  const { lo, hi } = rows[0]!;
  const out = new Set<number>();
  while (out.size < count) {
    const ids = Array.from({ length: count }, () => Math.floor(lo + rand() * (hi - lo + 1)));
    const found = await sql<{
      id: number;
    }>`select id from ${sql.table(table)} where id = any(${ids}::bigint[])`.execute(db);
    for (const r of found.rows) if (out.size < count) out.add(r.id);
  }
  return [...out];
}

async function time<T>(f: () => Promise<T>) {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

const counts = await sql<{
  parcels: number;
  contacts: number;
}>`select (select count(*) from parcels)::int parcels, (select count(*) from contacts)::int contacts`.execute(
  db,
);
console.log(`parcels ${counts.rows[0]!.parcels}, contacts ${counts.rows[0]!.contacts}, runs ${runs}`);

// --endpoint: a match page (20 of a kind, page 1, for random parcels) beside its SQL (issue 19, item 2): "SQL" is the
// count, the strong count and the page statements run concurrently (as listMatches runs them); "endpoint" is the
// same work answered over HTTP by a bare Fastify app with the server's type provider and the routes'
// matchListAnswer schema (listMatches: camel-cased rows, the schema's serializer), without the auth guard
// (apps/api/src/plugins/auth-cache.ts caches its lookup). The subject's profile is loaded once, outside the timing,
// for both.
if (arg('--endpoint') > 0) {
  const ids = await randomIds('parcels', runs);
  const profiles = new Map<number, Awaited<ReturnType<typeof loadParcelProfile>>>();
  for (const id of ids) profiles.set(id, await loadParcelProfile(db, id));
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get<{ Querystring: { id: string; kind: (typeof MATCHING_TYPES)[number] } }>(
    '/page',
    { schema: { response: { 200: matchListAnswer } } },
    async (req) =>
      listMatches(db, profiles.get(Number(req.query.id))!, req.query.kind, { page: 1, limit: 20 }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`match page of 20 beside its SQL, ${runs} parcels; load average ${load()}`);
  for (const kind of ['builders', 'investors', 'parcels', 'projects'] as const) {
    const rawSql = async (id: number) => {
      // The same statements listMatches runs: the count, the strong count where the kind has one, and the page.
      const q = kindQueries(db, profiles.get(id)!, kind, { page: 1, limit: 20 });
      await Promise.all([
        q.count().executeTakeFirstOrThrow(),
        q.strongCount?.().executeTakeFirstOrThrow(),
        q.page(1, 20).execute(),
      ]);
    };
    const endpoint = async (id: number) => {
      const res = await fetch(`${base}/page?id=${id}&kind=${kind}`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${kind} ${id}: ${res.status} ${body.slice(0, 200)}`);
    };
    for (const id of ids.slice(0, 3)) await Promise.all([rawSql(id), endpoint(id)]);
    const t = { sql: [] as number[], endpoint: [] as number[] };
    for (const [i, id] of ids.entries()) {
      const ways = i % 2 ? (['sql', 'endpoint'] as const) : (['endpoint', 'sql'] as const);
      for (const way of ways) t[way].push(await time(() => (way === 'sql' ? rawSql(id) : endpoint(id))));
    }
    const q50 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
    console.log(
      `${kind.padEnd(10)} SQL ${stats(t.sql)} | endpoint ${stats(t.endpoint)} | p50 ${(q50(t.endpoint) / q50(t.sql)).toFixed(2)}x`,
    );
  }
  await app.close();
  console.log(`load average at end: ${load()}`);
  await database.close();
  process.exit(0);
}

for (const subject of ['parcel', 'project'] as const) {
  const ids = await randomIds(subject === 'parcel' ? 'parcels' : 'projects', runs);
  const load = (id: number) =>
    subject === 'parcel' ? loadParcelProfile(db, id) : loadProjectProfile(db, id);
  // Warm-up
  for (const id of ids.slice(0, 5)) await countAllMatches(db, await load(id), MATCHING_TYPES);
  const eight: number[] = [];
  const page: Record<string, number[]> = {};
  for (const id of ids) {
    eight.push(await time(async () => countAllMatches(db, await load(id), MATCHING_TYPES)));
    const profile = await load(id);
    for (const kind of MATCHING_TYPES)
      (page[kind] ??= []).push(await time(() => listMatches(db, profile, kind, { page: 1, limit: 20 })));
    // Companies pages (each company's matching contacts' compared values are read for the page's rows only).
    for (const kind of CONTACT_KINDS)
      (page[`${kind} companies`] ??= []).push(
        await time(() => listMatches(db, profile, kind, { page: 1, limit: 20, type: 'companies' })),
      );
  }
  console.log(`\n${subject}: eight counts together  ${stats(eight)}`);
  for (const [kind, ms] of Object.entries(page))
    console.log(`${subject}: page of 20 ${kind.padEnd(30)} ${stats(ms)}`);
}

if (arg('--explain') > 0) {
  const [id] = await randomIds('parcels', 1);
  const groups = matchingQueries(db, await loadParcelProfile(db, id!), { page: 1, limit: 20 });
  for (const [group, keys] of Object.entries(groups)) {
    const count = Object.entries(keys).find(([k]) => /Count$/.test(k))?.[1] as string;
    const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${count}`).execute(db);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    const indexes = [
      ...new Set(
        lines.flatMap((l) =>
          [...l.matchAll(/(?:Index|Bitmap Index) Scan (?:using|on) (\w+)/g)].map((m) => m[1]),
        ),
      ),
    ];
    const total = lines.find((l) => l.startsWith('Execution Time'));
    console.log(`\n${group}: ${total}; indexes: ${indexes.join(', ') || 'none (sequential scan)'}`);
    if (arg('--plans') > 0) console.log(lines.join('\n'));
  }
}
await database.close();
