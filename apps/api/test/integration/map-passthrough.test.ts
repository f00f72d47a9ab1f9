import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mapResults, pagedMapResults } from '@utah-land/shared';
import { polygonQuery, simplifyToleranceDegrees, toMapParcel } from '../../src/modules/map/map-geometry.js';
import type { Cond } from '../../src/modules/map/map-filters.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, qs, uniqueCity } from './map-fixtures.js';

// Map answers pass the database's JSON through as text (apps/api/src/modules/map/map-json.ts): the text sent
// must be the very text the validated object answer was (same keys, same order, same numbers), and its shapes the
// SQL's own GeoJSON.
describe('[MAP] coordinate answers pass the JSON built by the database through', () => {
  let t: TestApp;
  let token: string;
  let trialToken: string;
  const city = uniqueCity();
  const lng0 = -112.9 + Math.random() * 0.2;
  const lat0 = 38.9 + Math.random() * 0.2;
  let ids: number[] = [];
  let project = 0;
  const view = JSON.stringify({
    northEast: { lat: lat0 + 0.01, lng: lng0 + 0.01 },
    southWest: { lat: lat0 - 0.001, lng: lng0 - 0.001 },
  });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await seedUser(t, { status: 'Subscribed' })).token;
    trialToken = (await seedUser(t, { status: 'Free Trial' })).token;
    // Acreages whose numeric(12,4) text has trailing zeros (1.5000) or none (0.1234), and an odd-sized shape.
    ids = await insertParcels(t, city, [
      { lng: lng0, lat: lat0, size: 0.0013, acreage: 1.5 },
      { lng: lng0 + 0.002, lat: lat0, size: 0.0007, acreage: 0.1234 },
      { lng: lng0 + 0.004, lat: lat0 + 0.001, size: 0.00091, acreage: 12 },
    ]);
    project = await insertProject(t, city, {
      name: 'Pass-through Project',
      lng: lng0 + 0.001,
      lat: lat0 + 0.0005,
      parcels: [
        { id: ids[0]!, buildable: true },
        { id: ids[2]!, buildable: true },
      ],
    });
  });
  afterAll(() => t.close());

  /** The answer as the object route built it: rows parsed by the driver, then the schema's serializer. */
  async function objectAnswerParcels(zoom: number, where: Cond) {
    const rows = await polygonQuery(t.database.db, {}, zoom, true, [where]).execute();
    return rows.map(toMapParcel);
  }

  /** The SQL's own GeoJSON of a parcel's shape at a zoom (what map-geometry.ts asks PostGIS for). */
  async function sqlShape(id: number, zoom: number) {
    const digits = zoom >= 17 ? 6 : 5;
    const { rows } = await sql<{ points: string; center: string }>`select
        ST_AsGeoJSON(ST_SimplifyPreserveTopology(geom, ${simplifyToleranceDegrees(zoom)}), ${sql.lit(digits)}) as points,
        ST_AsGeoJSON(center, 6) as center
      from parcels where id = ${id}`.execute(t.database.db);
    return { points: JSON.parse(rows[0]!.points), center: JSON.parse(rows[0]!.center) };
  }

  it('a viewport page is the same text as the validated answer, its shapes the SQL GeoJSON', async () => {
    for (const zoom of [14, 17]) {
      const res = await t.app.inject({
        url: `/api/parcels/all-coordinates?${qs({ cities: city, viewport: view, zoom, centeredProjectId: project })}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const answer = res.json();
      expect(answer.parcels.map((p: { id: number }) => p.id)).toEqual(ids);
      expect(answer.parcels.map((p: { acreage: number }) => p.acreage)).toEqual([1.5, 0.1234, 12]);
      expect(answer.centeredProject.name).toBe('Pass-through Project');
      for (const p of answer.parcels) {
        const own = await sqlShape(p.id, zoom);
        expect(p.points).toEqual(own.points);
        expect(p.geomCenter).toEqual(own.center);
      }
      const parcels = await objectAnswerParcels(zoom, sql`p.city = ${city}`);
      const validated = JSON.stringify(mapResults.parse({ ...answer, parcels }));
      expect(res.body).toBe(validated);
    }
  });

  it("a project's parcels page is the same text as the validated answer", async () => {
    const res = await t.app.inject({
      url: `/api/parcels/all-coordinates/${project}?zoom=16&page=1&limit=10`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.parcels.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[2]]);
    expect(answer.pagination).toEqual({ page: 1, limit: 10, totalItems: 2, totalPages: 1 });
    const parcels = await objectAnswerParcels(16, sql`p.id in (${ids[0]}, ${ids[2]})`);
    expect(res.body).toBe(JSON.stringify(pagedMapResults.parse({ ...answer, parcels })));
  });

  it('Free Trial still gets the shapes without parcel numbers', async () => {
    const res = await t.app.inject({
      url: `/api/parcels/all-coordinates?${qs({ cities: city, viewport: view, zoom: 16 })}`,
      headers: bearer(trialToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.parcels.map((p: { parcelId: string }) => p.parcelId)).toEqual(['', '', '']);
    expect(answer.projects.map((p: { name: string }) => p.name)).toEqual(['']);
    expect(mapResults.parse(answer)).toEqual(answer);
  });
});
