import { api } from './client.js';

/** GET /health: whether the server shows demo data (the map's attribution says so). */
export const healthApi = {
  get: () => api<{ demoData: boolean }>('/health'),
};

/** The health query key (docs/architecture.md, "Query keys"). */
export const healthKeys = {
  all: ['health'] as const,
};
