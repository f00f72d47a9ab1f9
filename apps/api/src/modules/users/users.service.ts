import type { Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  ADMIN_SETTABLE_STATUSES,
  isAdmin,
  mayAdminChangeUser,
  mayManageUsers,
  mayActOnAccount,
  type RoleName,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { Clock } from '../../deps.js';
import { loadCurrentUser, type CurrentUser } from '../../plugins/auth.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { liveProviderRow, lockUserRow } from '../subscriptions/subscriptions.queries.js';
import { findUserByEmail, findUserById, roleIdByName } from './users.queries.js';
import { currentSubscription, setUserStatus } from './user-status.js';

export const EMAIL_TAKEN = 'An account with this e-mail already exists';

const isProtected = (s: SubscriptionStatus) => !mayAdminChangeUser(s);

function isUniqueViolation(err: unknown) {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/** A user reads only themselves; an admin reads anyone. */
export function assertCanRead(actor: CurrentUser, targetId: number) {
  if (!mayActOnAccount(actor, actor.id === targetId))
    throw new ForbiddenError('You can only view your own account.');
}

/** Editing or deleting another user: admins only, and not an admin whose own status is Test User. */
export function assertCanManage(actor: CurrentUser) {
  if (!isAdmin(actor)) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
  if (!mayManageUsers(actor)) throw new ForbiddenError(ACCESS_MESSAGES.testUserAdminReadOnly);
}

async function targetStatus(db: Kysely<DB>, userId: number) {
  const sub = await currentSubscription(db, userId);
  return (sub?.status ?? 'Registered') as SubscriptionStatus;
}

/**
 * The paid status that protects a user from an admin's changes (README: Subscribed and Subscription Cancelled
 * users cannot be changed or deleted): the current one, or that of a paid provider subscription still running.
 */
async function paidStatus(db: Kysely<DB>, userId: number, current: SubscriptionStatus) {
  if (isProtected(current)) return current;
  return (await liveProviderRow(db, userId))?.status as SubscriptionStatus | undefined;
}

export const LAST_ADMIN = 'There must always be at least one admin who can manage users.';

/**
 * Inside a transaction: serialises admin changes of roles, statuses and accounts (a lock on the admin role's
 * row), then checks again, under that lock, that the acting admin may still manage users: two admins demoting
 * each other at the same moment cannot both succeed.
 */
async function lockAdminChanges(trx: Kysely<DB>, actor: CurrentUser) {
  await trx.selectFrom('roles').select('id').where('name', '=', 'admin').forNoKeyUpdate().execute();
  const fresh = await loadCurrentUser(trx, actor.id);
  if (!fresh?.isActive) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
  assertCanManage(fresh.user);
}

/** Admins that can manage users (role admin, active, status not Test User), other than `exceptId`. */
async function otherManagingAdmins(trx: Kysely<DB>, exceptId: number) {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .where('r.name', '=', 'admin')
    .where('u.is_active', '=', true)
    .where('u.id', '<>', exceptId)
    .where(
      (eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('user_subscriptions as s')
            .whereRef('s.user_id', '=', 'u.id')
            .select('s.status')
            .orderBy('s.id', 'desc')
            .limit(1),
          eb.val('Registered'),
        ),
      '<>',
      'Test User',
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface UsersDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The length of a Free Trial an admin's status change starts (config TRIAL_DAYS). */
  trialDays: number;
}

/** Creating, editing and deleting accounts (wired once in apps/api/src/services.ts). */
export function createUsersService({ db, clock, trialDays }: UsersDeps) {
  return {
    /** Creates a user with one role, a 'Registered' subscription row and a 'registered' event. */
    async createUser(
      input: { firstname: string; lastname: string; email: string; password: string; roleName: RoleName },
      creatorId: number | null,
    ) {
      const now = clock.now();
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
    },

    /**
     * Updates names and e-mail. A new e-mail address is not applied here: it becomes the account's pending e-mail,
     * and the caller mails a confirmation link to it (README, 'Accounts'); a change of letter case only is applied.
     * Answers the user (id, first name and the e-mail before the change) and, when a confirmation is needed, the
     * pending address.
     */
    async updateProfile(
      actor: CurrentUser,
      body: { id?: number; firstname: string; lastname: string; email: string },
    ): Promise<{ user: { id: number; email: string; firstname: string }; pendingEmail?: string }> {
      const now = clock.now();
      const targetId = body.id ?? actor.id;
      if (targetId !== actor.id) {
        if (!actor.isAdmin) throw new ForbiddenError('You can only edit your own profile.');
        assertCanManage(actor);
      }
      const target = await findUserById(db, targetId);
      if (!target) throw new NotFoundError('User not found');
      const other = await findUserByEmail(db, body.email);
      if (other && other.id !== targetId) throw new ConflictError(EMAIL_TAKEN);
      const sameAddress = target.email.toLowerCase() === body.email.toLowerCase();
      try {
        await db
          .updateTable('users')
          .set({
            firstname: body.firstname,
            lastname: body.lastname,
            // The owner sending their current address again withdraws a pending change.
            ...(sameAddress ? { email: body.email } : { pending_email: body.email }),
            ...(sameAddress && targetId === actor.id ? { pending_email: null } : {}),
            updated_at: now,
          })
          .where('id', '=', targetId)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN);
        throw err;
      }
      const user = { id: targetId, email: target.email, firstname: body.firstname };
      return sameAddress ? { user } : { user, pendingEmail: body.email };
    },

    /**
     * Role and status of a user (admin). Under the user's row lock (so a payment cannot slip in between the check and
     * the change) and the admin lock: Subscribed and Subscription Cancelled users keep role and status, statuses are
     * limited to ADMIN_SETTABLE_STATUSES, an admin cannot change their own role or status, and at least one admin who
     * can manage users always remains.
     */
    async updateRoleAndStatus(
      actor: CurrentUser,
      targetId: number,
      body: { status: SubscriptionStatus; roleName: RoleName },
    ) {
      const now = clock.now();
      assertCanManage(actor);
      const roleId = await roleIdByName(db, body.roleName);
      await db.transaction().execute(async (trx) => {
        await lockAdminChanges(trx, actor);
        if (!(await lockUserRow(trx, targetId))) throw new NotFoundError('User not found');
        const current = await targetStatus(trx, targetId);
        const roles = await trx
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select(['ur.role_id', 'r.name'])
          .where('ur.user_id', '=', targetId)
          .execute();
        const roleChanges = roles.length !== 1 || roles[0]!.role_id !== roleId;
        const statusChanges = body.status !== current;
        if (targetId === actor.id) {
          if (body.roleName !== 'admin') throw new BadRequestError('You cannot remove your own admin role.');
          if (statusChanges) throw new BadRequestError('You cannot change your own status.');
        }
        if (roleChanges || statusChanges) {
          const paid = await paidStatus(trx, targetId, current);
          if (paid)
            throw new ForbiddenError(
              statusChanges
                ? `Status cannot be modified for ${paid} users`
                : `Role cannot be modified for ${paid} users`,
            );
        }
        if (statusChanges && !(ADMIN_SETTABLE_STATUSES as readonly string[]).includes(body.status))
          throw new BadRequestError(`status: an admin can only set ${ADMIN_SETTABLE_STATUSES.join(', ')}`);
        const managedBefore = roles.some((r) =>
          mayManageUsers({ role: r.name as RoleName, status: current }),
        );
        const managesAfter = mayManageUsers({ role: body.roleName, status: body.status });
        if (managedBefore && !managesAfter && (await otherManagingAdmins(trx, targetId)) === 0)
          throw new ConflictError(LAST_ADMIN);
        if (roleChanges) {
          await trx.deleteFrom('user_roles').where('user_id', '=', targetId).execute();
          await trx.insertInto('user_roles').values({ user_id: targetId, role_id: roleId }).execute();
        }
        if (statusChanges) await setUserStatus(trx, targetId, body.status, actor.id, now, trialDays);
      });
    },

    async deleteUser(actor: CurrentUser, targetId: number) {
      assertCanManage(actor);
      if (targetId === actor.id) throw new ForbiddenError('You cannot delete your own account.');
      await db.transaction().execute(async (trx) => {
        await lockAdminChanges(trx, actor);
        if (!(await lockUserRow(trx, targetId))) throw new NotFoundError('User not found');
        if (await paidStatus(trx, targetId, await targetStatus(trx, targetId)))
          throw new ForbiddenError('Subscribed and Subscription Cancelled users cannot be deleted.');
        if ((await otherManagingAdmins(trx, targetId)) === 0) throw new ConflictError(LAST_ADMIN);
        await trx.deleteFrom('users').where('id', '=', targetId).execute();
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
