import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { TILE_EXTENT } from './tile-math.js';

type Ring = [number, number][];

/** A feature already in tile units (0..4096, y down), as the embedded database's SQL answers it. */
export interface TileFeature {
  geometry:
    | { type: 'Point'; coordinates: [number, number] }
    | { type: 'LineString'; coordinates: Ring }
    | { type: 'MultiLineString'; coordinates: Ring[] }
    | { type: 'Polygon'; coordinates: Ring[] }
    | { type: 'MultiPolygon'; coordinates: Ring[][] };
  properties: Record<string, unknown>;
}

type Tags = Record<string, string | number | boolean>;

/** Property values a vector tile can carry: null and undefined are left out (as ST_AsMVT does). */
function tagsOf(properties: Record<string, unknown>): Tags {
  const tags: Tags = {};
  for (const [k, v] of Object.entries(properties)) {
    if (v === null || v === undefined) continue;
    tags[k] = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
  }
  return tags;
}

/**
 * One layer of features in tile units encoded as a Mapbox Vector Tile (version 2, extent 4096) with
 * @maplibre/vt-pbf; an empty buffer when there is no feature (the route answers 204). As in ST_AsMVT's output,
 * the record's id is the property `id` (features carry no separate vector tile id).
 */
export function encodeTile(layer: string, features: TileFeature[]): Buffer {
  if (!features.length) return Buffer.alloc(0);
  const vtFeatures = features.map((f) => {
    const g = f.geometry;
    const tags = tagsOf(f.properties);
    if (g.type === 'Point') return { type: 1 as const, tags, geometry: [g.coordinates] };
    if (g.type === 'LineString') return { type: 2 as const, tags, geometry: [g.coordinates] };
    if (g.type === 'MultiLineString') return { type: 2 as const, tags, geometry: g.coordinates };
    const rings = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
    return { type: 3 as const, tags, geometry: rings };
  });
  const tile = { features: vtFeatures } as unknown as Parameters<typeof fromGeojsonVt>[0][string];
  return Buffer.from(fromGeojsonVt({ [layer]: tile }, { version: 2, extent: TILE_EXTENT }));
}
