import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  bearer,
  currentStatus,
  mailedToken,
  mailsTo,
  PASSWORD,
  seedUser,
  setStatusDirectly,
  uniqueEmail,
} from './users-fixtures.js';

const DAY = 86_400_000;

function registerPayload(email: string, over: Record<string, unknown> = {}) {
  return {
    firstname: 'Rita',
    lastname: 'Rowe',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: true,
    ...over,
  };
}

describe('[AUTH] register, verify e-mail and sign in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('registers a user, mails the verification link, verifies and signs in', async () => {
    const email = uniqueEmail('register');
    const res = await post('/api/auth/register', registerPayload(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/verification link/);

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toMatchObject({ firstname: 'Rita', lastname: 'Rowe', is_email_verified: false });
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    expect((await currentStatus(t, user!.id))?.status).toBe('Registered');
    const events = await t.database.db
      .selectFrom('user_events')
      .selectAll()
      .where('user_id', '=', user!.id)
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['registered']);

    const signInEarly = await post('/api/auth/login', { email, password: PASSWORD });
    expect(signInEarly.statusCode).toBe(403);
    expect(signInEarly.json().message).toMatch(/verify your e-mail/i);

    const { mail, link, token } = await mailedToken(t, email, '/verify-email');
    expect(mail.subject).toContain('Utah Land');
    expect(link.startsWith('http://localhost:5173/verify-email?token=')).toBe(true);
    expect(mail.raw).toContain('text/html');

    const verify = await post('/api/auth/verify-email', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Email verified successfully' });
    // AUTO_TRIAL_ON_VERIFY is off by default: the status stays Registered.
    expect((await currentStatus(t, user!.id))?.status).toBe('Registered');

    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.user).toMatchObject({
      email,
      isEmailVerified: true,
      userRoles: [{ roleDetails: { name: 'user' } }],
    });
    expect(body.loginUser).toEqual(body.user);
    expect(body.subscriptionDetails).toMatchObject({ status: 'Registered', user_id: user!.id });
    expect(body.user.userLastLogin).not.toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/currentUser',
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('refuses a reused verification token', async () => {
    const email = uniqueEmail('reuse');
    await post('/api/auth/register', registerPayload(email));
    const { token } = await mailedToken(t, email, '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'The verification link is invalid or has expired. Please try registering again.',
    );
  });

  it('refuses a verification token older than 24 hours, and a made-up one', async () => {
    const email = uniqueEmail('expired');
    await post('/api/auth/register', registerPayload(email));
    const { token } = await mailedToken(t, email, '/verify-email');
    t.clock.advance(DAY + 60_000);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: 'not-a-real-token' })).statusCode).toBe(400);
    const user = await t.database.db
      .selectFrom('users')
      .select('is_email_verified')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user?.is_email_verified).toBe(false);
  });

  it('resends a verification link; the new link works and the old one no longer does', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/register', registerPayload(email));
    const first = await mailedToken(t, email, '/verify-email');
    const res = await post('/api/auth/resend-verification-email', { email });
    expect(res.statusCode).toBe(200);
    const second = await mailedToken(t, email, '/verify-email', 1);
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/auth/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
  });

  it('answers resend the same way for unknown and already verified e-mails, without sending mail', async () => {
    const unknown = uniqueEmail('nobody');
    const verified = await seedUser(t, { status: 'Free Trial' });
    const a = await post('/api/auth/resend-verification-email', { email: unknown });
    const b = await post('/api/auth/resend-verification-email', { email: verified.email });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(t, unknown)).toHaveLength(0);
    expect(mailsTo(t, verified.email)).toHaveLength(0);
  });

  it('answers a second sign-up with the same e-mail (any letter case) like a new one, and mails the owner', async () => {
    const email = uniqueEmail('dup');
    const first = await post('/api/auth/register', registerPayload(email));
    expect(first.statusCode).toBe(201);
    await mailedToken(t, email, '/verify-email');
    // Not verified yet: the owner gets a new verification link.
    const again = await post('/api/auth/register', registerPayload(email.toUpperCase()));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const second = await mailedToken(t, email, '/verify-email', 1);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
    // Verified: the owner is told they already have an account, with the sign-in and reset pages.
    const third = await post('/api/auth/register', registerPayload(email, { firstname: 'Mallory' }));
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual(first.json());
    const notice = await t.smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'You already have a Utah Land account',
    );
    expect(notice.text).toContain('http://localhost:5173/forgot-password');
    const rows = await t.database.db
      .selectFrom('users')
      .select(['firstname'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
    expect(rows).toEqual([{ firstname: 'Rita' }]);
  });

  it.each([
    ['firstname', { firstname: '' }, 'Please input your first name!'],
    ['lastname', { lastname: '  ' }, 'Please input your last name!'],
    ['email', { email: 'not-an-email' }, 'The entered E-mail is not valid E-mail!'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'at least 8'],
    [
      'confirmPassword',
      { confirmPassword: 'Different-Pass-1' },
      'The two passwords that you entered do not match!',
    ],
    ['agreeToTerms', { agreeToTerms: false }, 'Agree to the Terms of Use and Privacy Statement'],
  ])('rejects registration with a bad %s (400 naming the field)', async (field, over, message) => {
    const email = uniqueEmail('bad');
    const res = await post('/api/auth/register', registerPayload(email, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().message).toContain(message);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const u = await seedUser(t);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'Wrong-Password-1' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
    const bad = await post('/api/auth/login', { email: u.email, password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('password');
  });

  it('records the last login time', async () => {
    const u = await seedUser(t);
    const before = t.clock.now().getTime();
    const res = await post('/api/auth/login', { email: u.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', u.id)
      .executeTakeFirst();
    expect(row!.last_login_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.json().user.userLastLogin)).toBe(row!.last_login_at!.getTime());
  });

  it.each(['Subscription Expired', 'Free Trial Ended'] as const)(
    'asks a %s user to upgrade (403) with a session good for the account and paying only',
    async (status) => {
      const u = await seedUser(t, { status });
      const res = await post('/api/auth/login', { email: u.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      const body = res.json();
      expect(body.message).toBe('Please upgrade your subscription to continue.');
      expect(body.subscriptionDetails.status).toBe(status);
      expect(body.user.id).toBe(u.id);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/currentUser',
        headers: bearer(body.accessToken),
      });
      expect(me.statusCode).toBe(200);
      const plans = await t.app.inject({ method: 'GET', url: '/api/user-subscriptions/products' });
      expect(plans.statusCode).toBe(200);
      for (const url of ['/api/parcels?page=1&limit=10', '/api/saved-searches']) {
        const data = await t.app.inject({ method: 'GET', url, headers: bearer(body.accessToken) });
        expect(data.statusCode, url).toBe(403);
        expect(data.json().message).toBe('Please upgrade your subscription to continue.');
      }
      // The session stays account-only once the status allows data again, until it is refreshed.
      await setStatusDirectly(t, u.id, 'Subscribed');
      const still = await t.app.inject({
        method: 'GET',
        url: '/api/parcels',
        headers: bearer(body.accessToken),
      });
      expect(still.statusCode).toBe(403);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(body.accessToken),
      });
      expect(refreshed.statusCode).toBe(200);
      const full = await t.app.inject({
        method: 'GET',
        url: '/api/parcels',
        headers: bearer(refreshed.json().accessToken),
      });
      expect(full.statusCode).toBe(200);
    },
  );

  it.each(['Subscription Expired', 'Free Trial Ended'] as const)(
    'refreshes the session of a %s user as account-only',
    async (status) => {
      const u = await seedUser(t, { status });
      const login = (await post('/api/auth/login', { email: u.email, password: PASSWORD })).json();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(login.accessToken),
      });
      expect(res.statusCode).toBe(200);
      const data = await t.app.inject({
        method: 'GET',
        url: '/api/parcels',
        headers: bearer(res.json().accessToken),
      });
      expect(data.statusCode).toBe(403);
      expect(data.json().message).toBe('Please upgrade your subscription to continue.');
    },
  );

  it("keeps a changed password's new session account-only", async () => {
    const u = await seedUser(t, { status: 'Free Trial Ended' });
    const login = (await post('/api/auth/login', { email: u.email, password: PASSWORD })).json();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(login.accessToken),
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'Another-Horse-72',
        confirmNewPassword: 'Another-Horse-72',
      },
    });
    expect(changed.statusCode).toBe(200);
    const data = await t.app.inject({
      method: 'GET',
      url: '/api/parcels',
      headers: bearer(changed.json().accessToken),
    });
    expect(data.statusCode).toBe(403);
  });

  it('lets an admin whose status is Subscription Expired sign in', async () => {
    const admin = await seedUser(t, { role: 'admin', status: 'Subscription Expired' });
    const res = await post('/api/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it.each(['Free Trial', 'Subscribed', 'Subscription Cancelled', 'Test User'] as const)(
    'signs in a %s user',
    async (status) => {
      const u = await seedUser(t, { status });
      const res = await post('/api/auth/login', { email: u.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().subscriptionDetails.status).toBe(status);
    },
  );
});

describe('[AUTH] free trial on verification (AUTO_TRIAL_ON_VERIFY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTO_TRIAL_ON_VERIFY: 'true', TRIAL_DAYS: '7' });
  });
  afterAll(() => t.close());

  it('starts a Free Trial of TRIAL_DAYS days when the e-mail is verified', async () => {
    const email = uniqueEmail('trial');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerPayload(email),
    });
    expect(reg.statusCode).toBe(201);
    const { token } = await mailedToken(t, email, '/verify-email');
    const before = t.clock.now().getTime();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(200);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const sub = await currentStatus(t, user.id);
    expect(sub?.status).toBe('Free Trial');
    const trialEnd = sub!.trial_end_date!.getTime();
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * DAY - 5000);
    expect(trialEnd - before).toBeLessThanOrEqual(7 * DAY + 5000);
    const events = await t.database.db
      .selectFrom('user_events')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.event_type, e.new_value])).toEqual([
      ['registered', null],
      ['status_changed', 'Free Trial'],
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.json().subscriptionDetails).toMatchObject({ status: 'Free Trial' });
    expect(login.json().subscriptionDetails.trial_end_date).toBe(sub!.trial_end_date!.toISOString());
  });
});
