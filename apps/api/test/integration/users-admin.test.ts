import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  currentStatus,
  mailedToken,
  PASSWORD,
  seedUser,
  snapshot,
  uniqueEmail,
  usersSuite,
  type SeededUser,
} from './users-fixtures.js';

describe('[USERS] role, status, delete, create and activity', () => {
  let t: TestApp;
  let admin: SeededUser;
  const call = usersSuite((s) => ({ t, admin } = s));

  it('sets role and status, writing a subscription row and a status_changed event by the admin', async () => {
    const u = await seedUser(t, { status: 'Registered' });
    const before = t.clock.now().getTime();
    const res = await call('PUT', `/api/users/${u.id}/roles`, admin.token, {
      status: 'Free Trial',
      roleName: 'user',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userSubscriptions[0].status).toBe('Free Trial');
    const sub = await currentStatus(t, u.id);
    expect(sub?.status).toBe('Free Trial');
    const days = (sub!.trial_end_date!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);

    const promote = await call('PUT', `/api/users/${u.id}/roles`, admin.token, {
      status: 'Test User',
      roleName: 'admin',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().userRoles).toEqual([{ roleDetails: { id: expect.any(Number), name: 'admin' } }]);
    expect(promote.json().userSubscriptions.map((s: { status: string }) => s.status)).toEqual([
      'Test User',
      'Free Trial',
      'Registered',
    ]);

    const events = await call('GET', `/api/user-events/user/${u.id}`, admin.token);
    expect(events.statusCode).toBe(200);
    expect(
      events.json().map((e: { event_type: string; new_value: string | null }) => [e.event_type, e.new_value]),
    ).toEqual([
      ['status_changed', 'Test User'],
      ['status_changed', 'Free Trial'],
      ['registered', null],
    ]);
    expect(events.json()[0].creator).toEqual({ firstname: 'Test', lastname: 'Admin', email: admin.email });
    expect(events.json()[2].creator).toBeNull();
    expect(Number.isNaN(Date.parse(events.json()[0].created_at))).toBe(false);
  });

  it.each(['Subscribed', 'Subscription Cancelled'] as const)(
    'refuses to change the role or the status of a %s user (403), changing nothing',
    async (status) => {
      const u = await seedUser(t, { status });
      const before = await snapshot(t, u.id);
      const role = await call('PUT', `/api/users/${u.id}/roles`, admin.token, { status, roleName: 'admin' });
      expect(role.statusCode).toBe(403);
      expect(role.json().message).toBe(`Role cannot be modified for ${status} users`);
      const both = await call('PUT', `/api/users/${u.id}/roles`, admin.token, {
        status: 'Test User',
        roleName: 'admin',
      });
      expect(both.statusCode).toBe(403);
      expect(both.json().message).toBe(`Status cannot be modified for ${status} users`);
      // Saving the modal unchanged is fine.
      const same = await call('PUT', `/api/users/${u.id}/roles`, admin.token, { status, roleName: 'user' });
      expect(same.statusCode).toBe(200);
      expect(await snapshot(t, u.id)).toEqual(before);
    },
  );

  it.each(['Subscribed', 'Subscription Cancelled', 'Subscription Expired', 'Free Trial Ended'] as const)(
    'refuses to let an admin set the status %s (400), changing nothing',
    async (status) => {
      const u = await seedUser(t, { status: 'Registered' });
      const before = await snapshot(t, u.id);
      const res = await call('PUT', `/api/users/${u.id}/roles`, admin.token, { status, roleName: 'user' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('status');
      expect(await snapshot(t, u.id)).toEqual(before);
    },
  );

  it('rejects a bad role/status body (400 naming the field)', async () => {
    const u = await seedUser(t);
    const res = await call('PUT', `/api/users/${u.id}/roles`, admin.token, {
      status: 'Free Trial',
      roleName: 'owner',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('roleName');
    const missing = await call('PUT', `/api/users/${u.id}/roles`, admin.token, { roleName: 'user' });
    expect(missing.json().message).toContain('status');
  });

  it('does not let an admin delete themselves or drop their own admin role', async () => {
    const a = await seedUser(t, { role: 'admin', status: 'Registered' });
    const before = await snapshot(t, a.id);
    expect((await call('DELETE', `/api/users/${a.id}`, a.token)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/users/${a.id}/roles`, a.token, { status: 'Registered', roleName: 'user' }))
        .statusCode,
    ).toBe(400);
    expect(await snapshot(t, a.id)).toEqual(before);
  });

  it('deletes a user, and answers 404 for one that does not exist', async () => {
    const u = await seedUser(t, { status: 'Free Trial' });
    const res = await call('DELETE', `/api/users/${u.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully!' });
    expect((await snapshot(t, u.id)).user).toBeUndefined();
    expect((await call('DELETE', `/api/users/${u.id}`, admin.token)).statusCode).toBe(404);
  });

  it('creates a user as admin, mails a verification link that works, and records the creator', async () => {
    const email = uniqueEmail('created');
    const res = await call('POST', '/api/users', admin.token, {
      firstname: 'Cara',
      lastname: 'Created',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      roleName: 'user',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email,
      isEmailVerified: false,
      userRoles: [{ roleDetails: { name: 'user' } }],
    });
    expect(created.userSubscriptions[0].status).toBe('Registered');
    const events = (await call('GET', `/api/user-events/user/${created.id}`, admin.token)).json();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'registered', creator: { email: admin.email } });

    const { token } = await mailedToken(t, email, '/verify-email');
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/login', undefined, { email, password: PASSWORD })).statusCode).toBe(
      200,
    );

    const dup = await call('POST', '/api/users', admin.token, {
      firstname: 'Cara',
      lastname: 'Created',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call('POST', '/api/users', admin.token, {
      firstname: 'Cara',
      lastname: 'Created',
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: 'nope-nope-nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('confirmPassword');
  });

  it('sends a new verification link on request of an admin, only to unverified users', async () => {
    const u = await seedUser(t, { verified: false });
    const res = await call('POST', `/api/users/${u.id}/send-verification-link`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification link sent successfully');
    const { token } = await mailedToken(t, u.email, '/verify-email');
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).statusCode).toBe(200);
    const again = await call('POST', `/api/users/${u.id}/send-verification-link`, admin.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This e-mail address is already verified.');
  });

  it('lists the roles for any signed-in user', async () => {
    const u = await seedUser(t);
    const res = await call('GET', '/api/roles', u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['admin', 'user']);
    expect((await call('GET', '/api/roles')).statusCode).toBe(401);
  });

  it('shows a user their own activity only', async () => {
    const u = await seedUser(t, { status: 'Free Trial' });
    const other = await seedUser(t);
    const own = await call('GET', `/api/user-events/user/${u.id}`, u.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((e: { new_value: string | null }) => e.new_value)).toEqual(['Free Trial', null]);
    expect((await call('GET', `/api/user-events/user/${other.id}`, u.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/user-events/user/999999999', admin.token)).statusCode).toBe(404);
  });

  it('ends every session of a deleted user', async () => {
    const u = await seedUser(t, { status: 'Registered' });
    expect((await call('DELETE', `/api/users/${u.id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/currentUser', u.token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', undefined, { email: u.email, password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});
