import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_LIMITS } from '@utah-land/shared';
import { clusterQuery } from '../../src/modules/map/map-geometry.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

describe('[MAP] map geometry: clusters below zoom 14, polygons and markers from it on', () => {
  let t: TestApp;
  let token: string;
  const city = uniqueCity();
  // Placed inside one zoom-10 cluster cell (360° / 2^10 / 8), so each group is one cluster at that zoom.
  const cell = 360 / 2 ** 10 / 8;
  const lng0 = (Math.floor((-113.3 + Math.random() * 0.2) / cell) + 0.3) * cell;
  const lat0 = (Math.floor((38.7 + Math.random() * 0.2) / cell) + 0.3) * cell;
  let ids: number[] = [];
  let parent = 0;
  let child = 0;
  const view = JSON.stringify({
    northEast: { lat: lat0 + 0.25, lng: lng0 + 0.25 },
    southWest: { lat: lat0 - 0.01, lng: lng0 - 0.01 },
  });

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    token = (await seedUser(t, { status: 'Subscribed' })).token;
    // Two groups of parcels ~20 km apart: one cluster each at zoom 10, one at zoom 6.
    ids = await insertParcels(t, city, [
      ...[0, 1, 2].map((i) => ({ lng: lng0 + i * 0.0011, lat: lat0, size: 0.001 })),
      ...[0, 1].map((i) => ({ lng: lng0 + 0.2 + i * 0.0011, lat: lat0 + 0.2, size: 0.001 })),
    ]);
    parent = await insertProject(t, city, {
      name: 'Geometry Parent',
      lng: lng0 + 0.001,
      lat: lat0 + 0.0005,
      parcels: [
        { id: ids[0]!, buildable: true },
        { id: ids[1]!, buildable: false },
      ],
    });
    child = await insertProject(t, city, {
      name: 'Geometry Child',
      parent,
      lng: lng0 + 0.2,
      lat: lat0 + 0.2,
      parcels: [{ id: ids[3]!, buildable: true }],
    });
  });
  afterAll(() => t.close());

  const coordinates = async (params: Record<string, string | number>) => {
    const res = await t.app.inject({
      url: `/api/parcels/all-coordinates?${qs({ cities: city, viewport: view, ...params })}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers database clusters (lat, lng, count) at low zoom', async () => {
    const z10 = await coordinates({ zoom: 10 });
    expect(z10.mode).toBe('clusters');
    expect(z10.parcels).toEqual([]);
    expect(z10.clusters.map((c: { count: number }) => c.count).sort()).toEqual([2, 3]);
    const three = z10.clusters.find((c: { count: number }) => c.count === 3);
    expect(three.lat).toBeCloseTo(lat0 + 0.0005, 3);
    expect(three.lng).toBeCloseTo(lng0 + 0.0016, 3);
    const z6 = await coordinates({ zoom: 6 });
    expect(z6.clusters.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(5);
    expect(z6.clusters.length).toBeLessThanOrEqual(2);
  });

  it('answers unfiltered views from the cached cluster grid, the same as the SQL, and sees new parcels', async () => {
    const unfiltered = async (zoom: number) => {
      const res = await t.app.inject({
        url: `/api/parcels/all-coordinates?zoom=${zoom}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().clusters as { lat: number; lng: number; count: number }[];
    };
    type C = { lat: number; lng: number; count: number };
    const order = (a: C, b: C) => a.count - b.count || a.lat - b.lat || a.lng - b.lng;
    for (const zoom of [6, 9, 12, 13]) {
      const live = (await clusterQuery(t.database.db, {}, zoom).execute()).map((c) => ({
        ...c,
        count: Number(c.count),
      }));
      const cached = (await unfiltered(zoom)).sort(order);
      live.sort(order);
      expect(
        cached.map((c) => c.count),
        `zoom ${zoom}`,
      ).toEqual(live.map((c) => c.count));
      cached.forEach((c, i) => {
        expect(c.lat).toBeCloseTo(live[i]!.lat, 6);
        expect(c.lng).toBeCloseTo(live[i]!.lng, 6);
      });
    }
    const total = async () => (await unfiltered(6)).reduce((sum, c) => sum + c.count, 0);
    const before = await total();
    await insertParcels(t, city, [{ lng: lng0 - 0.5, lat: lat0 - 0.5 }]);
    // The grid notices a changed parcels table within a second (geo queries cached 1 second).
    await expect.poll(total, { timeout: 5000, interval: 200 }).toBe(before + 1);
  });

  it(`answers parcel polygons and project markers from zoom ${MAP_LIMITS.polygonZoom}`, async () => {
    const z13 = await coordinates({ zoom: MAP_LIMITS.polygonZoom - 1 });
    expect(z13.mode).toBe('clusters');
    const z14 = await coordinates({ zoom: MAP_LIMITS.polygonZoom });
    expect(z14.mode).toBe('polygons');
    expect(z14.clusters).toEqual([]);
    expect(z14.parcels.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const first = z14.parcels.find((p: { id: number }) => p.id === ids[0]);
    expect(first.points.type).toBe('Polygon');
    expect(first.points.coordinates[0]).toHaveLength(5);
    expect(first.geomCenter.coordinates[0]).toBeCloseTo(lng0 + 0.0005, 5);
    expect(z14.projects.map((p: { name: string; isChild: boolean }) => [p.name, p.isChild])).toEqual([
      ['Geometry Parent', false],
      ['Geometry Child', true],
    ]);
    expect(z14.truncated).toBe(false);
    expect(z14.page).toBe(1);
  });

  it('pages polygons and markers in id order: pages neither overlap nor skip, truncated while more follow', async () => {
    const page = (n: number) => coordinates({ zoom: 15, page: n, limit: 2 });
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    const sorted = [...ids].sort((a, b) => a - b);
    expect(one.parcels.map((p: { id: number }) => p.id)).toEqual(sorted.slice(0, 2));
    expect(two.parcels.map((p: { id: number }) => p.id)).toEqual(sorted.slice(2, 4));
    expect(three.parcels.map((p: { id: number }) => p.id)).toEqual(sorted.slice(4));
    expect([one.page, two.page, three.page]).toEqual([1, 2, 3]);
    expect([one.truncated, two.truncated, three.truncated]).toEqual([true, true, false]);
    // Markers page with the polygons: both projects on page 1, none after.
    expect(one.projects).toHaveLength(2);
    expect(two.projects).toEqual([]);
    const past = await coordinates({ zoom: 15, page: 9, limit: 2 });
    expect(past.parcels).toEqual([]);
    expect(past.truncated).toBe(false);
    const bad = await t.app.inject({
      url: `/api/parcels/all-coordinates?${qs({ zoom: 15, viewport: view, page: 0 })}`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page/);
  });

  it('centres on a parcel or a project when asked', async () => {
    const res = await coordinates({ zoom: 8, centeredParcelId: ids[4]!, centeredProjectId: child });
    expect(res.centeredParcel.id).toBe(ids[4]);
    expect(res.centeredParcel.center_point.type).toBe('Point');
    expect(res.centeredProject).toMatchObject({ id: child, isChild: true, parent_project_id: parent });
  });

  it("answers a project's parcels by type, paged, for parents (with children's) and children", async () => {
    const all = async (id: number, params: Record<string, string | number> = {}) => {
      const res = await t.app.inject({
        url: `/api/parcels/all-coordinates/${id}?${qs(params)}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const everything = await all(parent);
    expect(everything.parcels.map((p: { id: number }) => p.id).sort()).toEqual(
      [ids[0], ids[1], ids[3]].sort(),
    );
    expect(everything.centeredProject.id).toBe(parent);
    expect((await all(parent, { type: 'buildableParcels' })).pagination.totalItems).toBe(2);
    expect(
      (await all(parent, { type: 'alreadyBuildedParcels' })).parcels.map((p: { id: number }) => p.id),
    ).toEqual([ids[1]]);
    const paged = await all(parent, { page: 2, limit: 2 });
    expect(paged.parcels).toHaveLength(1);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
    expect((await all(child, { isChild: 'true' })).parcels.map((p: { id: number }) => p.id)).toEqual([
      ids[3],
    ]);
    const bad = await t.app.inject({
      url: `/api/parcels/all-coordinates/${parent}?type=some`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^type/);
    const missing = await t.app.inject({
      url: '/api/parcels/all-coordinates/999999999',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('finds the parcel at a point and the centre of the matching parcels', async () => {
    const at = await t.app.inject({
      url: `/api/parcels/coords?lat=${lat0 + 0.0005}&lng=${lng0 + 0.0005}`,
      headers: bearer(token),
    });
    expect(at.json().data.id).toBe(ids[0]);
    const none = await t.app.inject({ url: `/api/parcels/coords?lat=0&lng=0`, headers: bearer(token) });
    expect(none.json()).toEqual({ data: null });
    const bad = await t.app.inject({ url: `/api/parcels/coords?lat=north&lng=0`, headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^lat/);
    const center = await t.app.inject({
      url: `/api/parcels/center?${qs({ cities: city })}`,
      headers: bearer(token),
    });
    expect(center.json().lat).toBeCloseTo(lat0 + 0.0005 + (0.2 * 2 - 0.5) / 6, 4);
  });
});
