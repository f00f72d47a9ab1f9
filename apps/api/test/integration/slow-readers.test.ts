// Issue 26 item 1: a client that reads a GIS export slowly, or stops reading, once ended the server process (the
// database ended the export's idle transaction and nobody listened to the connection's error). Against the real
// server process: a stalled download is ended after EXPORT_IDLE_SECONDS and gives its place back; a database
// connection that ends under a download ends that download only; other clients' calls answer meanwhile; the process
// is the same one throughout.
import { get, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../../test-support/server-process.js';
import { createOwnDatabase, type OwnDatabase } from '../../../../test-support/own-database.js';
import { stalledDownload } from '../../../../test-support/slow-client.js';
import { roundLots } from '../../../../test-support/round-lots.js';
import { compileOnlyKysely } from '../../src/db/index.js';

const ADMIN = { email: 'slow-readers-admin@example.com', password: 'slow-readers-admin-password-1' };
const COUNT = 50_000;
const city = `Slowville ${randomUUID().slice(0, 8)}`;

let own: OwnDatabase;
let sql: pg.Client;
let env: Record<string, string>;
let quick: ServerProcess;
let patient: ServerProcess;

beforeAll(async () => {
  own = await createOwnDatabase(inject('databaseUrl'), 'utah_slow');
  env = {
    DATABASE_URL: own.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'slow-readers-test-secret-long-enough-for-hs256',
    PAYMENTS: 'sandbox',
    SEED_DEMO_DATA: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
  };
  // The first server migrates the database; the second finds it ready.
  quick = await startServerProcess({ ...env, EXPORT_IDLE_SECONDS: '2' });
  patient = await startServerProcess({ ...env, EXPORT_IDLE_SECONDS: '600' });
  sql = new pg.Client({ connectionString: own.url });
  await sql.connect();
  // 250 × 200 round lots (33 vertices each: some 60 MB of GeoJSON, far more than a socket buffers).
  const lots = roundLots({
    idPrefix: `SL-${city}-`,
    city,
    count: COUNT,
    perRow: 250,
    lng: -113.899775,
    lat: 39.00018,
  });
  const { sql: text, parameters } = lots.compile(compileOnlyKysely());
  await sql.query(text, [...parameters]);
}, 300_000);

afterAll(async () => {
  await Promise.all([quick?.stop(), patient?.stop()]);
  await sql?.end();
  await own?.drop();
});

async function signIn(server: ServerProcess): Promise<string> {
  const res = await server.fetch('/api/auth/login', { method: 'POST', json: ADMIN });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Another client's calls, timed: health and a parcel count. */
async function othersAnswer(server: ServerProcess, token: string) {
  const started = Date.now();
  const health = await server.fetch('/api/health');
  const count = await server.fetch(`/api/area-export/count?cities=${encodeURIComponent(city)}`, { token });
  return { health: health.status, count: count.status, ms: Date.now() - started };
}

/** What a user waits for: up to a minute, looked at every 100 ms. */
const WAIT = { timeout: 60_000, interval: 100 };
const exportPath = `/api/area-export?format=geojson&cities=${encodeURIComponent(city)}`;
const uncaught = (server: ServerProcess) =>
  server.logs.filter((l) => String(l.msg).startsWith('uncaught') || String(l.msg).startsWith('unhandled'));

describe('a slow or stalled export download', () => {
  it('[EXPORT] is ended after EXPORT_IDLE_SECONDS; its place is given back; the process goes on', async () => {
    const token = await signIn(quick);
    const pid = quick.pid;
    // Three stalled downloads take every export place of the process (AREA_EXPORT_LIMITS.concurrent).
    const stalled = await Promise.all([1, 2, 3].map(() => stalledDownload(quick.url + exportPath, token)));
    const meanwhile = await othersAnswer(quick, token);
    expect(meanwhile).toMatchObject({ health: 200, count: 200 });
    expect(meanwhile.ms).toBeLessThan(10_000);

    await vi.waitFor(
      () => expect(quick.logged('area export stopped').length).toBeGreaterThanOrEqual(3),
      WAIT,
    );
    for (const s of stalled) {
      s.res.resume();
      const end = await s.ended;
      expect(end.complete).toBe(false);
    }
    // The places are free again: a whole export goes through, to its last feature.
    const full = await quick.fetch(exportPath, { token });
    expect(full.status).toBe(200);
    const body = (await full.json()) as { features: unknown[] };
    expect(body.features).toHaveLength(COUNT);

    expect(quick.running()).toBe(true);
    expect(quick.pid).toBe(pid);
    expect(uncaught(quick)).toEqual([]);
  });

  it('[EXPORT] a database connection ended under a download ends that download only', async () => {
    const token = await signIn(patient);
    const download = await stalledDownload(patient.url + exportPath, token);
    // The export's transaction waits on the client: end its connection as the server's idle limit (or an operator's
    // pg_terminate_backend, or a restart of PostgreSQL) would.
    await vi.waitFor(async () => {
      const { rows } = await sql.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'idle in transaction' AND query LIKE 'FETCH%'`,
      );
      expect(rows.some((r) => r.ended)).toBe(true);
    }, WAIT);
    await vi.waitFor(() => expect(patient.logged('a database connection ended')).not.toEqual([]), WAIT);
    expect(await othersAnswer(patient, token)).toMatchObject({ health: 200, count: 200 });

    download.res.resume();
    expect((await download.ended).complete).toBe(false);
    await vi.waitFor(() => expect(patient.logged('area export stopped')).not.toEqual([]), WAIT);
    expect(patient.running()).toBe(true);
    expect(uncaught(patient)).toEqual([]);
    // The pool goes on with fresh connections.
    const again = await patient.fetch(`/api/area-export?format=csv&cities=${encodeURIComponent(city)}`, {
      token,
    });
    expect(again.status).toBe(200);
    expect((await again.text()).split('\n').filter(Boolean)).toHaveLength(COUNT + 1);
  });

  it('[TILES] a tile read by nobody holds nothing up', async () => {
    const token = await signIn(quick);
    const tiles = await Promise.all(
      [0, 1, 2, 3, 4].map(
        (i) =>
          new Promise<IncomingMessage>((resolve, reject) => {
            // Zoom 15 tiles over the lots (about -113.9, 39.0).
            get(`${quick.url}/api/tiles/parcels/15/${6016 + i}/12523.mvt`, {
              headers: { authorization: `Bearer ${token}` },
            })
              .on('response', (res) => {
                res.pause();
                resolve(res);
              })
              .on('error', reject);
          }),
      ),
    );
    expect(tiles.every((t) => t.statusCode === 200 || t.statusCode === 204)).toBe(true);
    expect(await othersAnswer(quick, token)).toMatchObject({ health: 200, count: 200 });
    for (const t of tiles) t.destroy();
    expect(quick.running()).toBe(true);
  });
});
