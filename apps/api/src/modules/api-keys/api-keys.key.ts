import { createHash, randomInt } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX_LENGTH } from '@utah-land/shared';

// The key itself (docs/api.md, "API keys"): 'ulk_' and 40 base62 characters from the system's CSPRNG (about 238
// bits); only its SHA-256 hash is stored, so a database dump gives no usable key.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  let body = '';
  for (let i = 0; i < 40; i++) body += BASE62[randomInt(BASE62.length)];
  const key = `ulk_${body}`;
  return { key, prefix: prefixOf(key), hash: hashApiKey(key) };
}

/** What the owner sees of a key: 'ulk_' and its first 8 characters. */
export const prefixOf = (key: string) => key.slice(0, 4 + API_KEY_PREFIX_LENGTH);

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a header value has a key's form (anything else is refused without a database lookup). */
export const looksLikeApiKey = (value: string) => API_KEY_PATTERN.test(value);
