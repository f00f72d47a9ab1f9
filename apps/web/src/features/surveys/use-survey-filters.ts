import { useEffect, useRef } from 'react';
import { surveysApi } from '../../api/surveys.js';

/**
 * A surveyId in the map's query string loads the survey's saved filter URL and replaces the search string with it
 * (spec map-matching-surveys 2.9). Each survey id is loaded once per visit.
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
        if (url) updateRef.current(() => new URLSearchParams(url));
      })
      .catch(() => undefined);
  }, [surveyId]);
}
