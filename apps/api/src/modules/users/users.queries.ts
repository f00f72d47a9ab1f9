import { sql, type Kysely } from 'kysely';
import type { RoleName, SubscriptionStatus, UserDto } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { toSubscriptionDto } from '../subscriptions/subscriptions.queries.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Users as UserDto, in the order of `ids` (missing ids are skipped). */
export async function loadUserDtos(db: Kysely<DB>, ids: number[]): Promise<UserDto[]> {
  if (ids.length === 0) return [];
  const [users, roles, subs] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.id', 'r.name'])
      .where('ur.user_id', 'in', ids)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('user_subscriptions')
      .selectAll()
      .where('user_id', 'in', ids)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    return [
      {
        id: u.id,
        firstname: u.firstname,
        lastname: u.lastname,
        email: u.email,
        pendingEmail: u.pending_email,
        isEmailVerified: u.is_email_verified,
        isActive: u.is_active,
        userLastLogin: iso(u.last_login_at),
        createdAt: iso(u.created_at)!,
        userRoles: roles
          .filter((r) => r.user_id === id)
          .map((r) => ({ roleDetails: { id: r.id, name: r.name } })),
        userSubscriptions: subs.filter((s) => s.user_id === id).map(toSubscriptionDto),
      },
    ];
  });
}

export async function loadUserDto(db: Kysely<DB>, id: number): Promise<UserDto | undefined> {
  return (await loadUserDtos(db, [id]))[0];
}

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface UserListFilter {
  page: number;
  take: number;
  userSearchValue?: string;
  selectedRole?: RoleName;
  selectedStatus?: SubscriptionStatus;
}

/** One page of user ids for the admin list (newest first) and the total count. */
export async function listUserIds(db: Kysely<DB>, f: UserListFilter) {
  let q = db.selectFrom('users as u');
  const search = f.userSearchValue?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`((u.firstname || ' ' || u.lastname) ilike ${pattern} or u.email ilike ${pattern})`,
    );
  }
  if (f.selectedRole) {
    const role = f.selectedRole;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('r.name', '=', role)
          .select('ur.user_id'),
      ),
    );
  }
  if (f.selectedStatus) {
    const status = f.selectedStatus;
    q = q.where((eb) =>
      eb(
        eb
          .selectFrom('user_subscriptions as s')
          .whereRef('s.user_id', '=', 'u.id')
          .select('s.status')
          .orderBy('s.id', 'desc')
          .limit(1),
        '=',
        status,
      ),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .select('u.id')
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(f.take)
      .offset((f.page - 1) * f.take)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), totalItems: Number(total.n) };
}

export async function roleIdByName(db: Kysely<DB>, name: RoleName) {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** The roles, in id order (GET /roles). */
export function listRoles(db: Kysely<DB>) {
  return db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
}

/** A user's activity events with their creator, newest first (GET /user-events/user/{userId}). */
export function userEventsOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_events as e')
    .leftJoin('users as c', 'c.id', 'e.creator_id')
    .select(['e.id', 'e.event_type', 'e.new_value', 'e.created_at', 'c.firstname', 'c.lastname', 'c.email'])
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}
