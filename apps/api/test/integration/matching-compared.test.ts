import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whyMatchedLines } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  comparedOn,
  insertCompany,
  insertContact,
  insertListing,
  insertParcel,
  insertProject,
  insertWaterRight,
  linkParcel,
  matchingReader,
  startMatchingApp,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';

// Issue 13, item 11: every match row carries the values it was compared on, both sides, and they are the real ones.

describe('[MATCHING] why it matched: the values compared, on both sides', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const ids = {} as Record<
    | 'subject'
    | 'builder'
    | 'builder2'
    | 'company'
    | 'investor'
    | 'agent'
    | 'water'
    | 'project'
    | 'neighbour'
    | 'child'
    | 'projectParcel',
    number
  >;

  const { all } = matchingReader(
    () => t,
    () => user,
  );
  const row = async (url: string, id: number) => {
    const found = (await all(url)).find((r) => r.id === id);
    expect(found, `${url} lists ${id}`).toBeDefined();
    return found as Row;
  };
  /** The geodesic distance PostGIS measures between two rows' geometries, in metres. */
  const metres = async (a: string, b: string) =>
    (
      await sql<{
        m: number;
      }>`SELECT round(ST_Distance((${sql.raw(a)})::geography, (${sql.raw(b)})::geography)::numeric, 1)::float8 AS m`.execute(
        t.database.db,
      )
    ).rows[0]!.m;

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    ids.subject = await insertParcel(db, place, {
      sfLots: 6,
      products: ['singleFamily', 'land'],
      marketValue: 1_200_000,
    });
    ids.builder = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: ['Somewhere Else', place.tag],
      match_counties: [place.county],
      build_products: ['singleFamily', 'land'],
      build_sf_lots: '[4,16)',
    });
    ids.builder2 = await insertContact(db, {
      types: ['Builder'],
      match_cities: [place.city],
      build_products: ['singleFamily'],
    });
    ids.company = await insertCompany(db, [ids.builder, ids.builder2]);
    ids.investor = await insertContact(db, {
      types: ['Investor'],
      match_area_tags: [place.tag],
      invest_products: ['land', 'commercial'],
      invest_amount: '[500000,2000000]',
    });
    // An agent whose office is unknown, with a sale of their own a mile from the subject: their evidence of work there.
    const agentName = `Agent ${place.city}`;
    ids.agent = await insertContact(db, {
      name: agentName,
      types: ['Real Estate Agent'],
      match_cities: [place.city],
      agent_specialties: ['Land', 'Residential'],
    });
    await insertListing(db, place, { agent: agentName, dx: 1600, address: '12 N Main St', daysAgo: 60 });
    ids.water = await insertWaterRight(db, place, 300, 400);
    ids.project = await insertProject(db, place, { dx: 800, dy: 0, products: ['singleFamily', 'townhouse'] });
    ids.neighbour = await insertParcel(db, place, { dx: 70 });
    ids.child = await insertProject(db, place, { dx: 900, dy: 0, parent: ids.project, products: [] });
    ids.projectParcel = await insertParcel(db, place, { dx: 900, dy: 100 });
    await linkParcel(db, ids.child, ids.projectParcel, false);
  });
  afterAll(() => t.close());

  it('a builder: the subject’s area and lot count against the builder’s areas and range', async () => {
    const r = await row(`/contacts/builders?id=${ids.subject}`, ids.builder);
    expect(r.matchedOn).toEqual(['area', 'products']);
    expect(comparedOn(r, 'area')).toEqual([
      {
        dimension: 'area',
        subject: { areaTags: [place.tag], city: place.city, county: place.county },
        wanted: { areaTags: ['Somewhere Else', place.tag], cities: [], counties: [place.county] },
      },
    ]);
    // '[4,16)' is 4 to 15 lots; land is compared as a product type only.
    expect(comparedOn(r, 'products')).toEqual([
      { dimension: 'products', product: 'singleFamily', count: 6, range: { min: 4, max: 15 } },
    ]);
    expect(comparedOn(r, 'productTypes')).toEqual([
      { dimension: 'productTypes', offered: ['land'], wanted: ['singleFamily', 'land'] },
    ]);
    expect(whyMatchedLines('builders', r.compared)).toEqual([
      `Area: ${place.city} in ${place.tag} ✓ (builder works Somewhere Else, ${place.tag}, ${place.county} County)`,
      'Single family lots: 6 in 4–15 ✓',
      'Products: land ✓ (builder builds single family, land)',
      // The fit model's signals (docs/matching.md): no company project near this test place.
      'Track record: no project within 10 mi ✗',
      'Recent: no ongoing or recent work nearby ✗',
    ]);
  });

  it('a company: the values of each of its matching contacts, merged into one line per dimension', async () => {
    const r = await row(`/parcels/all-company-matching?id=${ids.subject}&matchingType=builders`, ids.company);
    expect(comparedOn(r, 'area').map((v) => v.wanted)).toEqual(
      expect.arrayContaining([
        { areaTags: ['Somewhere Else', place.tag], cities: [], counties: [place.county] },
        { areaTags: [], cities: [place.city], counties: [] },
      ]),
    );
    expect(comparedOn(r, 'products').map((v) => v.range)).toEqual(
      expect.arrayContaining([{ min: 4, max: 15 }, null]),
    );
    expect(whyMatchedLines('builders', r.compared, true)[1]).toBe('Single family lots: 6 in 4–15 ✓');
  });

  it('an investor: the products and the price, with where the price comes from', async () => {
    const r = await row(`/contacts/investors?id=${ids.subject}`, ids.investor);
    expect(comparedOn(r, 'productTypes')).toEqual([
      { dimension: 'productTypes', offered: ['singleFamily', 'land'], wanted: ['land', 'commercial'] },
    ]);
    expect(comparedOn(r, 'price')).toEqual([
      {
        dimension: 'price',
        price: 1_200_000,
        basis: 'marketValue',
        range: { min: 500_000, max: 2_000_000 },
      },
    ]);
    expect(whyMatchedLines('investors', r.compared)).toContain('Price: $1.2M (market value) in $500k–$2M ✓');
  });

  it('an agent: the Land specialty bare land needs against the agent’s specialties', async () => {
    const r = await row(`/contacts/realestateagents?id=${ids.subject}`, ids.agent);
    expect(comparedOn(r, 'specialty')).toEqual([
      { dimension: 'specialty', specialty: 'Land', specialties: ['Land', 'Residential'] },
    ]);
    expect(comparedOn(r, 'area')[0]!.wanted.cities).toEqual([place.city]);
    // Where they work: no office known, one sale nearby, named by its address.
    expect(comparedOn(r, 'localWork')).toEqual([
      {
        dimension: 'localWork',
        meters: null,
        within: 8047,
        nearest: 20,
        among: false,
        listings: 1,
        ok: true,
      },
    ]);
    expect(comparedOn(r, 'listings')).toEqual([
      {
        dimension: 'listings',
        within: 8047,
        years: 2,
        listed: 0,
        sold: 1,
        addresses: [`12 N Main St, ${place.city}`],
        ok: true,
      },
    ]);
    expect(whyMatchedLines('realEstateAgents', r.compared)).toContain(
      `Listings: 1 sale within 5 mi in the last 2 years (12 N Main St, ${place.city}) ✓`,
    );
  });

  it('places: the distance PostGIS measures, the products a nearby project offers, the project of a parcel', async () => {
    const subjectPoint = `SELECT center FROM parcels WHERE id = ${ids.subject}`;
    const water = await row(`/water-rights/parcel-matching?id=${ids.subject}`, ids.water);
    expect(comparedOn(water, 'distance')).toEqual([
      {
        dimension: 'distance',
        meters: await metres(`SELECT location FROM water_rights WHERE id = ${ids.water}`, subjectPoint),
        within: 1609.344,
        unit: 'mi',
      },
    ]);
    const project = await row(`/projects/parcels-matching-data?id=${ids.subject}`, ids.project);
    expect(comparedOn(project, 'productTypes')).toEqual([
      { dimension: 'productTypes', offered: ['singleFamily', 'land'], wanted: ['singleFamily', 'townhouse'] },
    ]);
    expect(whyMatchedLines('projects', project.compared)[1]).toBe(
      'Product type: single family ✓ (project offers single family, townhomes)',
    );
    const neighbour = await row(`/parcels/all-matching?id=${ids.subject}`, ids.neighbour);
    const gap = await metres(
      `SELECT geom FROM parcels WHERE id = ${ids.neighbour}`,
      `SELECT geom FROM parcels WHERE id = ${ids.subject}`,
    );
    expect(gap).toBeGreaterThan(25);
    expect(comparedOn(neighbour, 'distance')).toEqual([
      { dimension: 'distance', meters: gap, within: 300 * 0.3048, unit: 'ft' },
    ]);
    const member = await row(
      `/parent-projects/matches-all/${ids.project}?matchingType=all`,
      ids.projectParcel,
    );
    const name = (
      await t.database.db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', ids.child)
        .executeTakeFirstOrThrow()
    ).name;
    expect(comparedOn(member, 'project')).toEqual([
      { dimension: 'project', project: name, buildable: false },
    ]);
  });
});
