import { sql, type Kysely, type Selectable } from 'kysely';
import { WEBHOOK_EVENT_TYPE, type AlertKind } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import type { DB } from '../../db/index.js';
import { runEvery } from '../../lib/every.js';
import { webhookSignature } from './webhook-signing.js';
import { webhookAddressProblem } from './webhook-urls.js';

// Webhook deliveries (docs/api.md, "Webhooks"). The alert run enqueues them in the transaction that writes a digest
// (enqueueDigestWebhooks), so a digest's deliveries are written once, whichever process writes it. The worker
// (deliverWebhooks: the alert run and its own timer, on the process holding the scheduler lock) claims the due ones
// with a lease (FOR UPDATE SKIP LOCKED, so two processes never send the same attempt), POSTs each signed body
// to the endpoint's URL only (no redirects followed, a timeout), and on failure schedules the next attempt after
// RETRY_STEPS × WEBHOOK_RETRY_BASE_SECONDS. A delivery that fails every attempt counts against its endpoint; after
// WEBHOOK_DISABLE_AFTER_FAILURES in a row the endpoint is disabled and its owner mailed. Nothing here throws out of
// the worker: every failure is logged and recorded on the delivery.

/** The delays before the 2nd, 3rd, … attempt, in units of WEBHOOK_RETRY_BASE_SECONDS (1 min to 6 h by default). */
export const RETRY_STEPS = [1, 5, 30, 120, 360] as const;
export const MAX_ATTEMPTS = RETRY_STEPS.length + 1;
const BATCH = 20;
/** How long a claimed attempt is held before another run may take it over (the sender died). */
const LEASE_MS = 60_000;
const ERROR_LENGTH = 500;

type Delivery = Selectable<DB['webhook_deliveries']>;
type Endpoint = Selectable<DB['webhook_endpoints']>;

export interface DigestEvent {
  digestId: number;
  watchId: number;
  source: 'saved_search' | 'survey';
  title: string;
  windowStart: Date;
  windowEnd: Date;
  /** The app's path (made absolute here). */
  mapUrl: string;
  counts: Partial<Record<AlertKind, number>>;
  entries: { kind: AlertKind; subjectId: number; label: string; detail: string; mapUrl: string }[];
}

export const eventIdOf = (digestId: number) => `msg_alert_digest_${digestId}`;

/**
 * In the digest's transaction: one delivery to each of the user's enabled endpoints that wants one of the digest's
 * kinds, its payload holding only those kinds. Answers how many were enqueued.
 */
export async function enqueueDigestWebhooks(
  trx: Kysely<DB>,
  userId: number,
  e: DigestEvent,
  opts: { publicUrl: string; now: Date },
): Promise<number> {
  const kinds = Object.keys(e.counts) as AlertKind[];
  if (!kinds.length) return 0;
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('user_id', '=', userId)
    .where('enabled', '=', true)
    .execute();
  const rows = endpoints.flatMap((ep) => {
    const wanted = new Set(ep.events);
    const counts = Object.fromEntries(Object.entries(e.counts).filter(([k]) => wanted.has(k)));
    if (!Object.keys(counts).length) return [];
    const abs = (path: string) => `${opts.publicUrl}${path}`;
    const payload = {
      id: eventIdOf(e.digestId),
      type: WEBHOOK_EVENT_TYPE,
      createdAt: opts.now.toISOString(),
      data: {
        digestId: e.digestId,
        watchId: e.watchId,
        source: e.source,
        title: e.title,
        windowStart: e.windowStart.toISOString(),
        windowEnd: e.windowEnd.toISOString(),
        total: Object.values(counts).reduce((a, b) => a + (b ?? 0), 0),
        counts,
        mapUrl: abs(e.mapUrl),
        entries: e.entries.filter((x) => wanted.has(x.kind)).map((x) => ({ ...x, mapUrl: abs(x.mapUrl) })),
      },
    };
    return [
      {
        endpoint_id: ep.id,
        event_id: payload.id,
        event_type: WEBHOOK_EVENT_TYPE,
        payload: JSON.stringify(payload),
        status: 'pending',
        next_attempt_at: opts.now,
        created_at: opts.now,
      },
    ];
  });
  if (!rows.length) return 0;
  await trx
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).where('replay_of', 'is', null).doNothing())
    .execute();
  return rows.length;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** One signed POST of the delivery's payload to the endpoint's URL. Never throws. */
async function post(app: AppInstance, endpoint: Endpoint, d: Delivery): Promise<Outcome> {
  const { config, clock } = app.deps;
  try {
    const refused = await webhookAddressProblem(endpoint.url, config.WEBHOOKS_ALLOW_LOOPBACK);
    if (refused) return { ok: false, statusCode: null, error: refused };
    const body = JSON.stringify(d.payload);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const res = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(config.WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'UtahLand-Webhooks/1',
        'webhook-id': d.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(endpoint.secret, d.event_id, timestamp, body),
      },
      body,
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    const error = ok
      ? null
      : res.status >= 300 && res.status < 400
        ? `answered ${res.status} (redirects are not followed)`
        : `answered ${res.status}`;
    return { ok, statusCode: res.status, error };
  } catch (err) {
    const e = err as Error & { cause?: { message?: string; code?: string } };
    const error =
      e.name === 'TimeoutError'
        ? `no answer within ${config.WEBHOOK_TIMEOUT_MS} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message ?? String(err));
    return { ok: false, statusCode: null, error: String(error).slice(0, ERROR_LENGTH) };
  }
}

/** Records one scheduled attempt's outcome: delivered, the next attempt, or given up (and maybe the endpoint off). */
async function settle(app: AppInstance, endpoint: Endpoint, d: Delivery, out: Outcome) {
  const db = app.deps.database.db;
  const { config, clock } = app.deps;
  const now = clock.now();
  const common = { last_status_code: out.statusCode, last_error: out.error };
  if (out.ok) {
    await db
      .updateTable('webhook_deliveries')
      .set({ ...common, status: 'delivered', delivered_at: now, next_attempt_at: null })
      .where('id', '=', d.id)
      .execute();
    await db
      .updateTable('webhook_endpoints')
      .set({ failures_in_a_row: 0 })
      .where('id', '=', endpoint.id)
      .execute();
    return;
  }
  if (d.attempts < MAX_ATTEMPTS) {
    const delayMs = RETRY_STEPS[d.attempts - 1]! * config.WEBHOOK_RETRY_BASE_SECONDS * 1000;
    await db
      .updateTable('webhook_deliveries')
      .set({ ...common, next_attempt_at: new Date(now.getTime() + delayMs) })
      .where('id', '=', d.id)
      .execute();
    return;
  }
  await db
    .updateTable('webhook_deliveries')
    .set({ ...common, status: 'failed', next_attempt_at: null })
    .where('id', '=', d.id)
    .execute();
  const limit = config.WEBHOOK_DISABLE_AFTER_FAILURES;
  const reason =
    `Disabled on ${now.toISOString().slice(0, 10)}: ${limit} ${limit === 1 ? 'delivery' : 'deliveries'} in a ` +
    `row failed every attempt (last: ${out.error ?? 'no answer'}).`;
  const disabled = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      failures_in_a_row: eb('failures_in_a_row', '+', 1),
      enabled: sql<boolean>`enabled AND failures_in_a_row + 1 < ${limit}`,
      disabled_reason: sql<string | null>`CASE WHEN enabled AND failures_in_a_row + 1 >= ${limit}
        THEN ${reason} ELSE disabled_reason END`,
    }))
    .where('id', '=', endpoint.id)
    .returning(['enabled', 'disabled_reason'])
    .executeTakeFirst();
  if (disabled && !disabled.enabled && disabled.disabled_reason === reason)
    await disableNotice(app, endpoint, reason);
}

/** The endpoint was just disabled: its waiting deliveries fail, and its owner is told by mail. */
async function disableNotice(app: AppInstance, endpoint: Endpoint, reason: string) {
  const db = app.deps.database.db;
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, last_error: 'the endpoint was disabled' })
    .where('endpoint_id', '=', endpoint.id)
    .where('status', '=', 'pending')
    .execute();
  const owner = await db
    .selectFrom('users')
    .select(['email', 'firstname'])
    .where('id', '=', endpoint.user_id)
    .executeTakeFirst();
  if (!owner) return;
  const page = `${app.deps.config.publicUrl}/profile`;
  // The endpoint stays off when the notice cannot be sent; the reason is on the profile either way.
  await app.deps.mailer
    .send({
      to: owner.email,
      subject: 'Utah Land: your webhook endpoint was disabled',
      text: [
        `Hello ${owner.firstname},`,
        '',
        `We stopped sending alerts to your webhook endpoint ${endpoint.url}.`,
        reason,
        '',
        `Fix the receiver, then turn the endpoint back on (and replay what it missed) on your profile: ${page}`,
      ].join('\n'),
    })
    .catch((err: unknown) => app.log.error({ err, endpoint: endpoint.id }, 'webhook disabled notice failed'));
  app.log.warn({ endpoint: endpoint.id }, 'webhook endpoint disabled');
}

/** Sends every delivery that is due at the app clock's now. Answers how many attempts were made. Tests call it. */
export async function deliverWebhooks(app: AppInstance): Promise<number> {
  const db = app.deps.database.db;
  let attempts = 0;
  for (;;) {
    const now = app.deps.clock.now();
    const { rows: claimed } = await sql<Delivery>`
      UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS + app.deps.config.WEBHOOK_TIMEOUT_MS)}
      WHERE id IN (
        SELECT d.id FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
        WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
        ORDER BY d.next_attempt_at, d.id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
      RETURNING *`.execute(db);
    if (!claimed.length) return attempts;
    attempts += claimed.length;
    await Promise.all(
      claimed.map(async (d) => {
        try {
          const endpoint = await db
            .selectFrom('webhook_endpoints')
            .selectAll()
            .where('id', '=', d.endpoint_id)
            .executeTakeFirst();
          if (!endpoint) return;
          await settle(app, endpoint, d, await post(app, endpoint, d));
        } catch (err) {
          app.log.error({ err, delivery: d.id }, 'webhook delivery failed');
        }
      }),
    );
  }
}

/**
 * Replay: the delivery's event again, now, as a new delivery of its own (replay_of) with one attempt and no
 * retries; the endpoint's failure count is left as it is. Answers the new delivery.
 */
export async function replayDelivery(
  app: AppInstance,
  endpoint: Endpoint,
  original: Delivery,
): Promise<Delivery> {
  const db = app.deps.database.db;
  const now = app.deps.clock.now();
  const copy = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpoint.id,
      event_id: original.event_id,
      event_type: original.event_type,
      payload: JSON.stringify(original.payload),
      status: 'pending',
      attempts: 1,
      next_attempt_at: null,
      replay_of: original.id,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const out = await post(app, endpoint, copy);
  return db
    .updateTable('webhook_deliveries')
    .set({
      status: out.ok ? 'delivered' : 'failed',
      delivered_at: out.ok ? app.deps.clock.now() : null,
      last_status_code: out.statusCode,
      last_error: out.error,
    })
    .where('id', '=', copy.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Runs the delivery worker now and every `intervalSeconds` (0 = off). Answers a function that stops it. */
export function startWebhookWorker(app: AppInstance, intervalSeconds: number): () => void {
  return runEvery(
    app.log,
    'webhook deliveries',
    intervalSeconds,
    async () => {
      const n = await deliverWebhooks(app);
      if (n) app.log.info({ attempts: n }, 'webhook deliveries');
    },
    // Like the alert run: one process of the database sends (db/coordination.ts); the claims keep it once anyway.
    async () => (app.deps.coordination ? app.deps.coordination.lead() : true),
  );
}
