// Benchmark of issue 20's features, run by hand against a real PostgreSQL with generated data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_data_1m node --expose-gc --import tsx bench/pro-features.ts \
//     [--runs 50] [--alerts]
//
// - GIS export: the county whose parcel count is nearest 50,000, in every format, over real HTTP from the real app,
//   streamed to nowhere: seconds, MB and the growth of the process's memory while it runs (server and client are this
//   one process; garbage not yet collected counts); beside it the raw SQL of the same read (the same SELECT through a
//   cursor).
// - Owner portfolios: GET /owners/portfolio for `runs` owners of several parcels (p50 / p95 / max, ms); beside it
//   the raw SQL that finds an owner's parcels by name key.
// - With --alerts (it writes: 40 watches of 4 bench users, then 1,000 parcels and 200 listings changed): one run of
//   the alert scheduler two days on; the bench users are removed afterwards (their watches and digests with them).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { EXPORT_FORMATS } from '@utah-land/shared';
import { buildApp, type Clock } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPostgres } from '@utah-land/db';
import { runAlerts } from '../apps/api/src/modules/alerts/alerts.run.js';
import { areaConditions } from '../apps/api/src/modules/area-export/export-rows.js';
import { msText, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = (name: string) => process.argv.indexOf(name);
const runs = Number(process.argv[arg('--runs') + 1]) || 50;
const database = await openPostgres(url, 10);
const db = database.db;
let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const config = loadConfig({
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing',
  LOG_LEVEL: 'silent',
  PAYMENTS: 'off',
});
const mailer = { send: async () => undefined };
const app = await buildApp({
  deps: { config, database, mailer, clock, jwtSecret: config.JWT_SECRET!, version: 'bench' },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const stats = (ms: number[]) => msText(ms);

async function benchUser(tag: string) {
  const { id } = await db
    .insertInto('users')
    .values({
      firstname: 'Bench',
      lastname: tag,
      email: `bench-${tag}-${Date.now()}@example.test`,
      password_hash: 'x',
      is_email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO user_roles (user_id, role_id) SELECT ${id}, id FROM roles WHERE name = 'user'`.execute(
    db,
  );
  await db.insertInto('user_subscriptions').values({ user_id: id, status: 'Subscribed' }).execute();
  return { id, token: app.jwt.sign({ sub: id, ver: 0 }) };
}
const users: number[] = [];
const reader = await benchUser('reader');
users.push(reader.id);
const auth = { authorization: `Bearer ${reader.token}` };

const size = await sql<{ parcels: number }>`SELECT count(*)::int AS parcels FROM parcels`.execute(db);
console.log(`parcels ${size.rows[0]!.parcels}`);

// GIS export.
const { rows: counties } = await sql<{ county: string; n: number }>`
  SELECT county, count(*)::int AS n FROM parcels WHERE county IS NOT NULL GROUP BY county
  ORDER BY abs(count(*) - 50000) LIMIT 1`.execute(db);
const { county, n } = counties[0]!;
console.log(`\nexport: ${county} County, ${n} parcels`);
const filters = { counties: [county] } as Parameters<typeof areaConditions>[0];
// Twice: the first read warms the cache, as the exports below find it.
for (const run of ['cold', 'warm']) {
  const t0 = performance.now();
  await db.transaction().execute(async (trx) => {
    await sql`DECLARE raw_export NO SCROLL CURSOR FOR
      SELECT p.*, ST_AsGeoJSON(p.geom, 7) AS geometry FROM parcels p WHERE ${areaConditions(filters)} ORDER BY p.id`.execute(
      trx,
    );
    for (;;) if (!(await sql`FETCH 1000 FROM raw_export`.execute(trx)).rows.length) break;
  });
  console.log(`  raw SQL, ${run} (cursor, 1000 a fetch)  ${((performance.now() - t0) / 1000).toFixed(2)} s`);
}
for (const format of EXPORT_FORMATS) {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/area-export?format=${format}&counties=${encodeURIComponent(county)}`, {
    headers: auth,
  });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  clearInterval(sampler);
  console.log(
    `  ${format.padEnd(9)} ${res.status}  ${((performance.now() - t0) / 1000).toFixed(2)} s  ` +
      `${(bytes / 1e6).toFixed(1)} MB  memory +${((peak - rss0) / 1e6).toFixed(0)} MB`,
  );
}

// Owner portfolios.
const { rows: owners } = await sql<{ id: number; name: string }>`
  SELECT min(id) AS id, min(ownership_name) AS name FROM parcels
  WHERE owner_type IN ('LLC', 'Trust', 'Person')
  GROUP BY owner_name_key(ownership_name) HAVING count(*) > 1
  ORDER BY md5(min(id)::text) LIMIT ${runs}`.execute(db);
const api: number[] = [];
const raw: number[] = [];
for (const o of owners) {
  let t0 = performance.now();
  const res = await fetch(`${base}/api/owners/portfolio?parcelId=${o.id}`, { headers: auth });
  await res.arrayBuffer();
  api.push(performance.now() - t0);
  t0 = performance.now();
  await sql`SELECT id FROM parcels WHERE owner_name_key(ownership_name) = owner_name_key(${o.name})`.execute(
    db,
  );
  raw.push(performance.now() - t0);
}
console.log(
  `\nportfolio of ${owners.length} owners (ms)\n  GET /owners/portfolio  ${stats(api)}\n  raw SQL by name key     ${stats(raw)}`,
);

// Alerts.
if (process.argv.includes('--alerts')) {
  const { rows: cities } = await sql<{ city: string }>`
    SELECT city FROM parcels WHERE city IS NOT NULL GROUP BY city ORDER BY count(*) DESC LIMIT 40`.execute(
    db,
  );
  for (let u = 0; u < 4; u++) {
    const user = await benchUser(`alerts${u}`);
    users.push(user.id);
    for (const { city } of cities.slice(u * 10, u * 10 + 10)) {
      const search = await db
        .insertInto('saved_searches')
        .values({
          user_id: user.id,
          description: `Bench ${city}`,
          url: `?cities=${encodeURIComponent(city)}&acreage=0.5|5`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('alert_watches')
        .values({ user_id: user.id, saved_search_id: search.id, frequency: 'daily' })
        .execute();
    }
  }
  await sql`UPDATE parcels SET acreage = acreage + 0.01 WHERE id IN (SELECT id FROM parcels ORDER BY md5(id::text) LIMIT 1000)`.execute(
    db,
  );
  await sql`UPDATE mls_listings SET list_price = list_price - 5000 WHERE id IN (
    SELECT id FROM mls_listings WHERE status = 'Active' ORDER BY md5(id::text) LIMIT 200)`.execute(db);
  offset = 2 * 86_400_000;
  const t0 = performance.now();
  const result = await runAlerts(app);
  console.log(
    `\nalerts: 40 watches, 1000 parcels and 200 listings changed\n  one run  ${(performance.now() - t0).toFixed(0)} ms  ${JSON.stringify(result)}`,
  );
}

await db.deleteFrom('users').where('id', 'in', users).execute();
await app.close();
await database.close();
