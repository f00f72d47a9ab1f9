import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, type SeededUser } from './users-fixtures.js';
import { insertParcels, insertProject, qs, uniqueCity } from './map-fixtures.js';

// A map link's cities and surveyId: every call taking the map's filters (the results box's lists and counts, the
// coordinates call's clusters and polygons, vector tiles, GIS exports, centres, market stats) answers 400 naming the
// field for a city no record knows and for a survey the caller may not open, instead of 0 results or the figures of
// no filter at all, with the same message (one shared step, map/map-link-checks.ts); the same link gives every
// caller who may use it the same figures.

const RESULTS_CALLS = [
  '/parcels',
  '/parcels/count',
  '/parent-projects/count',
  '/projects/count',
  '/projects',
];

describe('[MAP] link checks: unknown cities and unreadable surveys are 400s naming the field', () => {
  let t: TestApp;
  let admin: SeededUser;
  let trial: SeededUser;
  let owner: SeededUser;
  let surveyId: number;
  let projectId: number;
  const city = uniqueCity();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await seedUser(t, { role: 'admin', status: 'Subscribed' });
    trial = await seedUser(t, { status: 'Free Trial' });
    owner = await seedUser(t, { status: 'Subscribed' });
    await insertParcels(t, city, [{ lng: -113.5, lat: 38.4, acreage: 1 }]);
    projectId = await insertProject(t, city, { name: `Link check ${city}`, lng: -113.5, lat: 38.4 });
    const survey = await t.database.db
      .insertInto('surveys')
      .values({
        user_id: owner.id,
        survey_type: 'Investor',
        email: owner.email,
        filter_url: `cities=${city}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    surveyId = Number(survey.id);
  });
  afterAll(() => t?.close());

  const get = (path: string, params: Record<string, string>, who: SeededUser) =>
    t.app.inject({ method: 'GET', url: `/api${path}?${qs(params)}`, headers: bearer(who.token) });

  it('[MAP] cities=Atlantis answers 400 naming the field and the unknown names; known names answer', async () => {
    for (const path of RESULTS_CALLS) {
      const res = await get(path, { cities: `Atlantis|${city}|Lemuria` }, admin);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe("cities: no Utah cities are named 'Atlantis', 'Lemuria'");
    }
    const one = await get('/parcels/count', { cities: 'Atlantis' }, trial);
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe("cities: no Utah city is named 'Atlantis'");
    // A Utah city of the cities table without records, and the test's own city of records only, are known.
    expect((await get('/parcels/count', { cities: 'Lehi' }, trial)).statusCode).toBe(200);
    const own = await get('/parcels/count', { cities: city }, trial);
    expect(own.statusCode).toBe(200);
    expect(own.json().count).toBe(1);
  });

  it("[MAP] a survey link: same figures for its owner and an admin, 400 for someone else's, whatever the status", async () => {
    const params = { cities: city, surveyId: String(surveyId) };
    for (const path of ['/parcels/count', '/parent-projects/count']) {
      const mine = await get(path, params, owner);
      expect(mine.statusCode, path).toBe(200);
      const admins = await get(path, params, admin);
      expect(admins.json(), path).toEqual(mine.json());
      expect(mine.json().count, path).toBe(1);
    }
    for (const path of RESULTS_CALLS) {
      const res = await get(path, params, trial);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe('surveyId: Survey not found');
    }
    const missing = await get('/parcels/count', { surveyId: String(surveyId + 1_000_000) }, admin);
    expect(missing.json().message).toBe('surveyId: Survey not found');
    const bad = await get('/parcels/count', { surveyId: 'abc' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('surveyId: must be a survey id (digits)');
  });

  // The zoom-14 tile holding the test's parcel (-113.5, 38.4).
  const tile = (() => {
    const n = 2 ** 14;
    const lat = (38.4 * Math.PI) / 180;
    const x = Math.floor(((-113.5 + 180) / 360) * n);
    const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
    return `14/${x}/${y}`;
  })();
  const UNKNOWN = "cities: no Utah city is named 'Atlantis'";

  it("[MAP] tiles, clusters, polygons and GIS exports answer the lists' 400 for an unknown city", async () => {
    const calls: [string, Record<string, string>][] = [
      ...(['parcels', 'projects', 'water-rights'] as const).map(
        (layer) => [`/tiles/${layer}/${tile}.mvt`, {}] as [string, Record<string, string>],
      ),
      ['/parcels/all-coordinates', { zoom: '8' }], // clusters
      [
        '/parcels/all-coordinates',
        {
          zoom: '15',
          viewport: JSON.stringify({
            northEast: { lat: 38.5, lng: -113.4 },
            southWest: { lat: 38.3, lng: -113.6 },
          }),
        },
      ], // polygons and markers
      ['/parent-projects/all-coordinates', { zoom: '15' }],
      ['/area-export/count', {}],
      ['/area-export', { format: 'geojson' }],
    ];
    for (const [path, params] of calls) {
      const res = await get(path, { ...params, cities: 'Atlantis' }, admin);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(UNKNOWN);
      // The same call with the test's own city answers.
      const ok = await get(path, { ...params, cities: city }, admin);
      expect([200, 204], `${path}: ${ok.body.slice(0, 200)}`).toContain(ok.statusCode);
    }
    // A survey the caller may not open: the same 400 on a tile as on the lists.
    const tileRes = await get(`/tiles/parcels/${tile}.mvt`, { surveyId: String(surveyId) }, trial);
    expect(tileRes.statusCode).toBe(400);
    expect(tileRes.json().message).toBe('surveyId: Survey not found');
    // Who may export is decided first: Free Trial reads its 403, not the city's 400.
    const export403 = await get('/area-export/count', { cities: 'Atlantis' }, trial);
    expect(export403.statusCode).toBe(403);
  });

  it('[MAP] every operation taking `cities` answers the same 400, except those that never apply the filters', async () => {
    // Operations whose query carries the map filters but which answer from an id alone (the filters are ignored).
    const IGNORE_FILTERS = new Set([
      'GET /projects/parent-center',
      'GET /parent-projects/parent-coordinates',
      'GET /child-projects/{id}/parent',
    ]);
    const samples: Record<string, string> = {
      id: String(projectId),
      layer: 'parcels',
      z: tile.split('/')[0]!,
      x: tile.split('/')[1]!,
      y: tile.split('/')[2]!,
    };
    const extra: Record<string, Record<string, string>> = {
      'GET /area-export': { format: 'geojson' },
      'GET /projects/child-coordinates': { parentId: String(projectId) },
    };
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (!op.parameters?.some((p) => p.in === 'query' && p.name === 'cities')) continue;
        if (IGNORE_FILTERS.has(key)) continue;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          expect(samples[name], `${key}: a sample value for {${name}}`).toBeDefined();
          return samples[name]!;
        });
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `/api${url}?${qs({ ...extra[key], cities: 'Atlantis' })}`,
          headers: bearer(admin.token),
        });
        expect(res.statusCode, key).toBe(400);
        expect(res.json().message, key).toBe(UNKNOWN);
        checked.push(key);
      }
    }
    // The calls the map and the exports make are among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /parcels',
        'GET /parcels/count',
        'GET /parcels/all-coordinates',
        'GET /tiles/{layer}/{z}/{x}/{y}.mvt',
        'GET /area-export',
        'GET /area-export/count',
        'GET /geography/bounds',
        'GET /parcels/get-stats-summary',
      ]),
    );
  });
});
