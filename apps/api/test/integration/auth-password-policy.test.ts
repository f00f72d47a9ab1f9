import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, mailedToken, PASSWORD, seedUser, uniqueEmail } from './users-fixtures.js';

// Issue 12, item 11: common passwords and the e-mail address are refused wherever a password is set; issue 26,
// item 9: so are passwords a strength estimator guesses quickly.

const COMMON = 'This password is too common. Please choose a less common password.';
const EMAIL = 'Your password must not be your e-mail address.';
const WEAK = 'This password is too easy to guess. Please choose a longer or less predictable password.';

describe('[AUTH] password policy: no common password, not the e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

  it.each([
    ['password', COMMON],
    ['Password', COMMON],
    ['qwertyuiop', COMMON],
    ['iloveyou123', WEAK],
    ['aaaaaaaa', WEAK],
    ['        ', WEAK],
    ['Granite-Ridge-81', null],
    ['<email>', EMAIL],
    ['<local>', EMAIL],
  ])('sign-up with %s', async (password, message) => {
    const email = uniqueEmail('policy');
    const chosen = password.replace('<email>', email.toUpperCase()).replace('<local>', email.split('@')[0]!);
    const res = await post('/api/auth/register', {
      firstname: 'Pat',
      lastname: 'Policy',
      email,
      password: chosen,
      confirmPassword: chosen,
      agreeToTerms: true,
    });
    const created = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (message === null) {
      expect(res.statusCode).toBe(201);
      expect(created).toBeDefined();
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`password: ${message}`);
      expect(created).toBeUndefined();
    }
  });

  it('refuses a common or weak reset password and keeps the link usable', async () => {
    const u = await seedUser(t);
    await post('/api/auth/forgot-password', { email: u.email });
    const { token } = await mailedToken(t, u.email, '/reset-password');
    for (const [newPassword, message] of [
      ['baseball', COMMON],
      ['aaaaaaaa', WEAK],
    ] as const) {
      const bad = await post('/api/auth/reset-password', {
        tokenId: token,
        newPassword,
        confirmNewPassword: newPassword,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(`newPassword: ${message}`);
    }
    const good = await post('/api/auth/reset-password', {
      tokenId: token,
      newPassword: 'Granite-Peak-42',
      confirmNewPassword: 'Granite-Peak-42',
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a change to a common or weak password or to the e-mail', async () => {
    const u = await seedUser(t);
    for (const [newPassword, message] of [
      ['football', COMMON],
      ['        ', WEAK],
      ['abcdefgh', WEAK],
      [u.email, EMAIL],
    ] as const) {
      const res = await post(
        '/api/auth/change-password',
        { oldPassword: PASSWORD, newPassword, confirmNewPassword: newPassword },
        u.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`newPassword: ${message}`);
    }
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a common password for a user created by an admin', async () => {
    const admin = await seedUser(t, { role: 'admin', status: 'Registered' });
    const email = uniqueEmail('created');
    const res = await post(
      '/api/users',
      {
        firstname: 'New',
        lastname: 'Hire',
        email,
        password: 'sunshine',
        confirmPassword: 'sunshine',
        roleName: 'user',
      },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`password: ${COMMON}`);
  });
});
