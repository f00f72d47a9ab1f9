import type { z } from 'zod';
import type {
  ClientCodeName,
  contactListAnswer,
  MatchingType,
  SurveyCountsAnswer,
  SurveyMatchesAnswer,
  SurveyQueriesAnswer,
  SurveyResultsAnswer,
  surveyTakersAnswer,
} from '@utah-land/shared';
import { api } from './client.js';
import type { MatchRow } from './matching.js';

// A survey's matches and the survey-taker context (docs/surveys.md, "Matching" and "Survey takers"; spec
// map-matching-surveys 2.8, 2.9 and 7 "Surveys").

export type { SurveyCard, SurveyCardType } from '@utah-land/shared';
export type ListType = 'contacts' | 'companies';

/** A page of one kind; rows read as the match cards read them. */
export type SurveyResultsPage = Omit<SurveyResultsAnswer, 'data'> & { data: MatchRow[] };

/** Whose survey: a survey by id, or a survey taker's (admins: `email`; `surveyid` one of theirs). */
export type SurveyRef = { surveyId: number } | { email: string; surveyId?: number };

export interface ResultsQuery {
  matchingtype: MatchingType;
  type: ListType;
  page: number;
  limit: number;
}

export const surveyMatchingApi = {
  counts: (ref: SurveyRef, signal?: AbortSignal) =>
    'email' in ref
      ? api<SurveyCountsAnswer>('/contacts/resultsCount', {
          query: { email: ref.email, surveyid: ref.surveyId },
          signal,
        })
      : api<SurveyCountsAnswer>(`/surveys/${ref.surveyId}/resultsCount`, { signal }),
  results: (ref: SurveyRef, q: ResultsQuery, signal?: AbortSignal) => {
    const query = {
      matchingtype: q.matchingtype,
      type: q.type,
      matchingRecordsPage: q.page,
      matchingRecordsLimit: q.limit,
    };
    return 'email' in ref
      ? api<SurveyResultsPage>('/contacts/results', {
          query: { ...query, email: ref.email, surveyid: ref.surveyId },
          signal,
        })
      : api<SurveyResultsPage>(`/surveys/${ref.surveyId}/results`, { query, signal });
  },
  /** The matches call: count(s) and page `page` of each kind's lists. */
  matches: (
    surveyid: number,
    kinds: readonly MatchingType[],
    page: number,
    limit: number,
    signal?: AbortSignal,
  ) =>
    api<SurveyMatchesAnswer>('/surveys/matches', {
      query: { surveyid, matchingtype: [...kinds], page, limit },
      signal,
    }),
  queries: (id: number) =>
    api<SurveyQueriesAnswer>(`/surveys/getQueries/${id}`, { query: { isRecalculating: 'false' } }),
  takers: (search: string, page: number, limit = 20) =>
    api<z.infer<typeof surveyTakersAnswer>>('/surveys/contacts', {
      query: { email: search || undefined, page, limit },
    }),
  clientCodeNames: (q: { email?: string; surveyName?: string; clientcode?: string }) =>
    api<{ data: ClientCodeName[] }>('/surveys/clientcodenames', { query: q }),
  contacts: (email: string, page: number, limit = 20) =>
    api<z.infer<typeof contactListAnswer>>('/contacts', {
      query: { email, page, limit },
    }),
};
