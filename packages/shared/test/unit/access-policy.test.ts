import { describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  SUBSCRIPTION_STATUSES,
  dataAccess,
  dataRefusal,
  landsOnHome,
  mayCheckout,
  mayCancelSubscription,
  mayManageUsers,
  mayActOnAccount,
  mayExport,
  mayCreateWriteApiKeys,
  mayUseApiKeys,
  menuFor,
  routeAnswerFor,
  routeAnswerForKey,
  pagingFor,
  recordFor,
  signInNeedsUpgrade,
  surveyTakerScope,
  type Principal,
  type SubscriptionStatus,
} from '../../src/index.js';

const user = (status: SubscriptionStatus): Principal => ({ role: 'user', status, email: 'Pat@Example.com' });
const admin = (status: SubscriptionStatus): Principal => ({ role: 'admin', status, email: 'a@example.com' });

describe('access policy', () => {
  it('gives API keys to those with data access, write keys to full access only', () => {
    const byStatus = Object.fromEntries(
      SUBSCRIPTION_STATUSES.map((s) => [s, [mayUseApiKeys(user(s)), mayCreateWriteApiKeys(user(s))]]),
    );
    expect(byStatus).toEqual({
      Registered: [false, false],
      'Free Trial': [true, false],
      'Free Trial Ended': [false, false],
      Subscribed: [true, true],
      'Subscription Cancelled': [true, true],
      'Subscription Expired': [false, false],
      'Test User': [true, true],
    });
    for (const s of SUBSCRIPTION_STATUSES) expect(mayCreateWriteApiKeys(admin(s))).toBe(true);
  });

  it("answers a key's call as its owner's full session, and 403 once the owner may not use keys", () => {
    for (const access of ['public', 'account', 'data', 'full', 'admin'] as const)
      for (const p of [...SUBSCRIPTION_STATUSES.map(user), admin('Subscribed')])
        expect(routeAnswerForKey(access, p)).toBe(
          access === 'public' || mayUseApiKeys(p)
            ? routeAnswerFor(access, { principal: p, scope: 'full' })
            : 403,
        );
    expect(routeAnswerForKey('account', user('Subscription Expired'))).toBe(403);
    expect(routeAnswerForKey('admin', admin('Subscribed'))).toBe('allowed');
  });

  it('decides data access per status once: full, trial or none', () => {
    const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, dataAccess(user(s))]));
    expect(byStatus).toEqual({
      Registered: 'none',
      'Free Trial': 'trial',
      'Free Trial Ended': 'none',
      Subscribed: 'full',
      'Subscription Cancelled': 'full',
      'Subscription Expired': 'none',
      'Test User': 'full',
    });
    for (const s of SUBSCRIPTION_STATUSES) expect(dataAccess(admin(s))).toBe('full');
  });

  it('refuses with the spec message of each locked-out status', () => {
    expect(dataRefusal(user('Registered'))).toBe('Please contact admin for further access');
    expect(dataRefusal(user('Free Trial Ended'))).toBe('Please upgrade your subscription to continue.');
    expect(dataRefusal(user('Subscription Expired'))).toBe('Please upgrade your subscription to continue.');
    expect(signInNeedsUpgrade(user('Subscription Expired'))).toBe(true);
    expect(signInNeedsUpgrade(admin('Subscription Expired'))).toBe(false);
    expect(landsOnHome(user('Free Trial Ended'))).toBe(true);
    expect(landsOnHome(user('Free Trial'))).toBe(false);
  });

  it('lets Subscription Cancelled export until it ends, and never Free Trial', () => {
    expect(mayExport(user('Subscription Cancelled'))).toBe(true);
    expect(mayExport(user('Free Trial'))).toBe(false);
    expect(mayCheckout(user('Subscription Cancelled'))).toBe(false);
    expect(mayCheckout(user('Free Trial Ended'))).toBe(true);
  });

  it('forces Free Trial paging to 1 and replaces records by placeholders', () => {
    expect(pagingFor(user('Free Trial'), { page: 3, limit: 20 })).toEqual({ page: 1, limit: 1 });
    expect(pagingFor(user('Subscribed'), { page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(recordFor(user('Free Trial'), { id: 7, ownershipName: 'Jane' })).toEqual({
      id: 7,
      placeholder: true,
      message: ACCESS_MESSAGES.upgradeToView,
    });
  });

  it('scopes the survey taker: own e-mail is no scope, only admins name another', () => {
    expect(surveyTakerScope(user('Subscribed'), ' pat@example.COM ')).toBe('');
    expect(surveyTakerScope(user('Subscribed'), 'other@example.com')).toBeNull();
    expect(surveyTakerScope(admin('Subscribed'), 'Other@Example.com')).toBe('other@example.com');
  });

  it('shows the menu of the shell by role and status', () => {
    expect(menuFor(user('Registered'))).toEqual([]);
    expect(menuFor(user('Free Trial Ended'))).toEqual([]);
    expect(menuFor(user('Subscription Expired'))).toEqual([]);
    expect(menuFor(admin('Subscription Expired'))).toContain('Profile');
    expect(menuFor(user('Free Trial'))).toEqual(['Profile', 'Network', 'Opportunities', 'Logout']);
    expect(menuFor(admin('Test User'))).toContain('Admin Panel');
  });

  it('lets only Subscribed cancel, and keeps a Test User admin read-only in user administration', () => {
    expect(mayCancelSubscription(user('Subscribed'))).toBe(true);
    expect(mayCancelSubscription(user('Subscription Cancelled'))).toBe(false);
    expect(mayManageUsers(admin('Subscribed'))).toBe(true);
    expect(mayManageUsers(admin('Test User'))).toBe(false);
    expect(mayManageUsers(user('Subscribed'))).toBe(false);
    expect(mayActOnAccount(user('Subscribed'), true)).toBe(true);
    expect(mayActOnAccount(user('Subscribed'), false)).toBe(false);
    expect(mayActOnAccount(admin('Registered'), false)).toBe(true);
  });
});
