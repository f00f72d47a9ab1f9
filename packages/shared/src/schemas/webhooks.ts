import { z } from 'zod';
import { ALERT_KINDS } from './alerts.js';

// Signed webhooks for alerts: what the API, the profile's Webhooks section and docs/api.md agree on.
// The spec has no webhooks; labels and messages here are ours.

export const WEBHOOK_LIMITS = {
  /** Endpoints per user. */
  endpointsPerUser: 10,
  /** Characters of an endpoint's URL. */
  urlLength: 2000,
  /** Deliveries listed per page of an endpoint's log. */
  deliveriesListed: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  badUrl: 'url must be an https:// URL',
  notHttps: 'url must use https://',
  privateHost: 'url must point to a public host, not a private, local or loopback address',
  credentialsInUrl: 'url must not carry a user name or password',
  endpointLimit: `You can register at most ${WEBHOOK_LIMITS.endpointsPerUser} webhook endpoints.`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  deleted: 'Webhook endpoint deleted',
} as const;

/** The one event type: an alert digest with its entries (only the kinds the endpoint asked for). */
export const WEBHOOK_EVENT_TYPE = 'alert.digest';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.urlLength)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    message: WEBHOOK_MESSAGES.badUrl,
  });
const webhookEvents = z
  .array(z.enum(ALERT_KINDS))
  .min(1)
  .max(ALERT_KINDS.length)
  .transform((v) => [...new Set(v)]);

export const createWebhookBody = z.object({
  url: webhookUrl,
  /** The alert kinds to receive; all of them when left out. */
  events: webhookEvents.optional(),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const updateWebhookBody = z
  .object({ events: webhookEvents.optional(), enabled: z.boolean().optional() })
  .refine((b) => b.events !== undefined || b.enabled !== undefined, { message: 'give events or enabled' });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const webhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(ALERT_KINDS)),
  enabled: z.boolean(),
  /** Why the server turned it off (too many failed deliveries); null otherwise. */
  disabledReason: z.string().nullable(),
  /** Deliveries in a row that failed every attempt. */
  failuresInARow: z.number(),
  createdAt: z.string(),
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpoint>;

/** POST /webhooks: the endpoint and its signing secret, shown this once. */
export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpointDto = z.infer<typeof createdWebhookEndpoint>;

export const webhookEndpointList = z.object({ data: z.array(webhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointList>;

export const webhookDelivery = z.object({
  id: z.number(),
  endpointId: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  // The JSON body that is (or was) POSTed.
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  replayOf: z.number().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.object({ data: z.array(webhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const webhookDeleted = z.object({ id: z.number(), message: z.string() });
