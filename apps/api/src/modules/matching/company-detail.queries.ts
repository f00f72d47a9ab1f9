import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { matchedByAny, parcelColumns, projectColumns, type ContactDemand } from './company-matches.js';
import type { HypotheticalKind } from './profiles.js';

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

export async function companyById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('companies as co')
    .selectAll('co')
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
}

export async function ongoingProjects(db: Kysely<DB>, companyId: number) {
  return companyProjects(db, companyId)
    .where('p.completed_on', 'is', null)
    .where('p.project_status', 'not in', [
      'Abandoned',
      'Final Rejected by City Council',
      'Prelim Rejected by City Council',
    ])
    .orderBy('p.id')
    .limit(200)
    .execute();
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
async function companyDemand(db: Kysely<DB>, companyId: number): Promise<ContactDemand[]> {
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
  // Both read the candidate subject as `p` (company-matches.ts).
  const projects = db.selectFrom('projects as p').where(matchedByAny(projectColumns(), demand));
  const parcels = db.selectFrom('parcels as p').where(matchedByAny(parcelColumns(ctx.hypothetical), demand));
  const [projectRows, parcelRows, counts] = await Promise.all([
    projects
      .select([
        ...PROJECT_COLUMNS,
        sql<number | null>`ST_Y(p.center)`.as('lat'),
        sql<number | null>`ST_X(p.center)`.as('lng'),
      ])
      .orderBy(sql`p.id = ${ctx.projectId ?? 0}::int8`, 'desc')
      .orderBy('p.id')
      .limit(limit)
      .execute(),
    parcels
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
      ])
      .orderBy(sql`p.id = ${ctx.parcelId ?? 0}::int8`, 'desc')
      .orderBy('p.id')
      .limit(limit)
      .execute(),
    db
      .selectNoFrom([
        sql<number>`(${projects.select(sql`count(*)`.as('n'))})::int`.as('projects'),
        sql<number>`(${parcels.select(sql`count(*)`.as('n'))})::int`.as('parcels'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { projects: projectRows, parcels: parcelRows, counts };
}

export async function companyNames(db: Kysely<DB>, name: string | undefined, limit: number) {
  let q = db.selectFrom('companies').select(['id', 'name']);
  if (name) q = q.where('name', 'ilike', `%${name.replace(/[\\%_]/g, '\\$&')}%`);
  return q.orderBy('name').limit(limit).execute();
}
