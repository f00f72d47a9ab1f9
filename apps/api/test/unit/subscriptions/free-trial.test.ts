import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@utah-land/shared';
import { applyFreeTrialPaging, assertCanExport, canExport, placeholder } from '../../../src/lib/access.js';
import { requestViewerOf, type CurrentUser } from '../../../src/plugins/auth.js';

const req = (status: SubscriptionStatus, isAdmin = false) => {
  const currentUser: CurrentUser = {
    id: 1,
    email: 'a@b.c',
    firstname: 'A',
    lastname: 'B',
    role: isAdmin ? 'admin' : 'user',
    status,
    isAdmin,
  };
  // As the guards set it: the user and the access policy's viewer of a full session.
  return { currentUser, viewer: requestViewerOf(currentUser, 'full') } as unknown as FastifyRequest;
};

describe('[SUBS] Free Trial helpers', () => {
  it('forces page 1 and limit 1 for Free Trial non-admins only', () => {
    expect(applyFreeTrialPaging(req('Free Trial'), { page: 3, limit: 50, q: 'x' })).toEqual({
      page: 1,
      limit: 1,
      q: 'x',
    });
    expect(applyFreeTrialPaging(req('Free Trial', true), { page: 3, limit: 50 })).toEqual({
      page: 3,
      limit: 50,
    });
    expect(applyFreeTrialPaging(req('Subscribed'), { page: 2, limit: 10 })).toEqual({ page: 2, limit: 10 });
  });

  it('exports: admins, Subscribed, Subscription Cancelled and Test User', () => {
    const allowed: SubscriptionStatus[] = ['Subscribed', 'Subscription Cancelled', 'Test User'];
    const refused: SubscriptionStatus[] = [
      'Registered',
      'Free Trial',
      'Free Trial Ended',
      'Subscription Expired',
    ];
    for (const s of allowed) expect(canExport(req(s))).toBe(true);
    for (const s of refused) {
      expect(canExport(req(s))).toBe(false);
      expect(() => assertCanExport(req(s))).toThrow('Upgrade subscription to unlock this feature');
    }
    expect(canExport(req('Free Trial', true))).toBe(true);
    expect(canExport({} as FastifyRequest)).toBe(false);
  });

  it('placeholders keep only the id for Free Trial users', () => {
    const record = { id: 7, owner: 'Secret LLC', acres: 3 };
    expect(placeholder(req('Free Trial'), record)).toEqual({
      id: 7,
      placeholder: true,
      message: 'Upgrade to view details',
    });
    expect(placeholder(req('Subscribed'), record)).toBe(record);
  });
});
