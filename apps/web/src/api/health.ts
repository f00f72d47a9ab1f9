import type { HealthAnswer } from '@utah-land/shared';
import { api } from './client.js';

/** GET /health: whether the server shows demo data (the map's attribution says so). */
export const healthApi = {
  get: () => api<HealthAnswer>('/health'),
};

/** The health query key (docs/architecture.md, "Query keys"). */
export const healthKeys = {
  all: ['health'] as const,
};
