import { describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ADMIN_ONLY_PARCEL_FIELDS,
  ROUTE_ACCESS,
  SUBSCRIPTION_STATUSES,
  routeAnswerFor,
  sessionDataRefusal,
  sessionMayUseData,
  sessionScopeAtSignIn,
  withoutAdminFields,
  type Principal,
  type SubscriptionStatus,
} from '../../src/index.js';

const user = (status: SubscriptionStatus): Principal => ({ role: 'user', status, email: 'pat@example.com' });
const admin = (status: SubscriptionStatus): Principal => ({ role: 'admin', status, email: 'a@example.com' });

describe('access policy: sessions', () => {
  it('hands an account-only session to the sign-in of Free Trial Ended and Subscription Expired non-admins', () => {
    const scopes = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, sessionScopeAtSignIn(user(s))]));
    expect(scopes).toEqual({
      Registered: 'full',
      'Free Trial': 'full',
      'Free Trial Ended': 'account',
      Subscribed: 'full',
      'Subscription Cancelled': 'full',
      'Subscription Expired': 'account',
      'Test User': 'full',
    });
    for (const s of SUBSCRIPTION_STATUSES) expect(sessionScopeAtSignIn(admin(s))).toBe('full');
  });

  it('refuses data to an account-only session whatever the status, asking to upgrade', () => {
    expect(sessionMayUseData(user('Subscribed'), 'account')).toBe(false);
    expect(sessionDataRefusal(user('Subscribed'), 'account')).toBe(ACCESS_MESSAGES.upgradeToContinue);
    expect(sessionMayUseData(user('Subscribed'), 'full')).toBe(true);
    expect(sessionMayUseData(user('Free Trial'), 'full')).toBe(true);
    expect(sessionMayUseData(user('Free Trial Ended'), 'full')).toBe(false);
    expect(sessionDataRefusal(user('Registered'), 'full')).toBe(ACCESS_MESSAGES.contactAdmin);
    expect(sessionDataRefusal(user('Subscription Expired'), 'full')).toBe(ACCESS_MESSAGES.upgradeToContinue);
  });

  it('leaves the scores out of a stored parcel for non-admins only', () => {
    const parcel = {
      id: 1,
      owner: 'Pat',
      workability_score: 9,
      reasonability_score: 8,
      disposition_score: 7,
    };
    expect(withoutAdminFields(user('Subscribed'), parcel)).toEqual({ id: 1, owner: 'Pat' });
    expect(withoutAdminFields(admin('Registered'), parcel)).toEqual(parcel);
    expect(ADMIN_ONLY_PARCEL_FIELDS).toHaveLength(3);
  });
});

describe('route access table', () => {
  const full = (p: Principal) => ({ principal: p, scope: 'full' as const });
  it('answers 401 to anonymous callers on every non-public route', () => {
    expect(routeAnswerFor('public', null)).toBe('allowed');
    for (const a of ['account', 'data', 'full', 'admin'] as const) expect(routeAnswerFor(a, null)).toBe(401);
  });

  it('gives each status its class of answer', () => {
    expect(routeAnswerFor('data', full(user('Free Trial')))).toBe('allowed');
    expect(routeAnswerFor('full', full(user('Free Trial')))).toBe(403);
    expect(routeAnswerFor('data', full(user('Registered')))).toBe(403);
    expect(routeAnswerFor('account', full(user('Registered')))).toBe('allowed');
    expect(routeAnswerFor('full', full(user('Subscription Cancelled')))).toBe('allowed');
    expect(routeAnswerFor('admin', full(user('Subscribed')))).toBe(403);
    expect(routeAnswerFor('admin', full(admin('Registered')))).toBe('allowed');
    const accountOnly = { principal: user('Subscribed'), scope: 'account' as const };
    expect(routeAnswerFor('account', accountOnly)).toBe('allowed');
    expect(routeAnswerFor('data', accountOnly)).toBe(403);
  });

  it('keeps paying and the account open to account-only sessions', () => {
    for (const route of [
      'POST /user-subscriptions/create-checkout-session',
      'PUT /user-subscriptions/{id}',
      'GET /users/currentUser',
      'POST /auth/logout',
      'POST /auth/refresh',
    ])
      expect(ROUTE_ACCESS[route], route).toBe('account');
    expect(ROUTE_ACCESS['GET /parcels/all-coordinates/{projectId}']).toBe('full');
    expect(ROUTE_ACCESS['GET /parcels/allData/{id}']).toBe('data');
  });
});
