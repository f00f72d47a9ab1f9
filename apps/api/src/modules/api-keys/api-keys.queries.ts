import type { Kysely } from 'kysely';
import type { ApiKeyDto, AdminApiKeyDto } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

// The api_keys table (migration 0060) and the activity events of a key (user_events).

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  write: boolean;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}
const iso = (d: Date | string) => new Date(d).toISOString();
const dtoOf = (r: KeyRow): ApiKeyDto => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  write: r.write,
  createdAt: iso(r.created_at),
  lastUsedAt: r.last_used_at ? iso(r.last_used_at) : null,
  revokedAt: r.revoked_at ? iso(r.revoked_at) : null,
});
const COLUMNS = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.write',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
] as const;
/** The same columns, as insert and update statements return them. */
const RETURNED = ['id', 'name', 'prefix', 'write', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** The label of a key in the activity: its name and prefix. */
const labelOf = (k: { name: string; prefix: string }) => `${k.name} (${k.prefix}…)`;

export function countActiveKeys(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Stores a new key (its hash) and the owner's 'api_key_created' event. */
export async function insertKey(
  db: Kysely<DB>,
  k: { userId: number; name: string; prefix: string; hash: string; write: boolean; now: Date },
): Promise<ApiKeyDto> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('api_keys')
      .values({
        user_id: k.userId,
        name: k.name,
        prefix: k.prefix,
        key_hash: k.hash,
        write: k.write,
        created_at: k.now,
      })
      .returning(RETURNED)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_events')
      .values({
        user_id: k.userId,
        event_type: 'api_key_created',
        new_value: labelOf(k),
        creator_id: k.userId,
        created_at: k.now,
      })
      .execute();
    return dtoOf(row);
  });
}

/** A user's keys, newest first, revoked ones included. */
export async function listKeysOf(db: Kysely<DB>, userId: number): Promise<ApiKeyDto[]> {
  const rows = await db
    .selectFrom('api_keys as k')
    .select(COLUMNS)
    .where('k.user_id', '=', userId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map(dtoOf);
}

/** Every key with its owner (admins), newest first; one user's when `userId` is given. */
export async function listAllKeys(
  db: Kysely<DB>,
  q: { userId?: number; limit: number; offset: number },
): Promise<{ totalItems: number; data: AdminApiKeyDto[] }> {
  let base = db.selectFrom('api_keys as k').innerJoin('users as u', 'u.id', 'k.user_id');
  if (q.userId !== undefined) base = base.where('k.user_id', '=', q.userId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...COLUMNS, 'u.id as owner_id', 'u.email', 'u.firstname', 'u.lastname'])
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return {
    totalItems: Number(count.n),
    data: rows.map((r) => ({
      ...dtoOf(r),
      owner: { id: r.owner_id, email: r.email, firstname: r.firstname, lastname: r.lastname },
    })),
  };
}

/**
 * Revokes a key of `ownerId` (any owner's when undefined: admins) and writes the owner's 'api_key_revoked' event
 * with the revoker as its creator. Answers the key (unchanged when it was already revoked), or undefined when there
 * is no such key for this caller.
 */
export async function revokeKey(
  db: Kysely<DB>,
  q: { id: number; ownerId?: number; by: number; now: Date },
): Promise<ApiKeyDto | undefined> {
  return db.transaction().execute(async (trx) => {
    let find = trx
      .selectFrom('api_keys as k')
      .select([...COLUMNS, 'k.user_id'])
      .where('k.id', '=', q.id)
      .forUpdate();
    if (q.ownerId !== undefined) find = find.where('k.user_id', '=', q.ownerId);
    const key = await find.executeTakeFirst();
    if (!key) return undefined;
    if (key.revoked_at) return dtoOf(key);
    const row = await trx
      .updateTable('api_keys')
      .set({ revoked_at: q.now, revoked_by: q.by })
      .where('id', '=', q.id)
      .returning(RETURNED)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_events')
      .values({
        user_id: key.user_id,
        event_type: 'api_key_revoked',
        new_value: labelOf(key),
        creator_id: q.by,
        created_at: q.now,
      })
      .execute();
    return dtoOf(row);
  });
}

/** The key of a hash, unless revoked (the guards' lookup, one indexed read per call). */
export function findUsableKey(db: Kysely<DB>, hash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'name', 'prefix', 'write', 'last_used_at'])
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
export type UsableKey = NonNullable<Awaited<ReturnType<typeof findUsableKey>>>;

/** How often a key's last_used_at is written: at most once a minute, not once a request. */
export const LAST_USED_PRECISION_MS = 60_000;

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Records a call of a key: last_used_at at most once a minute, and the owner's 'api_key_used' event at the key's
 * first call of each day (UTC). The conditional updates decide which of several processes writes, so a day gets one
 * event whatever the concurrency.
 */
export async function recordKeyUse(db: Kysely<DB>, key: UsableKey, now: Date): Promise<void> {
  const last = key.last_used_at ? new Date(key.last_used_at) : null;
  const dayStart = startOfUtcDay(now);
  if (last && now.getTime() - last.getTime() < LAST_USED_PRECISION_MS && last >= dayStart) return;
  await db.transaction().execute(async (trx) => {
    const firstToday = await trx
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', key.id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', dayStart)]))
      .returning('id')
      .executeTakeFirst();
    if (firstToday) {
      await trx
        .insertInto('user_events')
        .values({
          user_id: key.user_id,
          event_type: 'api_key_used',
          new_value: labelOf(key),
          creator_id: key.user_id,
          created_at: now,
        })
        .execute();
      return;
    }
    await trx
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', key.id)
      .where('last_used_at', '<', new Date(now.getTime() - LAST_USED_PRECISION_MS))
      .execute();
  });
}
