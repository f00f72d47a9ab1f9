import { AttributionControl } from 'react-map-gl/maplibre';
import { useQuery } from '@tanstack/react-query';
import { healthApi, healthKeys } from '../../../api/health.js';

const PLACES_CREDIT = 'Places © GeoNames (CC BY 4.0)';
const COUNTIES_CREDIT = 'Counties: US Census Bureau';
const DEMO_NOTE = 'Parcels, projects, contacts and listings shown are generated demo data';

/** The map's one quiet place for data credits, and for saying when the records are generated demo data. */
export function DataAttribution() {
  const health = useQuery({
    queryKey: healthKeys.all,
    queryFn: healthApi.get,
    staleTime: Infinity,
  });
  const demo = health.data?.demoData === true;
  const credits = demo ? [DEMO_NOTE, PLACES_CREDIT, COUNTIES_CREDIT] : [PLACES_CREDIT, COUNTIES_CREDIT];
  // The control reads its text once: remount it when the answer arrives.
  return (
    <AttributionControl key={String(demo)} compact position="bottom-right" customAttribution={credits} />
  );
}
