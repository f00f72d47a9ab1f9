import { setWorkerUrl, type LayerSpecification, type StyleSpecification } from 'maplibre-gl';
// MapLibre 6 loads its worker from a file next to its own module; once bundled, point it at the emitted asset.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { WATER_BODIES } from '@utah-land/shared';
import { basemapTilesUrl } from '../../../api/tiles.js';

setWorkerUrl(workerUrl);

/** The layer of the streets' names (tests read what it rendered). */
export const STREET_LABEL_LAYER = 'street-label';

/** Utah's county outlines, dashed: on every basemap. */
const COUNTY_OUTLINE: LayerSpecification = {
  id: 'county-outline',
  type: 'line',
  source: 'counties',
  paint: {
    'line-color': '#8a8f7a',
    'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.8, 10, 1.6, 16, 2.5],
    'line-dasharray': [3, 1.5],
  },
};

/** The lakes of the offline basemap (shared/geo/water-bodies.ts: approximate outlines, not survey data). */
const LAKES: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: WATER_BODIES.map((w) => ({
    type: 'Feature',
    properties: { name: w.name },
    geometry: { type: 'Polygon', coordinates: [w.ring] },
  })),
};

/** Labels are drawn from the browser's own sans-serif font (no glyphs URL: MapLibre renders them locally). */
const LABEL_FONT = ['sans-serif'];
const HALO = { 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 };

/**
 * The Outline basemap, the default: an offline style, so the map and its tests work with no network. A plain
 * background, Utah's county outlines (/utah-counties.geojson), the big lakes, and from our own server the streets
 * the parcels' addresses are on (from zoom 13, named along the line) and the cities' names (tile layers streets and
 * places, docs/map-tiles.md). Drawn under the parcels.
 */
let offline: StyleSpecification | undefined;
export function offlineStyle(): StyleSpecification {
  // One object for the page's life: the map compares styles by identity and would restyle on every render.
  return (offline ??= {
    version: 8,
    sources: {
      counties: { type: 'geojson', data: '/utah-counties.geojson' },
      lakes: { type: 'geojson', data: LAKES },
      streets: { type: 'vector', tiles: [basemapTilesUrl('streets')], minzoom: 13, maxzoom: 16 },
      places: { type: 'vector', tiles: [basemapTilesUrl('places')], minzoom: 0, maxzoom: 10 },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef1ea' } },
      {
        id: 'county-fill',
        type: 'fill',
        source: 'counties',
        paint: { 'fill-color': '#f8f6ef', 'fill-opacity': 0.9 },
      },
      { id: 'lake-fill', type: 'fill', source: 'lakes', paint: { 'fill-color': '#b9d3e6' } },
      COUNTY_OUTLINE,
      {
        id: 'street-casing',
        type: 'line',
        source: 'streets',
        'source-layer': 'streets',
        paint: {
          'line-color': '#c9c4b5',
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 13, 0.5, 16, 1, 18, 1.5],
          'line-gap-width': ['interpolate', ['exponential', 1.6], ['zoom'], 13, 1.5, 16, 6, 18, 16],
        },
      },
      {
        id: 'street-line',
        type: 'line',
        source: 'streets',
        'source-layer': 'streets',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 13, 1.5, 16, 6, 18, 16],
        },
      },
      {
        id: STREET_LABEL_LAYER,
        type: 'symbol',
        source: 'streets',
        'source-layer': 'streets',
        minzoom: 15,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 15, 10, 18, 13],
        },
        paint: { 'text-color': '#4a4a44', ...HALO },
      },
      {
        id: 'lake-label',
        type: 'symbol',
        source: 'lakes',
        layout: { 'text-field': ['get', 'name'], 'text-font': LABEL_FONT, 'text-size': 12 },
        paint: { 'text-color': '#3d6b8c', ...HALO },
      },
      {
        id: 'place-label',
        type: 'symbol',
        source: 'places',
        'source-layer': 'places',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 6, 10, 12, 15],
          // The bigger city first where names would collide.
          'symbol-sort-key': ['-', 0, ['coalesce', ['get', 'population'], 0]],
        },
        paint: { 'text-color': '#33332e', ...HALO },
      },
    ],
  });
}

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
      counties: { type: 'geojson', data: '/utah-counties.geojson' },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef1ea' } },
      { id: BASEMAP_SOURCE, type: 'raster', source: BASEMAP_SOURCE },
      COUNTY_OUTLINE,
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
      return offlineStyle();
  }
}

const STORAGE_KEY = 'mapBasemap';
export const storedBasemap = (): BasemapId => {
  const v = localStorage.getItem(STORAGE_KEY);
  return BASEMAP_IDS.includes(v as BasemapId) ? (v as BasemapId) : 'outline';
};
export const storeBasemap = (id: BasemapId) => localStorage.setItem(STORAGE_KEY, id);
