import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
// MapLibre 6 loads its worker from a file next to its own module; once bundled, point it at the emitted asset.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/**
 * The Outline basemap, the default: an offline style (a plain background and Utah's county outlines from
 * /utah-counties.geojson) so the map and its tests work with no network.
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

/** The basemaps of the switcher: Outline (offline, the default) and three online ones that need no key. */
export type BasemapId = 'outline' | 'streets' | 'imagery' | 'topo';
export const BASEMAP_LABELS: Record<BasemapId, string> = {
  outline: 'Outline',
  streets: 'Streets',
  imagery: 'Imagery',
  topo: 'Topo',
};
export const BASEMAP_IDS = Object.keys(BASEMAP_LABELS) as BasemapId[];
/** The source id of an online raster basemap: its tile errors mean the basemap failed. */
export const BASEMAP_SOURCE = 'basemap';
const USGS_CREDIT = 'Basemap: USGS The National Map';

/** The USGS National Map's cached tile services (public, no key; https://basemap.nationalmap.gov). */
const usgsTiles = (service: string) =>
  `https://basemap.nationalmap.gov/arcgis/rest/services/${service}/MapServer/tile/{z}/{y}/{x}`;

/** A raster basemap under Utah's county outlines (kept on top so counties still read on imagery). */
function rasterStyle(service: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'raster',
        tiles: [usgsTiles(service)],
        tileSize: 256,
        maxzoom: 16,
        attribution: USGS_CREDIT,
      },
      counties: OFFLINE_STYLE.sources.counties!,
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef1ea' } },
      { id: BASEMAP_SOURCE, type: 'raster', source: BASEMAP_SOURCE },
      OFFLINE_STYLE.layers.find((l) => l.id === 'county-outline')!,
    ],
  };
}

/**
 * The style of a basemap. Streets is the configured `VITE_MAP_STYLE_URL` (a MapLibre style, read at build time)
 * when there is one, else the National Map's imagery with roads and names (USGSImageryTopo); Imagery is
 * USGSImageryOnly and Topo USGSTopo.
 */
export function basemapStyle(id: BasemapId): string | StyleSpecification {
  switch (id) {
    case 'streets':
      return import.meta.env.VITE_MAP_STYLE_URL || rasterStyle('USGSImageryTopo');
    case 'imagery':
      return rasterStyle('USGSImageryOnly');
    case 'topo':
      return rasterStyle('USGSTopo');
    default:
      return OFFLINE_STYLE;
  }
}

const STORAGE_KEY = 'mapBasemap';
export const storedBasemap = (): BasemapId => {
  const v = localStorage.getItem(STORAGE_KEY);
  return BASEMAP_IDS.includes(v as BasemapId) ? (v as BasemapId) : 'outline';
};
export const storeBasemap = (id: BasemapId) => localStorage.setItem(STORAGE_KEY, id);
