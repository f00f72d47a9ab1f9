/** Small planar geometry helpers in WGS84 degrees (enough for Utah-sized areas). */
export type Position = [number, number];
export type Ring = Position[];
export type PolygonCoords = Ring[];

export const METERS_PER_DEG_LAT = 110_574;
export const SQ_METERS_PER_ACRE = 4046.8564224;

export function metersPerDegLng(lat: number): number {
  return 111_320 * Math.cos((lat * Math.PI) / 180);
}

export function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygons(x: number, y: number, polygons: PolygonCoords[]): boolean {
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon;
    if (outer && pointInRing(x, y, outer) && !holes.some((h) => pointInRing(x, y, h))) return true;
  }
  return false;
}

/** Approximate distance in metres between two lng/lat points. */
export function distanceMeters(a: Position, b: Position): number {
  const dy = (a[1] - b[1]) * METERS_PER_DEG_LAT;
  const dx = (a[0] - b[0]) * metersPerDegLng((a[1] + b[1]) / 2);
  return Math.hypot(dx, dy);
}

const fmt = (n: number) => n.toFixed(7).replace(/\.?0+$/, '');

export function pointToEwkt(lng: number, lat: number): string {
  return `SRID=4326;POINT(${fmt(lng)} ${fmt(lat)})`;
}

export function lineToEwkt(points: Position[]): string {
  return `SRID=4326;LINESTRING(${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(',')})`;
}

export function polygonsToEwkt(polygons: PolygonCoords[]): string {
  const body = polygons
    .map((p) => `(${p.map((r) => `(${r.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(',')})`).join(',')})`)
    .join(',');
  return `SRID=4326;MULTIPOLYGON(${body})`;
}
