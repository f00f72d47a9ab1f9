import { answer, http, type JsonBody } from './client.js';

/** Alerts on saved searches and surveys: the top bar's list, and the watches (typed by the OpenAPI document). */
export const alertsApi = {
  list: () => answer(http.GET('/alerts')),
  markRead: (ids?: number[]) => answer(http.POST('/alerts/read', { body: ids ? { ids } : {} })),
  watches: () => answer(http.GET('/alerts/watches')),
  watch: (body: JsonBody<'/alerts/watches', 'post'>) => answer(http.POST('/alerts/watches', { body })),
  update: (id: number, body: JsonBody<'/alerts/watches/{id}', 'put'>) =>
    answer(http.PUT('/alerts/watches/{id}', { params: { path: { id } }, body })),
  remove: (id: number) => answer(http.DELETE('/alerts/watches/{id}', { params: { path: { id } } })),
  unsubscribe: (token: string) => answer(http.POST('/alerts/unsubscribe', { params: { query: { token } } })),
};

/** The alerts' query keys (docs/architecture.md, "Query keys"). */
export const alertsKeys = {
  list: ['alerts'] as const,
  watches: ['alert-watches'] as const,
};
