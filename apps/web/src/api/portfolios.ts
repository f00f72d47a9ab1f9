import type { PortfolioAnswer } from '@utah-land/shared';
import { api } from './client.js';

export type PortfolioSubject = { parcelId: number } | { projectId: number } | { contactId: number };

/** GET /owners/portfolio: every parcel and project of the owner of a parcel, project or contact. */
export const portfoliosApi = {
  get: (subject: PortfolioSubject) => api<PortfolioAnswer>('/owners/portfolio', { query: subject }),
};

/** The portfolio's query keys: `ref` is the subject as the page's URL names it (docs/architecture.md, "Query keys"). */
export const portfoliosKeys = {
  owner: (ref: string | null) => ['owner-portfolio', ref] as const,
};
