import type { Kysely } from 'kysely';
import {
  ADMIN_SETTABLE_STATUSES,
  PROTECTED_STATUSES,
  type RoleName,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { findUserByEmail, roleIdByName } from './users.queries.js';
import { currentSubscription, setUserStatus } from './user-status.service.js';

export const EMAIL_TAKEN = 'An account with this e-mail already exists';

const isProtected = (s: SubscriptionStatus) => (PROTECTED_STATUSES as readonly string[]).includes(s);

function isUniqueViolation(err: unknown) {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/** Creates a user with one role, a 'Registered' subscription row and a 'registered' event. */
export async function createUserRecord(
  db: Kysely<DB>,
  input: { firstname: string; lastname: string; email: string; password: string; roleName: RoleName },
  creatorId: number | null,
  now: Date,
) {
  if (await findUserByEmail(db, input.email)) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          password_hash: passwordHash,
          created_by: creatorId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const roleId = await roleIdByName(trx, input.roleName);
      await trx.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
      await trx
        .insertInto('user_subscriptions')
        .values({ user_id: user.id, status: 'Registered', created_at: now, updated_at: now })
        .execute();
      await trx
        .insertInto('user_events')
        .values({ user_id: user.id, event_type: 'registered', creator_id: creatorId, created_at: now })
        .execute();
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN);
    throw err;
  }
}

/** A user reads only themselves; an admin reads anyone. */
export function assertCanRead(actor: CurrentUser, targetId: number) {
  if (actor.id !== targetId && !actor.isAdmin)
    throw new ForbiddenError('You can only view your own account.');
}

/** Editing or deleting another user: admins only, and not an admin whose own status is Test User. */
export function assertCanManage(actor: CurrentUser) {
  if (!actor.isAdmin) throw new ForbiddenError('Admins only');
  if (actor.status === 'Test User') throw new ForbiddenError('Test User admins cannot edit or delete users.');
}

async function targetStatus(db: Kysely<DB>, userId: number) {
  const sub = await currentSubscription(db, userId);
  return (sub?.status ?? 'Registered') as SubscriptionStatus;
}

async function assertExists(db: Kysely<DB>, userId: number) {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new NotFoundError('User not found');
}

export async function updateProfile(
  db: Kysely<DB>,
  actor: CurrentUser,
  body: { id?: number; firstname: string; lastname: string; email: string },
  now: Date,
) {
  const targetId = body.id ?? actor.id;
  if (targetId !== actor.id) {
    if (!actor.isAdmin) throw new ForbiddenError('You can only edit your own profile.');
    assertCanManage(actor);
    await assertExists(db, targetId);
  }
  const other = await findUserByEmail(db, body.email);
  if (other && other.id !== targetId) throw new ConflictError(EMAIL_TAKEN);
  try {
    await db
      .updateTable('users')
      .set({ firstname: body.firstname, lastname: body.lastname, email: body.email, updated_at: now })
      .where('id', '=', targetId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN);
    throw err;
  }
  return targetId;
}

export async function updateRoleAndStatus(
  db: Kysely<DB>,
  actor: CurrentUser,
  targetId: number,
  body: { status: SubscriptionStatus; roleName: RoleName },
  now: Date,
  trialDays: number,
) {
  assertCanManage(actor);
  await assertExists(db, targetId);
  if (targetId === actor.id && body.roleName !== 'admin')
    throw new BadRequestError('You cannot remove your own admin role.');
  const current = await targetStatus(db, targetId);
  const statusChanges = body.status !== current;
  if (statusChanges) {
    if (isProtected(current)) throw new ForbiddenError(`Status cannot be modified for ${current} users`);
    if (!(ADMIN_SETTABLE_STATUSES as readonly string[]).includes(body.status))
      throw new BadRequestError(`status: an admin can only set ${ADMIN_SETTABLE_STATUSES.join(', ')}`);
  }
  const roleId = await roleIdByName(db, body.roleName);
  await db.transaction().execute(async (trx) => {
    const roles = await trx
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', targetId)
      .execute();
    if (roles.length !== 1 || roles[0]!.role_id !== roleId) {
      await trx.deleteFrom('user_roles').where('user_id', '=', targetId).execute();
      await trx.insertInto('user_roles').values({ user_id: targetId, role_id: roleId }).execute();
    }
    if (statusChanges) await setUserStatus(trx, targetId, body.status, actor.id, now, trialDays);
  });
}

export async function deleteUser(db: Kysely<DB>, actor: CurrentUser, targetId: number) {
  assertCanManage(actor);
  if (targetId === actor.id) throw new ForbiddenError('You cannot delete your own account.');
  await assertExists(db, targetId);
  if (isProtected(await targetStatus(db, targetId)))
    throw new ForbiddenError('Subscribed and Subscription Cancelled users cannot be deleted.');
  await db.deleteFrom('users').where('id', '=', targetId).execute();
}
