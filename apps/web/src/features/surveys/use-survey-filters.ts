import { useEffect, useRef } from 'react';
import { surveysApi } from '../../api/surveys.js';

/**
 * A surveyId in the map's query string loads the survey's saved filter URL and replaces the search string with it
 * (spec map-matching-surveys 2.9); an admin's survey taker stays. Each survey id is loaded once per visit.
 */
export function useSurveyFilters(
  surveyId: string | undefined,
  update: (fn: (current: URLSearchParams) => URLSearchParams) => void,
) {
  const loaded = useRef<string | null>(null);
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  }, [update]);
  useEffect(() => {
    if (!surveyId || !/^\d+$/.test(surveyId) || loaded.current === surveyId) return;
    loaded.current = surveyId;
    surveysApi
      .url(Number(surveyId))
      .then(({ url }) => {
        if (!url) return;
        updateRef.current((current) => {
          const next = new URLSearchParams(url);
          const taker = current.get('surveyTaker');
          if (taker) next.set('surveyTaker', taker);
          return next;
        });
      })
      .catch(() => undefined);
  }, [surveyId]);
}
