import { session } from '../app/session.js';
import { toQueryString } from './client.js';
import type { FilterQuery } from './map.js';

// The map's vector tiles (GET /api/tiles/{layer}/{z}/{x}/{y}.mvt, docs/map-tiles.md): MapLibre fetches them itself,
// so their URL carries the filters and transformTileRequest adds the bearer token.

const tilesBase = () => `${window.location.origin}/api/tiles/`;

/** The parcels tile URL template of these filters (the map's query parameters, as the coordinate calls take them). */
export const parcelTilesUrl = (filters: FilterQuery) =>
  `${tilesBase()}parcels/{z}/{x}/{y}.mvt${toQueryString(filters)}`;

/** The URL template of a layer of the offline basemap (streets, places): the same for every filter. */
export const basemapTilesUrl = (layer: 'streets' | 'places') => `${tilesBase()}${layer}/{z}/{x}/{y}.mvt`;

/** MapLibre's transformRequest: our tile requests carry the session's bearer token; other requests are left alone. */
export function transformTileRequest(url: string) {
  if (!url.startsWith(tilesBase())) return undefined;
  const token = session.token();
  return token ? { url, headers: { authorization: `Bearer ${token}` } } : { url };
}
