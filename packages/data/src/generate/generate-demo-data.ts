import type { ContactType } from '@utah-land/shared';
import type { Database } from '@utah-land/db';
import { loadGeography } from '../geography/load-geography.js';
import { analyzeTables } from '../db/analyze.js';
import { withSession, type Session } from '../db/session.js';
import type { SqlValue } from '../db/encode.js';
import { COMPANY_COLUMNS, generateCompanies, type GeneratedCompany } from './companies.js';
import { buildContact, CONTACT_COLUMNS } from './contacts.js';
import { groupBounds, layoutParcels, type ParcelGroup } from './layout.js';
import { decideListing, listingRow, LISTING_COLUMNS } from './listings.js';
import { listingAgentsOf, type ListingAgents } from './listing-agents.js';
import { buildParcel, medianFor, PARCEL_COLUMNS, type GeneratedParcel } from './parcel-row.js';
import { buildProjects, PROJECT_COLUMNS } from './projects.js';
import { loadSlcProjects } from './slc-projects.js';
import { buildWaterRights, realWaterRights, WATER_RIGHT_COLUMNS } from './water-rights.js';
import { buildSurvey, SURVEY_COLUMNS } from './surveys.js';
import { portfolioPlan } from './portfolios.js';
import { sectionStreets, STREET_COLUMNS, subdivisionStreets } from './streets.js';

export interface GenerateOptions {
  parcels: number;
  seed: number;
  /** Empty the data tables first (parcels, projects, contacts, companies, water rights, listings). */
  reset?: boolean;
  onProgress?: (p: { phase: string; done: number; total: number }) => void;
}

export interface GenerateSummary {
  skipped: boolean;
  parcels: number;
  projects: number;
  projectParcels: number;
  contacts: number;
  companies: number;
  waterRights: number;
  listings: number;
  /** Generated streets (streets.ts), for the offline basemap. */
  streets: number;
  realProjects: number;
  /** Demo survey responses (docs/surveys.md). */
  surveys: number;
  ms: number;
}

const DATA_TABLES = [
  'streets',
  'mls_listings',
  'project_companies',
  'company_contacts',
  'project_parcels',
  'water_rights',
  'contacts',
  'companies',
  'projects',
  'parcels',
];
/**
 * Every table the generator writes (the data tables, the surveys, and through loadSlcProjects the same data tables);
 * analyzed after the load with the tables triggers fill from them (db/analyze.ts).
 */
export const WRITTEN_TABLES = [...DATA_TABLES, 'surveys', 'survey_criteria'];
/** Tables that only make sense with the data rows they point at; emptied with them on --reset. */
const DEPENDENT_TABLES = [
  // The change capture of alerts (migration 0030) names rows that a reset replaces.
  'parcel_revisions',
  'data_changes',
  'parcel_bookmarks',
  'project_bookmarks',
  'parcel_extra_info',
  'parcel_extra_info_saves',
];
const CHUNK = 10_000;
const BULK_THRESHOLD = 100_000;

/** Expected row counts for a dataset size (the ratios of the demo data). */
export function demoDataSizes(parcels: number) {
  const contacts = Math.max(10, Math.round(parcels / 5));
  return {
    contacts,
    companies: Math.max(5, Math.round(contacts / 8)),
    waterRights: Math.min(Math.max(5, Math.round(parcels / 20)), realWaterRights().length),
  };
}

async function maxId(s: Session, table: string): Promise<number> {
  return (await s.query<{ m: number }>(`SELECT coalesce(max(id), 0)::int8 AS m FROM ${table}`))[0]!.m;
}

/**
 * Generates the deterministic demo dataset (same seed and size, same data) and loads it in one transaction:
 * COPY on PostgreSQL, batched INSERTs on the embedded database. Skips when generated parcels already exist,
 * unless `reset` is set.
 */
export async function generateDemoData(
  database: Database,
  options: GenerateOptions,
): Promise<GenerateSummary> {
  const started = Date.now();
  const { seed, onProgress } = options;
  const total = Math.max(0, Math.floor(options.parcels));
  await loadGeography(database);
  const summary = await withSession(database, async (s) => {
    if (options.reset) {
      // Surveys point at contacts and projects (ON DELETE SET NULL), so those two are deleted, not truncated.
      const truncated = [...DEPENDENT_TABLES, ...DATA_TABLES].filter(
        (t) => t !== 'contacts' && t !== 'projects',
      );
      await s.query(`TRUNCATE ${truncated.join(', ')} RESTART IDENTITY`);
      // Demo surveys (no account) go with the demo contacts; users' own surveys stay.
      await s.query(`DELETE FROM surveys WHERE user_id IS NULL`);
      await s.query(`DELETE FROM contacts`);
      await s.query(`DELETE FROM projects`);
    } else {
      const existing = await s.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM parcels WHERE source = 'generated' LIMIT 1) x`,
      );
      if (existing[0]!.n > 0) {
        return {
          skipped: true,
          parcels: 0,
          projects: 0,
          projectParcels: 0,
          contacts: 0,
          companies: 0,
          waterRights: 0,
          listings: 0,
          streets: 0,
          realProjects: 0,
          surveys: 0,
          ms: Date.now() - started,
        };
      }
    }
    const sizes = demoDataSizes(total);
    const recreate = database.kind === 'postgres' && total >= BULK_THRESHOLD ? await dropIndexes(s) : [];
    const base = {
      parcel: await maxId(s, 'parcels'),
      project: await maxId(s, 'projects'),
      company: await maxId(s, 'companies'),
      contact: await maxId(s, 'contacts'),
      survey: await maxId(s, 'surveys'),
    };
    const listingBase = 1_900_000 + (await maxId(s, 'mls_listings'));

    // Companies first: projects and contacts refer to them.
    const taken = new Set(
      (await s.query<{ n: string }>(`SELECT lower(name) AS n FROM companies`)).map((r) => r.n),
    );
    const companies = generateCompanies(sizes.companies, seed, base.company + 1, taken);
    await s.copy(
      'companies',
      COMPANY_COLUMNS,
      companies.map((c) => c.row as SqlValue[]),
    );
    const byKind = new Map<ContactType, GeneratedCompany[]>();
    for (const c of companies) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);

    // The agent contacts (written with the contacts below), so that most listings name one of them (listing-agents.ts).
    const agents = listingAgentsOf(seed, sizes.contacts, base.contact + 1, companies);

    // Parcels, with their projects and listings, streamed in chunks.
    let parcelId = base.parcel;
    let projectId = base.project;
    let listingNo = listingBase;
    let credit = 0;
    const counts = { parcels: 0, projects: 0, projectParcels: 0, listings: 0, streets: 0 };
    const sectionsWithStreets = new Set<string>();
    let buf = newBuffers();
    const flush = async () => {
      counts.parcels += await s.copy('parcels', PARCEL_COLUMNS, buf.parcels);
      counts.projects += await s.copy('projects', PROJECT_COLUMNS, buf.projects);
      counts.projectParcels += await s.copy(
        'project_parcels',
        ['project_id', 'parcel_id', 'buildable'],
        buf.projectParcels,
      );
      await s.copy('project_companies', ['project_id', 'company_id', 'role'], buf.projectCompanies);
      counts.listings += await s.copy('mls_listings', LISTING_COLUMNS, buf.listings);
      counts.streets += await s.copy('streets', STREET_COLUMNS, buf.streets);
      buf = newBuffers();
      onProgress?.({ phase: 'parcels', done: counts.parcels, total });
    };
    for (const group of layoutParcels(total, seed)) {
      const section = `${group.sx},${group.sy}`;
      if (!sectionsWithStreets.has(section)) {
        sectionsWithStreets.add(section);
        buf.streets.push(...sectionStreets(group));
      }
      buf.streets.push(...subdivisionStreets(group));
      credit += group.parcels.length * (group.zone === 'urban' ? 0.003 : 0.03);
      const inProject = credit >= 1;
      if (inProject) credit -= 1;
      const generated = buildGroup(
        seed,
        group,
        inProject,
        () => ++parcelId,
        () => String(++listingNo),
        buf.listings,
        agents,
      );
      for (const g of generated) buf.parcels.push(PARCEL_COLUMNS.map((c) => g.record[c]));
      if (inProject) {
        const rows = buildProjects(seed, group, generated, () => ++projectId, byKind);
        buf.projects.push(...rows.projects);
        buf.projectParcels.push(...rows.projectParcels);
        buf.projectCompanies.push(...rows.projectCompanies);
      }
      if (buf.parcels.length >= CHUNK) await flush();
    }
    await flush();

    // Projects' outlines are the union of their parcels. One invalid lot once failed the whole load at 1,000,000
    // parcels (a GEOS TopologyException; subdivisions.ts now keeps such blocks rectangular), so the union takes each
    // outline made valid, on a grid of 1e-7 degrees (about a centimetre), and keeps its polygons.
    onProgress?.({ phase: 'project outlines', done: 0, total: counts.projects });
    await s.query(
      `UPDATE projects p SET geom = u.geom FROM (
         SELECT pp.project_id, ST_Multi(ST_CollectionExtract(ST_Union(ST_MakeValid(pa.geom), 1e-7), 3)) AS geom FROM project_parcels pp
         JOIN parcels pa ON pa.id = pp.parcel_id WHERE pp.project_id > $1 GROUP BY pp.project_id) u
       WHERE p.id = u.project_id AND p.source = 'generated'`,
      [base.project],
    );

    // Contacts (each business contact belongs to one company).
    let contactsDone = 0;
    let surveysDone = 0;
    const col = (name: (typeof CONTACT_COLUMNS)[number]) => CONTACT_COLUMNS.indexOf(name);
    for (let start = 0; start < sizes.contacts; start += CHUNK) {
      const rows: SqlValue[][] = [];
      const links: [number, number][] = [];
      const surveys: SqlValue[][] = [];
      const criteria: SqlValue[][] = [];
      for (let i = start; i < Math.min(sizes.contacts, start + CHUNK); i++) {
        const id = base.contact + 1 + i;
        const c = buildContact(seed, i, id, companies);
        rows.push(c.contact);
        if (c.companyId) links.push([c.companyId, id]);
        const survey = buildSurvey(seed, i, base.survey + 1 + surveysDone + surveys.length, {
          id,
          email: (c.contact[col('emails')] as string[])[0] ?? null,
          firstname: String(c.contact[col('firstname')]),
          lastname: String(c.contact[col('lastname')]),
          types: c.contact[col('types')] as string[],
        });
        if (survey) {
          surveys.push(survey.row);
          criteria.push(...survey.criteria);
        }
      }
      contactsDone += await s.copy('contacts', CONTACT_COLUMNS, rows);
      await s.copy('company_contacts', ['company_id', 'contact_id'], links);
      surveysDone += await s.copy('surveys', SURVEY_COLUMNS, surveys);
      await s.copy('survey_criteria', ['survey_id', 'criteria', 'value'], criteria);
      onProgress?.({ phase: 'contacts', done: contactsDone, total: sizes.contacts });
    }

    const waterRights = await s.copy(
      'water_rights',
      WATER_RIGHT_COLUMNS,
      buildWaterRights(sizes.waterRights, seed),
    );
    onProgress?.({ phase: 'water rights', done: waterRights, total: sizes.waterRights });

    for (const t of ['parcels', 'projects', 'companies', 'contacts', 'surveys']) {
      await s.query(
        `SELECT setval(pg_get_serial_sequence('${t}', 'id'), greatest((SELECT max(id) FROM ${t}), 1))`,
      );
    }
    for (const [i, ddl] of recreate.entries()) {
      onProgress?.({ phase: 'indexes', done: i, total: recreate.length });
      await s.query(ddl);
    }
    const real = await loadSlcProjects(s);
    onProgress?.({ phase: 'real projects', done: real.projects, total: real.projects });

    return {
      skipped: false,
      ...counts,
      contacts: contactsDone,
      companies: companies.length,
      waterRights,
      realProjects: real.projects,
      surveys: surveysDone,
      ms: Date.now() - started,
    };
  });
  if (!summary.skipped) {
    // The match profiles in group order (migration 0020): a contact group's count reads far fewer pages.
    if (database.kind === 'postgres' && total >= BULK_THRESHOLD)
      await withSession(database, (s) => s.query('CLUSTER contact_match_profiles'), { transaction: false });
    // A reset also emptied the dependent tables: their statistics must say so.
    await analyzeTables(database, [...WRITTEN_TABLES, ...(options.reset ? DEPENDENT_TABLES : [])]);
  }
  return { ...summary, ms: Date.now() - started };
}

function newBuffers() {
  return {
    parcels: [] as SqlValue[][],
    projects: [] as SqlValue[][],
    projectParcels: [] as SqlValue[][],
    projectCompanies: [] as SqlValue[][],
    listings: [] as SqlValue[][],
    streets: [] as SqlValue[][],
  };
}

function buildGroup(
  seed: number,
  group: ParcelGroup,
  inProject: boolean,
  nextId: () => number,
  nextListing: () => string,
  listings: SqlValue[][],
  agents: ListingAgents,
): GeneratedParcel[] {
  const bounds = groupBounds(group);
  const owners = portfolioPlan(seed, group);
  return group.parcels.map((shape, i) => {
    const key = `${group.sx}:${group.sy}:${group.group}:${shape.lot}`;
    const listing = decideListing(seed, key, nextListing, group.city.population);
    // Most listings are listed by an agent contact whose office is near (the parcel shows them when current).
    const agent =
      listing &&
      agents.pick(seed, listing.number, (shape.west + shape.east) / 2, (shape.south + shape.north) / 2);
    if (listing && agent) {
      listing.agent = agent.name;
      listing.agentContact = agent.contact;
      if (agent.brokerage) listing.brokerage = agent.brokerage;
      if (agent.brokerageContact) listing.brokerageContact = agent.brokerageContact;
    }
    const owner = owners.get(i);
    const parcel = buildParcel(
      { seed, group, inProject, groupBounds: bounds, owner },
      shape,
      nextId(),
      listing,
    );
    if (listing) listings.push(listingRow(seed, parcel, listing, medianFor(group.city)));
    return parcel;
  });
}

/** Drops the secondary indexes of the big tables (rebuilt after a bulk load); returns their definitions. */
async function dropIndexes(s: Session): Promise<string[]> {
  const rows = await s.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename IN ('parcels', 'contacts', 'mls_listings', 'project_parcels')
       AND NOT x.indisunique AND NOT x.indisprimary`,
  );
  for (const r of rows) await s.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
