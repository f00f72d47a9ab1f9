// GIS exports of an area: each format read back with a real parser, geometry (a multipolygon with a hole) and
// fields intact, source and date in every record and in the file; who may export is the server's rule.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, AREA_EXPORT_MESSAGES, EXPORT_FIELDS } from '@utah-land/shared';
import { Place } from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import {
  normalGeometry,
  readCsv,
  readGeojson,
  readKml,
  readShapefileZip,
  type ReadFeature,
} from './area-export-readers.js';

let t: TestApp;
let token = '';
const place = new Place();
const expected = new Map<string, { geometry: string; wkt: string; owner: string; source: string }>();

const exportUrl = (format: string, extra = '') =>
  `/api/area-export?format=${format}&cities=${encodeURIComponent(place.city)}${extra}`;
const download = (format: string, auth = token, extra = '') =>
  t.app.inject({ method: 'GET', url: exportUrl(format, extra), headers: bearer(auth) });

beforeAll(async () => {
  t = await createTestApp();
  token = (await seedUser(t, { status: 'Subscribed', prefix: 'export' })).token;
  const [x, y] = place.at(0, 0);
  const d = 0.001;
  // A square with a square hole, and a triangle.
  const withHole =
    `SRID=4326;MULTIPOLYGON(((${x} ${y},${x + d} ${y},${x + d} ${y + d},${x} ${y + d},${x} ${y}),` +
    `(${x + d / 4} ${y + d / 4},${x + d / 4} ${y + d / 2},${x + d / 2} ${y + d / 2},${x + d / 2} ${y + d / 4},${x + d / 4} ${y + d / 4})),` +
    `((${x + 2 * d} ${y},${x + 3 * d} ${y},${x + 3 * d} ${y + d},${x + 2 * d} ${y})))`;
  const rows = [
    { geom: withHole, owner: 'JOHNSON, ÉLISE & "ANN"', source: 'generated', acreage: 12.3456 },
    { geom: place.square(3000, 0), owner: 'Desert <Sun> LLC', source: 'ugrc_lir', acreage: 1 },
    { geom: place.square(6000, 0), owner: 'Smith, John', source: 'generated', acreage: 2.5 },
  ];
  for (const r of rows) {
    const parcelId = `EX-${randomUUID().slice(0, 10)}`;
    await t.database.db
      .insertInto('parcels')
      .values({
        parcel_id: parcelId,
        geom: sql`ST_Multi(ST_GeomFromEWKT(${r.geom}))`,
        center: sql`ST_PointOnSurface(ST_GeomFromEWKT(${r.geom}))`,
        acreage: r.acreage,
        address: '123 N Main St',
        city: place.city,
        county: place.county,
        ownership_name: r.owner,
        market_value: 300_000,
        area_tags: ['Utah County', 'South Utah County'],
        source: r.source,
        source_as_of: r.source === 'generated' ? null : '2025-06-01',
      })
      .execute();
    const g = (
      await sql<{
        geojson: string;
        wkt: string;
      }>`SELECT ST_AsGeoJSON(geom, 7) AS geojson, ST_AsText(geom) AS wkt
        FROM parcels WHERE parcel_id = ${parcelId}`.execute(t.database.db)
    ).rows[0]!;
    expected.set(parcelId, {
      geometry: normalGeometry(JSON.parse(g.geojson)),
      wkt: g.wkt,
      owner: r.owner,
      source: r.source,
    });
  }
});
afterAll(() => t.close());

function checkFeatures(features: ReadFeature[]) {
  expect(features).toHaveLength(3);
  for (const f of features) {
    const want = expected.get(String(f.properties.PARCEL_ID))!;
    expect(want, String(f.properties.PARCEL_ID)).toBeDefined();
    expect(normalGeometry(f.geometry), JSON.stringify(f.geometry)).toBe(want.geometry);
    expect(f.properties.OWNER_NAME).toBe(want.owner);
    if (want.source === 'generated') {
      expect(f.properties.DATA_SRC).toBe('Generated demo data');
      expect(String(f.properties.DATA_DATE)).toBe(new Date().toISOString().slice(0, 10));
    } else {
      expect(f.properties.DATA_SRC).toBe(`UGRC LIR parcels, ${place.county} County`);
      expect(f.properties.DATA_DATE).toBe('2025-06-01');
      expect(f.properties.DATA_LIC).toBe('CC BY 4.0');
    }
    expect(f.properties.CITY).toBe(place.city);
    expect(f.properties.AREA_TAGS).toBe('Utah County; South Utah County');
    expect(Number(f.properties.MKT_VALUE)).toBe(300_000);
  }
  const acres = features.map((f) => Number(f.properties.ACRES)).sort((a, b) => a - b);
  expect(acres).toEqual([1, 2.5, 12.3456]);
}

describe('[EXPORT] formats read back', () => {
  it('GeoJSON: a valid FeatureCollection with the source and date', async () => {
    const res = await download('geojson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="parcels-.*\.geojson"/);
    const file = readGeojson(res.body);
    expect(file.issues).toEqual([]);
    expect(file.metadata.sources).toContain(
      `Source: UGRC LIR parcels, ${place.county} County (State of Utah, SGID (UGRC); provided as is, without warranty); as of 2025-06-01; licence: CC BY 4.0`,
    );
    expect(file.metadata.sources.join()).toContain('Source: Generated demo data; as of ');
    checkFeatures(file.features);
  });

  it('KML: placemarks with their fields as extended data', async () => {
    const res = await download('kml');
    expect(res.statusCode).toBe(200);
    const file = readKml(res.body);
    expect(file.description).toContain('Source: ');
    expect(file.description).toContain('Generated demo data');
    checkFeatures(file.features);
  });

  it('CSV: the fields and the geometry as WKT', async () => {
    const res = await download('csv');
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.body);
    expect(Object.keys(rows[0]!)).toEqual([...EXPORT_FIELDS.map((f) => f.name), 'WKT']);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.WKT).toBe(expected.get(r.PARCEL_ID!)!.wkt);
      expect(r.OWNER_NAME).toBe(expected.get(r.PARCEL_ID!)!.owner);
    }
  });

  it('Shapefile: a zip of .shp, .shx, .dbf, .prj (WGS 84) and .cpg that a shapefile reader reads', async () => {
    const res = await download('shapefile', token, `&exportId=${randomUUID()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const file = await readShapefileZip(res.rawPayload);
    expect(file.names.map((n) => n.replace(/^.*\./, ''))).toEqual(['cpg', 'dbf', 'prj', 'shp', 'shx', 'txt']);
    expect(file.prj).toContain('GCS_WGS_1984');
    expect(file.txt).toContain('Source: ');
    checkFeatures(file.features);
  });

  it('keeps the progress of a named export', async () => {
    const exportId = randomUUID();
    expect((await download('csv', token, `&exportId=${exportId}`)).statusCode).toBe(200);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/area-export/progress/${exportId}`,
      headers: bearer(token),
    });
    expect(progress.json()).toEqual({ total: 3, done: 3, finished: true });
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/area-export/count?cities=${encodeURIComponent(place.city)}`,
      headers: bearer(token),
    });
    expect(count.json()).toEqual({ count: 3, limit: 100_000 });
  });
});

describe('[EXPORT] rules', () => {
  it('refuses Free Trial, and an export without an area', async () => {
    const trial = await seedUser(t, { status: 'Free Trial', prefix: 'export-trial' });
    const refused = await download('geojson', trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_MESSAGES.upgradeToUnlock);
    const cancelled = await seedUser(t, { status: 'Subscription Cancelled', prefix: 'export-cancelled' });
    expect((await download('csv', cancelled.token)).statusCode).toBe(200);
    const noArea = await t.app.inject({
      method: 'GET',
      url: '/api/area-export?format=csv&acreage=1|2',
      headers: bearer(token),
    });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().message).toBe(AREA_EXPORT_MESSAGES.areaRequired);
    const badFormat = await t.app.inject({
      method: 'GET',
      url: `/api/area-export?format=dwg&cities=x`,
      headers: bearer(token),
    });
    expect(badFormat.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/area-export?format=csv&postalCodes=00001`,
      headers: bearer(token),
    });
    expect(empty.statusCode).toBe(404);
  });
});
