import { answer, http, type JsonBody } from './client.js';

// Surveys (spec map-matching-surveys 7 "Surveys"; docs/surveys.md), typed by the OpenAPI document (client.ts).

export type { SurveyCriteriaRow, SurveyListRow, SurveyTypeInfo } from '@utah-land/shared';

export const surveysApi = {
  info: () => answer(http.GET('/surveys/info')),
  list: (page: number) => answer(http.GET('/surveys', { params: { query: { page, limit: 10 } } })),
  response: (id: number) => answer(http.GET('/surveys/{id}/response', { params: { path: { id } } })),
  save: (body: JsonBody<'/surveys', 'put'>, recalculate: boolean) =>
    answer(
      recalculate ? http.PUT('/surveys/recalculate_response', { body }) : http.PUT('/surveys', { body }),
    ),
  enable: (surveyid: number, enabled: boolean) =>
    answer(http.PUT('/surveys/enable', { body: { surveyid, enabled } })),
  setPrivate: (surveyid: number, isPrivate: boolean) =>
    answer(http.PUT('/surveys/set-private', { body: { surveyid, isPrivate } })),
  remove: (id: number, deleteStatus?: string) =>
    answer(http.DELETE('/surveys/{id}', { params: { path: { id }, query: { deleteStatus } } })),
  url: (id: number) => answer(http.GET('/surveys/url/{id}', { params: { path: { id } } })),
  criteria: (surveyid: number) =>
    answer(http.GET('/survey-criteria', { params: { query: { surveyid } } })).then((r) => r.data),
};

/**
 * The surveys' query keys (docs/architecture.md, "Query keys"): under ['surveys'], so saving, enabling or deleting a
 * survey refreshes its info, lists, criteria and matches (survey-matching.ts keys them under ['surveys', 'matching']);
 * a survey's saved answers are keyed apart, ['survey-response', id].
 */
export const surveysKeys = {
  all: ['surveys'] as const,
  info: ['surveys', 'info'] as const,
  list: (page: number) => ['surveys', 'list', page] as const,
  url: (id: number) => answer(http.GET('/surveys/url/{id}', { params: { path: { id } } })),
  criteria: (surveyid: number | null) => ['surveys', 'criteria', surveyid] as const,
  response: (id: number | null) => ['survey-response', id] as const,
};
