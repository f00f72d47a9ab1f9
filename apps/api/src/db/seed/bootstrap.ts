import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../index.js';
import { generatePassword, hashPassword } from '../../lib/password.js';

async function getSetting(db: Kysely<DB>, key: string) {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
async function setSetting(db: Kysely<DB>, key: string, value: string) {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** The JWT secret: JWT_SECRET when given, else one generated on first start and kept in the database. */
export async function ensureJwtSecret(db: Kysely<DB>, configured?: string): Promise<string> {
  if (configured) return configured;
  const stored = await getSetting(db, 'jwt_secret');
  if (stored) return stored;
  const secret = randomBytes(48).toString('base64url');
  await setSetting(db, 'jwt_secret', secret);
  return secret;
}

export interface AdminBootstrap {
  email: string;
  /** Present only when the account was created now with a generated password (printed once). */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure an admin account exists. ADMIN_EMAIL / ADMIN_PASSWORD define it when set (the password is
 * applied on every start); otherwise admin@utah-land.local with a random password printed once.
 */
export async function ensureAdmin(
  db: Kysely<DB>,
  opts: { email?: string; password?: string },
): Promise<AdminBootstrap> {
  const email = (opts.email ?? 'admin@utah-land.local').toLowerCase();
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (existing) {
    if (opts.password) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(opts.password) })
        .where('id', '=', existing.id)
        .execute();
    }
    return { email, created: false };
  }
  const password = opts.password ?? generatePassword();
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        firstname: 'Site',
        lastname: 'Admin',
        email,
        password_hash: await hashPassword(password),
        is_email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'admin')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    // No paid or trial status: admins have full access by role, and a 'Test User' admin could not manage users.
    await trx.insertInto('user_subscriptions').values({ user_id: user.id, status: 'Registered' }).execute();
    await trx.insertInto('user_events').values({ user_id: user.id, event_type: 'registered' }).execute();
  });
  return { email, created: true, generatedPassword: opts.password ? undefined : password };
}

export { getSetting, setSetting };
