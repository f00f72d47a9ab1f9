import { api } from './client.js';
import type { MatchRow } from './matching.js';

// A survey's matches (docs/surveys.md, "Matching"; spec map-matching-surveys 2.9 and 7 "Surveys").

export type SurveyCardType =
  'builders' | 'investors' | 'developers' | 'realEstateAgents' | 'newBuildHomebuyers' | 'waterRights';

export interface SurveyCard {
  matchingtype: SurveyCardType;
  label: string;
  count: number;
  contactsCount: number;
  companiesCount: number;
}

export interface SurveyResultsPage {
  data: MatchRow[];
  pagination: { page: number; limit: number; totalItems: number; totalPages: number };
}

export const surveyMatchingApi = {
  counts: (id: number) =>
    api<{ surveyid: number; side: 'supply' | 'demand'; data: SurveyCard[] }>(`/surveys/${id}/resultsCount`),
  results: (
    id: number,
    matchingtype: SurveyCardType,
    type: 'contacts' | 'companies',
    page: number,
    signal?: AbortSignal,
  ) =>
    api<SurveyResultsPage>(`/surveys/${id}/results`, {
      query: { matchingtype, type, matchingRecordsPage: page, matchingRecordsLimit: 10 },
      signal,
    }),
};
