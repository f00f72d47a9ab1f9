import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';

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

/** Projects matched to the company: those it takes part in, or whose company matches name it. */
function matchedProjects(db: Kysely<DB>, companyId: number, name: string) {
  return db
    .selectFrom('projects as p')
    .where((eb) =>
      eb.or([
        eb(
          'p.id',
          'in',
          db.selectFrom('project_companies').select('project_id').where('company_id', '=', companyId),
        ),
        sql<boolean>`p.company_matches @> ${[name]}::text[]`,
      ]),
    );
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

export async function matchedProperties(db: Kysely<DB>, companyId: number, name: string, limit = 200) {
  const projects = matchedProjects(db, companyId, name);
  const projectIds = projects.select('p.id');
  // A parent project's parcels include its children's (as in matching).
  const withChildren = db
    .selectFrom('projects as ch')
    .select('ch.id')
    .where((eb) => eb.or([eb('ch.id', 'in', projectIds), eb('ch.parent_project_id', 'in', projectIds)]));
  const parcels = db
    .selectFrom('parcels as pa')
    .where(
      'pa.id',
      'in',
      db.selectFrom('project_parcels').select('parcel_id').where('project_id', 'in', withChildren),
    );
  const [projectRows, parcelRows, counts] = await Promise.all([
    projects
      .select([
        ...PROJECT_COLUMNS,
        sql<number | null>`ST_Y(p.center)`.as('lat'),
        sql<number | null>`ST_X(p.center)`.as('lng'),
      ])
      .orderBy('p.id')
      .limit(limit)
      .execute(),
    parcels
      .select([
        'pa.id',
        'pa.parcel_id',
        'pa.formatted_parcel_id',
        'pa.ownership_name',
        'pa.address',
        'pa.city',
        'pa.acreage',
        sql<number>`ST_Y(pa.center)`.as('lat'),
        sql<number>`ST_X(pa.center)`.as('lng'),
      ])
      .orderBy('pa.id')
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
