// Issue 26 item 3: the parcel points once loaded inside the first request that needed them and inherited its 5 s
// statement timeout; at a million parcels a page took longer, was cancelled without a log line, and the next request
// started over, for minutes. They load outside any request now, and /api/health says whether they are ready.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { statementTimeouts } from '../../src/db/index.js';
import { ParcelPointsStore } from '../../src/modules/parcels/parcel-points-store.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loadDemoData } from './map-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t);
});
afterAll(() => t.close());

it('[MAP] the parcel points load when asked for by a request whose statement timeout is shorter than a page', async () => {
  const store = ParcelPointsStore.of(t.database.db);
  // A request with a 1 ms statement timeout (every query of its own is cancelled) starts the load, as a map request
  // that finds the points stale does (ParcelPointsStore.current). The load must not inherit that timeout.
  await statementTimeouts.run({ ms: 1 }, () => store.load.run());
  expect(store.load.status()).toMatchObject({ state: 'ready', failures: 0 });
  const points = await store.current();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from parcels`.execute(t.database.db);
  expect(points?.size).toBe(rows[0]!.n);
});

it('[API] /api/health reports the start-time caches and whether each is ready', async () => {
  await ParcelPointsStore.of(t.database.db).ready();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const { caches } = res.json() as { caches: Record<string, { state: string; failures: number }> };
  expect(Object.keys(caches).sort()).toEqual(['clusterGrid', 'parcelPoints']);
  expect(caches.parcelPoints).toMatchObject({ state: 'ready', failures: 0 });
  expect(['idle', 'loading', 'ready']).toContain(caches.clusterGrid!.state);
});
