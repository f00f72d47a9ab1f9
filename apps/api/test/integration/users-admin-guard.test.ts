import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from '../support/test-app.js';
import { snapshot, seedUser, usersSuite, type SeededUser } from './users-fixtures.js';

// Issue 12, item 10: an admin cannot demote or lock out themselves, and an admin who can manage users remains.

describe('[USERS] admins cannot lock themselves or each other out', () => {
  let t: TestApp;
  let admin: SeededUser;
  const call = usersSuite((s) => ({ t, admin } = s));

  const roleOf = async (userId: number) =>
    (
      await t.database.db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('r.name')
        .where('ur.user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).name;

  it('refuses an admin changing their own status (Test User would lock them out), changing nothing', async () => {
    const before = await snapshot(t, admin.id);
    for (const status of ['Test User', 'Free Trial'] as const) {
      const res = await call('PUT', `/api/users/${admin.id}/roles`, admin.token, {
        status,
        roleName: 'admin',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot change your own status.');
    }
    expect(await snapshot(t, admin.id)).toEqual(before);
    // Saving their own row unchanged is fine.
    const same = await call('PUT', `/api/users/${admin.id}/roles`, admin.token, {
      status: 'Registered',
      roleName: 'admin',
    });
    expect(same.statusCode).toBe(200);
  });

  it('two admins demoting each other at the same moment: one wins, the other is refused', async () => {
    const a = await seedUser(t, { role: 'admin', status: 'Registered', prefix: 'admin-a' });
    const b = await seedUser(t, { role: 'admin', status: 'Registered', prefix: 'admin-b' });
    // Hold the lock every admin change takes, so both requests are under way before either is decided.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const gate = t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('roles').select('id').where('name', '=', 'admin').forNoKeyUpdate().execute();
      holding();
      await released;
    });
    await held;
    const demoteB = call('PUT', `/api/users/${b.id}/roles`, a.token, {
      status: 'Registered',
      roleName: 'user',
    });
    const demoteA = call('PUT', `/api/users/${a.id}/roles`, b.token, {
      status: 'Registered',
      roleName: 'user',
    });
    let answered = 0;
    for (const p of [demoteA, demoteB]) void p.finally(() => answered++);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
      if (waiting.rows[0]!.n + answered >= 2) break;
      if (Date.now() > deadline) throw new Error('the two requests neither waited nor answered');
      await new Promise((r) => setTimeout(r, 20));
    }
    release();
    await gate;
    const codes = [(await demoteA).statusCode, (await demoteB).statusCode].sort();
    expect(codes).toEqual([200, 403]);
    expect([await roleOf(a.id), await roleOf(b.id)].sort()).toEqual(['admin', 'user']);
  });
});
