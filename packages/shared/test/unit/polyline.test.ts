import { describe, expect, it } from 'vitest';
import {
  COORDS_FORMS,
  MAP_LIMITS,
  coordsValueOf,
  decodePolyline,
  encodePolyline,
  mapFiltersQuery,
} from '../../src/index.js';

/** A 500-point circle over Salt Lake City at full double precision (what a drawing tool produces). */
const circle = (n: number): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [-111.891047 + 0.05 * Math.cos(a) + 1e-9 * i, 40.760779 + 0.04 * Math.sin(a)];
  });
const round6 = (p: [number, number][]) =>
  p.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]);

describe('encoded polylines (precision 6) for the drawn polygon (issue 26)', () => {
  it("encodes as Google's algorithm does: its documented example, at precision 5 scaled to 6", () => {
    // Google's example (38.5,-120.2),(40.7,-120.95),(43.252,-126.453) is '_p~iF~ps|U_ulLnnqC_mqNvxq`@' at
    // precision 5; at precision 6 the same points are their tenths: one more decimal per value.
    const points: [number, number][] = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ];
    expect(encodePolyline(points.map(([x, y]) => [x / 10, y / 10]))).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('round-trips 500 full-precision points to six decimals, in a few kilobytes where JSON needs 25', () => {
    const ring = circle(MAP_LIMITS.maxPolygonPoints);
    const text = encodePolyline(ring);
    expect(decodePolyline(text)).toEqual(round6(ring));
    expect(new URLSearchParams({ coords: text }).toString().length).toBeLessThan(6000);
    expect(new URLSearchParams({ coords: JSON.stringify(ring) }).toString().length).toBeGreaterThan(16_384);
  });

  it('refuses what is not a polyline: bad characters, a value cut short, an odd number of values', () => {
    expect(decodePolyline('abc def')).toBeUndefined();
    expect(decodePolyline('_p~iF~ps|U_')).toBeUndefined(); // cut inside a value
    expect(decodePolyline('_p~iF~ps|U_ulL')).toBeUndefined(); // a latitude without its longitude
    expect(decodePolyline('~~~~~~~~?')).toBeUndefined(); // a value longer than any coordinate
    expect(decodePolyline('')).toBeUndefined();
  });

  it('coords takes JSON (first) or a polyline; the limits and messages are the same for both', () => {
    const parse = (coords: string) => mapFiltersQuery.safeParse({ coords });
    const ring = circle(MAP_LIMITS.maxPolygonPoints);
    expect(parse(encodePolyline(ring)).data?.coords).toEqual(round6(ring));
    expect(parse(JSON.stringify(ring)).data?.coords).toEqual(ring);
    expect(parse(encodePolyline(circle(501))).error?.issues[0]?.message).toBe('must have at most 500 points');
    expect(parse('not a polyline!').error?.issues[0]?.message).toBe(COORDS_FORMS);
    expect(parse('[[1,2],').error?.issues[0]?.message).toBe('must be a JSON array of [lng,lat] pairs');
    expect(coordsValueOf('[[1,2]]')).toEqual([[1, 2]]);
  });
});
