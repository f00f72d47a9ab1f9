import type { MatchingType, SurveyResultsAnswer } from '@utah-land/shared';
import { answer, http } from './client.js';
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
    answer(
      'email' in ref
        ? http.GET('/contacts/resultsCount', {
            params: { query: { email: ref.email, surveyid: ref.surveyId } },
            signal,
          })
        : http.GET('/surveys/{id}/resultsCount', { params: { path: { id: ref.surveyId } }, signal }),
    ),
  results: (ref: SurveyRef, q: ResultsQuery, signal?: AbortSignal) => {
    const query = {
      matchingtype: q.matchingtype,
      type: q.type,
      matchingRecordsPage: q.page,
      matchingRecordsLimit: q.limit,
    };
    return answer(
      'email' in ref
        ? http.GET('/contacts/results', {
            params: { query: { ...query, email: ref.email, surveyid: ref.surveyId } },
            signal,
          })
        : http.GET('/surveys/{id}/results', { params: { path: { id: ref.surveyId }, query }, signal }),
    ).then((r) => r as SurveyResultsPage);
  },
  /** The matches call: count(s) and page `page` of each kind's lists. */
  matches: (
    surveyid: number,
    kinds: readonly MatchingType[],
    page: number,
    limit: number,
    signal?: AbortSignal,
  ) =>
    answer(
      http.GET('/surveys/matches', {
        params: { query: { surveyid, matchingtype: [...kinds], page, limit } },
        signal,
      }),
    ),
  /** Land owners offer in words that the survey's taker would buy (docs/surveys.md, "Land described in words"). */
  landOffers: (id: number, signal?: AbortSignal) =>
    answer(http.GET('/surveys/{id}/landOffers', { params: { path: { id } }, signal })),
  queries: (id: number) =>
    answer(
      http.GET('/surveys/getQueries/{id}', {
        params: { path: { id }, query: { isRecalculating: 'false' } },
      }),
    ),
  takers: (search: string, page: number, limit = 20) =>
    answer(http.GET('/surveys/contacts', { params: { query: { email: search || undefined, page, limit } } })),
  clientCodeNames: (q: { email?: string; surveyName?: string; clientcode?: string }) =>
    answer(http.GET('/surveys/clientcodenames', { params: { query: q } })),
  contacts: (email: string, page: number, limit = 20) =>
    answer(http.GET('/contacts', { params: { query: { email, page, limit } } })),
};

/** The query key prefix of a survey's matches: a survey by id, or a survey taker's (and one of their surveys). */
const refKey = (ref: SurveyRef) =>
  'email' in ref ? `taker:${ref.email}:${ref.surveyId ?? ''}` : ref.surveyId;

/**
 * The survey matching query keys, under ['surveys'] (surveysKeys.all, surveys.ts) so saving a survey refreshes them
 * (docs/architecture.md, "Query keys").
 */
export const surveyMatchingKeys = {
  all: ['surveys', 'matching'] as const,
  /** Everything of one survey's matches: its cards' counts, lists, places, queries and dashboard. */
  survey: (ref: SurveyRef) => ['surveys', 'matching', refKey(ref)] as const,
  /** The cards' counts; with no survey chosen yet, a key that is never fetched. */
  counts: (ref: SurveyRef | null) =>
    ref
      ? ([...surveyMatchingKeys.survey(ref), 'counts'] as const)
      : (['surveys', 'matching', 'none'] as const),
  list: (ref: SurveyRef, kind: MatchingType, type: ListType, pageSize: number) =>
    [...surveyMatchingKeys.survey(ref), 'list', kind, type, pageSize] as const,
  /** The parcels and projects counts of a survey (the matches call, one row each). */
  places: (surveyId: number | null) => ['surveys', 'matching', surveyId, 'places'] as const,
  queries: (surveyId: number | null) => ['surveys', 'matching', surveyId, 'queries'] as const,
  landOffers: (surveyId: number | null) => ['surveys', 'matching', surveyId, 'land-offers'] as const,
  dashboard: (surveyId: number | null) => ['surveys', 'matching', surveyId, 'dashboard'] as const,
  takers: (term: string) => ['surveys', 'takers', term] as const,
  chosenTaker: (email: string) => ['surveys', 'takers', 'chosen', email] as const,
  clientCodes: (email: string) => ['surveys', 'client-codes', email] as const,
};
