import { answer, http, type JsonBody } from './client.js';

// API keys (docs/api.md, "API keys"): the signed-in user's keys, and every user's for admins.

export const apiKeysApi = {
  list: () => answer(http.GET('/api-keys')),
  create: (body: JsonBody<'/api-keys', 'post'>) => answer(http.POST('/api-keys', { body })),
  revoke: (id: number) => answer(http.DELETE('/api-keys/{id}', { params: { path: { id } } })),
  /** Admins: one user's keys (the first 200, newest first). */
  ofUser: (userId: number | string) =>
    answer(http.GET('/api-keys/all', { params: { query: { userId: Number(userId), limit: 200 } } })),
};

/** Creating or revoking a key invalidates `all`. */
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  mine: ['api-keys', 'mine'] as const,
  ofUser: (userId: number | string) => ['api-keys', 'user', String(userId)] as const,
};
