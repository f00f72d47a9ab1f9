// Survey matching benchmark (issue 16). Run by hand against a real PostgreSQL with generated data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/utah_bench_surveys npx tsx bench/survey-matching.ts \
//     [--runs 200] [--only cards] [--explain [--plans]]
//
// For `runs` random surveys of each type: the six card counts together (contacts and companies of the five contact
// groups, water rights: what GET /surveys/{id}/resultsCount runs, concurrently on a pool of 8), and a page of 20 of
// every card (contacts; companies; and for demand surveys the parcels and projects they want). Beside each figure,
// the same work as raw SQL: the inlined SQL texts the admin sees (GET /surveys/getQueries/{id}) run as they are.
// Prints p50 / p95 / max in milliseconds; with --explain, EXPLAIN (ANALYZE, BUFFERS) of each count for one survey
// of each type and the indexes it used. It only reads.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { SURVEY_CARD_TYPES, SURVEY_TYPES, type MatchingType } from '@utah-land/shared';
import { openPostgres } from '@utah-land/db';
import { listMatches } from '../apps/api/src/modules/matching/matching.service.js';
import { surveyCounts, surveyQueries } from '../apps/api/src/modules/surveys/survey-matching.js';
import { surveySubject } from '../apps/api/src/modules/surveys/survey-subject.js';
import { percentiles, benchDatabaseUrl } from './harness.js';

const url = benchDatabaseUrl();
const arg = (name: string) => process.argv.indexOf(name);
const runs = Number(process.argv[arg('--runs') + 1]) || 200;
/** `--only cards`: the six card counts alone (no pages). */
const cardsOnly = arg('--only') > 0 && process.argv[arg('--only') + 1] === 'cards';
const database = await openPostgres(url, 8);
const db = database.db;

const stats = percentiles;
const fmt = (ms: number[]) => {
  if (!ms.length) return '—';
  const s = stats(ms);
  return `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.max.toFixed(1)}`;
};
async function time(f: () => Promise<unknown>) {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}
const raw = (text: string) => sql.raw(text).execute(db);

const sizes = await sql<{ parcels: number; contacts: number; surveys: number; companies: number }>`
  SELECT (SELECT count(*) FROM parcels)::int parcels, (SELECT count(*) FROM contacts)::int contacts,
         (SELECT count(*) FROM surveys WHERE deleted_at IS NULL)::int surveys,
         (SELECT count(*) FROM companies)::int companies`.execute(db);
const n = sizes.rows[0]!;
console.log(
  `parcels ${n.parcels}, contacts ${n.contacts}, companies ${n.companies}, surveys ${n.surveys}, runs ${runs}, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

type SurveyRow = Parameters<typeof surveySubject>[1] & { id: number };
/** `count` surveys of a type, a repeatable random sample. */
async function sample(type: string, count: number) {
  const r = await sql<SurveyRow>`SELECT id, survey_type, response, contact_id, project_id FROM surveys
    WHERE survey_type = ${type} AND deleted_at IS NULL ORDER BY md5(id::text) LIMIT ${count}`.execute(db);
  return r.rows;
}

/** The count SQL of the six cards as the admin sees it: what resultsCount runs for each card. */
function cardCountSql(queries: ReturnType<typeof surveyQueries>) {
  return SURVEY_CARD_TYPES.map(
    (k) =>
      (k === 'waterRights' ? queries[k]!.WaterRightsCount : queries[k]!.ContactsAndCompaniesCount) as string,
  );
}

const rows: string[] = [];
const pageKinds: MatchingType[] = [...SURVEY_CARD_TYPES, 'parcels', 'projects'];
for (const type of SURVEY_TYPES) {
  const surveys = await sample(type, runs);
  if (!surveys.length) continue;
  // Warm-up.
  for (const s of surveys.slice(0, 5)) await surveyCounts(db, await surveySubject(db, s));
  const subject: number[] = [];
  const cards: number[] = [];
  const cardsRaw: number[] = [];
  const page: Record<string, number[]> = {};
  const pageRaw: Record<string, number[]> = {};
  for (const s of surveys) {
    let subj!: Awaited<ReturnType<typeof surveySubject>>;
    subject.push(await time(async () => (subj = await surveySubject(db, s))));
    cards.push(await time(() => surveyCounts(db, subj)));
    const queries = surveyQueries(db, subj, 20);
    cardsRaw.push(await time(() => Promise.all(cardCountSql(queries).map(raw))));
    if (cardsOnly) continue;
    for (const kind of pageKinds) {
      if ((kind === 'parcels' || kind === 'projects') && subj.side === 'supply') continue;
      (page[kind] ??= []).push(await time(() => listMatches(db, subj.profile, kind, { page: 1, limit: 20 })));
      const q = queries[kind]!;
      const [countKey, pageKey] =
        kind === 'waterRights'
          ? ['WaterRightsCount', 'WaterRightsQuery']
          : kind === 'parcels'
            ? ['ParcelsCount', 'ParcelsQuery']
            : kind === 'projects'
              ? ['ProjectsCount', 'ProjectsQuery']
              : ['ContactsCount', 'ContactsQuery'];
      (pageRaw[kind] ??= []).push(
        await time(() => Promise.all([raw(q[countKey] as string), raw(q[pageKey] as string)])),
      );
    }
    const companies = 'companies (builders)';
    (page[companies] ??= []).push(
      await time(() => listMatches(db, subj.profile, 'builders', { page: 1, limit: 20, type: 'companies' })),
    );
    (pageRaw[companies] ??= []).push(
      await time(() =>
        Promise.all([
          raw(queries.builders!.CompaniesCount as string),
          raw(queries.builders!.CompaniesQuery as string),
        ]),
      ),
    );
  }
  rows.push(`| ${type} (${surveys.length}) | subject | ${fmt(subject)} | — |`);
  rows.push(`| | **six card counts** | **${fmt(cards)}** | ${fmt(cardsRaw)} |`);
  for (const [kind, ms] of Object.entries(page))
    rows.push(`| | page of 20 ${kind} | ${fmt(ms)} | ${fmt(pageRaw[kind] ?? [])} |`);
  console.log(`${type}: six card counts ${fmt(cards)} (raw SQL ${fmt(cardsRaw)})`);
}

console.log(
  `\nload average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('\n| survey type (runs) | work | p50 / p95 / max ms | same SQL raw, p50 / p95 / max ms |');
console.log('| --- | --- | --- | --- |');
for (const r of rows) console.log(r);

if (arg('--explain') > 0) {
  for (const type of SURVEY_TYPES) {
    const [s] = await sample(type, 1);
    if (!s) continue;
    const subj = await surveySubject(db, s);
    const queries = surveyQueries(db, subj, 20);
    console.log(`\n### ${type} (survey ${s.id}, ${subj.side})`);
    for (const kind of pageKinds) {
      for (const [key, text] of Object.entries(queries[kind]!)) {
        if (!key.endsWith('Count') || key.startsWith('Parent') || key.startsWith('Child')) continue;
        const plan = await sql
          .raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text as string}`)
          .execute(db);
        const lines = plan.rows.map((r) => r['QUERY PLAN']);
        const indexes = [
          ...new Set(
            lines.flatMap((l) =>
              [...l.matchAll(/(?:Index|Bitmap Index|Index Only) Scan (?:using|on) (\w+)/g)].map((m) => m[1]),
            ),
          ),
        ];
        const total = lines.find((l) => l.startsWith('Execution Time'));
        console.log(`- ${kind} ${key}: ${total}; indexes: ${indexes.join(', ') || 'none (sequential scan)'}`);
        if (arg('--plans') > 0) console.log(lines.join('\n'));
      }
    }
  }
}
await database.close();
