import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  mailedToken,
  PASSWORD,
  seedUser,
  uniqueEmail,
  usersSuite,
  type SeededUser,
} from './users-fixtures.js';

describe('[USERS] user administration, profile and activity', () => {
  let t: TestApp;
  let admin: SeededUser;
  const call = usersSuite((s) => ({ t, admin } = s));

  it('lists users for an admin with search, role and status filters and pagination', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const made: SeededUser[] = [];
    for (const status of ['Registered', 'Free Trial', 'Subscribed'] as const) {
      const u = await seedUser(t, { status, prefix: `list${tag}` });
      made.push(u);
    }
    const all = await call('GET', `/api/users?userSearchValue=list${tag}`, admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, totalItems: 3, totalPages: 1 });
    expect(all.json().data.map((u: { id: number }) => u.id)).toEqual(made.map((u) => u.id).reverse());
    const row = all.json().data[0];
    expect(row).toMatchObject({
      email: made[2]!.email,
      isEmailVerified: true,
      isActive: true,
      userRoles: [{ roleDetails: { name: 'user' } }],
    });
    expect(row.userSubscriptions[0].status).toBe('Subscribed');

    const byStatus = await call(
      'GET',
      `/api/users?userSearchValue=list${tag}&selectedStatus=Free%20Trial`,
      admin.token,
    );
    expect(byStatus.json().data.map((u: { id: number }) => u.id)).toEqual([made[1]!.id]);
    const byRole = await call('GET', `/api/users?userSearchValue=list${tag}&selectedRole=admin`, admin.token);
    expect(byRole.json().pagination.totalItems).toBe(0);
    const page2 = await call('GET', `/api/users?userSearchValue=list${tag}&page=2&take=2`, admin.token);
    expect(page2.json().pagination).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
    expect(page2.json().data).toHaveLength(1);
    const byName = await call(
      'GET',
      `/api/users?userSearchValue=${encodeURIComponent('test user')}&take=1`,
      admin.token,
    );
    expect(byName.json().pagination.totalItems).toBeGreaterThanOrEqual(3);
    const defaults = await call('GET', '/api/users', admin.token);
    expect(defaults.json().pagination.limit).toBe(10);
    expect(defaults.json().data.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['take=0', 'take'],
    ['page=abc', 'page'],
    ['selectedStatus=Gold', 'selectedStatus'],
    ['selectedRole=owner', 'selectedRole'],
  ])('rejects a bad list query %s (400 naming the field)', async (qs, field) => {
    const res = await call('GET', `/api/users?${qs}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('answers the current user, and a user reads only themselves', async () => {
    const u = await seedUser(t, { status: 'Free Trial' });
    const other = await seedUser(t);
    const me = await call('GET', '/api/users/currentUser', u.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: u.id, email: u.email });
    expect((await call('GET', `/api/users/${u.id}`, u.token)).json().id).toBe(u.id);
    expect((await call('GET', `/api/users/${other.id}`, u.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${other.id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/999999999', admin.token)).statusCode).toBe(404);
    const bad = await call('GET', '/api/users/abc', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
    expect((await call('GET', '/api/users/currentUser')).statusCode).toBe(401);
  });

  it('lets a user update their own profile; a new e-mail applies once its mailed link is opened', async () => {
    const u = await seedUser(t);
    const other = await seedUser(t);
    const newEmail = uniqueEmail('renamed');
    const res = await call('PUT', '/api/users', u.token, {
      firstname: 'Nora',
      lastname: 'New',
      email: newEmail.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    // The account keeps its address until the new one is confirmed.
    expect(res.json()).toMatchObject({
      id: u.id,
      firstname: 'Nora',
      lastname: 'New',
      email: u.email,
      pendingEmail: newEmail,
      isEmailVerified: true,
    });
    const notice = await t.smtp.waitFor((m) => m.to.includes(u.email) && /being changed/.test(m.subject));
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('token=');
    const { token } = await mailedToken(t, newEmail, '/verify-email');
    // Signing in still works with the old address meanwhile.
    const old = await call('POST', '/api/auth/login', undefined, { email: u.email, password: PASSWORD });
    expect(old.statusCode).toBe(200);
    const verified = await call('POST', '/api/auth/verify-email', undefined, { token });
    expect(verified.statusCode).toBe(200);
    const me = await call('GET', '/api/users/currentUser', u.token);
    expect(me.json()).toMatchObject({ email: newEmail, pendingEmail: null, isEmailVerified: true });
    const login = await call('POST', '/api/auth/login', undefined, { email: newEmail, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const taken = await call('PUT', '/api/users', u.token, {
      firstname: 'Nora',
      lastname: 'New',
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this e-mail already exists');
    const blank = await call('PUT', '/api/users', u.token, {
      firstname: '',
      lastname: 'New',
      email: newEmail,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('firstname: Please input your first name!');
    const row = await t.database.db
      .selectFrom('users')
      .select(['firstname', 'email', 'pending_email'])
      .where('id', '=', u.id)
      .executeTakeFirst();
    expect(row).toEqual({ firstname: 'Nora', email: newEmail, pending_email: null });
  });

  it('does not let a confirmation link take an address that another account took meanwhile', async () => {
    const u = await seedUser(t);
    const wanted = uniqueEmail('wanted');
    expect(
      (await call('PUT', '/api/users', u.token, { firstname: 'A', lastname: 'B', email: wanted })).statusCode,
    ).toBe(200);
    const { token } = await mailedToken(t, wanted, '/verify-email');
    const register = await call('POST', '/api/auth/register', undefined, {
      firstname: 'Other',
      lastname: 'Owner',
      email: wanted,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    });
    expect(register.statusCode).toBe(201);
    const res = await call('POST', '/api/auth/verify-email', undefined, { token });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/api/users/currentUser', u.token)).json().email).toBe(u.email);
  });

  it('lets an admin edit another user profile, including a Subscribed user', async () => {
    const u = await seedUser(t, { status: 'Subscribed' });
    const res = await call('PUT', '/api/users', admin.token, {
      id: u.id,
      firstname: 'Ed',
      lastname: 'Ited',
      email: u.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, firstname: 'Ed', lastname: 'Ited' });
    expect(
      (
        await call('PUT', '/api/users', admin.token, {
          id: 999999999,
          firstname: 'A',
          lastname: 'B',
          email: uniqueEmail(),
        })
      ).statusCode,
    ).toBe(404);
  });
});
