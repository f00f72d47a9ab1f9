import { Layer, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection } from 'geojson';
import type { PolygonCoords } from '../url-state.js';

const close = (c: PolygonCoords) => (c.length ? [...c, c[0]!] : c);

/** The applied polygon (URL coords) and the polygon being drawn. */
export function DrawLayers({ polygon, draft }: { polygon?: PolygonCoords; draft: PolygonCoords }) {
  const applied: FeatureCollection = {
    type: 'FeatureCollection',
    features: polygon
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [close(polygon)] } }]
      : [],
  };
  const drawing: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      ...(draft.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: draft },
            },
          ]
        : []),
      ...draft.map((p) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: p },
      })),
    ],
  };
  return (
    <>
      <Source id="applied-polygon" type="geojson" data={applied}>
        <Layer
          id="applied-polygon-fill"
          type="fill"
          paint={{ 'fill-color': '#722ed1', 'fill-opacity': 0.08 }}
        />
        <Layer
          id="applied-polygon-line"
          type="line"
          paint={{ 'line-color': '#722ed1', 'line-width': 2.5, 'line-dasharray': [2, 1] }}
        />
      </Source>
      <Source id="draft-polygon" type="geojson" data={drawing}>
        <Layer
          id="draft-polygon-line"
          type="line"
          filter={['==', ['geometry-type'], 'LineString']}
          paint={{ 'line-color': '#d4380d', 'line-width': 2 }}
        />
        <Layer
          id="draft-polygon-points"
          type="circle"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{
            'circle-radius': 5,
            'circle-color': '#fff',
            'circle-stroke-color': '#d4380d',
            'circle-stroke-width': 2,
          }}
        />
      </Source>
    </>
  );
}
