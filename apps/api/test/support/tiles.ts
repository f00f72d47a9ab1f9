// Decoding vector tiles in tests (@mapbox/vector-tile, the reference decoder), and the tile of a place.
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { Feature } from 'geojson';

export interface DecodedFeature {
  properties: Record<string, number | string | boolean>;
  /** The feature back in longitude/latitude. */
  geojson: Feature;
  /**
   * The signed area of the first ring in tile units by the surveyor's formula: the vector tile specification wants
   * outer rings positive (clockwise on screen, y pointing down); 0 for points.
   */
  outerArea: number;
}

function signedArea(ring: { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return sum / 2;
}

/** Every layer of a tile, its features decoded to GeoJSON. An empty body is a tile without layers. */
export function decodeTile(
  body: Uint8Array,
  z: number,
  x: number,
  y: number,
): Record<string, DecodedFeature[]> {
  if (!body.length) return {};
  const tile = new VectorTile(new PbfReader(body));
  const out: Record<string, DecodedFeature[]> = {};
  for (const [name, layer] of Object.entries(tile.layers)) {
    out[name] = Array.from({ length: layer.length }, (_, i) => {
      const f = layer.feature(i);
      const outerArea = f.type === 3 ? signedArea(f.loadGeometry()[0]!) : 0;
      return { properties: f.properties, geojson: f.toGeoJSON(x, y, z), outerArea };
    });
  }
  return out;
}

/** The centre of a tile in longitude/latitude. */
export function tileCenter(z: number, x: number, y: number) {
  const n = 2 ** z;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI;
  return { lng: ((x + 0.5) / n) * 360 - 180, lat };
}
