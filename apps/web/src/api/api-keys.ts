import type {
  AdminApiKeyList,
  ApiKeyDto,
  ApiKeyList,
  CreateApiKeyBody,
  CreatedApiKey,
} from '@utah-land/shared';
import { api } from './client.js';

// API keys (docs/api.md, "API keys"): the signed-in user's keys, and every user's for admins.

export const apiKeysApi = {
  list: () => api<ApiKeyList>('/api-keys'),
  create: (body: CreateApiKeyBody) => api<CreatedApiKey>('/api-keys', { method: 'POST', body }),
  revoke: (id: number) => api<ApiKeyDto>(`/api-keys/${id}`, { method: 'DELETE' }),
  /** Admins: one user's keys (the first 200, newest first). */
  ofUser: (userId: number | string) =>
    api<AdminApiKeyList>('/api-keys/all', { query: { userId, limit: 200 } }),
};

/** Creating or revoking a key invalidates `all`. */
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  mine: ['api-keys', 'mine'] as const,
  ofUser: (userId: number | string) => ['api-keys', 'user', String(userId)] as const,
};
