/**
 * Web Mercator tile arithmetic (the XYZ scheme MapLibre asks tiles in): a tile's bounds in EPSG:3857 metres and in
 * longitude/latitude. A rectangle in Web Mercator is a rectangle in longitude/latitude too (the projection maps each
 * axis on its own), so the lng/lat bounds select exactly the features of the tile with a `geom && envelope` test.
 */
export const TILE_EXTENT = 4096;
/** Tile units kept around each tile (the clipping buffer): polygons continue past the edge, so no seam shows. */
export const TILE_BUFFER = 64;
export const MAX_TILE_ZOOM = 22;

const HALF_WORLD = 20037508.342789244;

export interface TileBounds {
  /** EPSG:3857 bounds of the tile itself. */
  mercator: { xmin: number; ymin: number; xmax: number; ymax: number };
  /** Longitude/latitude bounds of the tile and its buffer. */
  lngLat: { west: number; south: number; east: number; north: number };
  /** Longitude/latitude bounds of the tile itself. */
  lngLatTile: { west: number; south: number; east: number; north: number };
}

const lngOf = (x: number, n: number) => (x / n) * 360 - 180;
const latOf = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/** Whether z/x/y names a tile: 0 ≤ z ≤ MAX_TILE_ZOOM and 0 ≤ x, y < 2^z. */
export const isTile = (z: number, x: number, y: number) =>
  Number.isInteger(z) &&
  Number.isInteger(x) &&
  Number.isInteger(y) &&
  z >= 0 &&
  z <= MAX_TILE_ZOOM &&
  x >= 0 &&
  y >= 0 &&
  x < 2 ** z &&
  y < 2 ** z;

export function tileBounds(z: number, x: number, y: number): TileBounds {
  const n = 2 ** z;
  const size = (2 * HALF_WORLD) / n;
  const margin = TILE_BUFFER / TILE_EXTENT;
  return {
    mercator: {
      xmin: -HALF_WORLD + x * size,
      xmax: -HALF_WORLD + (x + 1) * size,
      ymax: HALF_WORLD - y * size,
      ymin: HALF_WORLD - (y + 1) * size,
    },
    lngLat: {
      west: lngOf(x - margin, n),
      east: lngOf(x + 1 + margin, n),
      north: latOf(Math.max(0, y - margin), n),
      south: latOf(Math.min(n, y + 1 + margin), n),
    },
    lngLatTile: { west: lngOf(x, n), east: lngOf(x + 1, n), north: latOf(y, n), south: latOf(y + 1, n) },
  };
}

/**
 * How far, in tile units, a tile drawn with latitude mapped linearly onto its height strays from Web Mercator at
 * most. Mercator's y is a curve in latitude φ (y' = sec φ, y'' = sec φ tan φ); the largest gap between a curve and its
 * chord over [φ1, φ2] is about (φ2 − φ1)² · y'' / 8, which over the tile's height (≈ sec φ · (φ2 − φ1)) is
 * (φ2 − φ1) · tan φ / 8 of it. At zoom 13 over Utah that is a quarter of a unit (about 0.2 m), below the
 * integer grid tiles are snapped to; at zoom 5 it is 67 units.
 */
export function linearLatitudeError(b: TileBounds): number {
  const rad = Math.PI / 180;
  const span = (b.lngLatTile.north - b.lngLatTile.south) * rad;
  const steepest = Math.max(Math.abs(b.lngLatTile.north), Math.abs(b.lngLatTile.south)) * rad;
  return ((span * Math.tan(steepest)) / 8) * TILE_EXTENT;
}
