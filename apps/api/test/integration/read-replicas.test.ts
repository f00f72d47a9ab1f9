// Read replicas on PostgreSQL's streaming replication (DATABASE_REPLICA_URLS; docs/architecture.md, "Read
// replicas"): the real server with a real primary and a real replica that follows it (test-support/replica-cluster.ts).
// The map's, search's and matches' reads are served by the replica, writes by the primary, a user reads their own
// write at once even while the replica lags, and a stopped replica costs the user nothing but the primary's time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../../../../test-support/server-process.js';
import { startReplicaCluster, type ReplicaCluster } from '../../../../test-support/replica-cluster.js';

const ADMIN = { email: 'replica-admin@example.com', password: 'replica-admin-password-1' };

let cluster: ReplicaCluster;
let server: ServerProcess;
let token: string;
let parcelId: number;
let county: string;

beforeAll(async () => {
  cluster = await startReplicaCluster('utah_replicas');
  server = await startServerProcess({
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.replicaUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'replicas-test-secret-long-enough-for-hs256',
    PAYMENTS: 'sandbox',
    DEMO_PARCELS: '300',
    ALERTS_INTERVAL_SECONDS: '0',
  });
  const res = await server.fetch('/api/auth/login', { method: 'POST', json: ADMIN });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { accessToken: string }).accessToken;
  const primary = new pg.Client({ connectionString: cluster.primaryUrl });
  await primary.connect();
  const { rows } = await primary.query<{ id: number; county: string }>(
    'select id, county from parcels where county is not null order by id limit 1',
  );
  await primary.end();
  parcelId = rows[0]!.id;
  county = rows[0]!.county;
});

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
});

async function onReplica<T>(query: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: cluster.replicaUrl });
  await c.connect();
  try {
    return (await c.query(query)).rows as T[];
  } finally {
    await c.end();
  }
}

const get = (path: string) => server.fetch(path, { token });
const info = async (path = `/api/parcels/info/${parcelId}`) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return {
    source: res.headers.get('x-read-source'),
    body: (await res.json()) as { existsInBookmarks: boolean },
  };
};

describe('read replicas', () => {
  it('serves map, search and match reads from the replica, once it has every write', async () => {
    // The demo data was written just before: the replica serves once it has replayed it (milliseconds).
    await vi.waitFor(async () => expect((await info()).source).toBe('replica-1'), { timeout: 30_000 });
    const paths = [
      `/api/parcels?counties=${encodeURIComponent(county)}&page=1&limit=20`,
      `/api/parcels/matches/${parcelId}`,
      '/api/search?q=main',
    ];
    // Each route's read may raise the floor to the primary's position (a data version read does), and the primary's
    // own background work (autovacuum of the fresh demo data) moves that position: a busy replica can be behind it
    // for a moment, and is then rightly skipped. Each route is served by the replica once it has caught up.
    for (const path of paths) {
      await vi.waitFor(
        async () => {
          const res = await get(path);
          expect(res.status, path).toBe(200);
          expect(res.headers.get('x-read-source'), path).toBe('replica-1');
        },
        { timeout: 30_000 },
      );
    }
    // The replica's own view: the server's reads are sessions there.
    const sessions = await onReplica<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = 'utah_replicas' and application_name = 'utah-land reads'",
    );
    expect(sessions[0]!.n).toBeGreaterThan(0);
    // A user's own lists stay on the primary.
    const own = await get('/api/saved-searches');
    expect(own.status).toBe(200);
    expect(own.headers.get('x-read-source')).toBe('primary');
  });

  it('writes on the primary, and the writer reads the write back at once while the replica lags', async () => {
    expect((await info()).body.existsInBookmarks).toBe(false);
    await cluster.pauseReplay(true);
    try {
      const saved = await server.fetch('/api/parcels-bookmarks', {
        method: 'POST',
        token,
        json: { parcel_id: parcelId },
      });
      expect(saved.status).toBeLessThan(300);
      expect(saved.headers.get('x-read-source')).toBe('primary');
      // The replica has not replayed the write: it is skipped, and the answer has the bookmark.
      const after = await info();
      expect(after.body.existsInBookmarks).toBe(true);
      expect(after.source).toBe('primary');
      const onTheReplica = await onReplica<{ n: number }>(
        `select count(*)::int as n from parcel_bookmarks where parcel_id = ${parcelId}`,
      );
      expect(onTheReplica[0]!.n).toBe(0);
    } finally {
      await cluster.pauseReplay(false);
    }
    // Once it has caught up, the replica serves again, with the write.
    await vi.waitFor(
      async () => {
        const again = await info();
        expect(again.source).toBe('replica-1');
        expect(again.body.existsInBookmarks).toBe(true);
      },
      { timeout: 30_000 },
    );
  });

  it('skips a stopped replica without an error to the user', async () => {
    const page = `/api/parcels?counties=${encodeURIComponent(county)}&page=1&limit=20`;
    const rows = await vi.waitFor(
      async () => {
        const before = await get(page);
        expect(before.headers.get('x-read-source')).toBe('replica-1');
        return before.json();
      },
      { timeout: 30_000 },
    );
    await cluster.stopReplica();
    for (let i = 0; i < 3; i++) {
      const res = await get(page);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-read-source')).toBe('primary');
      expect(await res.json()).toEqual(rows);
      const detail = await info();
      expect(detail.source).toBe('primary');
      expect(detail.body.existsInBookmarks).toBe(true);
    }
    expect(server.running()).toBe(true);
    expect(server.logged('read replica not answering; reads go to the primary').length).toBeGreaterThan(0);
  });
});
