import { answer, http } from './client.js';

export type PortfolioSubject = { parcelId: number } | { projectId: number } | { contactId: number };

/** GET /owners/portfolio: every parcel and project of the owner of a parcel, project or contact. */
export const portfoliosApi = {
  get: (subject: PortfolioSubject) => answer(http.GET('/owners/portfolio', { params: { query: subject } })),
};

/** The portfolio's query keys: `ref` is the subject as the page's URL names it (docs/architecture.md, "Query keys"). */
export const portfoliosKeys = {
  owner: (ref: string | null) => ['owner-portfolio', ref] as const,
};
