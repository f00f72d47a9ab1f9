import type {
  FullValuationAnswer,
  FullValuationQueryInput,
  MarketStatsQueryInput,
  SummaryAnswer,
} from '@utah-land/shared';
import { api } from './client.js';

// Market Stats / Market Analysis (spec section 7, Market stats; admins only).

type Query = Record<string, string | number | undefined>;

export const marketStatsApi = {
  summary: (query: MarketStatsQueryInput & Query, signal?: AbortSignal) =>
    api<SummaryAnswer>('/parcels/get-stats-summary', { query, signal }),
  fullValuation: (query: FullValuationQueryInput & Query, signal?: AbortSignal) =>
    api<FullValuationAnswer>('/parcels/get-stats-full-valuation', { query, signal }),
};

/** The Market Stats query keys (docs/architecture.md, "Query keys"). */
export const marketStatsKeys = {
  all: ['market-stats'] as const,
  summary: (query: Query) => ['market-stats', 'summary', query] as const,
  valuation: (query: Query, buildingType: string, status: string) =>
    ['market-stats', 'valuation', query, buildingType, status] as const,
};
