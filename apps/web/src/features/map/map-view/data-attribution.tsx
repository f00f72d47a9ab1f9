import { AttributionControl } from 'react-map-gl/maplibre';
import { useQuery } from '@tanstack/react-query';
import { RECORD_SOURCES } from '@utah-land/shared';
import { healthApi, healthKeys } from '../../../api/health.js';

const PLACES_CREDIT = 'Places © GeoNames (CC BY 4.0)';
const COUNTIES_CREDIT = 'Counties: US Census Bureau';
const DEMO_NOTE = 'Parcels, projects, contacts and listings shown are generated demo data';
// With real parcels loaded too, the demo note names only what is marked so (every card and window says which).
const MIXED_DEMO_NOTE = "Records marked 'Generated demo data' are invented";
const UGRC_CREDIT = 'Parcels © State of Utah, SGID (UGRC), CC BY 4.0, provided as is';

/**
 * The map's credits for the data it shows, from the sources of the loaded parcels (the health report): UGRC's
 * attribution for imported UGRC parcels, and the demo note only as far as the parcels are generated.
 */
export function mapCredits(sources: readonly string[]): string[] {
  const generated = sources.some((s) => RECORD_SOURCES[s]?.generated);
  const real = sources.some((s) => RECORD_SOURCES[s] && !RECORD_SOURCES[s].generated);
  const credits: string[] = [];
  if (generated) credits.push(real ? MIXED_DEMO_NOTE : DEMO_NOTE);
  if (sources.some((s) => RECORD_SOURCES[s]?.attribution)) credits.push(UGRC_CREDIT);
  return [...credits, PLACES_CREDIT, COUNTIES_CREDIT];
}

/** The map's one quiet place for data credits, and for saying which records are generated demo data. */
export function DataAttribution() {
  const health = useQuery({
    queryKey: healthKeys.all,
    queryFn: healthApi.get,
    staleTime: Infinity,
  });
  const credits = mapCredits(health.data?.parcelSources ?? []);
  // The control reads its text once: remount it when the answer arrives.
  return (
    <AttributionControl key={credits.join('|')} compact position="bottom-right" customAttribution={credits} />
  );
}
