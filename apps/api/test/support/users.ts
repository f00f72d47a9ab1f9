import { randomUUID } from 'node:crypto';
import type { RoleName, SubscriptionStatus } from '@utah-land/shared';
import type { TestApp } from './test-app.js';

// The one way the API tests create a user: straight into the run's database (users, user_roles, and a
// user_subscriptions row unless told otherwise), with a session token signed as the server signs it. The
// feature fixtures (bookmarks, subscriptions, users, matching) are thin wrappers choosing their defaults.

export interface InsertUserOptions {
  role?: RoleName;
  /** The current subscription row; null for none (the caller writes its own). Default: { status: 'Subscribed' }. */
  subscription?: {
    status: SubscriptionStatus;
    subscription_start_date?: Date | null;
    trial_end_date?: Date | null;
    created_at?: Date;
    updated_at?: Date;
  } | null;
  /** The e-mail, or a unique one `<emailPrefix>-<uuid>@<emailDomain>`. */
  email?: string;
  emailPrefix?: string;
  emailDomain?: string;
  firstname?: string;
  lastname?: string;
  passwordHash?: string;
  verified?: boolean;
  /** created_at and updated_at of the user row (default: the database's now). */
  now?: Date;
}

export interface InsertedUser {
  id: number;
  email: string;
  token: string;
  /** The bearer header of `token`. */
  auth: { authorization: string };
}

export async function insertUser(t: TestApp, o: InsertUserOptions = {}): Promise<InsertedUser> {
  const { db } = t.database;
  const email = o.email ?? `${o.emailPrefix ?? 'user'}-${randomUUID()}@${o.emailDomain ?? 'example.com'}`;
  const user = await db
    .insertInto('users')
    .values({
      firstname: o.firstname ?? 'Test',
      lastname: o.lastname ?? 'User',
      email,
      password_hash: o.passwordHash ?? 'x',
      is_email_verified: o.verified ?? true,
      ...(o.now ? { created_at: o.now, updated_at: o.now } : {}),
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', o.role ?? 'user')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  const subscription = o.subscription === undefined ? { status: 'Subscribed' as const } : o.subscription;
  if (subscription)
    await db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, ...subscription })
      .execute();
  const token = t.app.jwt.sign({ sub: user.id, ver: user.token_version });
  return { id: user.id, email, token, auth: { authorization: `Bearer ${token}` } };
}
