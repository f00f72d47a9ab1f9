// Market stats benchmark (issue 17). Run by hand against a real PostgreSQL with generated data of about 100,000 MLS
// listings (the generator lists about one parcel in ten: `npm run data -- generate --parcels 1000000`):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_data_1m npx tsx bench/market-stats.ts [--runs 50]
//
// For one city (the one with the most listings) and for the whole state, over three years of list dates, it times
// the summary (/parcels/get-stats-summary: the grouping-sets statistics and the monthly medians) and the full
// valuation (/parcels/get-stats-full-valuation, All × Sold) exactly as the routes build them, each beside the same
// SQL text run raw (the View Query text). Target: p95 under 100 ms. It only reads. Prints p50 / p95 / max in ms.
import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import { marketStatsQuery } from '@utah-land/shared';
import { openPostgres } from '@utah-land/db';
import {
  fullValuationQuery,
  listingConditions,
  monthlyQuery,
  summaryQuery,
} from '../apps/api/src/modules/market-stats/market-stats.queries.js';
import { inlineSql } from '../apps/api/src/modules/map/sql-display.js';
import { MarketSummaryCache } from '../apps/api/src/modules/market-stats/market-stats-cache.js';
import { flag, loadText, msText, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = flag;
const runs = Number(arg('--runs')) || 50;

const database = await openPostgres(url, 2);
const db = database.db;
const stats = (ms: number[]) => msText(ms);
async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(48)} ${stats(ms)}`);
}

try {
  const total = (await sql<{ n: number }>`select count(*)::int as n from mls_listings`.execute(db)).rows[0]!
    .n;
  const top = (
    await sql<{ city: string; n: number }>`select city, count(*)::int as n from mls_listings
      group by city order by n desc limit 1`.execute(db)
  ).rows[0];
  if (!top) throw new Error('no listings: generate data first');
  console.log(`listings: ${total}; city: ${top.city} (${top.n}); runs: ${runs}; load ${loadText()}`);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
  for (const [place, params] of [
    [top.city, { cities: top.city, fromDate: from, toDate: to }],
    ['the state', { fromDate: from, toDate: to }],
  ] as const) {
    const f = marketStatsQuery.parse(params);
    const conds = listingConditions(f, f.cities);
    const queries: [string, RawBuilder<unknown>][] = [
      ['summary', summaryQuery(conds)],
      ['monthly', monthlyQuery(conds)],
      ['full valuation All/Sold', fullValuationQuery(conds, 'All', 'Sold')],
    ];
    await time(`${place}: summary route (summary + monthly)`, () =>
      Promise.all([summaryQuery(conds).execute(db), monthlyQuery(conds).execute(db)]),
    );
    // What the route answers now: the summary kept per data version (market-stats-cache.ts), the same figures.
    const t0 = performance.now();
    await MarketSummaryCache.of(db).summary(f);
    console.log(
      `${`${place}: kept summary, first ask`.padEnd(48)} ${(performance.now() - t0).toFixed(1)} ms`,
    );
    await time(`${place}: kept summary, asked again`, () => MarketSummaryCache.of(db).summary(f));
    for (const [name, q] of queries) {
      await time(`${place}: ${name} (built)`, () => q.execute(db));
      const text = inlineSql(q.compile(db));
      await time(`${place}: ${name} (raw SQL)`, () => sql.raw(text).execute(db));
    }
  }
  console.log(`load after: ${loadText()}`);
} finally {
  await database.close();
}
