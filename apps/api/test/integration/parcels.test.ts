import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, type SeededUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

describe('[PARCELS] parcel cards, details, statuses and projects of a parcel', () => {
  let t: TestApp;
  let me: SeededUser;
  const city = uniqueCity();
  let ids: number[] = [];
  let project = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    me = await seedUser(t, { status: 'Subscribed' });
    ids = await insertParcels(t, city, [
      {
        lng: -112.9,
        lat: 38.4,
        acreage: 3.14159,
        ownership_name: 'SMITH FAMILY TRUST',
        possible_lots_proxy: '6 Single Family Lots',
        mls_status: 'Active',
        actual_zoning: 'R-1-8',
      },
      { lng: -112.898, lat: 38.4, property_info_building: true },
    ]);
    project = await insertProject(t, city, {
      name: 'Smith Acres',
      lng: -112.9,
      lat: 38.4,
      parcels: [{ id: ids[0]! }],
    });
    await t.database.db
      .insertInto('parcel_bookmarks')
      .values({ user_id: me.id, parcel_id: ids[0]! })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(me.token) });

  it('lists cards with the bookmark flag of the caller', async () => {
    const list = (await get(`/api/parcels?${qs({ cities: city })}`)).json();
    expect(
      list.data.map((p: { id: number; existsInBookmarks: boolean }) => [p.id, p.existsInBookmarks]),
    ).toEqual([
      [ids[0], true],
      [ids[1], false],
    ]);
    expect(list.data[0]).toMatchObject({
      id_serial: ids[0],
      city,
      acreage: 3.1416,
      ownershipName: 'SMITH FAMILY TRUST',
      mlsStatus: 'Active',
      geomCenter: { type: 'Point' },
      // Where the record comes from (cards say 'Generated demo data' for source 'generated').
      source: 'test',
    });
  });

  it('describes a parcel with every field of the modal, the chosen hypothetical and its projects', async () => {
    const info = (await get(`/api/parcels/info/${ids[0]}?hypothetical=Proxy`)).json();
    expect(info).toMatchObject({
      id: ids[0],
      ownershipName: 'SMITH FAMILY TRUST',
      actualZoning: 'R-1-8',
      hypothetical: '6 Single Family Lots',
      possibleNumberAndStyleOfLotsProxy: '6 Single Family Lots',
      isPartOfACurrentProject: true,
      project_names: [{ id: project, name: 'Smith Acres', isChild: false }],
      existsInBookmarks: true,
      points: { type: 'MultiPolygon' },
      source: 'test',
    });
    expect((await get(`/api/parcels/info/${ids[1]}`)).json().isPartOfACurrentProject).toBe(false);
    expect((await get('/api/parcels/info/999999999')).statusCode).toBe(404);
    const bad = await get(`/api/parcels/info/${ids[0]}?hypothetical=Guess`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^hypothetical/);
    expect((await get('/api/parcels/info/abc')).statusCode).toBe(400);
  });

  it('answers the stored record for allData', async () => {
    const all = (await get(`/api/parcels/allData/${ids[0]}`)).json().data;
    expect(all).toMatchObject({
      id: ids[0],
      city,
      ownership_name: 'SMITH FAMILY TRUST',
      geom: { type: 'MultiPolygon' },
    });
  });

  it('counts parcels per status under the other filters', async () => {
    const status = (await get(`/api/parcels/status?${qs({ cities: city, parcelStatus: 'Built' })}`)).json();
    expect(status.data).toEqual([
      { status: 'Vacant', count: 1 },
      { status: 'Built', count: 1 },
      { status: 'Listed', count: 1 },
      { status: 'Part of a Project', count: 1 },
    ]);
  });

  it('answers the projects a parcel is part of, by name', async () => {
    const current = (await get(`/api/parcels/${ids[0]}/current-project`)).json();
    expect(current.data.map((p: { project_name_processed: string }) => p.project_name_processed)).toEqual([
      'Smith Acres',
    ]);
    expect((await get(`/api/parcels/${ids[0]}/current-project?projectName=zzz`)).json().data).toEqual([]);
    expect((await get(`/api/parcels/${ids[1]}/current-project`)).json().data).toEqual([]);
    expect((await get(`/api/parcels/999999999/current-project`)).statusCode).toBe(404);
  });
});
