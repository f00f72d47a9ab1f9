import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SURVEY_MATCH_LIMITS } from '@utah-land/shared';
import { surveysApi, surveysKeys } from '../../api/surveys.js';
import type { SurveyRef } from '../../api/survey-matching.js';
import { session } from '../../app/session.js';

/**
 * Which survey a survey matching screen shows, from its query string (the organic-filter settings, documented in
 * docs/surveys.md): `surveyId` (one of yours, or any for an admin), `surveyTaker` (admins: that taker's enabled or
 * newest survey), else your enabled survey. `organic=true` is organic-filter mode (lists of 20); `matchingtype`
 * opens that card's list.
 */
export function useSurveyContext() {
  const [params, setParams] = useSearchParams();
  const isAdmin = session.isAdmin();
  const digits = (v: string | null) => (v && /^\d{1,15}$/.test(v) ? Number(v) : undefined);
  const surveyId = digits(params.get('surveyId'));
  const taker = isAdmin ? (params.get('surveyTaker')?.trim().toLowerCase() ?? '') : '';
  const organic = params.get('organic') === 'true';
  const info = useQuery({
    queryKey: surveysKeys.info,
    queryFn: () => surveysApi.info(),
    enabled: !taker && surveyId === undefined,
  });
  let ref: SurveyRef | null = null;
  if (taker) ref = { email: taker, surveyId };
  else if (surveyId !== undefined) ref = { surveyId };
  else if (info.data?.enabledSurveyId) ref = { surveyId: info.data.enabledSurveyId };
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return {
    ref,
    /** The survey's own settings are still loading (your enabled survey). */
    loading: !taker && surveyId === undefined && info.isPending,
    error: info.error,
    isAdmin,
    taker,
    organic,
    pageSize: organic ? SURVEY_MATCH_LIMITS.organicPageSize : SURVEY_MATCH_LIMITS.pageSize,
    openType: params.get('matchingtype'),
    set,
  };
}
