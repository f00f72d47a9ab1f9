import { answer, http, type JsonBody } from './client.js';

// Saved searches (list with surveyTaker, create {description, url, survey_taker}, delete by id), typed by the
// OpenAPI document (client.ts).

type CreateBody = JsonBody<'/saved-searches', 'post'>;

export const savedSearchesApi = {
  list: (search: string | undefined, surveyTaker: string | undefined, limit: number) =>
    answer(http.GET('/saved-searches', { params: { query: { search, surveyTaker, limit } } })),
  create: (body: CreateBody) => answer(http.POST('/saved-searches', { body })),
  remove: (id: number) => answer(http.DELETE('/saved-searches/{id}', { params: { path: { id } } })),
};

/** The saved searches' query keys: saving or deleting one invalidates `all` (docs/architecture.md, "Query keys"). */
export const savedSearchesKeys = {
  all: ['saved-searches'] as const,
  list: (surveyTaker: string | undefined, search: string | undefined) =>
    ['saved-searches', surveyTaker, search] as const,
};
