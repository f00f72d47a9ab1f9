import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection, Geometry } from 'geojson';
import type { FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { PARCEL_TILES_MIN_ZOOM, type MapResults } from '@utah-land/shared';

export const PARCEL_FILL_LAYER = 'parcel-fill';
/** Deeper zooms reuse the zoom-16 tiles (a 4096-unit tile there is ~15 cm a unit): fewer requests, same shapes. */
export const PARCEL_TILES_MAX_ZOOM = 16;

const fillPaint = (selected: number): FillLayerSpecification['paint'] => ({
  'fill-color': ['case', ['==', ['get', 'id'], selected], '#fa8c16', '#3a7bd5'],
  'fill-opacity': ['case', ['==', ['get', 'id'], selected], 0.55, 0.28],
});
const outlinePaint = (selected: number): LineLayerSpecification['paint'] => ({
  'line-color': ['case', ['==', ['get', 'id'], selected], '#d46b08', '#1f4e79'],
  'line-width': ['case', ['==', ['get', 'id'], selected], 3, 1],
});

/**
 * Every parcel in view from the vector tiles of /api/tiles/parcels (the URL carries the map's filters; a new URL
 * reloads the tiles), the selected one highlighted as in ParcelLayers.
 */
export function ParcelTileLayers({ tiles, selectedId }: { tiles: string; selectedId?: number }) {
  const selected = selectedId ?? -1;
  return (
    <Source
      id="parcel-tiles"
      type="vector"
      tiles={[tiles]}
      minzoom={PARCEL_TILES_MIN_ZOOM}
      maxzoom={PARCEL_TILES_MAX_ZOOM}
    >
      <Layer id={PARCEL_FILL_LAYER} source-layer="parcels" type="fill" paint={fillPaint(selected)} />
      <Layer id="parcel-outline" source-layer="parcels" type="line" paint={outlinePaint(selected)} />
    </Source>
  );
}

/** Parcel polygons of a coordinates answer (a project's parcels), the selected one highlighted. */
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
      <Layer id={PARCEL_FILL_LAYER} type="fill" paint={fillPaint(selected)} />
      <Layer id="parcel-outline" type="line" paint={outlinePaint(selected)} />
    </Source>
  );
}
