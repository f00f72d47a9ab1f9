import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.js';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a new single-use token for the user and purpose; earlier unused tokens of the same purpose stop
 * working. Only the SHA-256 hash is stored; the returned token goes into the mailed link.
 */
export async function issueEmailToken(
  db: Kysely<DB>,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  ttlMs: number,
) {
  const token = randomBytes(32).toString('base64url');
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hash(token),
      expires_at: new Date(now.getTime() + ttlMs),
      created_at: now,
    })
    .execute();
  return token;
}

/** Marks the token used and answers its user id; undefined when unknown, already used or expired. */
export async function consumeEmailToken(db: Kysely<DB>, token: string, purpose: TokenPurpose, now: Date) {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The user id of a token that is still usable, without using it up; undefined otherwise. */
export async function usableEmailToken(db: Kysely<DB>, token: string, purpose: TokenPurpose, now: Date) {
  const row = await db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}
