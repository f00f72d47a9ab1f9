// A 50,000-parcel export over real HTTP is streamed: the first bytes reach the client while the server has
// written only part of the parcels (the client is not reading, and 50,000 features do not fit in the socket's
// buffers), its progress says so, and every feature arrives.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AREA_EXPORT_MESSAGES } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { roundLots } from '../../../../test-support/round-lots.js';

const COUNT = 50_000;
const city = `Streamville ${randomUUID().slice(0, 8)}`;
let t: TestApp;
let token = '';
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await seedUser(t, { status: 'Subscribed', prefix: 'stream' })).token;
  // A grid of 250 × 200 round lots (33 vertices: some 60 MB of GeoJSON) in the desert west of Delta.
  await roundLots({
    idPrefix: `ST-${city}-`,
    city,
    count: COUNT,
    perRow: 250,
    lng: -113.899775,
    lat: 39.00018,
  }).execute(t.database.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t.database.db.deleteFrom('parcels').where('city', '=', city).execute();
  // The test's HTTP client keeps its sockets open; closing the app would wait for them.
  t.app.server.closeAllConnections();
  await t.close();
});

it('[EXPORT] streams 50,000 parcels as they are read', async () => {
  const exportId = randomUUID();
  const res = await fetch(
    `${base}/api/area-export?format=geojson&cities=${encodeURIComponent(city)}&exportId=${exportId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('x-export-count')).toBe(String(COUNT));
  const reader = res.body!.getReader();
  const first = await reader.read();
  expect(first.done).toBe(false);
  const progress = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/area-export/progress/${exportId}`,
        headers: bearer(token),
      })
    ).json() as { total: number; done: number; finished: boolean };
  const midway = await progress();
  expect(midway.total).toBe(COUNT);
  expect(midway.finished).toBe(false);
  expect(midway.done).toBeLessThan(COUNT);

  const decoder = new TextDecoder();
  let features = 0;
  let tail = decoder.decode(first.value, { stream: true });
  const countIn = (s: string) => s.split('{"type":"Feature"').length - 1;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    const text = tail + decoder.decode(chunk.value, { stream: true });
    const cut = text.lastIndexOf('\n');
    features += countIn(text.slice(0, cut + 1));
    tail = text.slice(cut + 1);
  }
  features += countIn(tail);
  expect(features).toBe(COUNT);
  await expect.poll(progress).toEqual({ total: COUNT, done: COUNT, finished: true });
}, 120_000);

it('[EXPORT] writes three exports at once per process, and frees their places when clients go away', async () => {
  const url = `${base}/api/area-export?format=geojson&cities=${encodeURIComponent(city)}`;
  const headers = { authorization: `Bearer ${token}` };
  // Three clients that start and stop reading: their exports wait on them, each holding its cursor.
  const held = await Promise.all([1, 2, 3].map(() => fetch(url, { headers })));
  for (const res of held) expect(res.status).toBe(200);
  const readers = held.map((res) => res.body!.getReader());
  await Promise.all(readers.map((r) => r.read()));
  const fourth = await fetch(url, { headers });
  expect(fourth.status).toBe(429);
  expect(((await fourth.json()) as { message: string }).message).toBe(AREA_EXPORT_MESSAGES.busy);
  await Promise.all(readers.map((r) => r.cancel()));
  // The server notices the closed answers, ends the cursors and takes exports again.
  await expect
    .poll(async () => {
      const res = await fetch(`${url.replace('geojson', 'csv')}&postalCodes=00000`, { headers });
      return res.status;
    })
    .toBe(404);
}, 120_000);
