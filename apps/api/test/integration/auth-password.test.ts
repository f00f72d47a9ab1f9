import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, mailedToken, mailsTo, PASSWORD, seedUser, uniqueEmail } from './users-fixtures.js';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('[AUTH] forgot, reset and change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(token) });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  it('mails a reset link; the new password works, the old one and older sessions do not', async () => {
    const u = await seedUser(t);
    const res = await post('/api/auth/forgot-password', { email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent successfully' });
    const { mail, link, token } = await mailedToken(t, u.email, '/reset-password');
    expect(mail.subject).toBe('Reset your Utah Land password');
    expect(link.startsWith('http://localhost:5173/reset-password?token=')).toBe(true);
    expect(mail.text).toMatch(/one hour/);

    const reset = await post('/api/auth/reset-password', {
      tokenId: token,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await me(u.token);
    expect(old.statusCode).toBe(401);
  });

  it('answers unknown e-mails exactly like known ones and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await post('/api/auth/forgot-password', { email: ghost });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent successfully' });
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(t, ghost)).toHaveLength(0);
    const bad = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
  });

  it('refuses a reused reset token', async () => {
    const u = await seedUser(t);
    await post('/api/auth/forgot-password', { email: u.email });
    const { token } = await mailedToken(t, u.email, '/reset-password');
    const body = { tokenId: token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expect((await post('/api/auth/reset-password', body)).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', {
      ...body,
      newPassword: 'Third-Pass-99',
      confirmNewPassword: 'Third-Pass-99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset token after one hour, and an earlier token once a newer one was sent', async () => {
    const u = await seedUser(t);
    await post('/api/auth/forgot-password', { email: u.email });
    const first = await mailedToken(t, u.email, '/reset-password');
    await post('/api/auth/forgot-password', { email: u.email });
    const second = await mailedToken(t, u.email, '/reset-password', 1);
    const body = (tokenId: string) => ({
      tokenId,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect((await post('/api/auth/reset-password', body(first.token))).statusCode).toBe(400);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await post('/api/auth/reset-password', body(second.token))).statusCode).toBe(400);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(200);
  });

  it('rejects a reset whose passwords differ or are missing (400 naming the field)', async () => {
    const differ = await post('/api/auth/reset-password', {
      tokenId: 'x',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: 'Other-Pass-11',
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toBe(
      'confirmNewPassword: The two passwords that you entered do not match!',
    );
    const missing = await post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('tokenId');
  });

  it('changes the password, answers a new token, and ends the older session', async () => {
    const u = await seedUser(t);
    const signIn = await login(u.email, PASSWORD);
    const oldToken = signIn.json().accessToken as string;
    const res = await post(
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      oldToken,
    );
    expect(res.statusCode).toBe(200);
    const { accessToken, message } = res.json();
    expect(message).toBe('Password changed successfully');
    expect((await me(accessToken)).statusCode).toBe(200);
    const stale = await me(oldToken);
    expect(stale.statusCode).toBe(401);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong old password, mismatched confirmation and anonymous calls, changing nothing', async () => {
    const u = await seedUser(t);
    const hashBefore = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'token_version'])
      .where('id', '=', u.id)
      .executeTakeFirst();
    const wrong = await post(
      '/api/auth/change-password',
      { oldPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      u.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Old password is incorrect');
    const differ = await post(
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: 'Other-Pass-11' },
      u.token,
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toContain('confirmNewPassword');
    const short = await post(
      '/api/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'short', confirmNewPassword: 'short' },
      u.token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('newPassword');
    const anonymous = await post('/api/auth/change-password', {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const hashAfter = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'token_version'])
      .where('id', '=', u.id)
      .executeTakeFirst();
    expect(hashAfter).toEqual(hashBefore);
    expect((await me(u.token)).statusCode).toBe(200);
  });
});
