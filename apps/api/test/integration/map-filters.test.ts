import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

// Every map query parameter: one request that narrows the result exactly (hand-made parcels and projects
// in a city of this file's own), and one malformed value that answers 400 naming the parameter.

describe('[MAP] filter parameters narrow parcels and projects; malformed values are 400s naming them', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const city = uniqueCity();
  /** A city known by a project only: a name the filters accept, with no parcel. */
  const projectOnlyCity = uniqueCity();
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const lng0 = -113.6 + Math.random() * 0.2;
  const lat0 = 38.3 + Math.random() * 0.2;
  let ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    await insertProject(t, projectOnlyCity, { name: 'No parcels here' });
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    user = (await seedUser(t, { status: 'Subscribed' })).token;
    ids = await insertParcels(t, city, [
      {
        lng: lng0,
        lat: lat0,
        acreage: 0.5,
        county: 'Utah',
        postal_code: '84001',
        area_tags: ['North Utah County'],
        products: ['singleFamily'],
        house_style: ['Rambler'],
        property_info_building: false,
        mls_status: 'Active',
        possible_lots_proxy: '3 Single Family Lots',
        actual_zoning: 'R-1-8',
        parcel_id: `MAPT${tag}A1`,
        formatted_parcel_id: `MT-${tag}-A1`,
        workability_score: 10,
      },
      {
        lng: lng0 + 0.01,
        lat: lat0,
        acreage: 2,
        county: 'Salt Lake',
        postal_code: '84002',
        area_tags: ['Cache County'],
        products: ['townhouse'],
        house_style: ['Two Story'],
        property_info_building: true,
        actual_zoning: 'RM-15',
        workability_score: 50,
      },
      {
        lng: lng0 + 0.02,
        lat: lat0,
        acreage: 10,
        county: 'Utah',
        postal_code: '84003',
        products: ['condos', 'commercial'],
        property_info_building: true,
        mls_status: 'Under Contract',
        actual_zoning: 'C-2',
        workability_score: 90,
      },
      { lng: lng0 + 0.03, lat: lat0, acreage: 50, county: 'Utah', products: ['land'], actual_zoning: 'A-1' },
    ]);
    const alpha = await insertProject(t, city, {
      name: `Alpha Ridge ${tag}`,
      lng: lng0,
      lat: lat0 + 0.02,
      project_status: 'Concept',
      lot_sizes: ['0.10 - 0.20 acre'],
      special_product_types: ['55+ Communities'],
      house_style: ['Rambler'],
      products: ['singleFamily'],
      parcels: [{ id: ids[3]! }],
    });
    await insertProject(t, city, {
      name: `Phase One ${tag}`,
      parent: alpha,
      lng: lng0,
      lat: lat0 + 0.021,
      project_status: 'For Sale',
    });
    await insertProject(t, city, {
      name: `Phase Two ${tag}`,
      parent: alpha,
      lng: lng0,
      lat: lat0 + 0.022,
      project_status: 'Concept',
    });
    await insertProject(t, city, {
      name: `Beta Farms ${tag}`,
      lng: lng0 + 0.03,
      lat: lat0 + 0.02,
      project_status: 'Papered',
      products: ['land'],
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const parcelCount = async (params: Record<string, string | number>) => {
    const res = await get(`/api/parcels/count?${qs({ cities: city, ...params })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const projectCount = async (path: string, params: Record<string, string>) => {
    const res = await get(`/api/${path}/count?${qs({ cities: city, ...params })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const rejects = async (param: string, value: string, path = 'parcels') => {
    const res = await get(`/api/${path}?${qs({ [param]: value })}`);
    expect(res.statusCode, `${param}=${value}: ${res.body}`).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${param}\\b`));
    return res.json().message as string;
  };
  const viewport = (swLng: number, swLat: number, neLng: number, neLat: number) =>
    JSON.stringify({ northEast: { lat: neLat, lng: neLng }, southWest: { lat: swLat, lng: swLng } });

  it('cities (comma or pipe separated, trimmed) and counties', async () => {
    expect(await get('/api/parcels/count').then((r) => r.json().count)).toBeGreaterThan(4);
    expect(await parcelCount({})).toBe(4);
    expect(await parcelCount({ cities: ` ${city} , ${projectOnlyCity}` })).toBe(4);
    expect(await parcelCount({ cities: `${projectOnlyCity}| ${city}` })).toBe(4);
    expect(await rejects('cities', `Nowhere Town| ${city}`)).toBe(
      "cities: no Utah city is named 'Nowhere Town'",
    );
    expect(await parcelCount({ counties: 'Salt Lake' })).toBe(1);
    expect(await parcelCount({ counties: 'Salt Lake County|Utah' })).toBe(4);
    await rejects('cities', 'x'.repeat(101));
    await rejects('counties', 'y'.repeat(101));
  });

  it('product checkboxes: condos, singleFamily, townhouse, land, commercial', async () => {
    expect(await parcelCount({ condos: 'true' })).toBe(1);
    expect(await parcelCount({ singleFamily: 'true' })).toBe(1);
    expect(await parcelCount({ townhouse: 'true' })).toBe(1);
    expect(await parcelCount({ land: 'true' })).toBe(1);
    expect(await parcelCount({ commercial: 'true' })).toBe(1);
    expect(await parcelCount({ singleFamily: 'true', land: 'true' })).toBe(2);
    expect(await parcelCount({ condos: 'false' })).toBe(4);
    for (const p of ['condos', 'singleFamily', 'townhouse', 'land', 'commercial']) await rejects(p, 'yes');
  });

  it('acreage slider, minAcreage and maxAcreage', async () => {
    expect(await parcelCount({ acreage: '1|10' })).toBe(2);
    expect(await parcelCount({ acreage: '0,1' })).toBe(1);
    // 'min|' has no maximum (the slider's '100+'): the 50-acre parcel counts.
    expect(await parcelCount({ acreage: '10|' })).toBe(await parcelCount({ minAcreage: 10 }));
    expect(await parcelCount({ acreage: '10|' })).toBeGreaterThan(await parcelCount({ acreage: '10|20' }));
    await rejects('acreage', '|5');
    expect(await parcelCount({ minAcreage: 5 })).toBe(2);
    expect(await parcelCount({ maxAcreage: 2 })).toBe(2);
    expect(await parcelCount({ minAcreage: 1, maxAcreage: 10 })).toBe(2);
    await rejects('acreage', '5');
    await rejects('acreage', '10|1');
    expect(await rejects('minAcreage', 'abc')).toBe('minAcreage: must be a number');
    await rejects('maxAcreage', '-1');
    const res = await get(`/api/parcels?minAcreage=5&maxAcreage=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('minAcreage: Min should not exceed Max');
  });

  it('parcelStatus, hypotheticals and noBuildings', async () => {
    expect(await parcelCount({ parcelStatus: 'Vacant' })).toBe(2);
    expect(await parcelCount({ parcelStatus: 'Built' })).toBe(2);
    expect(await parcelCount({ parcelStatus: 'Listed' })).toBe(2);
    expect(await parcelCount({ parcelStatus: 'Part of a Project' })).toBe(1);
    expect(await parcelCount({ parcelStatus: 'Vacant|Listed' })).toBe(3);
    expect(await parcelCount({ hypotheticals: 'Proxy' })).toBe(1);
    expect(await parcelCount({ hypotheticals: 'Neighbors' })).toBe(0);
    expect(await parcelCount({ noBuildings: 'true' })).toBe(2);
    expect(await rejects('parcelStatus', 'Vacant|Sold')).toMatch(/unknown value 'Sold'/);
    await rejects('hypotheticals', 'Guess');
    await rejects('noBuildings', 'maybe');
  });

  it('postalCodes, utahAreaTags, parcelId and houseStyle', async () => {
    expect(await parcelCount({ postalCodes: '84001, 84002' })).toBe(2);
    expect(await parcelCount({ utahAreaTags: 'Cache County' })).toBe(1);
    expect(await parcelCount({ utahAreaTags: 'Cache County,North Utah County' })).toBe(2);
    expect(await parcelCount({ parcelId: `MAPT${tag}` })).toBe(1);
    expect(await parcelCount({ parcelId: `MT-${tag}` })).toBe(1);
    expect(await parcelCount({ houseStyle: 'Rambler|Two Story' })).toBe(2);
    await rejects('postalCodes', '8400');
    await rejects('utahAreaTags', 'z'.repeat(101));
    await rejects('parcelId', '1'.repeat(41));
    await rejects('houseStyle', 'Igloo');
  });

  it('currentZoningCity and currentZoningCounty ("Place:Code" or a bare code)', async () => {
    expect(await parcelCount({ currentZoningCity: `${city}:R-1-8` })).toBe(1);
    expect(await parcelCount({ currentZoningCity: 'R-1-8|C-2' })).toBe(2);
    expect(await parcelCount({ currentZoningCity: 'Elsewhere:R-1-8' })).toBe(0);
    expect(await parcelCount({ currentZoningCounty: 'Salt Lake County:RM-15' })).toBe(1);
    expect(await parcelCount({ currentZoningCounty: 'Utah:C-2', currentZoningCity: `${city}:R-1-8` })).toBe(
      2,
    );
    await rejects('currentZoningCity', `${city}:`);
    await rejects('currentZoningCounty', 'Utah: ');
  });

  it('viewport (envelope) and coords (drawn polygon)', async () => {
    expect(
      await parcelCount({ viewport: viewport(lng0 - 0.001, lat0 - 0.001, lng0 + 0.005, lat0 + 0.005) }),
    ).toBe(1);
    const poly = [
      [lng0 - 0.001, lat0 - 0.001],
      [lng0 + 0.0105, lat0 - 0.001],
      [lng0 + 0.0105, lat0 + 0.002],
      [lng0 - 0.001, lat0 + 0.002],
    ];
    expect(await parcelCount({ coords: JSON.stringify(poly) })).toBe(2);
    expect(await rejects('viewport', '{bad')).toMatch(/northEast/);
    await rejects('viewport', JSON.stringify({ northEast: { lat: 1 } }));
    await rejects('viewport', viewport(lng0 + 1, lat0, lng0, lat0 + 1));
    await rejects('coords', '[[1,2]]');
    await rejects('coords', 'not json');
    await rejects(
      'coords',
      JSON.stringify([
        [1, 2],
        [3, 4],
        ['a', 5],
      ]),
    );
    await rejects(
      'coords',
      JSON.stringify([
        [1, 2],
        [1, 2],
        [1, 2],
      ]),
    );
  });

  it('page, limit and (admins only) sortBy', async () => {
    const page = await get(`/api/parcels?${qs({ cities: city, limit: 3, page: 2 })}`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().pagination).toEqual({ page: 2, limit: 3, totalItems: 4, totalPages: 2 });
    const sorted = await get(`/api/parcels?${qs({ cities: city, sortBy: 'workability_score' })}`);
    expect(sorted.json().data.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    expect(sorted.json().data[0].workabilityScore).toBe(90);
    const forbidden = await get(`/api/parcels?${qs({ cities: city, sortBy: 'workability_score' })}`, user);
    expect(forbidden.statusCode).toBe(403);
    const plain = await get(`/api/parcels?${qs({ cities: city })}`, user);
    expect(plain.json().data[0].workabilityScore).toBeUndefined();
    await rejects('sortBy', 'price');
    await rejects('page', 'abc');
    await rejects('limit', '0');
    await rejects('limit', '5000');
    await rejects('zoom', '25', 'parcels/all-coordinates');
  });

  it('surveyTaker scopes the bookmark flag; a survey named limits the parcels to its matches', async () => {
    const adminUser = await seedUser(t, { role: 'admin', status: 'Subscribed' });
    await t.database.db
      .insertInto('parcel_bookmarks')
      .values({ user_id: adminUser.id, parcel_id: ids[0]!, survey_taker: 'client@example.test' })
      .execute();
    const flags = async (surveyTaker?: string) =>
      (await get(`/api/parcels?${qs({ cities: city, surveyTaker })}`, adminUser.token))
        .json()
        .data.filter((p: { existsInBookmarks: boolean }) => p.existsInBookmarks).length;
    expect(await flags()).toBe(0);
    expect(await flags('client@example.test')).toBe(1);
    const other = await get(`/api/parcels?${qs({ cities: city, surveyTaker: 'client@example.test' })}`, user);
    expect(other.statusCode).toBe(403);
    // A survey named shows its matches (docs/surveys.md, "The survey on the map"): a builder of Piute County
    // wants none of this city's parcels, whatever the other filters.
    const survey = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: bearer(admin),
      payload: {
        surveyName: 'Builder Company Survey',
        response: {
          utah_area_tags: 'Piute County',
          products_you_build: 'Single Family',
          min_single_family_lots_build: '10-35',
          max_single_family_lots_build: '10-35',
          custom_builder: 'No',
        },
      },
    });
    expect(survey.statusCode, survey.body).toBe(200);
    expect(await parcelCount({})).toBe(4);
    expect(await parcelCount({ surveyId: String(survey.json().id) })).toBe(0);
    await rejects('surveyTaker', 'a'.repeat(201));
    await rejects('surveyId', 'b'.repeat(201));
  });

  it('project filters: name, childName, projectStatus, lotSize, specialProductTypes (parents and children)', async () => {
    expect(await projectCount('parent-projects', {})).toBe(2);
    expect(await projectCount('projects', {})).toBe(2);
    expect(await projectCount('parent-projects', { name: 'alpha ridge' })).toBe(1);
    expect(await projectCount('parent-projects', { childName: 'phase two' })).toBe(1);
    expect(await projectCount('projects', { childName: 'PHASE ONE' })).toBe(1);
    expect(await projectCount('projects', { name: 'alpha' })).toBe(2);
    expect(await projectCount('projects', { name: 'beta' })).toBe(0);
    expect(await projectCount('parent-projects', { projectStatus: 'Papered|For Rent' })).toBe(1);
    expect(await projectCount('projects', { projectStatus: 'For Sale' })).toBe(1);
    expect(await projectCount('parent-projects', { lotSize: '0.10 - 0.20 acre' })).toBe(1);
    expect(await projectCount('parent-projects', { specialProductTypes: '55+ Communities' })).toBe(1);
    expect(await projectCount('parent-projects', { houseStyle: 'Rambler', land: 'true' })).toBe(0);
    expect(await projectCount('parent-projects', { land: 'true' })).toBe(1);
    await rejects('projectStatus', 'Sold', 'parent-projects');
    await rejects('lotSize', 'Huge', 'projects');
    await rejects('specialProductTypes', 'Castles', 'parent-projects');
    await rejects('name', 'n'.repeat(201), 'parent-projects');
    await rejects('childName', 'c'.repeat(201), 'projects');
  });

  it('parcel-only filters leave projects alone and project-only filters leave parcels alone', async () => {
    expect(await projectCount('parent-projects', { minAcreage: '1000', parcelStatus: 'Built' })).toBe(2);
    expect(await parcelCount({ projectStatus: 'Concept', name: 'nothing like this' })).toBe(4);
  });
});
