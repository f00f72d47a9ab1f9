import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { loadDemoData, qs } from './map-fixtures.js';

describe('[GEOGRAPHY] cities, counties and zoning look-ups of the filters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    token = (await seedUser(t, { status: 'Subscribed' })).token;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const names = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as string[];
  };

  it('lists the 29 Utah counties and the cities of the state', async () => {
    const counties = await names('/api/counties');
    expect(counties).toHaveLength(29);
    expect(counties).toContain('Salt Lake');
    expect(await names('/api/counties/UT')).toEqual(counties);
    expect(await names('/api/counties/utah')).toEqual(counties);
    const cities = await names('/api/cities/Utah');
    expect(cities.length).toBeGreaterThan(150);
    expect(cities).toEqual(expect.arrayContaining(['Lehi', 'Salt Lake City', 'Provo']));
    const other = await get('/api/cities/Nevada');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^state/);
  });

  it('narrows cities by counties, area tags and postal codes (comma or pipe lists)', async () => {
    const utahCounty = await names(`/api/cities/all?${qs({ counties: 'Utah County' })}`);
    expect(utahCounty).toEqual(expect.arrayContaining(['Lehi', 'Provo', 'Orem']));
    expect(utahCounty).not.toContain('Salt Lake City');
    const two = await names(`/api/cities/all?${qs({ state: 'Utah', counties: 'Utah | Salt Lake' })}`);
    expect(two).toEqual(expect.arrayContaining(['Lehi', 'Salt Lake City']));
    expect(two.length).toBeGreaterThan(utahCounty.length);

    const tagged = await t.database.db
      .selectFrom('area_tag_cities as atc')
      .innerJoin('area_tags as at', 'at.id', 'atc.area_tag_id')
      .innerJoin('cities as c', 'c.id', 'atc.city_id')
      .select(['at.name as tag', 'c.name as city'])
      .orderBy('at.name')
      .execute();
    expect(tagged.length).toBeGreaterThan(0);
    const tag = tagged[0]!.tag;
    const expected = [...new Set(tagged.filter((r) => r.tag === tag).map((r) => r.city))].sort();
    expect((await names(`/api/cities/all?${qs({ areaTags: tag })}`)).sort()).toEqual(expected);

    const zip = await t.database.db
      .selectFrom('zip_codes')
      .select(['zip', 'city'])
      .where('city', '=', 'Lehi')
      .executeTakeFirstOrThrow();
    expect(await names(`/api/cities/all?${qs({ postalCodes: zip.zip })}`)).toEqual(['Lehi']);
    const bad = await get(`/api/cities/all?${qs({ postalCodes: '84A' })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^postalCodes/);
  });

  it('lists zoning jurisdictions and their codes', async () => {
    const row = await t.database.db
      .selectFrom('zoning_codes')
      .select(['jurisdiction_name', 'code'])
      .where('jurisdiction_type', '=', 'city')
      .orderBy('jurisdiction_name')
      .executeTakeFirstOrThrow();
    const cities = await names('/api/zoning/cities');
    expect(cities).toContain(row.jurisdiction_name);
    const search = await names(
      `/api/zoning/cities?${qs({ searchValue: row.jurisdiction_name.slice(0, 4).toLowerCase() })}`,
    );
    expect(search).toContain(row.jurisdiction_name);
    expect(search.length).toBeLessThan(cities.length);
    const codes = (await get(`/api/zoning/city?${qs({ name: row.jurisdiction_name })}`)).json();
    expect(codes.map((c: { code: string }) => c.code)).toContain(row.code);
    expect(codes[0]).toEqual({
      code: expect.any(String),
      description: expect.anything(),
      category: expect.anything(),
      codeLink: expect.anything(),
    });

    const counties = await names('/api/zoning/counties');
    expect(counties.length).toBeGreaterThan(0);
    const countyCodes = (await get(`/api/zoning/county?${qs({ name: `${counties[0]} County` })}`)).json();
    expect(countyCodes.length).toBeGreaterThan(0);
    const missing = await get('/api/zoning/city');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^name/);
  });

  it('gives the bounding box of cities, counties, ZIP codes and area tags for the map to fit', async () => {
    type Box = { west: number; south: number; east: number; north: number };
    const box = async (query: Record<string, string>) => {
      const res = await get(`/api/geography/bounds?${qs(query)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { bounds: Box | null }).bounds;
    };
    // Kanab is in the far south, well below the default centre's latitude.
    const kanab = (await box({ cities: 'Kanab' }))!;
    expect(kanab.south).toBeLessThan(37.2);
    expect(kanab.north).toBeGreaterThan(kanab.south - 1e-9);
    const parcels = await t.database.db
      .selectFrom('parcels')
      .select((eb) => [eb.fn.countAll<string>().as('n')])
      .where('city', '=', 'Kanab')
      .executeTakeFirstOrThrow();
    if (Number(parcels.n) > 1) expect(kanab.north).toBeGreaterThan(kanab.south);

    // A county's box is its polygon's; 'Washington County' and 'Washington' are the same county.
    const washington = (await box({ counties: 'Washington County' }))!;
    expect(await box({ counties: 'Washington' })).toEqual(washington);
    expect(washington.south).toBeLessThan(37.01);
    expect(washington.west).toBeLessThan(-113.9);
    // Several places: the box covers all of them (Salt Lake City is far north of Washington County).
    const both = (await box({ counties: 'Washington', cities: 'Salt Lake City' }))!;
    expect(both.south).toBeCloseTo(washington.south, 6);
    expect(both.north).toBeGreaterThan(40.7);

    const tag = await t.database.db.selectFrom('area_tags').select('name').executeTakeFirstOrThrow();
    expect(await box({ utahAreaTags: tag.name })).not.toBeNull();
    const zip = await t.database.db.selectFrom('zip_codes').select('zip').executeTakeFirstOrThrow();
    expect(await box({ postalCodes: zip.zip })).not.toBeNull();

    expect(await box({})).toBeNull();
    // A city no record knows: the map's lists' 400, naming it (map/map-link-checks.ts).
    const nowhere = await get(`/api/geography/bounds?${qs({ cities: 'Nowhere' })}`);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe("cities: no Utah city is named 'Nowhere'");
    const bad = await get(`/api/geography/bounds?${qs({ postalCodes: '84A' })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^postalCodes/);
  });

  it('documents the bounds call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/geography/bounds');
  });
});
