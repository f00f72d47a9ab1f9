import { sql, type Kysely } from 'kysely';
import {
  alertDeliveryFor,
  mayUseWebhooks,
  type AlertFrequency,
  type RoleName,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import type { DB } from '../../db/index.js';
import { runEvery } from '../../lib/every.js';
import { surveySubject } from '../surveys/survey-subject.js';
import { watchFiltersOf } from './alert-filters.js';
import { digestMapUrl, draftDigest } from './alert-entries.js';
import { latestWindowEnd, MAX_WINDOW_MS } from './alert-windows.js';
import { sendDigestMails } from './alerts.mailing.js';
import { deliverWebhooks, enqueueDigestWebhooks } from '../webhooks/webhooks.delivery.js';

// One run of the alert scheduler: for every watch whose newest window has no digest yet, find what is new and write
// the digest with its entries. The unique key (user, watch, window end) of alert_digests makes each digest once,
// whichever process or run gets there first; the others' insert does nothing and they move on. Then the digests
// due a mail are mailed (alerts.mailing.ts).

export interface AlertRunResult {
  digests: number;
  entries: number;
  mailed: number;
  /** Webhook deliveries enqueued (modules/webhooks). */
  webhooks: number;
}

interface WatchRow {
  id: number;
  user_id: number;
  frequency: AlertFrequency;
  email_enabled: boolean;
  created_at: Date;
  email: string;
  role: string | null;
  status: string | null;
  saved_search_id: number | null;
  search_name: string | null;
  search_url: string | null;
  survey_id: number | null;
  survey_type: string | null;
  survey_response: unknown;
  survey_contact_id: number | null;
  survey_project_id: number | null;
  survey_filter_url: string | null;
  survey_live: boolean | null;
  last_end: Date | null;
}

async function watches(db: Kysely<DB>): Promise<WatchRow[]> {
  const { rows } = await sql<WatchRow>`
    SELECT w.id, w.user_id, w.frequency, w.email_enabled, w.created_at, u.email,
      (SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id LIMIT 1) AS role,
      (SELECT s.status FROM user_subscriptions s WHERE s.user_id = u.id ORDER BY s.id DESC LIMIT 1) AS status,
      w.saved_search_id, ss.description AS search_name, ss.url AS search_url,
      w.survey_id, sv.survey_type, sv.response AS survey_response, sv.contact_id AS survey_contact_id,
      sv.project_id AS survey_project_id, sv.filter_url AS survey_filter_url,
      (sv.is_enabled AND sv.deleted_at IS NULL) AS survey_live,
      (SELECT max(d.window_end) FROM alert_digests d WHERE d.watch_id = w.id) AS last_end
    FROM alert_watches w
    JOIN users u ON u.id = w.user_id AND u.is_active
    LEFT JOIN saved_searches ss ON ss.id = w.saved_search_id
    LEFT JOIN surveys sv ON sv.id = w.survey_id
    ORDER BY w.id`.execute(db);
  return rows;
}

/** The map link of a watch: the saved search's query string, or the survey's filter URL (a bare query string). */
export function watchMapUrl(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : url;
  return query ? `/map?${query}` : '/map';
}

/**
 * Writes the digest of one watch for the window ending at `end`, and in its transaction the webhook deliveries
 * (when `webhooks`: the policy's mayUseWebhooks); undefined when another run already wrote it.
 */
async function writeDigest(
  app: AppInstance,
  w: WatchRow,
  end: Date,
  start: Date,
  { mailable, webhooks }: { mailable: boolean; webhooks: boolean },
) {
  const db = app.deps.database.db;
  const isSurvey = w.survey_id !== null;
  const url = (isSurvey ? w.survey_filter_url : w.search_url) ?? '';
  const filters = watchFiltersOf(url);
  if (!filters && url) app.log.warn({ watch: w.id }, 'alert watch has a map URL that does not parse');
  const subject = isSurvey
    ? await surveySubject(db, {
        id: w.survey_id!,
        survey_type: w.survey_type!,
        response: w.survey_response,
        contact_id: w.survey_contact_id,
        project_id: w.survey_project_id,
      })
    : undefined;
  const draft = await draftDigest(db, filters, subject, { start, end });
  const title = (isSurvey ? w.survey_type : w.search_name) ?? 'Alert';
  const ownUrl = watchMapUrl(url);
  const mapUrl = digestMapUrl(draft.entries, ownUrl);
  return db.transaction().execute(async (trx) => {
    const digest = await trx
      .insertInto('alert_digests')
      .values({
        user_id: w.user_id,
        watch_id: w.id,
        window_start: start,
        window_end: end,
        title,
        total: draft.total,
        counts: JSON.stringify(draft.counts),
        map_url: mapUrl,
        mail_status: draft.total > 0 && mailable ? 'pending' : 'skipped',
      })
      .onConflict((oc) => oc.columns(['user_id', 'watch_id', 'window_end']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!digest) return undefined;
    if (draft.entries.length)
      await trx
        .insertInto('alert_entries')
        .values(
          draft.entries.map((e) => ({
            digest_id: digest.id,
            kind: e.kind,
            subject_id: e.subjectId,
            label: e.label,
            detail: e.detail,
            map_url: e.mapUrl,
          })),
        )
        .execute();
    const hooks =
      webhooks && draft.total > 0
        ? await enqueueDigestWebhooks(
            trx,
            w.user_id,
            {
              digestId: digest.id,
              watchId: w.id,
              source: isSurvey ? 'survey' : 'saved_search',
              title,
              windowStart: start,
              windowEnd: end,
              mapUrl,
              counts: draft.counts,
              entries: draft.entries.map(({ kind, subjectId, label, detail, mapUrl: entryUrl }) => ({
                kind,
                subjectId,
                label,
                detail,
                mapUrl: entryUrl,
              })),
            },
            { publicUrl: app.deps.config.publicUrl, now: app.deps.clock.now() },
          )
        : 0;
    return { id: digest.id, entries: draft.entries.length, webhooks: hooks };
  });
}

/** Writes every digest that is due at the app clock's now, then mails those due a mail. Tests call it directly. */
export async function runAlerts(app: AppInstance): Promise<AlertRunResult> {
  const db = app.deps.database.db;
  const now = app.deps.clock.now();
  const result: AlertRunResult = { digests: 0, entries: 0, mailed: 0, webhooks: 0 };
  for (const w of await watches(db)) {
    const principal = {
      role: (w.role ?? 'user') as RoleName,
      status: (w.status ?? 'Registered') as SubscriptionStatus,
      email: w.email,
    };
    const delivery = alertDeliveryFor(principal);
    if (delivery === 'none') continue;
    if (w.survey_id !== null && !w.survey_live) continue;
    const end = latestWindowEnd(now, w.frequency);
    const from = w.last_end ?? w.created_at;
    const start = new Date(Math.max(from.getTime(), end.getTime() - MAX_WINDOW_MS));
    if (start >= end) continue;
    const written = await writeDigest(app, w, end, start, {
      mailable: delivery === 'in-app-and-mail' && w.email_enabled,
      webhooks: mayUseWebhooks(principal),
    });
    if (written) {
      result.digests++;
      result.entries += written.entries;
      result.webhooks += written.webhooks;
    }
  }
  result.mailed = await sendDigestMails(app);
  // The deliveries just enqueued go out now (the webhook worker's own timer sends the retries).
  if (result.webhooks)
    await deliverWebhooks(app).catch((err: unknown) => app.log.error({ err }, 'webhook deliveries failed'));
  // The change capture is read at most MAX_WINDOW_MS back.
  const horizon = new Date(now.getTime() - MAX_WINDOW_MS);
  await db.deleteFrom('data_changes').where('changed_at', '<', horizon).execute();
  await db.deleteFrom('parcel_revisions').where('replaced_at', '<', horizon).execute();
  return result;
}

/** Runs the alerts now and every `intervalSeconds` (0 = off). Answers a function that stops it. */
export function startAlertScheduler(app: AppInstance, intervalSeconds: number): () => void {
  return runEvery(
    app.log,
    'alerts run',
    intervalSeconds,
    async () => {
      const r = await runAlerts(app);
      if (r.digests || r.mailed || r.webhooks) app.log.info(r, 'alerts');
    },
    // One process of the database runs it (db/coordination.ts); runs stay idempotent across processes anyway.
    async () => (app.deps.coordination ? app.deps.coordination.lead() : true),
  );
}
