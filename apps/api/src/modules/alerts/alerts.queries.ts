import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ALERT_LIMITS,
  type AlertDigestDto,
  type AlertWatchDto,
  type CreateAlertWatchBody,
  type updateAlertWatchBody,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';

// SQL of a user's watches and digests (the in-app list).

export async function listWatches(db: Kysely<DB>, userId: number): Promise<AlertWatchDto[]> {
  const rows = await db
    .selectFrom('alert_watches as w')
    .leftJoin('saved_searches as ss', 'ss.id', 'w.saved_search_id')
    .leftJoin('surveys as sv', 'sv.id', 'w.survey_id')
    .select([
      'w.id',
      'w.saved_search_id',
      'w.survey_id',
      'w.frequency',
      'w.email_enabled',
      'w.created_at',
      'ss.description',
      'sv.survey_type',
    ])
    .where('w.user_id', '=', userId)
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    savedSearchId: r.saved_search_id,
    surveyId: r.survey_id,
    name: r.description ?? r.survey_type ?? 'Alert',
    frequency: r.frequency as AlertWatchDto['frequency'],
    emailEnabled: r.email_enabled,
    createdAt: r.created_at.toISOString(),
  }));
}

export const countWatches = async (db: Kysely<DB>, userId: number) =>
  Number(
    (
      await db
        .selectFrom('alert_watches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function unreadCount(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('alert_digests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('total', '>', 0)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest digests that found something, with their entries. */
export async function listDigests(db: Kysely<DB>, userId: number) {
  const digests = await db
    .selectFrom('alert_digests')
    .select([
      'id',
      'watch_id',
      'title',
      'window_start',
      'window_end',
      'total',
      'counts',
      'map_url',
      'read_at',
    ])
    .where('user_id', '=', userId)
    .where('total', '>', 0)
    .orderBy('window_end', 'desc')
    .orderBy('id', 'desc')
    .limit(ALERT_LIMITS.listed)
    .execute();
  const entries = digests.length
    ? await db
        .selectFrom('alert_entries')
        .select(['id', 'digest_id', 'kind', 'label', 'detail', 'map_url'])
        .where(
          'digest_id',
          'in',
          digests.map((d) => d.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return digests.map((d): AlertDigestDto => ({
    id: d.id,
    watchId: d.watch_id,
    title: d.title,
    windowStart: d.window_start.toISOString(),
    windowEnd: d.window_end.toISOString(),
    total: d.total,
    counts: d.counts as Record<string, number>,
    mapUrl: d.map_url,
    read: d.read_at !== null,
    entries: entries
      .filter((e) => e.digest_id === d.id)
      .map((e) => ({
        id: e.id,
        kind: e.kind as AlertDigestDto['entries'][number]['kind'],
        label: e.label,
        detail: e.detail,
        mapUrl: e.map_url,
      })),
  }));
}

/** Marks the user's unread digests read: the given ids, or all of them. */
export async function markDigestsRead(db: Kysely<DB>, userId: number, now: Date, ids?: number[]) {
  let q = db
    .updateTable('alert_digests')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  await q.execute();
}

/** The user's own saved search, if it exists. */
export const ownSavedSearch = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .selectFrom('saved_searches')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The user's own survey (not deleted), with whether it is the enabled one. */
export const ownSurvey = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .selectFrom('surveys')
    .select(['id', 'is_enabled'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** A new watch; undefined when the user already watches that saved search or survey. */
export const insertWatch = (db: Kysely<DB>, userId: number, b: CreateAlertWatchBody) =>
  db
    .insertInto('alert_watches')
    .values({
      user_id: userId,
      saved_search_id: b.savedSearchId ?? null,
      survey_id: b.surveyId ?? null,
      frequency: b.frequency,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();

/** Changes the user's watch; undefined when it is not theirs. */
export const updateWatch = (
  db: Kysely<DB>,
  userId: number,
  id: number,
  { frequency, emailEnabled }: z.infer<typeof updateAlertWatchBody>,
) =>
  db
    .updateTable('alert_watches')
    .set({
      ...(frequency ? { frequency } : {}),
      ...(emailEnabled !== undefined ? { email_enabled: emailEnabled } : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

/** Deletes the user's watch (its digests go with it); undefined when it is not theirs. */
export const deleteWatch = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .deleteFrom('alert_watches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

/** Turns the watch's e-mails off (the mail's unsubscribe link); undefined when it is not the user's. */
export const disableWatchMail = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .updateTable('alert_watches')
    .set({ email_enabled: false })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
