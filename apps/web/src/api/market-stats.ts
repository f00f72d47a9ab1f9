import type { FullValuationQueryInput, MarketStatsQueryInput } from '@utah-land/shared';
import { answer, asText, http } from './client.js';

// Market Stats / Market Analysis (spec section 7, Market stats; admins only), typed by the OpenAPI document
// (client.ts); the query is the map's filters and the drawer's own, as text (`asText`).

type Query = Record<string, string | number | undefined>;

export const marketStatsApi = {
  summary: (query: MarketStatsQueryInput & Query, signal?: AbortSignal) =>
    answer(http.GET('/parcels/get-stats-summary', { params: { query: asText(query) }, signal })),
  fullValuation: (query: FullValuationQueryInput & Query, signal?: AbortSignal) =>
    answer(http.GET('/parcels/get-stats-full-valuation', { params: { query: asText(query) }, signal })),
};

/** The Market Stats query keys (docs/architecture.md, "Query keys"). */
export const marketStatsKeys = {
  all: ['market-stats'] as const,
  summary: (query: Query) => ['market-stats', 'summary', query] as const,
  valuation: (query: Query, buildingType: string, status: string) =>
    ['market-stats', 'valuation', query, buildingType, status] as const,
};
