import { describe, expect, it } from 'vitest';
import {
  ALERT_KINDS,
  SUBSCRIPTION_STATUSES,
  WEBHOOK_MESSAGES,
  createWebhookBody,
  mayUseWebhooks,
  updateWebhookBody,
  type Principal,
  type SubscriptionStatus,
} from '../../src/index.js';

const user = (status: SubscriptionStatus): Principal => ({ role: 'user', status, email: 'pat@example.com' });

describe('issue 30 webhooks: policy and schemas', () => {
  it('gives webhooks to those who get alerts with their records: full access, not Free Trial', () => {
    expect(SUBSCRIPTION_STATUSES.filter((s) => mayUseWebhooks(user(s)))).toEqual([
      'Subscribed',
      'Subscription Cancelled',
      'Test User',
    ]);
    expect(mayUseWebhooks({ role: 'admin', status: 'Registered', email: 'a@example.com' })).toBe(true);
  });

  it('takes an http(s) URL and alert kinds, every kind when none are named', () => {
    expect(createWebhookBody.parse({ url: 'https://hooks.example.com/x' })).toEqual({
      url: 'https://hooks.example.com/x',
    });
    expect(
      createWebhookBody.parse({ url: ' https://a.example/ ', events: ['listing_new', 'listing_new'] }),
    ).toEqual({ url: 'https://a.example/', events: ['listing_new'] });
    const bad = createWebhookBody.safeParse({ url: 'ftp://a.example/' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(WEBHOOK_MESSAGES.badUrl);
    expect(createWebhookBody.safeParse({ url: 'https://a.example/', events: [] }).success).toBe(false);
    expect(createWebhookBody.safeParse({ url: 'https://a.example/', events: ['nope'] }).success).toBe(false);
    expect(updateWebhookBody.safeParse({}).success).toBe(false);
    expect(updateWebhookBody.parse({ events: [...ALERT_KINDS] }).events).toEqual([...ALERT_KINDS]);
  });
});
