import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection, Geometry } from 'geojson';
import type { MapResults } from '@utah-land/shared';

export const PARCEL_FILL_LAYER = 'parcel-fill';

/** Parcel polygons in the viewport (high zoom), the selected one highlighted. */
export function ParcelLayers({
  parcels,
  selectedId,
}: {
  parcels: MapResults['parcels'];
  selectedId?: number;
}) {
  const data = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: parcels.map((p) => ({
        type: 'Feature',
        id: p.id,
        properties: { id: p.id, parcelId: p.parcelId, acreage: p.acreage },
        geometry: p.points as unknown as Geometry,
      })),
    }),
    [parcels],
  );
  const selected = selectedId ?? -1;
  return (
    <Source id="parcels" type="geojson" data={data}>
      <Layer
        id={PARCEL_FILL_LAYER}
        type="fill"
        paint={{
          'fill-color': ['case', ['==', ['get', 'id'], selected], '#fa8c16', '#3a7bd5'],
          'fill-opacity': ['case', ['==', ['get', 'id'], selected], 0.55, 0.28],
        }}
      />
      <Layer
        id="parcel-outline"
        type="line"
        paint={{
          'line-color': ['case', ['==', ['get', 'id'], selected], '#d46b08', '#1f4e79'],
          'line-width': ['case', ['==', ['get', 'id'], selected], 3, 1],
        }}
      />
    </Source>
  );
}
