import { api } from './client.js';

// Surveys (spec map-matching-surveys 7 "Surveys"; docs/surveys.md).

export interface SurveyTypeInfo {
  type: string;
  name: string;
  surveyid: number | null;
  isEnabled: boolean;
  count: number;
}
export interface SurveysInfo {
  email: string;
  mayEnable: boolean;
  enabledSurveyId: number | null;
  types: SurveyTypeInfo[];
}
export interface SurveyListRow {
  id: number;
  surveyid: number;
  name: string;
  surveyName: string;
  isPrivate: boolean;
  isEnabled: boolean;
  createdDate: string;
  city: string | null;
  projectName: string | null;
  address: string | null;
  acres: number | null;
}
export interface SurveyResponseDto {
  id: number;
  name: string;
  surveyName: string;
  response: Record<string, unknown>;
  /** The taker's e-mail. */
  surveyTaker: string;
  firstname: string | null;
  lastname: string | null;
  clientCodeName: string | null;
  createdDate: string;
  projectName: string | null;
  acres: number | null;
  address: string | null;
  city: string | null;
  isPrivate: boolean;
  isEnabled: boolean;
}
export interface SurveyCriteriaRow {
  id: number;
  criteria: string;
  value: string;
  surveyid: number;
  email: string;
  name: string;
}
export interface SavedSurvey {
  id: number;
  surveyid: number;
  filterUrl: string;
}

export const surveysApi = {
  info: () => api<SurveysInfo>('/surveys/info'),
  list: (page: number) =>
    api<{ data: SurveyListRow[]; pagination: { totalItems: number } }>('/surveys', {
      query: { page, limit: 10 },
    }),
  response: (id: number) => api<SurveyResponseDto>(`/surveys/${id}/response`),
  save: (body: { id?: number; surveyName: string; response: Record<string, string> }, recalculate: boolean) =>
    api<SavedSurvey>(recalculate ? '/surveys/recalculate_response' : '/surveys', { method: 'PUT', body }),
  enable: (surveyid: number, enabled: boolean) =>
    api<{ surveyid: number; enabled: boolean; filterUrl: string }>('/surveys/enable', {
      method: 'PUT',
      body: { surveyid, enabled },
    }),
  setPrivate: (surveyid: number, isPrivate: boolean) =>
    api<{ surveyid: number; isPrivate: boolean }>('/surveys/set-private', {
      method: 'PUT',
      body: { surveyid, isPrivate },
    }),
  remove: (id: number, deleteStatus?: string) =>
    api<{ message: string }>(`/surveys/${id}`, { method: 'DELETE', query: { deleteStatus } }),
  url: (id: number) => api<{ surveyid: number; surveyName: string; url: string }>(`/surveys/url/${id}`),
  cities: () => api<string[]>('/cities/all'),
  criteria: (surveyid: number) =>
    api<{ data: SurveyCriteriaRow[] }>('/survey-criteria', { query: { surveyid } }).then((r) => r.data),
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
