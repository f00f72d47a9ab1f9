import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, PASSWORD, seedUser, snapshot, uniqueEmail, type SeededUser } from './users-fixtures.js';

// Every user-management call × every kind of caller × the target's current status: the status code, and
// that nothing about the target changed when the call was refused (or was only a read).

type Actor = 'anonymous' | 'user' | 'admin' | 'testUserAdmin';
type Call = 'read' | 'editProfile' | 'delete' | 'setRoleStatus' | 'events' | 'sendVerificationLink';
const ACTORS: Actor[] = ['anonymous', 'user', 'admin', 'testUserAdmin'];
const TARGET_STATUSES: SubscriptionStatus[] = [
  'Registered',
  'Free Trial',
  'Subscribed',
  'Subscription Cancelled',
];
const CALLS: Call[] = ['read', 'editProfile', 'delete', 'setRoleStatus', 'events', 'sendVerificationLink'];
const PROTECTED = (s: SubscriptionStatus) => s === 'Subscribed' || s === 'Subscription Cancelled';

function expected(call: Call, actor: Actor, status: SubscriptionStatus): { code: number; message?: string } {
  if (actor === 'anonymous') return { code: 401 };
  if (actor === 'user') return { code: 403 };
  const reads = call === 'read' || call === 'events' || call === 'sendVerificationLink';
  if (reads) return { code: 200 };
  if (actor === 'testUserAdmin')
    return { code: 403, message: 'Test User admins cannot edit or delete users.' };
  if (call === 'delete' && PROTECTED(status))
    return { code: 403, message: 'Subscribed and Subscription Cancelled users cannot be deleted.' };
  if (call === 'setRoleStatus' && PROTECTED(status))
    return { code: 403, message: `Status cannot be modified for ${status} users` };
  return { code: 200 };
}

const cases = CALLS.flatMap((call) =>
  ACTORS.flatMap((actor) =>
    TARGET_STATUSES.map((status) => ({ call, actor, status, ...expected(call, actor, status) })),
  ),
);

describe('[USERS] permission matrix', () => {
  let t: TestApp;
  const tokens: Partial<Record<Actor, string>> = {};
  const actors: Partial<Record<Actor, SeededUser>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    actors.user = await seedUser(t, { role: 'user', status: 'Free Trial' });
    actors.admin = await seedUser(t, { role: 'admin', status: 'Registered' });
    actors.testUserAdmin = await seedUser(t, { role: 'admin', status: 'Test User' });
    for (const a of ['user', 'admin', 'testUserAdmin'] as const) tokens[a] = actors[a]!.token;
  });
  afterAll(() => t.close());

  function request(call: Call, targetId: number, email: string) {
    switch (call) {
      case 'read':
        return { method: 'GET' as const, url: `/api/users/${targetId}` };
      case 'editProfile':
        return {
          method: 'PUT' as const,
          url: '/api/users',
          payload: { id: targetId, firstname: 'Changed', lastname: 'Name', email },
        };
      case 'delete':
        return { method: 'DELETE' as const, url: `/api/users/${targetId}` };
      case 'setRoleStatus':
        return {
          method: 'PUT' as const,
          url: `/api/users/${targetId}/roles`,
          payload: { status: 'Test User', roleName: 'user' },
        };
      case 'events':
        return { method: 'GET' as const, url: `/api/user-events/user/${targetId}` };
      case 'sendVerificationLink':
        return { method: 'POST' as const, url: `/api/users/${targetId}/send-verification-link` };
    }
  }

  it.each(cases)(
    '$call by $actor on a $status user → $code',
    async ({ call, actor, status, code, message }) => {
      const target = await seedUser(t, { status, verified: false, prefix: 'target' });
      const before = await snapshot(t, target.id);
      const res = await t.app.inject({
        ...request(call, target.id, target.email),
        headers: bearer(tokens[actor]),
      });
      expect(res.statusCode).toBe(code);
      if (message) expect(res.json().message).toBe(message);
      const after = await snapshot(t, target.id);

      if (code !== 200 || call === 'read' || call === 'events') {
        expect(after).toEqual(before);
        return;
      }
      switch (call) {
        case 'editProfile':
          expect(after.user).toMatchObject({ firstname: 'Changed', lastname: 'Name' });
          expect(after.subs).toEqual(before.subs);
          break;
        case 'delete':
          expect(after.user).toBeUndefined();
          break;
        case 'setRoleStatus':
          expect(after.subs.at(-1)?.status).toBe('Test User');
          expect(after.events.at(-1)).toMatchObject({
            event_type: 'status_changed',
            new_value: 'Test User',
            creator_id: actors[actor]!.id,
          });
          break;
        case 'sendVerificationLink':
          expect(after.tokens).toHaveLength(before.tokens.length + 1);
          expect(after.user).toEqual(before.user);
          break;
      }
    },
  );

  const listCases = ACTORS.map((actor) => ({
    actor,
    list: actor === 'anonymous' ? 401 : actor === 'user' ? 403 : 200,
    create: actor === 'anonymous' ? 401 : actor === 'user' ? 403 : 201,
    roles: actor === 'anonymous' ? 401 : 200,
  }));

  it.each(listCases)(
    'list, create and roles by $actor → $list, $create, $roles',
    async ({ actor, list, create, roles }) => {
      const headers = bearer(tokens[actor]);
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(list);
      expect((await t.app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(roles);
      const email = uniqueEmail('made');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { firstname: 'Made', lastname: 'By', email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(create);
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(!!row).toBe(create === 201);
    },
  );

  it('lets a plain user read and edit only themselves', async () => {
    const u = await seedUser(t, { status: 'Registered' });
    const headers = bearer(u.token);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${u.id}`, headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user-events/user/${u.id}`, headers })).statusCode,
    ).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers,
      payload: { id: u.id, firstname: 'Self', lastname: 'Edit', email: u.email },
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers })).statusCode).toBe(
      403,
    );
    const roles = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}/roles`,
      headers,
      payload: { status: 'Free Trial', roleName: 'admin' },
    });
    expect(roles.statusCode).toBe(403);
    expect((await snapshot(t, u.id)).roles).toHaveLength(1);
  });

  it('lets a Test User admin edit their own profile', async () => {
    const a = actors.testUserAdmin!;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(a.token),
      payload: { firstname: 'Tess', lastname: 'Admin', email: a.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstname).toBe('Tess');
  });

  it('refuses forged and stale tokens', async () => {
    const u = await seedUser(t);
    const forged = t.app.jwt.sign({ sub: u.id, ver: 5 });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/users/currentUser',
      headers: bearer('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);
  });
});
