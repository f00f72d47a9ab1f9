// Writes a survey's matching profile into the market (docs/surveys.md, "Mapping"): demand and owner surveys become
// the taker's contact (source 'survey', one per survey, linked to the named company); a public 'I Have a Project'
// survey becomes a project. Retaking rewrites them; deleting withdraws them.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContactProfile, ProjectProfile, Range, SurveyProfile } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The contact or project a survey writes: the one it already has (`currentId`) updated, or else the record keyed
 * `(source 'survey', external_id 'survey-{id}')`, inserted or updated. Answers its id.
 */
async function upsertBySurvey(
  db: Db,
  table: 'contacts' | 'projects',
  currentId: number | null,
  surveyId: number,
  answers: Record<string, unknown>,
): Promise<number> {
  // Kysely cannot type a write to a union of tables; the values are typed by their callers.
  const d = db as unknown as Kysely<{ t: { id: number; source: string; external_id: string | null } }>;
  const t = table as 't';
  // The record is the taker's answers, true as of the day they gave them (docs/data.md, "Provenance").
  const values = { ...answers, source_as_of: sql`current_date` };
  if (currentId !== null) {
    const updated = await d
      .updateTable(t)
      .set(values as never)
      .where('id', '=', currentId)
      .returning('id')
      .executeTakeFirst();
    if (updated) return updated.id;
  }
  const inserted = await d
    .insertInto(t)
    .values({ ...values, source: 'survey', external_id: `survey-${surveyId}` } as never)
    .onConflict((oc) =>
      oc
        .columns(['source', 'external_id'])
        .where('external_id', 'is not', null)
        .doUpdateSet(values as never),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** An inclusive range as a PostgreSQL range literal ('[4,35]', '[80,)'). */
export const rangeLiteral = (r: Range | null | undefined): string | null =>
  r ? (r[1] === null ? `[${r[0]},)` : `[${r[0]},${r[1]}]`) : null;

export interface Taker {
  email: string;
  firstname: string;
  lastname: string;
  company: string | null;
}

function contactColumns(p: ContactProfile, taker: Taker) {
  const name = `${taker.firstname} ${taker.lastname}`.trim() || taker.email;
  return {
    name,
    firstname: taker.firstname || null,
    lastname: taker.lastname || null,
    emails: [taker.email],
    types: p.types,
    cities: p.matchCities,
    match_area_tags: p.matchAreaTags,
    match_cities: p.matchCities,
    match_counties: [] as string[],
    utah_area_tags: p.types.includes('Investor') ? [] : p.matchAreaTags,
    utah_area_investment_tags: p.types.includes('Investor') ? p.matchAreaTags : [],
    build_products: p.buildProducts,
    build_sf_lots: rangeLiteral(p.buildRanges.singleFamily),
    build_th_pads: rangeLiteral(p.buildRanges.townhouse),
    build_condo_units: rangeLiteral(p.buildRanges.condos),
    develop_products: p.developProducts,
    develop_sf_lots: rangeLiteral(p.developRanges.singleFamily),
    develop_th_pads: rangeLiteral(p.developRanges.townhouse),
    develop_condo_units: rangeLiteral(p.developRanges.condos),
    developer_tags: p.developerTags,
    invest_products: p.investProducts,
    invest_amount: rangeLiteral(p.investAmount),
    investment_range: p.investmentRange,
    investor_kind: p.investorKind,
    home_styles: p.homeStyles,
    type_style_of_home: p.homeStyles,
    home_price: rangeLiteral(p.homePrice),
    new_build_home_buyer_desired_cities: p.desiredCities,
    agent_specialties: p.agentSpecialties,
    real_estate_license_type_and_focus: p.licenseType ? [p.licenseType] : [],
    how_many_acres_is_your_land: p.acres,
    land_owner_general_zoning_question: p.zoning,
    created_by: taker.email,
    updated_at: new Date(),
  };
}

/** Creates or rewrites the survey's contact; answers its id. */
export async function writeContact(
  db: Db,
  surveyId: number,
  contactId: number | null,
  p: ContactProfile,
  taker: Taker,
): Promise<number> {
  const values = contactColumns(p, taker);
  const id = await upsertBySurvey(db, 'contacts', contactId, surveyId, values);
  await db.deleteFrom('company_contacts').where('contact_id', '=', id).execute();
  if (taker.company) {
    // Companies are unique by lower(name): join the named one, or create it.
    const company = await sql<{ id: number }>`
      INSERT INTO companies (name, emails, contact_types, source)
      VALUES (${taker.company}, ${[taker.email]}::text[], ${p.types}::text[], 'survey')
      ON CONFLICT (lower(name)) DO UPDATE SET contact_types =
        (SELECT array_agg(DISTINCT t) FROM unnest(companies.contact_types || EXCLUDED.contact_types) t)
      RETURNING id`.execute(db);
    await db
      .insertInto('company_contacts')
      .values({ company_id: company.rows[0]!.id, contact_id: id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return id;
}

/** Creates or rewrites the project of a public 'I Have a Project' survey; answers its id. */
export async function writeProject(
  db: Db,
  surveyId: number,
  projectId: number | null,
  p: ProjectProfile,
  taker: Taker,
): Promise<number> {
  const city = await db
    .selectFrom('cities as c')
    .leftJoin('counties as k', 'k.id', 'c.county_id')
    .select([
      'c.id',
      'c.name',
      'k.name as county',
      sql<string>`ST_AsEWKT(c.center)`.as('center'),
      (eb) =>
        eb
          .selectFrom('area_tag_cities as atc')
          .innerJoin('area_tags as t', 't.id', 'atc.area_tag_id')
          .whereRef('atc.city_id', '=', 'c.id')
          .select(sql<string[]>`coalesce(array_agg(t.name ORDER BY t.name), '{}')`.as('tags'))
          .as('tags'),
    ])
    .where(sql<boolean>`lower(c.name) = lower(${p.city})`)
    .executeTakeFirst();
  const values = {
    name: p.name ?? `${taker.company ?? `${taker.firstname} ${taker.lastname}`.trim()} project in ${p.city}`,
    owner_names: [`${taker.firstname} ${taker.lastname}`.trim() || taker.email],
    address: p.address,
    city: city?.name ?? p.city,
    county: city?.county ?? null,
    center: city?.center ?? null,
    area_tags: city?.tags ?? [],
    acreage: p.acres,
    project_status: p.status,
    products: p.products,
    number_and_style_of_lots: [
      ...(p.sfLots !== null ? [`${p.sfLots} Single Family Lots`] : []),
      ...(p.thPads !== null ? [`${p.thPads} Townhome Pads`] : []),
      ...(p.condoUnits !== null ? [`${p.condoUnits} Apartment/Condo Units`] : []),
    ],
    sf_lots: p.sfLots,
    th_pads: p.thPads,
    condo_units: p.condoUnits,
    total_units: (p.sfLots ?? 0) + (p.thPads ?? 0) + (p.condoUnits ?? 0) || null,
    updated_at: new Date(),
  };
  return upsertBySurvey(db, 'projects', projectId, surveyId, values);
}

/** Writes the profile of a survey and answers the contact and project ids it now has. */
export async function writeProfile(
  db: Db,
  survey: { id: number; contactId: number | null; projectId: number | null; isPrivate: boolean },
  profile: SurveyProfile,
  taker: Taker,
): Promise<{ contactId: number | null; projectId: number | null }> {
  let contactId = survey.contactId;
  let projectId = survey.projectId;
  if (profile.contact) contactId = await writeContact(db, survey.id, contactId, profile.contact, taker);
  else if (contactId !== null) {
    await db.deleteFrom('contacts').where('id', '=', contactId).where('source', '=', 'survey').execute();
    contactId = null;
  }
  if (profile.project && !survey.isPrivate)
    projectId = await writeProject(db, survey.id, projectId, profile.project, taker);
  else if (projectId !== null) {
    await withdrawProject(db, projectId, null);
    projectId = null;
  }
  return { contactId, projectId };
}

/**
 * Takes a survey's project out of the market: with a reason other than 'Delete Sold Out Status' the project stays
 * with that status (others still find an Abandoned or rejected project); otherwise it is removed.
 */
export async function withdrawProject(db: Db, projectId: number, reason: string | null) {
  if (reason && reason !== 'Delete Sold Out Status' && reason !== 'deleted')
    await db
      .updateTable('projects')
      .set({ project_status: reason, updated_at: new Date() })
      .where('id', '=', projectId)
      .where('source', '=', 'survey')
      .execute();
  else await db.deleteFrom('projects').where('id', '=', projectId).where('source', '=', 'survey').execute();
}

/** Takes a survey's contact out of the market. */
export async function withdrawContact(db: Db, contactId: number) {
  await db.deleteFrom('contacts').where('id', '=', contactId).where('source', '=', 'survey').execute();
}
