import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

// The admin "View Query" text is the SQL the server runs: running the shown text gives the rows the call answered.

describe('[MAP] View Query shows the SQL that runs', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const city = uniqueCity();
  let parent = 0;
  let child = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    user = (await seedUser(t, { status: 'Subscribed' })).token;
    const ids = await insertParcels(
      t,
      city,
      [0, 1, 2, 3, 4].map((i) => ({
        lng: -113.1 + i * 0.002,
        lat: 38.9,
        acreage: i + 1,
        workability_score: i * 10,
      })),
    );
    parent = await insertProject(t, city, {
      name: "O'Brien Ranch",
      lng: -113.1,
      lat: 38.9,
      parcels: [{ id: ids[0]! }, { id: ids[1]!, buildable: false }, { id: ids[2]! }],
    });
    child = await insertProject(t, city, { name: "O'Brien Ranch Phase 1", parent, lng: -113.1, lat: 38.91 });
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const run = async (text: string) =>
    (await sql.raw<Record<string, unknown>>(text).execute(t.database.db)).rows;

  it('parcels: the shown count and data SQL give the answered count and rows (demo data, several filters)', async () => {
    const filters = qs({
      counties: 'Salt Lake|Utah',
      minAcreage: 0.2,
      parcelStatus: 'Built|Listed',
      utahAreaTags: 'Salt Lake County,Utah County',
      sortBy: 'workability_score',
      limit: 10,
      page: 2,
    });
    const { countQuery, dataQuery } = (await get(`/api/parcels/getQuery?${filters}`)).json();
    const list = (await get(`/api/parcels?${filters}`)).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(Number((await run(countQuery))[0]!.count)).toBe(list.pagination.totalItems);
    expect((await run(dataQuery)).map((r) => Number(r.id))).toEqual(
      list.data.map((p: { id: number }) => p.id),
    );
    expect(dataQuery).toContain('"p"."workability_score" desc nulls last');
    expect(dataQuery).toContain("in ('Salt Lake', 'Utah')");
    expect(dataQuery).not.toMatch(/\$\d/);
  });

  it('quotes values inside the shown SQL (a name with an apostrophe) and never runs client text', async () => {
    const filters = qs({
      cities: city,
      name: "O'Brien",
      viewport: JSON.stringify({ northEast: { lat: 39, lng: -113 }, southWest: { lat: 38.8, lng: -113.2 } }),
    });
    const parents = (await get(`/api/parent-projects/getQuery?${filters}`)).json();
    expect(parents.dataQuery).toContain("'%O''Brien%'");
    expect((await run(parents.dataQuery)).map((r) => r.name)).toEqual(["O'Brien Ranch"]);
    const children = (await get(`/api/projects/getQuery?${filters}`)).json();
    expect((await run(children.dataQuery)).map((r) => r.name)).toEqual(["O'Brien Ranch Phase 1"]);
    expect(Number((await run(children.countQuery))[0]!.count)).toBe(1);
    // Client text is a value, never SQL: an unknown city is refused by name, and the parcels are all still there.
    const injected = await get(`/api/parcels/count?${qs({ cities: "x'); drop table parcels; --" })}`);
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toBe("cities: no Utah city is named 'x'); drop table parcels; --'");
    expect(Number((await run('select count(*) as count from parcels'))[0]!.count)).toBeGreaterThan(0);
  });

  it("a project's buildable and already built parcel queries, and the children query", async () => {
    const q = (await get(`/api/parcels/all-coordinates-query/${parent}`)).json();
    expect(q.buildableParcelsCount).toBe(2);
    expect(q.alreadyBuildedParcelsCount).toBe(1);
    expect((await run(q.buildableParcelsQuery)).length).toBe(2);
    expect((await run(q.alreadyBuildedParcelsQuery)).length).toBe(1);
    const children = (await get(`/api/parent-projects/${parent}/children?getQuery=true`)).json();
    expect(children.data).toHaveLength(1);
    expect((await run(children.dataQuery)).map((r) => Number(r.id))).toEqual([children.data[0].id]);
    const ofChild = (await get(`/api/child-projects/${children.data[0].id}/parent?getQuery=true`)).json();
    expect(ofChild.data.id).toBe(parent);
    expect(Number((await run(ofChild.countQuery))[0]!.count)).toBe(1);
    expect((await run(ofChild.dataQuery)).map((r) => Number(r.id))).toEqual([parent]);
    // Without getQuery, no SQL in the answer.
    const plain = (await get(`/api/child-projects/${children.data[0].id}/parent`)).json();
    expect(plain.countQuery).toBeUndefined();
  });

  it('is for admins only', async () => {
    for (const url of [
      '/api/parcels/getQuery',
      '/api/projects/getQuery',
      '/api/parent-projects/getQuery',
      `/api/parcels/all-coordinates-query/${parent}`,
      `/api/parent-projects/${parent}/children?getQuery=true`,
      `/api/child-projects/${child}/parent?getQuery=true`,
    ]) {
      const res = await get(url, user);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
