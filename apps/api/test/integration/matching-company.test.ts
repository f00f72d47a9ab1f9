import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetailAnswer } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import {
  companyById,
  latestProjects,
  matchedProperties,
  ongoingProjects,
} from '../../src/modules/matching/company-detail.queries.js';
import {
  Place,
  idsOf,
  insertCompany,
  insertContact,
  insertParcel,
  insertProject,
  matchingReader,
  startMatchingApp,
  type Headers,
} from '../support/matching-fixtures.js';

// Issue 13, item 7: the company detail's 'matched projects and parcels' are those the company was matched to in
// the matches drawer: a parcel or project is matched to the company when one of its contacts is among that
// subject's matches (docs/matching.md, "Company detail"). Its counts and lists agree with the matching, both ways.

const GROUPS = ['builders', 'developers', 'investors', 'realEstateAgents', 'newBuildHomebuyers'];

describe('[MATCHING] a company’s matched projects and parcels are those it is matched to', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  const parcels: Record<string, number> = {};
  const projects: Record<string, number> = {};
  let company: number;
  let elsewhere: number;

  const { get, all } = matchingReader(
    () => t,
    () => user,
  );
  /** The company is among the subject's matching companies of some contact group. */
  const listedFor = async (path: string, id: number, companyId: number, extra = '') => {
    for (const group of GROUPS) {
      const rows = await all(`${path}?id=${id}&matchingType=${group}${extra}`);
      if (idsOf(rows).includes(companyId)) return true;
    }
    return false;
  };

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    const other = {
      areaTags: ['Other Tag Far Away'],
      city: 'Other City Far Away',
      county: 'Other Far County',
    };
    parcels.smallLots = await insertParcel(db, place, { sfLots: 6, products: ['singleFamily'] });
    parcels.bigLotsBuilt = await insertParcel(db, place, {
      dx: 300,
      sfLots: 20,
      products: ['singleFamily'],
      building: true,
      ...other,
    });
    parcels.commercial = await insertParcel(db, place, {
      dx: 600,
      products: ['commercial'],
      listingPrice: 500_000,
      areaTags: [],
    });
    parcels.townhomesElsewhere = await insertParcel(db, place, {
      dx: 900,
      thPads: 30,
      products: ['townhouse'],
      building: true,
      ...other,
    });
    parcels.nowhere = await insertParcel(db, place, { dx: 1200, areaTags: [], city: null, county: '' });
    parcels.landElsewhere = await insertParcel(db, place, { dx: 1500, products: ['land'], ...other });
    projects.homes = await insertProject(db, place, {
      dx: 2000,
      dy: 0,
      products: ['singleFamily'],
      sfLots: 40,
      pricePoint: 450_000,
      houseStyle: ['Two Story'],
      areaTags: [],
    });
    projects.shops = await insertProject(db, place, {
      dx: 2500,
      dy: 0,
      products: ['commercial'],
      areaTags: ['Other Tag Far Away'],
      city: 'Other City Far Away',
    });
    projects.smallSubdivision = await insertProject(db, place, {
      dx: 3000,
      dy: 0,
      products: ['singleFamily'],
      sfLots: 10,
    });

    ids.builder = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: [place.tag],
      build_products: ['singleFamily', 'land'],
      build_sf_lots: '[4,15]',
    });
    ids.investor = await insertContact(db, {
      types: ['Investor'],
      match_cities: [place.city],
      invest_products: ['commercial'],
      invest_amount: '[100000,1000000]',
    });
    ids.agent = await insertContact(db, {
      types: ['Real Estate Agent'],
      match_counties: [place.county],
      agent_specialties: ['Land'],
    });
    ids.buyer = await insertContact(db, {
      types: ['New Build Homebuyer'],
      new_build_home_buyer_desired_cities: [place.city],
      home_styles: ['Two Story'],
      home_price: '[400000,500000]',
    });
    company = await insertCompany(db, [ids.builder!, ids.investor!, ids.agent!, ids.buyer!]);
    // A company whose two builders work somewhere else entirely.
    const away = (tag: string) =>
      insertContact(db, { types: ['Builder'], match_area_tags: [tag], build_products: ['singleFamily'] });
    elsewhere = await insertCompany(db, [await away('Nowhere Tag'), await away('Nowhere Else Tag')]);
  });
  afterAll(() => t.close());

  it('lists a parcel exactly when the company is among that parcel’s matching companies', async () => {
    const detail = await get(`/companies/${company}/detail`);
    const matched = idsOf(detail.parcels);
    const agreed: Record<string, boolean> = {};
    for (const [name, id] of Object.entries(parcels)) {
      const forward = await listedFor('/parcels/all-company-matching', id, company);
      expect(matched.includes(id), name).toBe(forward);
      agreed[name] = forward;
    }
    // Both answers occur, so the agreement says something.
    expect(agreed).toMatchObject({
      smallLots: true,
      commercial: true,
      nowhere: true,
      townhomesElsewhere: false,
    });
    expect(Object.values(agreed)).toContain(false);
    expect(detail.counts.parcels).toBe(matched.length);
  });

  it('lists a project exactly when the company is among that project’s matching companies', async () => {
    const detail = await get(`/companies/${company}/detail`);
    const matched = idsOf(detail.projects);
    for (const [name, id] of Object.entries(projects)) {
      const forward = await listedFor('/projects/all-company-matching', id, company);
      expect(matched.includes(id), name).toBe(forward);
    }
    expect(matched).toContain(projects.homes); // its home buyer wants these homes
    expect(matched).not.toContain(projects.shops);
    expect(detail.counts.projects).toBe(matched.length);
  });

  it('reads the lot estimate the matching used, and lists the subject it was opened from first', async () => {
    const props = await get(`/companies/matched-properties/${company}?parcelId=${parcels.nowhere}`);
    expect(props.parcels[0].id).toBe(parcels.nowhere);
    // 40 lots by the main estimate (outside the builder's 4–15), 8 by its neighbours'.
    const estimates = await insertParcel(t.database.db, place, {
      dx: 4000,
      sfLots: 40,
      sfLotsNeighbors: 8,
      products: ['singleFamily'],
      county: 'Other Far County',
    });
    const path = '/parcels/all-company-matching';
    expect(await listedFor(path, estimates, company)).toBe(false);
    expect(idsOf((await get(`/companies/matched-properties/${company}`)).parcels)).not.toContain(estimates);
    expect(await listedFor(path, estimates, company, '&hypothetical=Neighbors')).toBe(true);
    const withNeighbors = await get(
      `/companies/matched-properties/${company}?hypothetical=Neighbors&parcelId=${estimates}`,
    );
    expect(withNeighbors.parcels[0].id).toBe(estimates);
  });

  it('a company working elsewhere is matched only to what nothing it asks for rules out', async () => {
    const detail = await get(`/companies/${elsewhere}/detail`);
    expect(detail.counts.parcels).toBe(idsOf(detail.parcels).length);
    for (const [name, id] of Object.entries(parcels))
      expect(idsOf(detail.parcels).includes(id), name).toBe(
        await listedFor('/parcels/all-company-matching', id, elsewhere),
      );
    // The parcel with no area and no product: it offers nothing to build, so no builder is matched to it
    // (docs/matching.md, "The fit model"), this company's neither.
    expect(idsOf(detail.parcels).filter((id) => Object.values(parcels).includes(id))).toEqual([]);
    const builders = await all(`/parcels/all-company-matching?id=${parcels.nowhere}&matchingType=builders`);
    expect(idsOf(builders)).not.toContain(elsewhere);
    expect(
      await get(`/companies/${company}/detail?hypothetical=Bogus`).catch((e: Error) => e.message),
    ).toMatch(/400/);
  });

  it('answers the rows as the database reads them, dates as ISO strings (the typed answer changes no byte)', async () => {
    const db = t.database.db;
    await db
      .insertInto('project_companies')
      .values([
        { project_id: projects.homes!, company_id: company, role: 'Builder' },
        { project_id: projects.shops!, company_id: company, role: 'Builder' },
      ])
      .execute();
    await db
      .updateTable('projects')
      .set({ started_on: '2024-03-15', project_status: 'For Sale' })
      .where('id', '=', projects.homes!)
      .execute();
    await db
      .updateTable('projects')
      .set({ started_on: '2023-01-02', completed_on: '2025-06-30' })
      .where('id', '=', projects.shops!)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${company}/detail`, headers: user });
    expect(res.statusCode).toBe(200);
    const since = new Date(t.clock.now().getTime() - 2 * 365.25 * 24 * 3600 * 1000);
    const matched = await matchedProperties(db, company);
    const rows = {
      company: await companyById(db, company),
      ongoingProjects: await ongoingProjects(db, company),
      latestProjects: await latestProjects(db, company, since),
      projects: matched.projects,
      parcels: matched.parcels,
      counts: matched.counts,
    };
    expect(res.body).toBe(JSON.stringify(rows));
    const body = companyDetailAnswer.parse(res.json());
    expect(body.ongoingProjects.map((p) => p.id)).toEqual([projects.homes]);
    expect(JSON.stringify(body.latestProjects.find((p) => p.id === projects.shops)?.completed_on)).toBe(
      '"2025-06-30T00:00:00.000Z"',
    );
    expect(res.json().ongoingProjects[0].started_on).toBe('2024-03-15T00:00:00.000Z');
  });

  it('lists a project with no status yet under Ongoing Projects, and not once it is abandoned', async () => {
    const db = t.database.db;
    const project = projects.smallSubdivision!;
    await db
      .insertInto('project_companies')
      .values({ project_id: project, company_id: company, role: 'Builder' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const ongoing = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/companies/${company}/detail`,
        headers: user,
      });
      expect(res.statusCode).toBe(200);
      return companyDetailAnswer.parse(res.json()).ongoingProjects.map((p) => p.id);
    };
    await db
      .updateTable('projects')
      .set({ project_status: null, completed_on: null })
      .where('id', '=', project)
      .execute();
    expect(await ongoing()).toContain(project);
    await db.updateTable('projects').set({ project_status: 'Abandoned' }).where('id', '=', project).execute();
    expect(await ongoing()).not.toContain(project);
  });
});
