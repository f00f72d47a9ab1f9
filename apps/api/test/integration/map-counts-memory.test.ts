import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mapFiltersQuery, type MapFilters } from '@utah-land/shared';
import { ParcelPointsStore } from '../../src/modules/parcels/parcel-points-store.js';
import { ParcelPoints } from '../../src/modules/parcels/parcel-points.js';
import { filteredParcels } from '../../src/modules/map/map-filters.js';
import { parcelCountQuery } from '../../src/modules/parcels/parcels.queries.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, type SeededUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

// Parcel counts answered from the in-memory parcel points must be the counts the SQL answers: the viewport as
// PostGIS's `geom && envelope` (the polygon's float4 box, not its centre, and not the exact double box).
describe('[MAP] parcel counts from memory equal the SQL counts', () => {
  let t: TestApp;
  let me: SeededUser;
  const city = uniqueCity();
  const lng0 = -112.6 + Math.random() * 0.1;
  const lat0 = 38.1 + Math.random() * 0.1;
  let hand: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    me = await seedUser(t, { status: 'Subscribed' });
    // Also the columns of the other filters: area tags, house styles, listings, hypotheticals, zoning, projects.
    hand = await insertParcels(t, city, [
      {
        lng: lng0,
        lat: lat0,
        acreage: 1,
        products: ['singleFamily'],
        county: 'Juab',
        area_tags: ['North Utah County'],
        house_style: ['Rambler'],
        actual_zoning: 'R-1-7',
        mls_status: 'Active',
      },
      {
        lng: lng0 + 0.01,
        lat: lat0,
        acreage: 0.9999,
        products: ['land', 'condos'],
        property_info_building: true,
        possible_lots_proxy: '3 Single Family Lots',
        house_style: ['Two Story', 'Rambler'],
        actual_zoning: 'A-1',
        mls_status: 'Under Contract',
      },
      {
        lng: lng0 + 0.02,
        lat: lat0 + 0.01,
        acreage: 10.5,
        postal_code: '84648',
        area_tags: ['Salt Lake County', 'Utah County'],
        actual_zoning: 'R-1-7',
        mls_status: 'Sold',
      },
      {
        lng: lng0 + 0.03,
        lat: lat0 + 0.02,
        acreage: 2.25,
        products: ['commercial'],
        county: 'Juab',
        actual_zoning: 'C-2',
      },
      // A wide parcel: views east of its centre still overlap its box.
      { lng: lng0 + 0.05, lat: lat0 - 0.01, size: 0.04, acreage: 120, products: ['land', 'singleFamily'] },
    ]);
    await insertProject(t, city, {
      name: `${city} Project`,
      lng: lng0,
      lat: lat0,
      parcels: [{ id: hand[3]! }],
    });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const viewport = (swLng: number, swLat: number, neLng: number, neLat: number) =>
    JSON.stringify({ northEast: { lat: neLat, lng: neLng }, southWest: { lat: swLat, lng: swLng } });
  const sqlCount = async (f: MapFilters) =>
    Number((await parcelCountQuery(db(), f).executeTakeFirstOrThrow()).count);

  /** The points as they are after the inserts above (the table's change counters can report them late). */
  async function loadedPoints(): Promise<ParcelPoints> {
    const store = ParcelPointsStore.of(db());
    for (;;) {
      await store.ready();
      const points = await store.current();
      if (points) return points;
    }
  }

  /** Exact (double) boxes of the hand parcels and of some demo parcels, as Box2D reports them. */
  async function someBoxes() {
    const { rows } = await sql<{ x0: number; y0: number; x1: number; y1: number }>`select ST_XMin(b) x0,
        ST_YMin(b) y0, ST_XMax(b) x1, ST_YMax(b) y1
      from (select Box2D(geom) b, city, id from parcels) p
      where city = ${city} or id % 150 = 7 order by id`.execute(db());
    return rows;
  }

  /** Views touching a box from each side, with their edge on the box edge and a hair (to ±2e-5°) either side. */
  function viewsAround(b: { x0: number; y0: number; x1: number; y1: number }) {
    const out: string[] = [];
    for (const e of [0, 1e-9, -1e-9, 1e-6, -1e-6, 8e-6, 2e-5]) {
      out.push(viewport(b.x1 + e, b.y0, b.x1 + e + 0.01, b.y1)); // east of the box
      out.push(viewport(b.x0 - e - 0.01, b.y0, b.x0 - e, b.y1)); // west
      out.push(viewport(b.x0, b.y1 + e, b.x1, b.y1 + e + 0.01)); // north
      out.push(viewport(b.x0, b.y0 - e - 0.01, b.x1, b.y0 - e)); // south
    }
    // A corner of the box, away from its centre.
    out.push(viewport(b.x0 - 1e-5, b.y0 - 1e-5, b.x0 + 1e-5, b.y0 + 1e-5));
    return out;
  }

  const handFilterSets: Record<string, string>[] = [
    {},
    { cities: city },
    { minAcreage: '1', singleFamily: 'true', parcelStatus: 'Vacant' },
    { cities: city, minAcreage: '1', maxAcreage: '10.5' },
    { acreage: '0.5|2.25', counties: 'Juab County' },
    { postalCodes: '84648' },
    { land: 'true', commercial: 'true', parcelStatus: 'Built|Vacant' },
    { condos: 'true' },
    { townhouse: 'true', noBuildings: 'true' },
    { parcelStatus: 'Built' },
    { counties: 'Juab,Utah', maxAcreage: '0.9999' },
    { cities: 'No Such City' },
    { utahAreaTags: 'North Utah County' },
    { utahAreaTags: 'Utah County,No Such Tag', minAcreage: '2' },
    { houseStyle: 'Rambler' },
    { houseStyle: 'Two Story', parcelStatus: 'Built' },
    { hypotheticals: 'Proxy' },
    { hypotheticals: 'Neighbors|Zoning' },
    { parcelStatus: 'Listed' },
    { parcelStatus: 'Part of a Project' },
    { parcelStatus: 'Vacant|Listed', land: 'true' },
    { parcelStatus: 'Built|Part of a Project', noBuildings: 'true' },
    { currentZoningCity: `${city}:R-1-7` },
    { currentZoningCity: 'R-1-7' },
    { currentZoningCounty: 'Juab County:C-2' },
    { currentZoningCity: `${city}:C-2|No Such City:R-1-7`, currentZoningCounty: 'Utah:A-1' },
    { currentZoningCounty: 'Juab:No-Such-Code', cities: city },
  ];

  it('for every supported filter, in views whose edges sit on parcel box edges and a hair either side', async () => {
    const points = await loadedPoints();
    const boxes = await someBoxes();
    expect(boxes.length).toBeGreaterThan(10);
    let [compared, nonZero, naiveWrong, centreWrong] = [0, 0, 0, 0];
    for (const [i, b] of boxes.entries()) {
      // Every filter set around the hand parcels; around the demo parcels a few (they are not in the hand city).
      const sets = i < 5 ? handFilterSets : handFilterSets.filter((_, k) => k === 0 || k === 2 || k === 9);
      for (const view of viewsAround(b)) {
        const [f0] = [mapFiltersQuery.parse({ viewport: view })];
        const { southWest: sw, northEast: ne } = f0.viewport!;
        // What a plain double comparison of the exact box, or the centre, would count (no other filter).
        const { rows } = await sql<{ naive: string; centre: string }>`select
            count(*) filter (where ST_XMin(b) <= ${ne.lng} and ST_XMax(b) >= ${sw.lng}
              and ST_YMin(b) <= ${ne.lat} and ST_YMax(b) >= ${sw.lat}) naive,
            count(*) filter (where ST_X(center) between ${sw.lng} and ${ne.lng}
              and ST_Y(center) between ${sw.lat} and ${ne.lat}) centre
          from (select Box2D(geom) b, center from parcels) p`.execute(db());
        for (const q of sets) {
          const f = mapFiltersQuery.parse({ ...q, viewport: view });
          expect(ParcelPoints.supports(f), JSON.stringify(q)).toBe(true);
          const [memory, fromSql] = [points.count(f), await sqlCount(f)];
          expect(memory, `${JSON.stringify(q)} ${view}`).toBe(fromSql);
          compared++;
          if (fromSql > 0) nonZero++;
          if (Object.keys(q).length === 0) {
            if (Number(rows[0]!.naive) !== fromSql) naiveWrong++;
            if (Number(rows[0]!.centre) !== fromSql) centreWrong++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(nonZero).toBeGreaterThan(100);
    // The views above tell PostGIS's float4 boxes from exact ones, and boxes from centres, many times over.
    expect(naiveWrong).toBeGreaterThan(10);
    expect(centreWrong).toBeGreaterThan(10);
  });

  it('without a viewport, statewide, for every supported filter', async () => {
    const points = await loadedPoints();
    for (const q of handFilterSets) {
      const f = mapFiltersQuery.parse(q);
      expect(ParcelPoints.supports(f), JSON.stringify(q)).toBe(true);
      expect(points.count(f), JSON.stringify(q)).toBe(await sqlCount(f));
    }
    expect(points.count({})).toBeGreaterThanOrEqual(1505);
  });

  it('counts the hand parcels of each filter beyond the common ones as a user expects', async () => {
    const points = await loadedPoints();
    const expected: [Record<string, string>, number][] = [
      [{ utahAreaTags: 'North Utah County' }, 1],
      [{ utahAreaTags: 'Utah County,No Such Tag', minAcreage: '2' }, 1],
      [{ houseStyle: 'Rambler' }, 2],
      [{ houseStyle: 'Two Story', parcelStatus: 'Built' }, 1],
      [{ hypotheticals: 'Proxy' }, 1],
      [{ hypotheticals: 'Neighbors|Zoning' }, 0],
      [{ parcelStatus: 'Listed' }, 2],
      [{ parcelStatus: 'Part of a Project' }, 1],
      [{ parcelStatus: 'Vacant|Listed', land: 'true' }, 2],
      [{ parcelStatus: 'Built|Part of a Project', noBuildings: 'true' }, 1],
      [{ currentZoningCity: `${city}:R-1-7` }, 2],
      [{ currentZoningCity: 'R-1-7' }, 2],
      [{ currentZoningCounty: 'Juab County:C-2' }, 1],
      [{ currentZoningCity: `${city}:C-2|No Such City:R-1-7`, currentZoningCounty: 'Utah:A-1' }, 2],
      [{ currentZoningCounty: 'Juab:No-Such-Code' }, 0],
    ];
    for (const [q, n] of expected) {
      const f = mapFiltersQuery.parse({ ...q, cities: city });
      expect(ParcelPoints.supports(f) && points.handles(f), JSON.stringify(q)).toBe(true);
      expect(points.count(f), JSON.stringify(q)).toBe(n);
      expect(await sqlCount(f), JSON.stringify(q)).toBe(n);
    }
  });

  it('/parcels/count and the /parcels total answer the SQL count, supported filters or not', async () => {
    await loadedPoints();
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(me.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const wide = viewport(lng0 - 0.001, lat0 - 0.001, lng0 + 0.0505, lat0 + 0.02);
    for (const q of [
      // A city no record knows is a 400 naming it over HTTP (map-link-checks.test.ts), not a count.
      ...handFilterSets.filter((s) => s.cities !== 'No Such City').map((s) => ({ ...s, viewport: wide })),
      { cities: city },
      { cities: city, parcelStatus: 'Listed' },
      { cities: city, parcelStatus: 'Vacant|Part of a Project', viewport: wide },
      { cities: city, utahAreaTags: 'North Utah County' },
      { viewport: wide, hypotheticals: 'Proxy' },
      // Not in memory: the parcel id prefix and the drawn polygon (their indexes answer).
      { cities: city, parcelId: 'T' },
      {
        coords: JSON.stringify([
          [lng0 - 0.001, lat0 - 0.001],
          [lng0 + 0.025, lat0 - 0.001],
          [lng0 + 0.025, lat0 + 0.015],
          [lng0 - 0.001, lat0 + 0.015],
        ]),
      },
    ]) {
      const expected = await sqlCount(mapFiltersQuery.parse(q));
      expect((await get(`/parcels/count?${qs(q)}`)).count, JSON.stringify(q)).toBe(expected);
      expect((await get(`/parcels?${qs(q)}`)).pagination.totalItems, JSON.stringify(q)).toBe(expected);
      // The pages hold the parcels the SQL's order (by id) puts there, from memory or not.
      for (const [page, limit] of [
        [1, 20],
        [2, 2],
      ]) {
        const ids = (
          await filteredParcels(db(), mapFiltersQuery.parse(q))
            .select('p.id')
            .orderBy('p.id')
            .limit(limit!)
            .offset((page! - 1) * limit!)
            .execute()
        ).map((r) => Number(r.id));
        const listed = (await get(`/parcels?${qs({ ...q, page, limit })}`)).data.map(
          (c: { id: number }) => c.id,
        );
        expect(listed, `${JSON.stringify(q)} page ${page}`).toEqual(ids);
      }
    }
    // The wide view holds all five hand parcels (the wide one by its box, west of its centre).
    expect((await get(`/parcels/count?${qs({ cities: city, viewport: wide })}`)).count).toBe(5);
  });

  it('refuses bad input as the SQL does, and counts a new parcel once the table reports it', async () => {
    await loadedPoints();
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(me.token) });
    const bad = await get(`/parcels/count?${qs({ minAcreage: 5, maxAcreage: 1 })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('minAcreage: Min should not exceed Max');
    const flipped = await get(`/parcels/count?${qs({ viewport: viewport(-111, 40, -112, 41) })}`);
    expect(flipped.statusCode).toBe(400);

    const count = async () => (await get(`/parcels/count?${qs({ cities: city })}`)).json().count as number;
    expect(await count()).toBe(5);
    await insertParcels(t, city, [{ lng: lng0 + 0.04, lat: lat0 + 0.03 }]);
    // The change marker is read at most once a second; the points then reload (SQL answers meanwhile).
    const deadline = Date.now() + 10_000;
    let seen = await count();
    while (seen !== 6 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await count();
    }
    expect(seen).toBe(6);

    // A parcel joining a project counts under 'Part of a Project' once project_parcels reports the change.
    const inProjects = async () =>
      (await get(`/parcels/count?${qs({ cities: city, parcelStatus: 'Part of a Project' })}`)).json()
        .count as number;
    expect(await inProjects()).toBe(1);
    await insertProject(t, city, { name: `${city} Second`, parcels: [{ id: hand[4]! }] });
    const until = Date.now() + 10_000;
    let joined = await inProjects();
    while (joined !== 2 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      joined = await inProjects();
    }
    expect(joined).toBe(2);
  });
});
