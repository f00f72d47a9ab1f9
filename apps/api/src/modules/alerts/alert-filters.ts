import { mapFiltersQuery, type MapFilters } from '@utah-land/shared';

/**
 * The filters of a stored map URL (a saved search's query string or a survey's filter URL), read by the map's own
 * schema. What only places the camera (viewport, zoom) or pages the lists is left out: a watch is about which
 * records fit, anywhere; a drawn polygon (coords) is an area and stays. Undefined when the URL does not parse.
 */
export function watchFiltersOf(url: string): MapFilters | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : url;
  const params = new URLSearchParams(query);
  for (const key of [
    'viewport',
    'zoom',
    'page',
    'limit',
    'sortBy',
    'surveyId',
    'surveyTaker',
    'addressCoords',
  ])
    params.delete(key);
  const raw: Record<string, string> = {};
  for (const [k, v] of params) raw[k] = raw[k] ? `${raw[k]}|${v}` : v;
  const parsed = mapFiltersQuery.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
