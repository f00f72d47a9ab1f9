import { useSearchParams } from 'react-router';

/** The survey taker chosen on the map (the URL's surveyTaker; '' = the signed-in user). */
export function useSurveyTaker(): string {
  const [params] = useSearchParams();
  return params.get('surveyTaker') ?? '';
}
