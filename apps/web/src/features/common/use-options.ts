import { useQuery } from '@tanstack/react-query';
import { mapApi, mapKeys } from '../../api/map.js';

const toOptions = (names: string[] | undefined) => (names ?? []).map((n) => ({ value: n, label: n }));
const long = { staleTime: 60 * 60_000 };

/** Utah's city names (GET /cities/all), one cached list for the filters, the survey form and Market Stats. */
export const useCities = (enabled = true) =>
  useQuery({ queryKey: mapKeys.cities, queryFn: () => mapApi.cities(), enabled, ...long });

/** Utah's city names as select options. */
export function useCityOptions() {
  return toOptions(useCities().data);
}

/** Utah's county names (GET /counties/UT). */
export function useCountyOptions() {
  const q = useQuery({ queryKey: mapKeys.counties, queryFn: () => mapApi.counties(), ...long });
  return toOptions(q.data);
}

/** Zoning codes per jurisdiction as 'Jurisdiction:Code' values (GET /zoning/city, /zoning/county). */
export function useZoningOptions(kind: 'city' | 'county', jurisdiction: string | undefined) {
  const q = useQuery({
    queryKey: mapKeys.zoning(kind, jurisdiction),
    queryFn: () => (kind === 'city' ? mapApi.zoningCity(jurisdiction!) : mapApi.zoningCounty(jurisdiction!)),
    enabled: !!jurisdiction,
    ...long,
  });
  return (q.data ?? []).map((z) => ({
    value: `${jurisdiction}:${z.code}`,
    label: z.description ? `${z.code} – ${z.description}` : z.code,
  }));
}

/** Jurisdictions that have zoning codes (GET /zoning/cities, /zoning/counties). */
export function useZoningJurisdictions(kind: 'city' | 'county') {
  const q = useQuery({
    queryKey: mapKeys.zoningJurisdictions(kind),
    queryFn: () => (kind === 'city' ? mapApi.zoningCities() : mapApi.zoningCounties()),
    ...long,
  });
  return toOptions(q.data);
}
