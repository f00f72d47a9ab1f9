import { sql } from 'kysely';
import { ALERT_LIMITS } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { digestMessage } from './alert-mail.js';
import { unsubscribeToken } from './alert-tokens.js';

// Mailing the digests due a mail. A process claims a few with one UPDATE (FOR UPDATE SKIP LOCKED: two processes
// never claim the same digest), sends them outside any transaction (the embedded database has one connection, and
// the outbox mailer needs it) and marks them sent. A claim left by a process that died is taken over after
// STALE_CLAIM_MS; a send that fails is retried on the next runs, MAX_ATTEMPTS times.

const STALE_CLAIM_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 3;
const BATCH = 20;

export async function sendDigestMails(app: AppInstance): Promise<number> {
  const db = app.deps.database.db;
  const { publicUrl } = app.deps.config;
  let mailed = 0;
  for (;;) {
    const now = app.deps.clock.now();
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const { rows: claimed } = await sql<{ id: number }>`
      UPDATE alert_digests SET mail_status = 'sending', mail_claimed_at = ${now},
        mail_attempts = mail_attempts + 1
      WHERE id IN (
        SELECT id FROM alert_digests
        WHERE mail_status = 'pending' OR (mail_status = 'sending' AND mail_claimed_at < ${stale})
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`.execute(db);
    if (!claimed.length) return mailed;
    for (const { id } of claimed) {
      const d = await db
        .selectFrom('alert_digests as d')
        .innerJoin('alert_watches as w', 'w.id', 'd.watch_id')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select([
          'd.id',
          'd.user_id',
          'd.watch_id',
          'd.title',
          'd.window_end',
          'd.total',
          'd.counts',
          'd.map_url',
          'd.mail_attempts',
          'w.frequency',
          'w.email_enabled',
          'u.email',
          'u.firstname',
        ])
        .where('d.id', '=', id)
        .executeTakeFirst();
      if (!d) continue;
      const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const sentToday = await db
        .selectFrom('alert_digests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', d.user_id)
        .where('mail_status', '=', 'sent')
        .where('mailed_at', '>=', since)
        .executeTakeFirstOrThrow();
      if (!d.email_enabled || Number(sentToday.n) >= ALERT_LIMITS.mailsPerUserPerDay) {
        await db.updateTable('alert_digests').set({ mail_status: 'skipped' }).where('id', '=', id).execute();
        continue;
      }
      const entries = await db
        .selectFrom('alert_entries')
        .select(['kind', 'label', 'detail', 'map_url'])
        .where('digest_id', '=', id)
        .orderBy('id')
        .execute();
      try {
        await app.deps.mailer.send(
          digestMessage(publicUrl, {
            to: d.email,
            firstname: d.firstname,
            title: d.title,
            windowEnd: d.window_end,
            frequency: d.frequency,
            total: d.total,
            counts: d.counts as Record<string, number>,
            mapUrl: d.map_url,
            entries: entries.map((e) => ({ ...e, mapUrl: e.map_url })),
            unsubscribeToken: unsubscribeToken(app.deps.jwtSecret, d.watch_id, d.user_id),
          }),
        );
        await db
          .updateTable('alert_digests')
          .set({ mail_status: 'sent', mailed_at: app.deps.clock.now() })
          .where('id', '=', id)
          .execute();
        mailed++;
      } catch (err) {
        app.log.warn({ err, digest: id }, 'alert digest mail failed');
        await db
          .updateTable('alert_digests')
          .set({ mail_status: d.mail_attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
          .where('id', '=', id)
          .execute();
      }
    }
  }
}
