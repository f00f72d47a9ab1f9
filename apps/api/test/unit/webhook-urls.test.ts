import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@utah-land/shared';
import { watchMapUrl } from '../../src/modules/alerts/alerts.run.js';
import { verifyWebhook, webhookSignature } from '../../src/modules/webhooks/webhook-signing.js';
import { webhookAddressProblem, webhookUrlProblem } from '../../src/modules/webhooks/webhook-urls.js';

describe('webhook URLs (issue 30)', () => {
  it('takes https to a public host, loopback only when allowed', () => {
    expect(webhookUrlProblem('https://hooks.example.com/a?b=1', false)).toBeUndefined();
    expect(webhookUrlProblem('https://93.184.216.34/x', false)).toBeUndefined();
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'https://[::1]/x',
      'https://127.5.0.1/',
    ])
      expect([url, webhookUrlProblem(url, false)]).toEqual([url, WEBHOOK_MESSAGES.privateHost]);
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeUndefined();
    expect(webhookUrlProblem('http://localhost:8080/x', true)).toBeUndefined();
    for (const url of [
      'https://10.0.0.1/',
      'https://172.20.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.1.1]/',
      'https://[fe80::1]/',
      'https://0.0.0.0/',
      'https://router.internal/',
    ])
      expect([url, webhookUrlProblem(url, true)]).toEqual([url, WEBHOOK_MESSAGES.privateHost]);
    expect(webhookUrlProblem('http://hooks.example.com/', true)).toBe(WEBHOOK_MESSAGES.notHttps);
    expect(webhookUrlProblem('file:///etc/passwd', true)).toBe(WEBHOOK_MESSAGES.badUrl);
    expect(webhookUrlProblem('https://a:b@hooks.example.com/', true)).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
  });

  it('checks the addresses a name resolves to before each delivery', async () => {
    expect(await webhookAddressProblem('http://localhost:1/x', false)).toBe(WEBHOOK_MESSAGES.privateHost);
    expect(await webhookAddressProblem('http://127.0.0.1:1/x', true)).toBeUndefined();
  });
});

describe('webhook signatures (Standard Webhooks)', () => {
  const secret = `whsec_${Buffer.alloc(24, 1).toString('base64')}`;
  it('signs "id.timestamp.body" with the secret bytes and verifies within the tolerance', () => {
    const sig = webhookSignature(secret, 'msg_1', 1_700_000_000, '{"a":1}');
    expect(sig).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const headers = { id: 'msg_1', timestamp: '1700000000', signature: `v1,bogus ${sig}` };
    expect(verifyWebhook(secret, headers, '{"a":1}', 1_700_000_100)).toBe(true);
    expect(verifyWebhook(secret, headers, '{"a":2}', 1_700_000_100)).toBe(false);
    expect(verifyWebhook(secret, headers, '{"a":1}', 1_700_001_000)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, timestamp: '1e9' }, '{"a":1}', 1_700_000_000)).toBe(false);
  });
});

describe('a watch map link', () => {
  it("keeps a survey's filters (a bare query string) and a saved search's", () => {
    expect(watchMapUrl('cities=Provo&acreage=5|20&surveyId=3')).toBe(
      '/map?cities=Provo&acreage=5|20&surveyId=3',
    );
    expect(watchMapUrl('?cities=Provo')).toBe('/map?cities=Provo');
    expect(watchMapUrl('/map?cities=Provo')).toBe('/map?cities=Provo');
    expect(watchMapUrl('')).toBe('/map');
  });
});
