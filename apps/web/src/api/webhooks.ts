import { answer, http, type JsonBody } from './client.js';

/** Signed webhooks for alerts (docs/api.md, "Webhooks"): endpoints, their delivery log and replay. */
export const webhooksApi = {
  list: () => answer(http.GET('/webhooks')),
  create: (body: JsonBody<'/webhooks', 'post'>) => answer(http.POST('/webhooks', { body })),
  update: (id: number, body: JsonBody<'/webhooks/{id}', 'put'>) =>
    answer(http.PUT('/webhooks/{id}', { params: { path: { id } }, body })),
  remove: (id: number) => answer(http.DELETE('/webhooks/{id}', { params: { path: { id } } })),
  deliveries: (id: number) => answer(http.GET('/webhooks/{id}/deliveries', { params: { path: { id } } })),
  replay: (id: number, deliveryId: number) =>
    answer(
      http.POST('/webhooks/{id}/deliveries/{deliveryId}/replay', { params: { path: { id, deliveryId } } }),
    ),
};

/** The webhooks' query keys (docs/architecture.md, "Query keys"). */
export const webhooksKeys = {
  list: ['webhooks'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};
