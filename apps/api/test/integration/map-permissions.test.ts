import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

describe('[MAP] who may call the map: signed in, not Registered; admins for admin calls; Free Trial placeholders', () => {
  let t: TestApp;
  let parcel = 0;
  let parent = 0;
  let child = 0;
  const city = uniqueCity();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    tokens.admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    tokens.registeredAdmin = (await seedUser(t, { role: 'admin', status: 'Registered' })).token;
    tokens.registered = (await seedUser(t, { status: 'Registered' })).token;
    tokens.subscribed = (await seedUser(t, { status: 'Subscribed' })).token;
    tokens.trial = (await seedUser(t, { status: 'Free Trial' })).token;
    tokens.testUser = (await seedUser(t, { status: 'Test User' })).token;
    parcel = (
      await insertParcels(t, city, [
        { lng: -113.0, lat: 38.6 },
        { lng: -113.002, lat: 38.6 },
        { lng: -113.004, lat: 38.6 },
      ])
    )[0]!;
    parent = await insertProject(t, city, {
      name: 'Permission Parent',
      lng: -113,
      lat: 38.6,
      parcels: [{ id: parcel }],
    });
    child = await insertProject(t, city, { name: 'Permission Child', parent, lng: -113, lat: 38.601 });
  });
  afterAll(() => t.close());

  const dataCalls = () => [
    '/api/parcels',
    '/api/parcels/count',
    '/api/parcels/all-coordinates',
    `/api/parcels/coords?lat=38.6005&lng=-112.9995`,
    '/api/parcels/center',
    `/api/parcels/info/${parcel}`,
    `/api/parcels/allData/${parcel}`,
    '/api/parcels/status',
    `/api/parcels/${parcel}/current-project`,
    `/api/parcels/all-coordinates/${parent}`,
    '/api/projects',
    '/api/projects/count',
    '/api/projects/center',
    `/api/projects/info/${child}`,
    `/api/projects/allData/${child}`,
    '/api/projects/names?name=perm',
    '/api/projects/all-coordinates',
    `/api/projects/child-coordinates?parentId=${parent}`,
    `/api/projects/parent-center?childId=${child}`,
    '/api/child-projects/names?name=perm',
    '/api/parent-projects',
    '/api/parent-projects/count',
    `/api/parent-projects/parent-coordinates?childId=${child}`,
    '/api/parent-projects/all-coordinates',
    '/api/parent-projects/center',
    `/api/parent-projects/info/${parent}`,
    `/api/parent-projects/allData/${parent}`,
    '/api/parent-projects/names',
    `/api/parent-projects/${parent}/children`,
    `/api/child-projects/${child}/parent`,
    '/api/search?q=Salt',
    '/api/cities/Utah',
    '/api/cities/all',
    '/api/counties/UT',
    '/api/counties',
    '/api/zoning/cities',
    '/api/zoning/city?name=Lehi',
    '/api/zoning/counties',
    '/api/zoning/county?name=Utah',
  ];
  const adminCalls = () => [
    '/api/parcels/getQuery',
    `/api/parcels/all-coordinates-query/${parent}`,
    '/api/projects/getQuery',
    '/api/parent-projects/getQuery',
  ];
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('anonymous callers get 401 on every map call', async () => {
    for (const url of [...dataCalls(), ...adminCalls()]) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('Registered non-admins get 403; Subscribed, Test User and a Registered admin get 200', async () => {
    for (const url of dataCalls()) {
      const res = await get(url, tokens.registered);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Please contact admin for further access');
      for (const who of ['subscribed', 'testUser', 'registeredAdmin'])
        expect((await get(url, tokens[who])).statusCode, `${who} ${url}`).toBe(200);
    }
  });

  it('admin calls answer 403 to non-admins and 200 to admins', async () => {
    for (const url of adminCalls()) {
      expect((await get(url, tokens.subscribed)).statusCode, url).toBe(403);
      expect((await get(url, tokens.trial)).statusCode, url).toBe(403);
      expect((await get(url, tokens.admin)).statusCode, url).toBe(200);
    }
  });

  it('Free Trial: page and limit forced to 1 and records replaced by placeholders; counts stay true', async () => {
    const list = (await get(`/api/parcels?${qs({ cities: city, limit: 50, page: 3 })}`, tokens.trial)).json();
    expect(list).toEqual({
      data: [{ id: parcel, placeholder: true, message: 'Upgrade to view details' }],
      pagination: { page: 1, limit: 1, totalItems: 3, totalPages: 3 },
    });
    const parents = (await get(`/api/parent-projects?${qs({ cities: city })}`, tokens.trial)).json();
    expect(parents.data).toEqual([{ id: parent, placeholder: true, message: 'Upgrade to view details' }]);
    expect((await get(`/api/parcels/info/${parcel}`, tokens.trial)).json()).toEqual({
      id: parcel,
      placeholder: true,
      message: 'Upgrade to view details',
    });
    expect((await get(`/api/projects/info/${child}`, tokens.trial)).json().placeholder).toBe(true);
    expect((await get(`/api/parcels/allData/${parcel}`, tokens.trial)).json().data.placeholder).toBe(true);
    expect((await get(`/api/parcels/count?${qs({ cities: city })}`, tokens.trial)).json()).toEqual({
      count: 3,
    });
    const full = (await get(`/api/parcels?${qs({ cities: city, limit: 50 })}`, tokens.subscribed)).json();
    expect(full.data).toHaveLength(3);
    expect(full.data[0].parcelId).toBeTruthy();
  });
});
