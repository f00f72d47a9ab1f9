import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Webhook signatures, the Standard Webhooks scheme (docs/api.md, "Webhooks"): the secret is 'whsec_' + base64 of
// 24 random bytes; the HMAC-SHA256 key is those bytes; the signed content is "<Webhook-Id>.<Webhook-Timestamp>.<body>"
// and the header is 'v1,' + the base64 digest (several, space-separated, when secrets rotate).

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** The Webhook-Signature header value of one message. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/**
 * What a receiver does: true when one of the header's v1 signatures is the message's and the timestamp is within
 * `toleranceSeconds` of `nowSeconds` (replayed old messages are refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const ts = Number(headers.timestamp);
  if (!/^\d{1,12}$/.test(headers.timestamp) || Math.abs(nowSeconds - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, headers.id, ts, body));
  return headers.signature.split(' ').some((given) => {
    const g = Buffer.from(given);
    return g.length === expected.length && timingSafeEqual(g, expected);
  });
}
