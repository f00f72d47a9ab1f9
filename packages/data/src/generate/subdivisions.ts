import { zoningFor, type CityInfo } from '../geography/lookups.js';
import { METERS_PER_DEG_LAT, metersPerDegLng } from '../util/geo.js';
import { Random } from '../util/random.js';
import { gridFor, gridUnits, northSouthStreet } from './addresses.js';
import { PLACE_WORDS } from './names.js';

/**
 * Subdivisions: a share of the suburban single-family blocks is platted the way Utah suburbs are, not cut into a
 * grid of rectangles. A local street enters the block from its north or south block line, curves (a bow or a jog)
 * and ends in a cul-de-sac bulb of 50 ft radius; lots front it on both sides (irregular, their street line follows
 * the curve and the bulb) and pie-shaped wedges fan out around the bulb's far half. Lots on the block's west and east
 * edges still face the block lines. Every lot is at least its zoning's minimum (R-1-10: 10,000 sq ft) and sized
 * around its usual lot (USUAL_LOT × the minimum), so the zoning yield rules (zoning-density.ts) hold.
 *
 * Everything is drawn in metres in the block's own frame (x east from its west edge, y from the entry side) and
 * mapped to degrees at the end; lots share their dividing vertices exactly, so they tile the block without overlaps.
 */

/** Share of suburban blocks (of a city with a single-family suburban zoning) platted as a subdivision. */
export const SUBDIVISION_SHARE = 1 / 3;
/** The zonings subdivided, with the depth in metres of the lots that face the block lines. */
const EDGE_DEPTH: Record<string, number> = { 'R-1-10': 40, 'R-1-12': 42, 'R-1-20': 46 };
/** The usual lot of a zoning, as a multiple of its minimum (lots come out within about ±25% of it). */
export const USUAL_LOT = 1.2;
const SQ_METERS_PER_SQ_FT = 0.09290304;
/** Half the local street's right of way (52 ft) and the cul-de-sac bulb's radius (50 ft), in metres. */
const HALF_ROW = 8;
export const BULB_RADIUS = 50 * 0.3048;
/** Suburban zonings tried first in a city (parcel-row.ts ZONING_PREFS.suburban): only single-family ones qualify. */
const SUBURBAN_PREFS = ['R-1-10', 'R-1-12', 'R-1-20', 'R-1-43', 'A-1', 'PUD', 'RR-1', 'A-5'];

export type Point = [number, number];

export interface SubdivisionLot {
  /** Counter-clockwise outline in lng/lat, not closed. */
  points: Point[];
  /** A point inside the lot (its address and centre). */
  center: Point;
  /** The street the lot fronts and the side of it (0 west, even numbers; 1 east, odd); none: a block line. */
  frontage?: { street: string; parity: 0 | 1 };
}

export interface Subdivision {
  zoning: string;
  street: { name: string; line: Point[] };
  lots: SubdivisionLot[];
}

/** The minimum lot of a single-family zoning in square feet ('R-1-10': 10,000; 'R-1-43': 43,560). */
export function minLotSqft(code: string): number | null {
  const m = /^R-1-(\d+)$/.exec(code);
  if (!m) return null;
  return m[1] === '43' ? 43_560 : Number(m[1]) * 1000;
}

const cityZonings = new Map<string, string[]>();
/** The zonings a city may subdivide: the single-family ones among the three suburban zonings it uses. */
function subdivisionZonings(city: CityInfo): string[] {
  let codes = cityZonings.get(city.name);
  if (!codes) {
    const own = new Set(zoningFor('city', city.name).map((z) => z.code));
    codes = SUBURBAN_PREFS.filter((c) => own.has(c))
      .slice(0, 3)
      .filter((c) => c in EDGE_DEPTH);
    cityZonings.set(city.name, codes);
  }
  return codes;
}

/** Shoelace area (signed, counter-clockwise positive) of an open ring in metres. */
function area(points: Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

/** Drops repeated points (closer than 1 cm). */
function clean(points: Point[]): Point[] {
  const near = (a: Point, b: Point) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 <= 1e-4;
  const out: Point[] = [];
  for (const p of points) if (out.length === 0 || !near(p, out[out.length - 1]!)) out.push(p);
  if (out.length > 1 && near(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

/** Where a cumulative table [(t, F(t))] reaches F = target (linear between samples). */
function inverse(table: [number, number][], target: number): number {
  for (let i = 1; i < table.length; i++) {
    const [t0, f0] = table[i - 1]!;
    const [t1, f1] = table[i]!;
    if (f1 >= target) return f1 === f0 ? t1 : t0 + ((target - f0) / (f1 - f0)) * (t1 - t0);
  }
  return table[table.length - 1]![0];
}

/**
 * Splits a strip into lots of at least `min` square metres around `target`: `make(cuts, skew)` draws the lots for
 * the given cut positions, skewing their side lines by up to `skew` of a lot's width; the count drops until every lot
 * is big enough.
 */
function fit(
  total: number,
  target: number,
  min: number,
  rng: Random,
  make: (fractions: number[], skew: number) => Point[][],
): Point[][] {
  for (let n = Math.max(1, Math.round(total / target)); n >= 1; n--) {
    // Lots vary less where the strip leaves little over the minimum.
    const slack = Math.max(0, total / n / min - 1);
    for (let attempt = 0; attempt < 5; attempt++) {
      const lots = make(rng.cuts(n, Math.min(0.12, slack * 0.4)), Math.min(0.25, slack * 0.5));
      if (lots.every((l) => Math.abs(area(l)) >= min * 1.01)) return lots;
    }
  }
  return [];
}

/**
 * A subdivision of the block whose buildable interior is [w, s, e, n] (degrees), or null when the block is not
 * subdivided (two thirds of blocks; cities without a single-family suburban zoning). Deterministic from the seed
 * and the block.
 */
export function subdivideBlock(
  city: CityInfo,
  seed: number,
  key: string,
  w: number,
  s: number,
  e: number,
  n: number,
): Subdivision | null {
  const rng = new Random(seed, 'subdivision', key);
  if (!rng.chance(SUBDIVISION_SHARE)) return null;
  const codes = subdivisionZonings(city);
  if (codes.length === 0) return null;
  const zoning = rng.pick(codes);
  const minM2 = minLotSqft(zoning)! * SQ_METERS_PER_SQ_FT;
  const target = minM2 * USUAL_LOT;

  const kx = metersPerDegLng((s + n) / 2);
  const ky = METERS_PER_DEG_LAT;
  const B = (e - w) * kx;
  const A = (n - s) * ky;
  const fromNorth = rng.chance(0.5);
  const toLngLat = ([x, y]: Point): Point => [w + x / kx, fromNorth ? n - y / ky : s + y / ky];

  const R = BULB_RADIUS;
  const d0 = EDGE_DEPTH[zoning]! + rng.float(-2, 2);
  const wedgeDepth = rng.float(36, 44);
  const Yc = A - R - wedgeDepth;
  // The street curves until `Ye`, then runs straight into the bulb.
  const Ye = Yc - R - 5;
  const maxAmp = Math.min(14, B / 2 - d0 - R - 22);
  const amp = maxAmp > 3 ? rng.float(0.5, 1) * maxAmp * (rng.chance(0.5) ? 1 : -1) : 0;
  const jog = rng.chance(0.5);
  const xc = B / 2 + (jog ? amp : 0);
  const centre = (y: number): number => {
    const t = Math.min(1, Math.max(0, y / Ye));
    return B / 2 + (jog ? (amp * (1 - Math.cos(Math.PI * t))) / 2 : amp * Math.sin(Math.PI * t));
  };
  const bulb = (y: number) => (Math.abs(y - Yc) < R ? Math.sqrt(R * R - (y - Yc) ** 2) : 0);
  const leftEdge = (y: number) => Math.min(centre(y) - HALF_ROW, xc - bulb(y));
  const rightEdge = (y: number) => Math.max(centre(y) + HALF_ROW, xc + bulb(y));

  // Sample heights of the street line: every 3 m along the stem, by angle around the bulb.
  const yArc = Yc - Math.sqrt(R * R - HALF_ROW * HALF_ROW);
  const ys: number[] = [];
  for (let y = 0; y < yArc; y += 3) ys.push(y);
  const b0 = Math.asin(HALF_ROW / R);
  for (let k = 0; k <= 8; k++) ys.push(Yc - R * Math.cos(b0 + ((Math.PI / 2 - b0) * k) / 8));

  // The name: a grid name by the street's position ('3550 W'), or a named cove, circle or court.
  const grid = gridFor(city);
  const entry = toLngLat([B / 2, 0]);
  const name = rng.chance(2 / 3)
    ? northSouthStreet(gridUnits(grid, entry[0], grid.lat)[0])
    : `${rng.pick(PLACE_WORDS)} ${rng.pick(['Cove', 'Circle', 'Court'] as const)}`;

  const lots: SubdivisionLot[] = [];
  const add = (ring: Point[], inside: Point, parity?: 0 | 1) => {
    let pts = clean(ring);
    if (area(pts) < 0) pts = pts.reverse();
    const lngLat = pts.map(toLngLat);
    // Flipping north-south turns the ring over.
    if (fromNorth) lngLat.reverse();
    lots.push({
      points: lngLat,
      center: toLngLat(inside),
      ...(parity === undefined ? {} : { frontage: { street: name, parity } }),
    });
  };

  // Lots on both sides of the street, from the block line to the bulb's centre line.
  for (const side of [0, 1] as const) {
    const edge = side === 0 ? leftEdge : rightEdge;
    const rear = side === 0 ? d0 : B - d0;
    const depth = (y: number) => Math.abs(edge(y) - rear);
    const table: [number, number][] = [[0, 0]];
    const samples = [...ys, Yc];
    for (let i = 1; i < samples.length; i++) {
      const [y0, y1] = [samples[i - 1]!, samples[i]!];
      table.push([y1, table[i - 1]![1] + ((depth(y0) + depth(y1)) / 2) * (y1 - y0)]);
    }
    const total = table[table.length - 1]![1];
    const strip = fit(total, target, minM2, rng, (fr, room) => {
      const cuts = fr.map((f, i) => (i === 0 ? 0 : i === fr.length - 1 ? Yc : inverse(table, f * total)));
      // Side lines are skewed at the rear, by the same amount for the two lots that share them.
      const skew = cuts.map((y, i) =>
        i === 0 || i === cuts.length - 1
          ? 0
          : rng.float(-room, room) * Math.min(y - cuts[i - 1]!, cuts[i + 1]! - y),
      );
      return cuts.slice(0, -1).map((y0, i) => {
        const y1 = cuts[i + 1]!;
        const street: Point[] = [
          [edge(y0), y0],
          ...ys.filter((y) => y > y0 && y < y1).map((y): Point => [edge(y), y]),
          [edge(y1), y1],
        ];
        return [[rear, y0 + skew[i]!], ...street, [rear, y1 + skew[i + 1]!]];
      });
    });
    for (const ring of strip) {
      const yMid = (ring[1]![1] + ring[ring.length - 2]![1]) / 2;
      add(ring, [(edge(yMid) + rear) / 2, yMid], side);
    }
  }

  // Pie-shaped lots around the far half of the bulb: rays from its centre to the lots behind them.
  const [qw, qe, qn] = [d0, B - d0, A];
  const reach = (t: number): Point => {
    const [dx, dy] = [Math.cos(t), Math.sin(t)];
    let r = Infinity;
    if (dx > 1e-9) r = Math.min(r, (qe - xc) / dx);
    if (dx < -1e-9) r = Math.min(r, (qw - xc) / dx);
    if (dy > 1e-9) r = Math.min(r, (qn - Yc) / dy);
    return [xc + r * dx, Yc + r * dy];
  };
  const corners: [number, Point][] = [
    [Math.atan2(qn - Yc, qe - xc), [qe, qn]],
    [Math.atan2(qn - Yc, qw - xc), [qw, qn]],
  ];
  const table: [number, number][] = [[0, 0]];
  const steps = 90;
  for (let k = 1; k <= steps; k++) {
    const t = (Math.PI * (k - 0.5)) / steps;
    const [px, py] = reach(t);
    const r2 = (px - xc) ** 2 + (py - Yc) ** 2;
    table.push([(Math.PI * k) / steps, table[k - 1]![1] + ((r2 - R * R) / 2) * (Math.PI / steps)]);
  }
  const arc = (t: number): Point => [xc + R * Math.cos(t), Yc + R * Math.sin(t)];
  let angles: number[] = [];
  const fan = fit(table[steps]![1], target, minM2, rng, (fr) => {
    const whole = table[steps]![1];
    angles = fr.map((f, i) => (i === 0 ? 0 : i === fr.length - 1 ? Math.PI : inverse(table, f * whole)));
    return angles.slice(0, -1).map((a0, i) => {
      const a1 = angles[i + 1]!;
      const outer = corners.filter(([t]) => t > a0 && t < a1).map(([, p]) => p);
      const inner: Point[] = [];
      const k = Math.max(2, Math.ceil((a1 - a0) / (Math.PI / 18)));
      for (let j = k; j >= 0; j--) inner.push(arc(a0 + ((a1 - a0) * j) / k));
      return [reach(a0), ...outer, reach(a1), ...inner];
    });
  });
  fan.forEach((ring, i) => {
    // Halfway out along the wedge's middle ray: inside it.
    const t = (angles[i]! + angles[i + 1]!) / 2;
    const [px, py] = reach(t);
    const r = (R + Math.hypot(px - xc, py - Yc)) / 2;
    add(ring, [xc + r * Math.cos(t), Yc + r * Math.sin(t)], t > Math.PI / 2 ? 0 : 1);
  });

  // Lots on the west and east edges face the block lines, as in the other blocks.
  for (const [x0, x1] of [
    [0, d0],
    [B - d0, B],
  ] as const) {
    const strip = fit((x1 - x0) * A, target, minM2, rng, (fr, room) => {
      const cuts = fr.map((f) => f * A);
      const most = Math.min(2, (room * A) / fr.length / 2);
      const skew = cuts.map((_, i) =>
        i === 0 || i === cuts.length - 1 ? [0, 0] : [rng.float(-most, most), rng.float(-most, most)],
      );
      return cuts.slice(0, -1).map((y0, i): Point[] => {
        const y1 = cuts[i + 1]!;
        return [
          [x0, y0 + skew[i]![0]!],
          [x1, y0 + skew[i]![1]!],
          [x1, y1 + skew[i + 1]![1]!],
          [x0, y1 + skew[i + 1]![0]!],
        ];
      });
    });
    for (const ring of strip) add(ring, [(x0 + x1) / 2, (ring[0]![1] + ring[3]![1]) / 2]);
  }

  // The street's centre line from the block line, with a loop around the bulb (as basemaps draw a cul-de-sac).
  const line: Point[] = [[centre(0), -10]];
  for (let y = 0; y < Yc - R * 0.6; y += 5) line.push([centre(y), y]);
  const loop = R * 0.6;
  for (let k = 0; k <= 24; k++) {
    const t = -Math.PI / 2 + (2 * Math.PI * k) / 24;
    line.push([xc + loop * Math.cos(t), Yc + loop * Math.sin(t)]);
  }
  // A lot whose outline crosses itself (a wedge squeezed past the bulb: 1 block in about 7,000 at 1,000,000
  // parcels) is no parcel: the block keeps its rectangular lots instead.
  if (lots.some((lot) => !isSimple(lot.points))) return null;
  return { zoning, street: { name, line: line.map(toLngLat) }, lots };
}

/** Whether segments p1-p2 and p3-p4 cross at a point inside both (touching ends do not count). */
function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const d = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether a ring (not closed) is a simple polygon: no two edges that are not neighbours cross. */
export function isSimple(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return false;
    }
  return true;
}
