import type { Kysely, Selectable } from 'kysely';
import {
  WEBHOOK_LIMITS,
  type AlertKind,
  type WebhookDeliveryDto,
  type WebhookDeliveryStatus,
  type WebhookEndpointDto,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';

// SQL of a user's webhook endpoints and their delivery log. Every read and write names the owner.

type EndpointRow = Selectable<DB['webhook_endpoints']>;
type DeliveryRow = Selectable<DB['webhook_deliveries']>;

export const endpointDto = (r: EndpointRow): WebhookEndpointDto => ({
  id: r.id,
  url: r.url,
  events: r.events as AlertKind[],
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  failuresInARow: r.failures_in_a_row,
  createdAt: r.created_at.toISOString(),
});

export const deliveryDto = (r: DeliveryRow): WebhookDeliveryDto => ({
  id: r.id,
  endpointId: r.endpoint_id,
  eventId: r.event_id,
  eventType: r.event_type,
  payload: r.payload as Record<string, unknown>,
  attempts: r.attempts,
  status: r.status as WebhookDeliveryStatus,
  nextAttemptAt: r.next_attempt_at?.toISOString() ?? null,
  lastStatusCode: r.last_status_code,
  lastError: r.last_error,
  replayOf: r.replay_of,
  createdAt: r.created_at.toISOString(),
  deliveredAt: r.delivered_at?.toISOString() ?? null,
});

export const listEndpoints = (db: Kysely<DB>, userId: number) =>
  db.selectFrom('webhook_endpoints').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export const countEndpoints = async (db: Kysely<DB>, userId: number) =>
  Number(
    (
      await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const ownEndpoint = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const insertEndpoint = (
  db: Kysely<DB>,
  v: { userId: number; url: string; secret: string; events: AlertKind[]; now: Date },
) =>
  db
    .insertInto('webhook_endpoints')
    .values({ user_id: v.userId, url: v.url, secret: v.secret, events: v.events, created_at: v.now })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Changes the owner's endpoint; turning it on clears the server's reason and the failure count. */
export const updateEndpoint = (
  db: Kysely<DB>,
  userId: number,
  id: number,
  b: { events?: AlertKind[]; enabled?: boolean },
) =>
  db
    .updateTable('webhook_endpoints')
    .set({
      ...(b.events ? { events: b.events } : {}),
      ...(b.enabled === true ? { enabled: true, disabled_reason: null, failures_in_a_row: 0 } : {}),
      ...(b.enabled === false ? { enabled: false, disabled_reason: null } : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();

export const deleteEndpoint = (db: Kysely<DB>, userId: number, id: number) =>
  db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

/** The endpoint's newest deliveries (the delivery log). */
export const listDeliveries = (db: Kysely<DB>, endpointId: number) =>
  db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LIMITS.deliveriesListed)
    .execute();

export const deliveryOf = (db: Kysely<DB>, endpointId: number, id: number) =>
  db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
