/** A [lng, lat] pair. */
export type LngLat = readonly [number, number];

/** Orientation of c relative to the line a→b: >0 left, <0 right, 0 on it. */
function orient(a: LngLat, b: LngLat, c: LngLat): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** c lies on the segment a-b (c is known to be collinear with it). */
function within(a: LngLat, b: LngLat, c: LngLat): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  );
}

/** The closed segments p1-p2 and q1-q2 share at least one point. */
function segmentsMeet(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

/**
 * Whether the ring through these points (closed back to the first; repeated consecutive points ignored) crosses or
 * touches itself: two edges that are not neighbours meet, or an edge doubles back over its neighbour. O(n²) over at
 * most MAP_LIMITS.maxPolygonPoints points (about 125,000 segment tests, well under a millisecond per hundred points),
 * so a drawn polygon is checked before any SQL runs: a self-crossing one made PostGIS's repair (ST_MakeValid) and
 * intersection tests run for tens of seconds.
 */
export function ringCrossesItself(points: readonly LngLat[]): boolean {
  const ring: LngLat[] = [];
  for (const p of points) {
    const last = ring[ring.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) ring.push(p);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  const n = ring.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    // The next edge shares the point b: it may only meet this one there (no doubling back along it).
    const c = ring[(i + 2) % n]!;
    if (orient(a, b, c) === 0 && (within(a, b, c) || within(b, c, a))) return true;
    const [minX, maxX] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
    const [minY, maxY] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing point
      const p = ring[j]!;
      const q = ring[(j + 1) % n]!;
      // Bounding boxes apart: the edges cannot meet (most pairs end here).
      if (Math.max(p[0], q[0]) < minX || Math.min(p[0], q[0]) > maxX) continue;
      if (Math.max(p[1], q[1]) < minY || Math.min(p[1], q[1]) > maxY) continue;
      if (segmentsMeet(a, b, p, q)) return true;
    }
  }
  return false;
}
