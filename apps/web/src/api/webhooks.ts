import type {
  CreatedWebhookEndpointDto,
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliveryDto,
  WebhookDeliveryList,
  WebhookEndpointDto,
  WebhookEndpointList,
} from '@utah-land/shared';
import { api } from './client.js';

/** Signed webhooks for alerts (docs/api.md, "Webhooks"): endpoints, their delivery log and replay. */
export const webhooksApi = {
  list: () => api<WebhookEndpointList>('/webhooks'),
  create: (body: CreateWebhookBody) => api<CreatedWebhookEndpointDto>('/webhooks', { method: 'POST', body }),
  update: (id: number, body: UpdateWebhookBody) =>
    api<WebhookEndpointDto>(`/webhooks/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<{ id: number; message: string }>(`/webhooks/${id}`, { method: 'DELETE' }),
  deliveries: (id: number) => api<WebhookDeliveryList>(`/webhooks/${id}/deliveries`),
  replay: (id: number, deliveryId: number) =>
    api<WebhookDeliveryDto>(`/webhooks/${id}/deliveries/${deliveryId}/replay`, { method: 'POST' }),
};

/** The webhooks' query keys (docs/architecture.md, "Query keys"). */
export const webhooksKeys = {
  list: ['webhooks'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};
