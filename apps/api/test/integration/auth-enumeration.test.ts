import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { mailedToken, mailsTo, PASSWORD, seedUser, uniqueEmail } from './users-fixtures.js';

// Issue 12, item 9: a stranger cannot tell from the public calls whether an account exists. The answer is the
// same, and it is given before any work that depends on the account (tokens, mail), so its timing is the same.

const registration = (email: string) => ({
  firstname: 'Probe',
  lastname: 'Person',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeToTerms: true,
});

describe('[AUTH] no account enumeration through sign-up, forgot-password and resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('forgot-password answers a real account like an unknown e-mail, before its mail is on its way', async () => {
    const u = await seedUser(t);
    const known = await post('/api/auth/forgot-password', { email: u.email });
    expect(mailsTo(t, u.email)).toHaveLength(0); // the reset mail is sent after the answer
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    await mailedToken(t, u.email, '/reset-password');
  });

  it('sign-up with a registered e-mail answers 201 like a new one; only the owner learns of it', async () => {
    const owner = await seedUser(t, { status: 'Free Trial' });
    const fresh = uniqueEmail('fresh');
    const taken = await post('/api/auth/register', registration(owner.email));
    expect(mailsTo(t, owner.email)).toHaveLength(0);
    const created = await post('/api/auth/register', registration(fresh));
    expect(mailsTo(t, fresh)).toHaveLength(0);
    expect([taken.statusCode, created.statusCode]).toEqual([201, 201]);
    expect(taken.json()).toEqual(created.json());
    const notice = await t.smtp.waitFor(
      (m) => m.to.includes(owner.email) && m.subject === 'You already have a Utah Land account',
    );
    expect(notice.text).not.toContain('token=');
    await mailedToken(t, fresh, '/verify-email');
    // The stranger's names did not reach the existing account.
    const row = await t.database.db
      .selectFrom('users')
      .select(['firstname', 'lastname'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstname: 'Test', lastname: 'User' });
  });

  it('resend answers an unverified account like an unknown e-mail, before its mail is on its way', async () => {
    const u = await seedUser(t, { status: 'Registered', verified: false });
    const known = await post('/api/auth/resend-verification-email', { email: u.email });
    expect(mailsTo(t, u.email)).toHaveLength(0);
    const unknown = await post('/api/auth/resend-verification-email', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await mailedToken(t, u.email, '/verify-email');
  });
});
