// Company detail benchmark (issue 13, docs/matching.md "Company detail"). Run by hand against a real PostgreSQL
// with generated data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_data_1m npx tsx bench/company-detail.ts [--runs 50]
//
// For `runs` random companies with at least one contact of a contact group: the projects and parcels the company is
// matched to, as GET /companies/:id/detail reads them (the counts and 200 rows of each), and beside it the raw SQL of
// the parcels count alone (the largest part of the work), run as text (both without JIT, as the detail runs). Prints p50 / p95 / max in milliseconds and the
// EXPLAIN (ANALYZE) of the parcels count of the slowest company. It only reads.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openPostgres } from '@utah-land/db';
import { companyDemand, matchedProperties } from '../apps/api/src/modules/matching/company-detail.queries.js';
import { matchedByAny, parcelColumns } from '../apps/api/src/modules/matching/company-matches.js';
import { inlineSql } from '../apps/api/src/modules/map/sql-display.js';
import { msText, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = (name: string) => process.argv.indexOf(name);
const runs = Number(process.argv[arg('--runs') + 1]) || 50;
const database = await openPostgres(url, 8);
const db = database.db;
const stats = (ms: number[]) => msText(ms);
const time = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};

const companies = (
  await sql<{ id: number }>`SELECT co.id FROM companies co WHERE EXISTS (SELECT 1 FROM company_contacts cc
      JOIN contact_match_profiles c ON c.contact_id = cc.contact_id
      WHERE cc.company_id = co.id
        AND c.types && '{Builder,Developer,Investor,"Real Estate Agent","New Build Homebuyer"}')
    ORDER BY md5(co.id::text) LIMIT ${runs}`.execute(db)
).rows.map((r) => Number(r.id));
const total = await sql<{ n: number }>`SELECT count(*)::int n FROM parcels`.execute(db);
console.log(`parcels ${total.rows[0]!.n}, companies ${companies.length}`);

/** The raw SQL of a company's matched-parcels count, as text with its values inlined. */
async function parcelsCountSql(id: number) {
  const demand = await companyDemand(db, id);
  const q = db
    .selectFrom('parcels as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(matchedByAny(parcelColumns(), demand));
  return inlineSql(q.compile());
}

for (const id of companies.slice(0, 3)) await matchedProperties(db, id); // warm-up
const detail: number[] = [];
const raw: number[] = [];
let slowest = { id: companies[0]!, ms: 0 };
for (const id of companies) {
  const ms = await time(() => matchedProperties(db, id));
  detail.push(ms);
  if (ms > slowest.ms) slowest = { id, ms };
  const text = await parcelsCountSql(id);
  // As the detail runs it: in a transaction without JIT.
  raw.push(
    await time(() =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL jit = off`.execute(trx);
        await sql.raw(text).execute(trx);
      }),
    ),
  );
}
console.log(`company detail: matched projects and parcels (counts + 200 rows)  ${stats(detail)}`);
console.log(`raw SQL: matched parcels count                               ${stats(raw)}`);
const plan = await db.transaction().execute(async (trx) => {
  await sql`SET LOCAL jit = off`.execute(trx);
  return sql
    .raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${await parcelsCountSql(slowest.id)}`)
    .execute(trx);
});
console.log(`\nslowest company ${slowest.id} (${slowest.ms.toFixed(1)} ms), its parcels count:`);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
