import type {
  SavedSurvey,
  SaveSurveyBody,
  SurveyCriteriaList,
  SurveyDeleted,
  SurveyEnabled,
  SurveyList,
  SurveyPrivacy,
  SurveyResponseDto,
  SurveysInfo,
  SurveyUrl,
} from '@utah-land/shared';
import { api } from './client.js';

// Surveys (spec map-matching-surveys 7 "Surveys"; docs/surveys.md).

export type { SurveyCriteriaRow, SurveyListRow, SurveyTypeInfo } from '@utah-land/shared';

export const surveysApi = {
  info: () => api<SurveysInfo>('/surveys/info'),
  list: (page: number) =>
    api<SurveyList>('/surveys', {
      query: { page, limit: 10 },
    }),
  response: (id: number) => api<SurveyResponseDto>(`/surveys/${id}/response`),
  save: (body: SaveSurveyBody, recalculate: boolean) =>
    api<SavedSurvey>(recalculate ? '/surveys/recalculate_response' : '/surveys', { method: 'PUT', body }),
  enable: (surveyid: number, enabled: boolean) =>
    api<SurveyEnabled>('/surveys/enable', {
      method: 'PUT',
      body: { surveyid, enabled },
    }),
  setPrivate: (surveyid: number, isPrivate: boolean) =>
    api<SurveyPrivacy>('/surveys/set-private', {
      method: 'PUT',
      body: { surveyid, isPrivate },
    }),
  remove: (id: number, deleteStatus?: string) =>
    api<SurveyDeleted>(`/surveys/${id}`, { method: 'DELETE', query: { deleteStatus } }),
  url: (id: number) => api<SurveyUrl>(`/surveys/url/${id}`),
  criteria: (surveyid: number) =>
    api<SurveyCriteriaList>('/survey-criteria', { query: { surveyid } }).then((r) => r.data),
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
  criteria: (surveyid: number | null) => ['surveys', 'criteria', surveyid] as const,
  response: (id: number | null) => ['survey-response', id] as const,
};
