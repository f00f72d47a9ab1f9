import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapFiltersQuery } from '@utah-land/shared';
import { ClusterCache } from '../../src/modules/parcels/cluster-cache.js';
import { clusterQuery } from '../../src/modules/map/map-geometry.js';
import { ParcelPoints } from '../../src/modules/parcels/parcel-points.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertParcels, loadDemoData, uniqueCity } from './map-fixtures.js';

// Filtered clusters answered from the in-memory parcel points must be the clusters the SQL answers.
describe('[MAP] filtered clusters from memory equal the SQL clusters', () => {
  let t: TestApp;
  const city = uniqueCity();
  const lng0 = -112.6 + Math.random() * 0.1;
  const lat0 = 39.1 + Math.random() * 0.1;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    await insertParcels(t, city, [
      {
        lng: lng0,
        lat: lat0,
        acreage: 1,
        products: ['singleFamily'],
        county: 'Juab',
        area_tags: ['North Utah County'],
        mls_status: 'Active',
        actual_zoning: 'R-1-8',
      },
      {
        lng: lng0 + 0.01,
        lat: lat0,
        acreage: 0.9999,
        products: ['land', 'condos'],
        property_info_building: true,
        house_style: ['Rambler'],
        possible_lots_proxy: '2 Single Family Lots',
      },
      { lng: lng0 + 0.02, lat: lat0 + 0.01, acreage: 10.5, postal_code: '84648', actual_zoning: 'R-1-8' },
      { lng: lng0 + 0.03, lat: lat0 + 0.02, acreage: 2.25, products: ['commercial'], county: 'Juab' },
    ]);
  });
  afterAll(() => t.close());

  // Same clusters and counts; means equal up to the order of summation (1e-9° ≈ 0.1 mm).
  const norm = (cs: { lat: number; lng: number; count: number }[]) =>
    cs
      .map((c) => ({ count: Number(c.count), lat: Number(c.lat), lng: Number(c.lng) }))
      .sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
  const expectSame = (memory: ReturnType<typeof norm>, fromSql: ReturnType<typeof norm>, label: string) => {
    expect(
      memory.map((c) => c.count),
      label,
    ).toEqual(fromSql.map((c) => c.count));
    memory.forEach((c, i) => {
      expect(Math.abs(c.lat - fromSql[i]!.lat), label).toBeLessThan(1e-9);
      expect(Math.abs(c.lng - fromSql[i]!.lng), label).toBeLessThan(1e-9);
    });
  };

  it('for every supported filter, at state and city zoom, and with view edges on a parcel centre', async () => {
    const cache = new ClusterCache(() => t.database.db);
    await cache.pointsReady();
    const c = 0.0005; // the hand parcels' centre offset (size 0.001 / 2)
    const views = [
      { northEast: { lat: 42.1, lng: -108.9 }, southWest: { lat: 36.9, lng: -114.1 } },
      // edges exactly on the first and last hand parcel's centre, then a hair inside and outside them
      ...[0, 1e-9, -1e-9, 1e-6].map((e) => ({
        northEast: { lat: lat0 + 0.02 + c + e, lng: lng0 + 0.03 + c + e },
        southWest: { lat: lat0 + c - e, lng: lng0 + c - e },
      })),
    ];
    const filterSets: Record<string, string>[] = [
      { minAcreage: '1', singleFamily: 'true', parcelStatus: 'Vacant' },
      { cities: city },
      { cities: city, minAcreage: '1', maxAcreage: '10.5' },
      { acreage: '0.5|2.25', counties: 'Juab County' },
      { postalCodes: '84648' },
      { land: 'true', commercial: 'true', parcelStatus: 'Built|Vacant' },
      { noBuildings: 'true', townhouse: 'true' },
      { parcelStatus: 'Built', counties: 'Salt Lake,Utah' },
      { cities: 'No Such City' },
      { parcelStatus: 'Listed' },
      { parcelStatus: 'Vacant|Part of a Project' },
      { hypotheticals: 'Proxy' },
      { utahAreaTags: 'North Utah County' },
      { houseStyle: 'Rambler' },
      { currentZoningCity: 'R-1-8' },
      { currentZoningCity: `${city}:R-1-8`, minAcreage: '2' },
    ];
    let compared = 0;
    for (const zoom of [6, 9, 13])
      for (const v of views)
        for (const q of filterSets) {
          const f = mapFiltersQuery.parse({ ...q, viewport: JSON.stringify(v) });
          expect(ParcelPoints.supports(f), JSON.stringify(q)).toBe(true);
          let fromMemory = await cache.filteredClusters({ ...f, viewport: f.viewport! }, zoom);
          // The table's change counters can report the rows inserted above late: then the points reload first.
          while (!fromMemory) {
            await cache.pointsReady();
            fromMemory = await cache.filteredClusters({ ...f, viewport: f.viewport! }, zoom);
          }
          const fromSql = await clusterQuery(t.database.db, f, zoom).execute();
          expectSame(
            norm(fromMemory),
            norm(fromSql),
            `${JSON.stringify(q)} zoom ${zoom} ${JSON.stringify(v)}`,
          );
          compared += fromSql.length;
        }
    expect(compared).toBeGreaterThan(0);
  });

  it('leaves the filters it cannot evaluate exactly to SQL', () => {
    const view = JSON.stringify({ northEast: { lat: 42, lng: -109 }, southWest: { lat: 37, lng: -114 } });
    for (const q of [
      { parcelId: '58-' },
      { coords: '[[-112,40],[-111,40],[-111,41]]' },
      { parcelStatus: 'Listed', parcelId: '58-' },
    ])
      expect(ParcelPoints.supports(mapFiltersQuery.parse({ ...q, viewport: view })), JSON.stringify(q)).toBe(
        false,
      );
  });
});
