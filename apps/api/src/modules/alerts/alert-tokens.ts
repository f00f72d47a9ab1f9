import { createHmac, timingSafeEqual } from 'node:crypto';

// One-click unsubscribe links: the watch and its user, signed with an HMAC of a key derived from the server's
// secret, so the link works without signing in and cannot be made for another watch. Nothing is stored.

const keyOf = (secret: string) => createHmac('sha256', secret).update('alert-unsubscribe').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, watchId: number, userId: number): string {
  const payload = Buffer.from(`${watchId}.${userId}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The watch and user a token names, or undefined when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { watchId: number; userId: number } | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const m = /^(\d{1,15})\.(\d{1,15})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  return m ? { watchId: Number(m[1]), userId: Number(m[2]) } : undefined;
}
