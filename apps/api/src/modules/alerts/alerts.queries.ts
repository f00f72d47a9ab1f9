import type { Kysely } from 'kysely';
import { ALERT_LIMITS, type AlertDigestDto, type AlertWatchDto } from '@utah-land/shared';
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
