import type { LngLat } from './ring.js';

/**
 * A drawn polygon as an encoded polyline: Google's polyline algorithm at precision 6 (the values are degrees × 10⁶,
 * so coordinates keep six decimals, about 0.1 m), each point a (lat, lng) pair as the algorithm defines it, each
 * value the difference from the point before. A 500-point polygon is a few kilobytes, where the same ring as JSON
 * [lng,lat] pairs (URL-encoded) passes Node's 16 KB limit of a request's head and answers 431. The map filters'
 * `coords` parameter takes either form (mapFiltersQuery in schemas/map.ts).
 */
export const POLYLINE_PRECISION = 6;
const FACTOR = 10 ** POLYLINE_PRECISION;
/** Seven 5-bit chunks hold 35 bits, past any difference of two coordinates (360 × 10⁶ needs 30 bits). */
const MAX_CHUNKS = 7;

function encodeValue(n: number): string {
  // Zigzag: the sign in the lowest bit. Arithmetic rather than bit shifts, so no 32-bit overflow.
  let v = n < 0 ? -2 * n - 1 : 2 * n;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v % 0x20)) + 63);
    v = Math.floor(v / 0x20);
  }
  return out + String.fromCharCode(v + 63);
}

/** The [lng, lat] pairs as an encoded polyline (precision 6). */
export function encodePolyline(points: readonly LngLat[]): string {
  let lat = 0;
  let lng = 0;
  let out = '';
  for (const [x, y] of points) {
    const la = Math.round(y * FACTOR);
    const ln = Math.round(x * FACTOR);
    out += encodeValue(la - lat) + encodeValue(ln - lng);
    lat = la;
    lng = ln;
  }
  return out;
}

/**
 * The [lng, lat] pairs of an encoded polyline (precision 6), or undefined when the text is not one: a character
 * outside '?'..'~', a value cut short or too long, or an odd number of values. Linear in the text's length.
 */
export function decodePolyline(text: string): [number, number][] | undefined {
  const values: number[] = [];
  let v = 0;
  let scale = 1;
  let chunks = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 63;
    if (c < 0 || c > 63) return undefined;
    v += (c & 0x1f) * scale;
    scale *= 0x20;
    if (++chunks > MAX_CHUNKS) return undefined;
    if (c & 0x20) continue;
    values.push(v % 2 === 1 ? -(v + 1) / 2 : v / 2);
    v = 0;
    scale = 1;
    chunks = 0;
  }
  if (chunks !== 0 || values.length === 0 || values.length % 2 !== 0) return undefined;
  const points: [number, number][] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    points.push([lng / FACTOR, lat / FACTOR]);
  }
  return points;
}
