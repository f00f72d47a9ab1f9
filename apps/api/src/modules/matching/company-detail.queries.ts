import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { sourceAsOfOf } from '../map/map-provenance.js';
import { matchedByAny, parcelColumns, projectColumns, type ContactDemand } from './company-matches.js';
import type { HypotheticalKind } from './profiles.js';
import { recentSince } from './compilers/fit.js';

const PROJECT_COLUMNS = [
  'p.id',
  'p.name',
  'p.parent_project_id',
  'p.city',
  'p.county',
  'p.address',
  'p.project_status',
  'p.products',
  'p.number_and_style_of_lots',
  'p.price_point',
  'p.started_on',
  'p.completed_on',
] as const;

/** Projects the company takes part in (project_companies). */
function companyProjects(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('projects as p')
    .where(
      'p.id',
      'in',
      db.selectFrom('project_companies').select('project_id').where('company_id', '=', companyId),
    )
    .select([
      ...PROJECT_COLUMNS,
      sql<number | null>`ST_Y(p.center)`.as('lat'),
      sql<number | null>`ST_X(p.center)`.as('lng'),
    ]);
}

/** The company with its contacts; `source_as_of` as the date its values are true as of (map-provenance.ts). */
export async function companyById(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('companies as co')
    .selectAll('co')
    .select(sourceAsOfOf('co').as('as_of'))
    .select(
      sql<
        { id: number; name: string }[]
      >`coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
        FROM company_contacts cc JOIN contacts c ON c.id = cc.contact_id WHERE cc.company_id = co.id), '[]'::json)`.as(
        'contacts',
      ),
    )
    .where('co.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { as_of, ...company } = row;
  return { ...company, source_as_of: as_of };
}

export async function ongoingProjects(db: Kysely<DB>, companyId: number) {
  return (
    companyProjects(db, companyId)
      .where('p.completed_on', 'is', null)
      // A project with no status yet is ongoing too (`not in` alone would drop it: null is not 'not in' anything).
      .where((eb) =>
        eb.or([
          eb('p.project_status', 'is', null),
          eb('p.project_status', 'not in', [
            'Abandoned',
            'Final Rejected by City Council',
            'Prelim Rejected by City Council',
          ]),
        ]),
      )
      .orderBy('p.id')
      .limit(200)
      .execute()
  );
}

export async function latestProjects(db: Kysely<DB>, companyId: number, since: Date) {
  const day = since.toISOString().slice(0, 10);
  return companyProjects(db, companyId)
    .where(sql<boolean>`coalesce(p.completed_on, p.started_on, p.created_at::date) >= ${day}::date`)
    .orderBy('p.id')
    .limit(200)
    .execute();
}

/** Where the company detail was opened from: the subject it was matched to, and the lot estimate used. */
export interface MatchContext {
  hypothetical?: HypotheticalKind;
  parcelId?: number;
  projectId?: number;
}

/**
 * The parcels and projects the company is matched to (docs/matching.md, "Company detail"): those for which one of
 * its contacts is among the matches. The subject the detail was opened from comes first.
 */
/** The demand profiles of the company's contacts (contact_match_profiles). */
export async function companyDemand(db: Kysely<DB>, companyId: number): Promise<ContactDemand[]> {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('contact_match_profiles as c', 'c.contact_id', 'cc.contact_id')
    .select([
      'c.types',
      'c.match_area_tags',
      'c.match_cities',
      'c.match_counties',
      'c.build_products',
      sql<string | null>`c.build_sf_lots::text`.as('build_sf_lots'),
      sql<string | null>`c.build_th_pads::text`.as('build_th_pads'),
      sql<string | null>`c.build_condo_units::text`.as('build_condo_units'),
      'c.develop_products',
      sql<string | null>`c.develop_sf_lots::text`.as('develop_sf_lots'),
      sql<string | null>`c.develop_th_pads::text`.as('develop_th_pads'),
      sql<string | null>`c.develop_condo_units::text`.as('develop_condo_units'),
      'c.invest_products',
      sql<string | null>`c.invest_amount::text`.as('invest_amount'),
      sql<string | null>`c.home_price::text`.as('home_price'),
      'c.home_styles',
      'c.new_build_home_buyer_desired_cities',
      'c.agent_specialties',
      sql<number | null>`ST_X(c.location)`.as('lng'),
      sql<number | null>`ST_Y(c.location)`.as('lat'),
      sql<string | null>`c.acreage_range::text`.as('acreage_range'),
      // An agent's recent listings and sales (by name, as the match queries find them; compilers/fit.ts).
      sql<string | null>`(CASE WHEN c.types @> ${['Real Estate Agent']}::text[] THEN (
        SELECT ST_AsEWKT(ST_Collect(l.location)) FROM contacts ct JOIN mls_listings l ON lower(l.agent) = lower(ct.name)
        WHERE ct.id = c.contact_id AND coalesce(l.status_date, l.list_date) >= ${recentSince()}) END)`.as(
        'listing_points',
      ),
    ])
    .where('cc.company_id', '=', companyId)
    .orderBy('c.contact_id')
    .execute();
}

/**
 * The parcels and projects the company is matched to (docs/matching.md, "Company detail"): those for which one of
 * its contacts is among the matches. The subject the detail was opened from comes first.
 */
export async function matchedProperties(
  db: Kysely<DB>,
  companyId: number,
  ctx: MatchContext = {},
  limit = 200,
) {
  const demand = await companyDemand(db, companyId);
  // Both read the candidate subject as `p` (company-matches.ts). One scan each: the rows and, on each, the total.
  const total = sql<number>`(count(*) OVER ())::int`.as('total');
  const read = async (trx: Kysely<DB>) =>
    [
      await trx
        .selectFrom('projects as p')
        .where(matchedByAny(projectColumns(), demand))
        .select([
          ...PROJECT_COLUMNS,
          sql<number | null>`ST_Y(p.center)`.as('lat'),
          sql<number | null>`ST_X(p.center)`.as('lng'),
          total,
        ])
        .orderBy(sql`p.id = ${ctx.projectId ?? 0}::int8`, 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute(),
      await trx
        .selectFrom('parcels as p')
        .where(matchedByAny(parcelColumns(ctx.hypothetical), demand))
        .select([
          'p.id',
          'p.parcel_id',
          'p.formatted_parcel_id',
          'p.ownership_name',
          'p.address',
          'p.city',
          'p.acreage',
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
          total,
        ])
        .orderBy(sql`p.id = ${ctx.parcelId ?? 0}::int8`, 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute(),
    ] as const;
  // Every candidate row runs a condition of a few dozen terms: compiling it (JIT, on PostgreSQL when the planner
  // expects a large scan) costs more than it saves (bench/matching.md, "Company detail").
  const [projectRows, parcelRows] = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    return read(trx);
  });
  const rows = <T extends { total: number }>(list: T[]) => list.map(({ total: _total, ...row }) => row);
  return {
    projects: rows(projectRows),
    parcels: rows(parcelRows),
    counts: { projects: projectRows[0]?.total ?? 0, parcels: parcelRows[0]?.total ?? 0 },
  };
}

export async function companyNames(db: Kysely<DB>, name: string | undefined, limit: number) {
  let q = db.selectFrom('companies').select(['id', 'name']);
  if (name) q = q.where('name', 'ilike', `%${name.replace(/[\\%_]/g, '\\$&')}%`);
  return q.orderBy('name').limit(limit).execute();
}
