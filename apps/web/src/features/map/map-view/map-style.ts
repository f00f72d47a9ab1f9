import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
// MapLibre 6 loads its worker from a file next to its own module; once bundled, point it at the emitted asset.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/**
 * The base style: `VITE_MAP_STYLE_URL` when the build sets one, else an offline style (a plain background and
 * Utah's county outlines from /utah-counties.geojson) so the map and its tests work with no network.
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    counties: { type: 'geojson', data: '/utah-counties.geojson' },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eef1ea' } },
    {
      id: 'county-fill',
      type: 'fill',
      source: 'counties',
      paint: { 'fill-color': '#f8f6ef', 'fill-opacity': 0.9 },
    },
    {
      id: 'county-outline',
      type: 'line',
      source: 'counties',
      paint: {
        'line-color': '#8a8f7a',
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.8, 10, 1.6, 16, 2.5],
        'line-dasharray': [3, 1.5],
      },
    },
  ],
};

export const MAP_STYLE: string | StyleSpecification = import.meta.env.VITE_MAP_STYLE_URL || OFFLINE_STYLE;
