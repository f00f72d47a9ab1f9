// Two real server processes on one PostgreSQL database, as WORKERS=2 or a process manager runs them
// (docs/architecture.md, "Several processes"): one of them runs the sweep, the sign-in limits add up across both,
// and what one of them (or anyone) writes is what the other answers, its caches included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { get } from 'node:http';
import pg from 'pg';
import { hashPassword } from '../../src/lib/password.js';
import { startServerProcess, type ServerProcess } from '../../../../test-support/server-process.js';
import { createOwnDatabase, type OwnDatabase } from '../../../../test-support/own-database.js';

const ADMIN = { email: 'processes-admin@example.com', password: 'processes-admin-password-1' };
const PASSWORD = 'a-long-test-password-7';
const ACCOUNT_LIMIT = 4;
const KEY_LIMIT = 40;

let env: Record<string, string>;
let sql: pg.Client;
let own: OwnDatabase;
let one: ServerProcess;
let two: ServerProcess;
let adminToken: string;

beforeAll(async () => {
  // A database of its own: the servers load demo data and their own admin into it.
  own = await createOwnDatabase(inject('databaseUrl'), 'utah_processes');
  env = {
    DATABASE_URL: own.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'processes-test-secret-long-enough-for-hs256',
    PAYMENTS: 'sandbox',
    DEMO_PARCELS: '300',
    SWEEP_INTERVAL_SECONDS: '1',
    ALERTS_INTERVAL_SECONDS: '0',
    AUTH_RATE_LIMIT_MAX: String(ACCOUNT_LIMIT),
    AUTH_RATE_LIMIT_IP_MAX: '1000',
    // Long enough that only the change notices can explain a fresh answer within the waits below.
    AUTH_CACHE_SECONDS: '600',
    API_KEY_RATE_LIMIT_MAX: String(KEY_LIMIT),
    API_KEY_RATE_LIMIT_WINDOW_MS: '600000',
  };
  one = await startServerProcess(env);
  two = await startServerProcess(env);
  sql = new pg.Client({ connectionString: own.url });
  await sql.connect();
  adminToken = await signIn(one, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await sql?.end();
  await own?.drop();
});

async function signIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await server.fetch('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

let users = 0;
/** A verified user of `status` (a Free Trial ending at `trialEnd`), inserted as the data tools would. */
async function makeUser(status: string, trialEnd?: Date) {
  const email = `processes-${++users}-${Date.now().toString(36)}@example.com`;
  const {
    rows: [user],
  } = await sql.query<{ id: number }>(
    `insert into users (firstname, lastname, email, password_hash, is_email_verified)
     values ('Two', 'Processes', $1, $2, true) returning id`,
    [email, await hashPassword(PASSWORD)],
  );
  await sql.query(`insert into user_roles (user_id, role_id) select $1, id from roles where name = 'user'`, [
    user!.id,
  ]);
  await sql.query(`insert into user_subscriptions (user_id, status) values ($1, 'Registered')`, [user!.id]);
  if (status !== 'Registered')
    await sql.query(`insert into user_subscriptions (user_id, status, trial_end_date) values ($1, $2, $3)`, [
      user!.id,
      status,
      trialEnd ?? null,
    ]);
  return { id: user!.id, email };
}

const bookmarks = (server: ServerProcess, token: string) => server.fetch('/api/parcels-bookmarks', { token });

/** A read-only API key of the user, created through process one. */
async function createKey(user: { email: string }): Promise<string> {
  const token = await signIn(one, user.email, PASSWORD);
  const res = await one.fetch('/api/api-keys', { method: 'POST', token, json: { name: 'Both processes' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}
const withKey = (server: ServerProcess, key: string, path = '/api/users/currentUser') =>
  server.fetch(path, { headers: { 'x-api-key': key } });

describe('[PROCESSES] two server processes on one database', () => {
  it('answers through both processes, each its own', async () => {
    expect(one.pid).not.toBe(two.pid);
    expect((await one.fetch('/api/health')).status).toBe(200);
    expect((await two.fetch('/api/health')).status).toBe(200);
  });

  it('adds sign-in attempts through both processes up to one limit per account', async () => {
    const user = await makeUser('Test User');
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) {
      const server = i % 2 === 0 ? one : two;
      const res = await server.fetch('/api/auth/login', {
        method: 'POST',
        json: { email: user.email, password: 'wrong-password-123' },
      });
      statuses.push(res.status);
    }
    // Two processes with a limit each would have allowed 2 × 4 wrong guesses.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const right = await two.fetch('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it("shows a bookmark made through one process in the other's list", async () => {
    const user = await makeUser('Test User');
    const token = await signIn(one, user.email, PASSWORD);
    const {
      rows: [parcel],
    } = await sql.query<{ id: number }>('select id from parcels order by id limit 1');
    const add = await one.fetch('/api/parcels-bookmarks', {
      method: 'POST',
      token,
      json: { parcel_id: parcel!.id },
    });
    expect(add.status).toBe(201);
    const list = await bookmarks(two, token);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { parcel_id?: number; parcelId?: number; id?: number }[] };
    expect(body.data).toHaveLength(1);
  });

  it("applies an admin's status change and a sign-out through one process in the other at once", async () => {
    const user = await makeUser('Test User');
    const token = await signIn(two, user.email, PASSWORD);
    // Process two has looked the user up (and keeps the lookup for AUTH_CACHE_SECONDS).
    expect((await bookmarks(two, token)).status).toBe(200);

    // The lookup is cached: a change written with the triggers switched off (so no process hears of it) is not seen.
    await sql.query(`begin; set local session_replication_role = replica;
      update users set is_active = false where id = ${user.id}; commit`);
    expect((await bookmarks(two, token)).status).toBe(200);
    await sql.query(`begin; set local session_replication_role = replica;
      update users set is_active = true where id = ${user.id}; commit`);

    // The admin sets Registered through process one: process two refuses the data at once.
    const change = await one.fetch(`/api/users/${user.id}/roles`, {
      method: 'PUT',
      token: adminToken,
      json: { roleName: 'user', status: 'Registered' },
    });
    expect(change.status).toBe(200);
    await expect.poll(async () => (await bookmarks(two, token)).status, { timeout: 10_000 }).toBe(403);

    // Signing out through process one ends the session in process two.
    expect((await two.fetch('/api/users/currentUser', { token })).status).toBe(200);
    const out = await one.fetch('/api/auth/logout', { method: 'POST', token });
    expect(out.status).toBeLessThan(300);
    await expect
      .poll(async () => (await two.fetch('/api/users/currentUser', { token })).status, { timeout: 10_000 })
      .toBe(401);
  });

  it("counts an API key's calls through both processes against one limit", async () => {
    const user = await makeUser('Subscribed');
    const key = await createKey(user);
    const remaining: string[] = [];
    for (let i = 0; i < KEY_LIMIT; i++) {
      const res = await withKey(i % 2 ? two : one, key);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(Array.from({ length: KEY_LIMIT }, (_, i) => String(KEY_LIMIT - 1 - i)));
    for (const server of [one, two]) {
      const over = await withKey(server, key);
      expect(over.status).toBe(429);
      expect(over.headers.get('ratelimit-limit')).toBe(String(KEY_LIMIT));
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it("stops an API key in the other process at once when its owner's status changes", async () => {
    const user = await makeUser('Test User');
    const key = await createKey(user);
    // Process two has looked the owner up (and keeps the lookup for AUTH_CACHE_SECONDS).
    expect((await withKey(two, key, '/api/parcels-bookmarks')).status).toBe(200);
    const change = await one.fetch(`/api/users/${user.id}/roles`, {
      method: 'PUT',
      token: adminToken,
      json: { roleName: 'user', status: 'Registered' },
    });
    expect(change.status).toBe(200);
    await expect
      .poll(async () => (await withKey(two, key, '/api/parcels-bookmarks')).status, {
        timeout: 5_000,
        interval: 250,
      })
      .toBe(403);
  });

  it('refuses a signed-out session in the process that signed it out on the very next request', async () => {
    const user = await makeUser('Test User');
    const token = await signIn(one, user.email, PASSWORD);
    expect((await bookmarks(one, token)).status).toBe(200);
    expect((await one.fetch('/api/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await bookmarks(one, token)).status).toBe(401);
  });

  it("refuses data on the very next request in the process that answered an admin's status change", async () => {
    const user = await makeUser('Test User');
    const token = await signIn(one, user.email, PASSWORD);
    expect((await bookmarks(one, token)).status).toBe(200);
    // Another user's own write through the same process leaves this user's lookup as it is, and it stays right.
    const other = await makeUser('Test User');
    const otherToken = await signIn(one, other.email, PASSWORD);
    expect((await one.fetch('/api/auth/logout', { method: 'POST', token: otherToken })).status).toBeLessThan(
      300,
    );
    expect((await bookmarks(one, token)).status).toBe(200);
    const change = await one.fetch(`/api/users/${user.id}/roles`, {
      method: 'PUT',
      token: adminToken,
      json: { roleName: 'user', status: 'Registered' },
    });
    expect(change.status).toBe(200);
    expect((await bookmarks(one, token)).status).toBe(403);
  });

  it('counts a parcel changed by another writer through both processes at once', async () => {
    const user = await makeUser('Test User');
    const token = await signIn(one, user.email, PASSWORD);
    const count = async (server: ServerProcess) => {
      const res = await server.fetch('/api/parcels/count?minAcreage=90000', { token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { count: number }).count;
    };
    const {
      rows: [{ n: before } = { n: 0 }],
    } = await sql.query<{ n: number }>('select count(*)::int as n from parcels where acreage >= 90000');
    await expect.poll(() => count(one), { timeout: 10_000 }).toBe(before);
    await expect.poll(() => count(two), { timeout: 10_000 }).toBe(before);

    // A data import (here: psql) makes one parcel huge: both processes' in-memory counts follow.
    const {
      rows: [parcel],
    } = await sql.query<{ id: number; acreage: number }>(
      'update parcels set acreage = 99999 where id = (select min(id) from parcels where acreage < 90000) ' +
        'returning id',
    );
    await expect.poll(() => count(one), { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(() => count(two), { timeout: 10_000 }).toBe(before + 1);
    expect(parcel).toBeDefined();
  });

  it('runs the sweep in one process only, and in the other once the first has stopped', async () => {
    // One process holds the scheduler lock.
    await expect
      .poll(
        () =>
          one.logged('this process runs the schedulers (subscription sweep, alerts)').length +
          two.logged('this process runs the schedulers (subscription sweep, alerts)').length,
        { timeout: 20_000 },
      )
      .toBe(1);
    const [leader, other] = one.logged('this process runs the schedulers (subscription sweep, alerts)').length
      ? [one, two]
      : [two, one];
    const { rows: locks } = await sql.query<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and a.datname = current_database()`,
    );
    expect(locks[0]!.n).toBe(1);

    // Two Free Trials that ended a minute ago: the leader ends them, seen through both processes.
    const ended = new Date(Date.now() - 60_000);
    const trials = [await makeUser('Free Trial', ended), await makeUser('Free Trial', ended)];
    const statusOf = async (server: ServerProcess, id: number) => {
      const res = await server.fetch(`/api/users/${id}`, { token: adminToken });
      const body = (await res.json()) as { userSubscriptions: { status: string }[] };
      return body.userSubscriptions[0]?.status;
    };
    for (const t of trials) {
      await expect.poll(() => statusOf(other, t.id), { timeout: 20_000 }).toBe('Free Trial Ended');
      expect(await statusOf(leader, t.id)).toBe('Free Trial Ended');
    }
    const swept = (s: ServerProcess) =>
      s.logged('subscription sweep').reduce((n, l) => n + Number(l.trialsEnded ?? 0), 0);
    // The sweep's writes are seen before its log line has reached us through the process's output: the log is
    // awaited, not read once.
    await expect.poll(() => swept(leader), { timeout: 20_000 }).toBe(2);
    expect(other.logged('subscription sweep')).toEqual([]);

    // The leader stops: the other process takes the lock over and sweeps.
    await leader.stop();
    await expect
      .poll(() => other.logged('this process runs the schedulers (subscription sweep, alerts)').length, {
        timeout: 20_000,
      })
      .toBe(1);
    const late = await makeUser('Free Trial', new Date(Date.now() - 60_000));
    await expect.poll(() => statusOf(other, late.id), { timeout: 20_000 }).toBe('Free Trial Ended');
    await expect.poll(() => swept(other), { timeout: 20_000 }).toBe(1);
  });
});

describe('[PROCESSES] WORKERS=2', () => {
  it('starts two server processes sharing one port, each answering new connections', async () => {
    const cluster = await startServerProcess({ ...env, WORKERS: '2', SWEEP_INTERVAL_SECONDS: '0' });
    try {
      const ready = () =>
        cluster.logs.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('ready on'));
      await expect.poll(() => ready().length, { timeout: 120_000 }).toBe(2);
      const workers = new Set(ready().map((l) => l.pid));
      expect(workers.size).toBe(2);
      expect(workers.has(cluster.pid)).toBe(false);
      // A new connection per request (no keep-alive): the primary hands them to the workers in turn.
      const status = () =>
        new Promise<number>((done, fail) =>
          get(`${cluster.url}/api/health`, { agent: false }, (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          }).on('error', fail),
        );
      for (let i = 0; i < 6; i++) expect(await status()).toBe(200);
      const served = () =>
        new Set(
          cluster.logs.filter((l) => l.msg === 'request completed' && workers.has(l.pid)).map((l) => l.pid),
        );
      await expect.poll(() => served().size, { timeout: 20_000 }).toBe(2);
    } finally {
      await cluster.stop();
    }
  });
});
