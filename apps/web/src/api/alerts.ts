import type {
  AlertListAnswer,
  AlertUnreadAnswer,
  AlertUnsubscribeAnswer,
  AlertWatchDeleted,
  AlertWatchDto,
  AlertWatchList,
  CreateAlertWatchBody,
  UpdateAlertWatchBody,
} from '@utah-land/shared';
import { api } from './client.js';

/** Alerts on saved searches and surveys: the top bar's list, and the watches. */
export const alertsApi = {
  list: () => api<AlertListAnswer>('/alerts'),
  markRead: (ids?: number[]) =>
    api<AlertUnreadAnswer>('/alerts/read', { method: 'POST', body: ids ? { ids } : {} }),
  watches: () => api<AlertWatchList>('/alerts/watches'),
  watch: (body: CreateAlertWatchBody) => api<AlertWatchDto>('/alerts/watches', { method: 'POST', body }),
  update: (id: number, body: UpdateAlertWatchBody) =>
    api<AlertWatchDto>(`/alerts/watches/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<AlertWatchDeleted>(`/alerts/watches/${id}`, { method: 'DELETE' }),
  unsubscribe: (token: string) =>
    api<AlertUnsubscribeAnswer>('/alerts/unsubscribe', { method: 'POST', query: { token } }),
};

/** The alerts' query keys (docs/architecture.md, "Query keys"). */
export const alertsKeys = {
  list: ['alerts'] as const,
  watches: ['alert-watches'] as const,
};
