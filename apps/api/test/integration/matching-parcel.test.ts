import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  anchorMedian,
  createUser,
  idsOf,
  insertCompany,
  insertContact,
  insertParcel,
  insertProject,
  insertWaterRight,
  matchingReader,
  newHomePrice,
  startMatchingApp,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';

describe('[MATCHING] a parcel is matched to contacts, companies, water rights, projects and parcels', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  let trial: Headers;
  let registered: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  let home: number;

  const { get, all } = matchingReader(
    () => t,
    () => user,
  );

  beforeAll(async () => {
    ({ t, admin, user, trial } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    registered = (await createUser(t, 'user', 'Registered')).headers;
    ids.subject = await insertParcel(db, place, {
      sfLots: 20,
      sfLotsNeighbors: 40,
      products: ['singleFamily'],
      marketValue: 500_000,
      houseStyle: ['Rambler'],
    });
    const area = { match_area_tags: [place.tag] };
    const builder = (range: string, extra = {}) =>
      insertContact(db, {
        types: ['Builder'],
        ...area,
        build_products: ['singleFamily'],
        build_sf_lots: range,
        ...extra,
      });
    ids.bUpperInclusive = await builder('[10,20]');
    ids.bUpperExclusive = await builder('[10,20)');
    ids.bLowerInclusive = await builder('[20,30]');
    ids.bLowerExclusive = await builder('(20,30]');
    ids.bWrongArea = await builder('[1,100]', { match_area_tags: ['Somewhere Else Entirely'] });
    ids.bByCity = await builder('[1,100]', { match_area_tags: [], match_cities: [place.city] });
    ids.bNoArea = await builder('[1,100]', { match_area_tags: [] });
    ids.bWrongProduct = await insertContact(db, {
      types: ['Builder'],
      ...area,
      build_products: ['townhouse'],
      build_th_pads: '[1,100]',
    });
    ids.bNeighbors = await builder('[35,45]');
    ids.notABuilder = await insertContact(db, {
      types: ['Developer'],
      ...area,
      build_products: ['singleFamily'],
      build_sf_lots: '[1,100]',
    });
    ids.dMatch = await insertContact(db, {
      types: ['Developer'],
      ...area,
      develop_products: ['singleFamily'],
      develop_sf_lots: '[15,25]',
    });
    ids.dMiss = await insertContact(db, {
      types: ['Developer'],
      ...area,
      develop_products: ['singleFamily'],
      develop_sf_lots: '[21,30]',
    });
    const investor = (amount: string, products = ['singleFamily']) =>
      insertContact(db, { types: ['Investor'], ...area, invest_products: products, invest_amount: amount });
    ids.iMatch = await investor('[400000,600000]');
    ids.iEdgeInclusive = await investor('[100000,500000]');
    ids.iEdgeExclusive = await investor('[100000,500000)');
    ids.iPriceMiss = await investor('[600001,900000]');
    ids.iProductMiss = await investor('[400000,600000]', ['commercial']);
    // Agents with an office next to the subject: evidence that they work there (the fit model's local work).
    const agent = (specialties: string[], tags = [place.tag]) =>
      insertContact(db, {
        types: ['Real Estate Agent'],
        match_area_tags: tags,
        agent_specialties: specialties,
        location: place.point(400, 0),
      });
    ids.rLand = await agent(['Land', 'Residential']);
    ids.rResidential = await agent(['Residential']);
    ids.rAreaMiss = await agent(['Land'], ['Somewhere Else Entirely']);
    const buyer = (cities: string[], styles: string[], price: string) =>
      insertContact(db, {
        types: ['New Build Homebuyer'],
        new_build_home_buyer_desired_cities: cities,
        home_styles: styles,
        home_price: price,
      });
    // Home buyers compare the price of a new home on this bare land (its 20 lots: single family homes), never
    // its $500,000 market value (matching-homebuyers.test.ts has the rule in full).
    home = newHomePrice(await anchorMedian(db, place.city, place.county), 'singleFamily');
    const around = `[${home - 100_000},${home + 100_000}]`;
    ids.hMatch = await buyer([place.city], ['Rambler', 'Modern'], around);
    ids.hCityMiss = await buyer(['Elsewhere City'], ['Rambler'], around);
    ids.hStyleMiss = await buyer([place.city], ['Condo'], around);
    ids.hPriceMiss = await buyer([place.city], ['Rambler'], `[100000,${home - 1}]`);
    ids.hLandValue = await buyer([place.city], ['Rambler'], `[${home + 1},600000]`);
    ids.coTwo = await insertCompany(db, [ids.bUpperInclusive!, ids.bLowerInclusive!]);
    ids.coOne = await insertCompany(db, [ids.bByCity!, ids.rLand!]);
    ids.coNone = await insertCompany(db, [ids.bWrongArea!, ids.bUpperExclusive!]);
    ids.wNear = await insertWaterRight(db, place, 1000, 1000); // ~1414 m
    ids.wFar = await insertWaterRight(db, place, 1200, 1200); // ~1697 m, beyond 1 mile
    ids.pParent = await insertProject(db, place, { dx: 800, dy: 0, products: ['singleFamily'] });
    ids.pChild = await insertProject(db, place, {
      dx: 900,
      dy: 0,
      parent: ids.pParent,
      products: ['singleFamily', 'townhouse'],
    });
    ids.pNoShare = await insertProject(db, place, { dx: 700, dy: 0, products: ['condos'] });
    ids.pFar = await insertProject(db, place, { dx: 1700, dy: 0, products: ['singleFamily'] });
    ids.nNear = await insertParcel(db, place, { dx: 100 }); // 60 m gap: within 300 ft, not within 100 ft
    ids.nBuilt = await insertParcel(db, place, { dy: 60, building: true }); // 20 m gap: within 100 ft
    ids.nFar = await insertParcel(db, place, { dx: 150 }); // 110 m gap
  });
  afterAll(() => t.close());

  it('builders: area and product count at the range edges (inclusive matches, exclusive does not)', async () => {
    const got = idsOf(await all(`/parcels/matches-all/${ids.subject}?matchingType=builders`));
    for (const k of ['bUpperInclusive', 'bLowerInclusive', 'bByCity', 'bNoArea'])
      expect(got, k).toContain(ids[k]);
    for (const k of [
      'bUpperExclusive',
      'bLowerExclusive',
      'bWrongArea',
      'bWrongProduct',
      'bNeighbors',
      'notABuilder',
    ])
      expect(got, k).not.toContain(ids[k]);
    const rows = await all(`/contacts/builders?id=${ids.subject}`);
    expect(rows.find((r) => r.id === ids.bUpperInclusive)?.matchedOn).toEqual(['area', 'products']);
    expect(rows.find((r) => r.id === ids.bNoArea)?.matchedOn).toEqual(['products']);
  });

  it('hypothetical Neighbors makes its estimate the product count', async () => {
    const got = idsOf(
      await all(`/parcels/matches-all/${ids.subject}?matchingType=builders&hypothetical=Neighbors`),
    );
    expect(got).toContain(ids.bNeighbors);
    expect(got).not.toContain(ids.bUpperInclusive);
  });

  it('developers use the develop fields', async () => {
    const got = idsOf(await all(`/contacts/developers?id=${ids.subject}`));
    expect(got).toContain(ids.dMatch);
    expect(got).not.toContain(ids.dMiss);
    expect(got).toContain(ids.notABuilder); // a developer whose build fields do not count here
  });

  it('investors: product invested in and price in the investment range, at its edge', async () => {
    const got = idsOf(await all(`/contacts/investors?id=${ids.subject}`));
    expect(got).toEqual(expect.arrayContaining([ids.iMatch, ids.iEdgeInclusive]));
    for (const k of ['iEdgeExclusive', 'iPriceMiss', 'iProductMiss']) expect(got, k).not.toContain(ids[k]);
  });

  it('real estate agents: area, and the Land specialty for bare land', async () => {
    const got = idsOf(await all(`/contacts/realestateagents?id=${ids.subject}`));
    expect(got).toContain(ids.rLand);
    expect(got).not.toContain(ids.rResidential);
    expect(got).not.toContain(ids.rAreaMiss);
  });

  it('new build homebuyers: desired city, home style and price', async () => {
    const rows = await all(`/contacts/newbuildhomebuyers?id=${ids.subject}`);
    expect(idsOf(rows)).toContain(ids.hMatch);
    for (const k of ['hCityMiss', 'hStyleMiss', 'hPriceMiss', 'hLandValue'])
      expect(idsOf(rows), k).not.toContain(ids[k]);
    expect(rows.find((r) => r.id === ids.hMatch)?.matchedOn).toEqual(['cities', 'style', 'price']);
  });

  it('companies: a company counts once when at least one of its contacts matches', async () => {
    const res = await get(
      `/parcels/all-company-matching?id=${ids.subject}&matchingType=builders&page=1&limit=1000`,
    );
    const got = idsOf(res.data);
    expect(got).toEqual(expect.arrayContaining([ids.coTwo, ids.coOne]));
    expect(got).not.toContain(ids.coNone);
    expect(new Set(got).size).toBe(got.length);
    expect(res.pagination.totalItems).toBe(got.length);
    expect(res.data.find((r: Row) => r.id === ids.coTwo).matchingContacts).toBe(2);
  });

  it('water rights within 1 mile, projects within 1 mile sharing a product, neighbours within 300 or 100 ft', async () => {
    const water = idsOf(await all(`/water-rights/parcel-matching?id=${ids.subject}`));
    expect(water).toContain(ids.wNear);
    expect(water).not.toContain(ids.wFar);
    const projects = idsOf(await all(`/projects/parcels-matching-data?id=${ids.subject}`));
    expect(projects).toEqual(expect.arrayContaining([ids.pParent, ids.pChild]));
    expect(projects).not.toContain(ids.pNoShare);
    expect(projects).not.toContain(ids.pFar);
    expect(idsOf(await all(`/projects/parcels-matching-data?id=${ids.subject}&projectType=child`))).toEqual([
      ids.pChild,
    ]);
    // Nearest first, each with its nearness as a score (the built neighbour is 20 m off, the other 60 m).
    const neighbours = await all(`/parcels/matches-all/${ids.subject}?matchingType=parcels`);
    expect(idsOf(neighbours)).toEqual([ids.nBuilt, ids.nNear]);
    expect(neighbours[0]!.score).toBeGreaterThan(neighbours[1]!.score as number);
    expect(idsOf(await all(`/parcels/matches-all/${ids.subject}?matchingType=parcels&distance=100`))).toEqual(
      [ids.nBuilt],
    );
    expect(idsOf(await all(`/parcels/matches-all/${ids.subject}?matchingType=buildableParcels`))).toEqual([
      ids.nNear,
    ]);
    expect(
      idsOf(await all(`/parcels/matches-all/${ids.subject}?matchingType=alreadyBuildedParcels`)),
    ).toEqual([ids.nBuilt]);
  });

  it('the eight counts come in one answer under the spec keys and equal the length of each full list', async () => {
    const counts = await get(`/parcels/matches/${ids.subject}`);
    expect(Object.keys(counts).sort()).toEqual(
      [
        'Parcels',
        'Builders',
        'Investors',
        'Developers',
        'Real Estate Agents',
        'New Build Homebuyers',
        'Water Rights',
        'Projects',
      ].sort(),
    );
    const lists: [string, string][] = [
      ['Parcels', 'parcels'],
      ['Builders', 'builders'],
      ['Investors', 'investors'],
      ['Developers', 'developers'],
      ['Real Estate Agents', 'realEstateAgents'],
      ['New Build Homebuyers', 'newBuildHomebuyers'],
      ['Water Rights', 'waterRights'],
      ['Projects', 'projects'],
    ];
    for (const [key, kind] of lists) {
      const res = await get(`/parcels/matches-all/${ids.subject}?matchingType=${kind}&page=1&limit=1000`);
      expect(res.data.length, key).toBe(counts[key]);
      expect(res.pagination.totalItems, key).toBe(counts[key]);
    }
    expect(await get(`/parcels/matches/${ids.subject}?matchingType=Water Rights`)).toEqual({
      'Water Rights': counts['Water Rights'],
    });
  });

  it('the SQL shown to admins is the SQL run: executing it gives the same rows and counts', async () => {
    const queries = await get(`/parcels/matching-queries/${ids.subject}?limit=1000`, admin);
    expect(queries.waterRights.columnsUsed).toEqual(['WRNUM']);
    expect(queries.builders.columnsUsed).toEqual(
      expect.arrayContaining([
        'contact_match_profiles.types',
        'contact_match_profiles.match_area_tags',
        'contact_match_profiles.build_sf_lots',
      ]),
    );
    const run = async (text: string) =>
      (await sql.raw<{ id?: number; count?: number }>(text).execute(t.database.db)).rows;
    const checks: [string, string, string][] = [
      ['builders', 'ContactsQuery', `/parcels/matches-all/${ids.subject}?matchingType=builders`],
      ['builders', 'CompaniesQuery', `/parcels/all-company-matching?id=${ids.subject}&matchingType=builders`],
      ['investors', 'ContactsQuery', `/contacts/investors?id=${ids.subject}`],
      ['newBuildHomebuyers', 'ContactsQuery', `/contacts/newbuildhomebuyers?id=${ids.subject}`],
      ['waterRights', 'WaterRightsQuery', `/water-rights/parcel-matching?id=${ids.subject}`],
      [
        'projects',
        'ChildProjectsQuery',
        `/projects/parcels-matching-data?id=${ids.subject}&projectType=child`,
      ],
      ['parcels', 'ParcelsQuery', `/parcels/matches-all/${ids.subject}?matchingType=parcels`],
    ];
    for (const [group, key, url] of checks) {
      const shown = await run(queries[group][key]);
      const api = await all(url);
      expect(
        shown.map((r) => r.id),
        `${group}.${key}`,
      ).toEqual(idsOf(api));
      const count = await run(queries[group][key.replace(/Query$/, 'Count')]);
      expect(count[0]!.count, `${group}.${key}`).toBe(api.length);
    }
  });

  it('Free Trial answers carry no details, page and limit forced to 1, and no map points', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/parcels/matches-all/${ids.subject}?matchingType=builders&page=2&limit=20`,
      headers: trial,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(body.data).toEqual([
      { id: expect.any(Number), placeholder: true, message: 'Upgrade to view details' },
    ]);
    const companies = (await get(`/contacts/builders?id=${ids.subject}&type=companies`, trial)).data;
    expect(companies).toEqual([
      { id: expect.any(Number), placeholder: true, message: 'Upgrade to view details' },
    ]);
    const map = await t.app.inject({
      method: 'GET',
      url: `/api/parcels/matching-coordinates/${ids.subject}`,
      headers: trial,
    });
    expect(map.statusCode).toBe(403);
    expect(map.json().message).toBe('Please upgrade to view on map');
  });

  it('permissions: queries are admin only, Registered users and anonymous calls are refused', async () => {
    const call = (url: string, headers?: Headers) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    expect((await call(`/parcels/matching-queries/${ids.subject}`, user)).statusCode).toBe(403);
    expect((await call(`/parcels/matches/${ids.subject}`, registered)).statusCode).toBe(403);
    expect((await call(`/parcels/matches/${ids.subject}`)).statusCode).toBe(401);
    expect((await call(`/parcels/matches/999999999`, user)).statusCode).toBe(404);
    const bad = await call(`/parcels/matches-all/${ids.subject}?matchingType=nonsense`, user);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('matchingType');
  });

  it('map points: neighbouring parcels and matching projects', async () => {
    const parcels = await get(`/parcels/matching-coordinates/${ids.subject}`);
    expect(parcels.data.map((p: Row) => p.id).sort()).toEqual([ids.nNear, ids.nBuilt].sort());
    expect(parcels.data[0]).toMatchObject({
      type: 'parcels',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    const projects = await get(`/parcels/${ids.subject}/projects-matching-coordinates`);
    expect(projects.data.map((p: Row) => p.id)).toEqual(expect.arrayContaining([ids.pParent, ids.pChild]));
  });
  it("a contact's profile is kept current when the contact changes (last: it changes a fixture)", async () => {
    const url = `/parcels/matches-all/${ids.subject}?matchingType=builders`;
    expect(idsOf(await all(url))).not.toContain(ids.bUpperExclusive);
    await t.database.db
      .updateTable('contacts')
      .set({ build_sf_lots: '[10,20]' })
      .where('id', '=', ids.bUpperExclusive!)
      .execute();
    expect(idsOf(await all(url))).toContain(ids.bUpperExclusive);
    await t.database.db
      .deleteFrom('company_contacts')
      .where('contact_id', '=', ids.bUpperExclusive!)
      .execute();
    await t.database.db.deleteFrom('contacts').where('id', '=', ids.bUpperExclusive!).execute();
    expect(idsOf(await all(url))).not.toContain(ids.bUpperExclusive);
  });
});
