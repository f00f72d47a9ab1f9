import type {
  CreateSavedSearchBody,
  SavedSearchDeleted,
  SavedSearchDto,
  SavedSearchList,
} from '@utah-land/shared';
import { api } from './client.js';

// Saved searches (list with surveyTaker, create {description, url, survey_taker}, delete by id).

export const savedSearchesApi = {
  list: (search: string | undefined, surveyTaker: string | undefined, limit: number) =>
    api<SavedSearchList>('/saved-searches', { query: { search, surveyTaker, limit } }),
  create: (body: CreateSavedSearchBody) => api<SavedSearchDto>('/saved-searches', { method: 'POST', body }),
  remove: (id: number) => api<SavedSearchDeleted>(`/saved-searches/${id}`, { method: 'DELETE' }),
};

/** The saved searches' query keys: saving or deleting one invalidates `all` (docs/architecture.md, "Query keys"). */
export const savedSearchesKeys = {
  all: ['saved-searches'] as const,
  list: (surveyTaker: string | undefined, search: string | undefined) =>
    ['saved-searches', surveyTaker, search] as const,
};
