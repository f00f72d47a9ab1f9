// Issue 26 item 10: JSON answers were never compressed (a zoom-14 polygon page 297 KB on the wire, a GIS export of
// Lehi 12.97 MB). Every answer over 1 KB of a compressible type is compressed by the client's Accept-Encoding,
// streamed exports included; small answers, tiles and clients that accept nothing else go as they are.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { roundLots } from '../../../../test-support/round-lots.js';

const COUNT = 2_000;
const city = `Squeezeville ${randomUUID().slice(0, 8)}`;
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await seedUser(t, { status: 'Subscribed', prefix: 'squeeze' })).token;
  await roundLots({
    idPrefix: `SQ-${city}-`,
    city,
    count: COUNT,
    perRow: 50,
    lng: -112.9,
    lat: 38.6,
  }).execute(t.database.db);
});
afterAll(async () => {
  await t.database.db.deleteFrom('parcels').where('city', '=', city).execute();
  await t.close();
});

const exportUrl = `/api/area-export?format=geojson&cities=${encodeURIComponent(city)}`;

it('[HTTP] a streamed GIS export is compressed with brotli or gzip, as the client accepts', async () => {
  const plain = await t.app.inject({ method: 'GET', url: exportUrl, headers: bearer(token) });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const features = (plain.json() as { features: unknown[] }).features;
  expect(features).toHaveLength(COUNT);

  const br = await t.app.inject({
    method: 'GET',
    url: exportUrl,
    headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  const unpacked = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as {
    features: unknown[];
  };
  expect(unpacked.features).toEqual(features);

  const gzip = await t.app.inject({
    method: 'GET',
    url: exportUrl,
    headers: { ...bearer(token), 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const gunzipped = JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as { features: unknown[] };
  expect(gunzipped.features).toEqual(features);
});

it('[HTTP] a JSON answer over 1 KB is compressed; a small one is not', async () => {
  const big = await t.app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { 'accept-encoding': 'br' },
  });
  expect(big.statusCode).toBe(200);
  expect(big.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8'))).toHaveProperty('paths');

  const small = await t.app.inject({
    method: 'GET',
    url: '/api/area-export/count?cities=' + encodeURIComponent(city),
    headers: { ...bearer(token), 'accept-encoding': 'br' },
  });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toMatchObject({ count: COUNT });
});

it('[TILES] a vector tile keeps its own gzip and is not compressed twice', async () => {
  // Zoom 15 over the lots (about -112.9, 38.6).
  const tile = await t.app.inject({
    method: 'GET',
    url: '/api/tiles/parcels/15/6107/12569.mvt',
    headers: { ...bearer(token), 'accept-encoding': 'gzip, br' },
  });
  expect(tile.statusCode).toBe(200);
  expect(tile.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(tile.rawPayload).length).toBeGreaterThan(0);
});
