import { answer, http } from './client.js';

/** GET /health: whether the server shows demo data (the map's attribution says so). */
export const healthApi = {
  get: () => answer(http.GET('/health')),
};

/** The health query key (docs/architecture.md, "Query keys"). */
export const healthKeys = {
  all: ['health'] as const,
};
