import { boxTouchesWater } from '../geography/water-bodies.js';
import { countyAt, nearestCity, utahCities, type CityInfo } from '../geography/lookups.js';
import {
  distanceMeters,
  METERS_PER_DEG_LAT,
  metersPerDegLng,
  SQ_METERS_PER_ACRE,
  type Ring,
} from '../util/geo.js';
import { Random } from '../util/random.js';
import { subdivideBlock, type Point } from './subdivisions.js';

/**
 * Lays parcels out on a statewide grid of one-mile "sections" (like the PLSS survey grid), so parcels never
 * overlap: each section belongs to one city, and inside it 8x8 blocks separated by streets are cut into lots
 * (town), acre lots (suburbs), 10-160 acre farm parcels (rural) or 160-640 acre raw land. Lots are not a
 * perfect grid: columns have different widths, each column is cut at its own varied frontages, and the side
 * lines between lots are slightly skewed, so lots are quadrilaterals of different shapes and sizes; single
 * farm or raw parcels lose a corner (a road, ditch or stream). A third of the suburban blocks are subdivisions
 * instead (subdivisions.ts): a curving street ending in a cul-de-sac, irregular and pie-shaped lots. Farm and raw sections keep a clearance from city
 * centres (RURAL_CLEARANCE_MILES), so big acreage lies away from town.
 */
export type Zone = 'urban' | 'suburban' | 'rural' | 'raw';
export type BlockKind = 'sf' | 'dense' | 'multifamily' | 'commercial' | 'suburban' | 'rural' | 'raw';

export interface ParcelShape {
  /** Closed outline (first point repeated last), counter-clockwise; west..north are its bounding box. */
  ring: Ring;
  west: number;
  south: number;
  east: number;
  north: number;
  acres: number;
  lot: number;
  /** A point inside the lot when its vertex average may not be (subdivision lots around a curve or a bulb). */
  center?: Point;
  /** The subdivision street the lot fronts (its address), and its side: 0 west (even), 1 east (odd). */
  frontage?: { street: string; parity: 0 | 1 };
}

export interface ParcelGroup {
  city: CityInfo;
  zone: Zone;
  kind: BlockKind;
  sx: number;
  sy: number;
  /** 0-63: block of the section; 64-99: rural or raw unit. Unique per section. */
  group: number;
  parcels: ParcelShape[];
  /** A subdivided block (subdivisions.ts): the zoning of all its lots and its street. */
  subdivision?: { zoning: string; street: { name: string; line: Point[] } };
}

export const ORIGIN_LNG = -114.06;
export const ORIGIN_LAT = 36.99;
export const SECTION_LAT = 1609.344 / METERS_PER_DEG_LAT;
export const SECTION_LNG = 1609.344 / metersPerDegLng(39.5);
const STREET_HALF_LAT = 10 / METERS_PER_DEG_LAT;
const STREET_HALF_LNG = 10 / metersPerDegLng(39.5);
const ZONE_SHARES: [Zone, number][] = [
  ['urban', 0.72],
  ['suburban', 0.18],
  ['rural', 0.07],
  ['raw', 0.03],
];

/** Parcels per city: proportional to population^0.85, largest remainders first. */
export function cityQuotas(total: number): Map<string, number> {
  const cities = utahCities();
  const weights = cities.map((c) => Math.pow(Math.max(c.population, 500), 0.85));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const quotas = exact.map(Math.floor);
  let left = total - quotas.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    quotas[i]!++;
  }
  return new Map(cities.map((c, i) => [c.name, quotas[i]!]));
}

function zoneBudgets(quota: number): [Zone, number][] {
  if (quota < 8) return [['urban', quota]];
  const budgets = ZONE_SHARES.map(([z, s]) => [z, Math.max(1, Math.round(quota * s))] as [Zone, number]);
  const urban = quota - budgets.slice(1).reduce((a, [, n]) => a + n, 0);
  budgets[0]![1] = urban;
  return budgets;
}

function* spiral(
  cx: number,
  cy: number,
  fromRing: number,
  toRing: number,
): Generator<[number, number, number]> {
  for (let r = fromRing; r <= toRing; r++) {
    if (r === 0) {
      yield [cx, cy, 0];
      continue;
    }
    for (let x = cx - r; x <= cx + r; x++) yield [x, cy - r, r];
    for (let y = cy - r + 1; y <= cy + r; y++) yield [cx + r, y, r];
    for (let x = cx + r - 1; x >= cx - r; x--) yield [x, cy + r, r];
    for (let y = cy + r - 1; y > cy - r; y--) yield [cx - r, y, r];
  }
}

/**
 * The street a lot on the west or east side of its group faces: the nearest block line (every eighth of a mile)
 * in town, the nearest half-mile line (a section or quarter-section road) in the country. The same lines are the
 * streets of the offline basemap (streets.ts), so an address names a street that is drawn.
 */
export function streetLineLng(lng: number, zone: Zone): number {
  const step = zone === 'urban' || zone === 'suburban' ? SECTION_LNG / 8 : SECTION_LNG / 2;
  return ORIGIN_LNG + Math.round((lng - ORIGIN_LNG) / step) * step;
}

/** The bounding box [west, south, east, north] of a group's parcels. */
export function groupBounds(group: ParcelGroup): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of group.parcels) {
    w = Math.min(w, p.west);
    s = Math.min(s, p.south);
    e = Math.max(e, p.east);
    n = Math.max(n, p.north);
  }
  return [w, s, e, n];
}

export const sectionBounds = (sx: number, sy: number): [number, number, number, number] => [
  ORIGIN_LNG + sx * SECTION_LNG,
  ORIGIN_LAT + sy * SECTION_LAT,
  ORIGIN_LNG + (sx + 1) * SECTION_LNG,
  ORIGIN_LAT + (sy + 1) * SECTION_LAT,
];

/** The section lies wholly in the county and clear of Utah Lake and the Great Salt Lake. */
function sectionInCounty(sx: number, sy: number, county: string): boolean {
  const [w, s, e, n] = sectionBounds(sx, sy);
  const points: [number, number][] = [
    [(w + e) / 2, (s + n) / 2],
    [w, s],
    [e, s],
    [w, n],
    [e, n],
  ];
  return points.every(([x, y]) => countyAt(x, y) === county) && !boxTouchesWater(w, s, e, n);
}

/** Area in acres of a lng/lat ring (shoelace on a local planar projection). */
export function ringAcres(ring: Ring): number {
  const lat0 = ring[0]![1];
  const kx = metersPerDegLng(lat0);
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    twice += x1 * kx * (y2 * METERS_PER_DEG_LAT) - x2 * kx * (y1 * METERS_PER_DEG_LAT);
  }
  return Math.abs(twice) / 2 / SQ_METERS_PER_ACRE;
}

function shapeOf(points: [number, number][], lot: number): ParcelShape {
  const ring: Ring = [...points, points[0]!];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    ring,
    west: Math.min(...xs),
    south: Math.min(...ys),
    east: Math.max(...xs),
    north: Math.max(...ys),
    acres: ringAcres(ring),
    lot,
  };
}

/**
 * Cuts a rectangle into `cols` columns of varied width; each column into `rows` lots (or rows[c]) of varied
 * frontage, whose dividing lines are skewed (the cut moves up or down by up to `skew` of the neighbouring lot
 * depths at each end). Dividers stay in order on both edges, so lots never overlap and tile the rectangle.
 */
function cutBlock(
  w: number,
  s: number,
  e: number,
  n: number,
  cols: number,
  rows: number | ((col: number) => number),
  rng: Random,
  vary = 0.3,
  skew = 0.3,
): ParcelShape[] {
  const out: ParcelShape[] = [];
  const xs = rng.cuts(cols, vary / 2).map((f) => w + f * (e - w));
  for (let c = 0; c < cols; c++) {
    const count = typeof rows === 'number' ? rows : rows(c);
    const ys = rng.cuts(count, vary).map((f) => s + f * (n - s));
    const left = [...ys];
    const right = [...ys];
    for (let k = 1; k < count; k++) {
      const room = skew * Math.min(ys[k]! - ys[k - 1]!, ys[k + 1]! - ys[k]!);
      left[k] = ys[k]! + rng.float(-room, room);
      right[k] = ys[k]! + rng.float(-room, room);
    }
    const x0 = xs[c]!;
    const x1 = xs[c + 1]!;
    for (let k = 0; k < count; k++) {
      out.push(
        shapeOf(
          [
            [x0, left[k]!],
            [x1, right[k]!],
            [x1, right[k + 1]!],
            [x0, left[k + 1]!],
          ],
          out.length,
        ),
      );
    }
  }
  return out;
}

/** A single farm or raw parcel: its rectangle less one corner (a road, ditch or stream cuts it). */
function clippedParcel(w: number, s: number, e: number, n: number, rng: Random): ParcelShape {
  const pts: [number, number][] = [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
  ];
  const i = rng.int(0, 3);
  const c = pts[i]!;
  const prev = pts[(i + 3) % 4]!;
  const next = pts[(i + 1) % 4]!;
  const toward = (p: [number, number], f: number): [number, number] => [
    c[0] + (p[0] - c[0]) * f,
    c[1] + (p[1] - c[1]) * f,
  ];
  // Replacing the corner by a point on each of its sides keeps the ring counter-clockwise.
  pts.splice(i, 1, toward(prev, rng.float(0.1, 0.3)), toward(next, rng.float(0.1, 0.3)));
  return shapeOf(pts, 0);
}

function blockKind(zone: Zone, distanceBlocks: number, population: number, rng: Random): BlockKind {
  if (zone === 'suburban') return 'suburban';
  if (distanceBlocks < 3 && population < 30_000) {
    return rng.weighted([
      ['commercial', 1],
      ['multifamily', 1],
      ['dense', 2],
      ['sf', 4],
    ] as const);
  }
  if (distanceBlocks < 3)
    return rng.weighted([
      ['commercial', 3],
      ['multifamily', 3],
      ['dense', 2],
      ['sf', 2],
    ] as const);
  return rng.weighted([
    ['sf', 12],
    ['dense', 3],
    ['multifamily', 1.5],
    ['commercial', 1.5],
  ] as const);
}

function blockParcels(
  kind: BlockKind,
  w: number,
  s: number,
  e: number,
  n: number,
  rng: Random,
): ParcelShape[] {
  const iw = w + STREET_HALF_LNG;
  const is = s + STREET_HALF_LAT;
  const ie = e - STREET_HALF_LNG;
  const inn = n - STREET_HALF_LAT;
  switch (kind) {
    case 'sf':
      return cutBlock(iw, is, ie, inn, 2, () => rng.int(9, 16), rng);
    case 'dense':
      return cutBlock(iw, is, ie, inn, 4, () => rng.int(9, 12), rng, 0.15, 0.2);
    case 'multifamily':
      return cutBlock(iw, is, ie, inn, 2, () => rng.int(2, 4), rng, 0.4);
    case 'commercial':
      return cutBlock(iw, is, ie, inn, rng.int(1, 2), () => rng.int(1, 3), rng, 0.5);
    default: {
      const [c, r] = rng.weighted<[number, number]>([
        [[2, 4], 4],
        [[2, 2], 3],
        [[1, 2], 2],
        [[2, 3], 2],
        [[1, 1], 1],
      ]);
      return cutBlock(iw, is, ie, inn, c, r, rng, 0.4);
    }
  }
}

/** The lot grid of a subdivided block, for a city whose budget ends inside it (no half-built cul-de-sac). */
const unplatted = new WeakMap<ParcelGroup, ParcelShape[]>();

/**
 * The groups (blocks or rural units) of one section for a zone, nearest the city centre first; lazily, so the blocks
 * a city's budget never reaches are not drawn (the same draws in the same order for the blocks it reaches).
 */
function* sectionGroups(
  city: CityInfo,
  zone: Zone,
  sx: number,
  sy: number,
  seed: number,
): Generator<ParcelGroup> {
  const rng = new Random(seed, 'section', sx, sy);
  const [w, s, e, n] = sectionBounds(sx, sy);
  const groups: ParcelGroup[] = [];
  const base = { city, zone, sx, sy };
  if (zone === 'urban' || zone === 'suburban') {
    const bw = (e - w) / 8;
    const bh = (n - s) / 8;
    const blocks: { b: number; d: number }[] = [];
    for (let b = 0; b < 64; b++) {
      const cx = w + ((b % 8) + 0.5) * bw;
      const cy = s + (Math.floor(b / 8) + 0.5) * bh;
      blocks.push({ b, d: Math.hypot((cx - city.lng) / bw, (cy - city.lat) / bh) });
    }
    blocks.sort((a, b) => a.d - b.d || a.b - b.b);
    for (const { b, d } of blocks) {
      const bx = w + (b % 8) * bw;
      const by = s + Math.floor(b / 8) * bh;
      const kind = blockKind(zone, d, city.population, rng);
      // Drawn whatever the block becomes, so the section's other blocks stay as the seed makes them.
      const parcels = blockParcels(kind, bx, by, bx + bw, by + bh, rng);
      const sub =
        kind === 'suburban'
          ? subdivideBlock(
              city,
              seed,
              `${sx},${sy},${b}`,
              bx + STREET_HALF_LNG,
              by + STREET_HALF_LAT,
              bx + bw - STREET_HALF_LNG,
              by + bh - STREET_HALF_LAT,
            )
          : null;
      if (!sub) {
        yield { ...base, kind, group: b, parcels };
        continue;
      }
      const subdivided: ParcelGroup = {
        ...base,
        kind,
        group: b,
        subdivision: { zoning: sub.zoning, street: sub.street },
        parcels: sub.lots.map((l, lot) => ({
          ...shapeOf(l.points, lot),
          center: l.center,
          ...(l.frontage ? { frontage: l.frontage } : {}),
        })),
      };
      unplatted.set(subdivided, parcels);
      yield subdivided;
    }
    return;
  }
  if (zone === 'rural') {
    // Four quarter sections; each whole (160 ac) or four 40 ac units, each whole or split in 2 or 4.
    const qw = (e - w) / 2;
    const qh = (n - s) / 2;
    for (let q = 0; q < 4; q++) {
      const qx = w + (q % 2) * qw;
      const qy = s + Math.floor(q / 2) * qh;
      if (rng.chance(0.15)) {
        groups.push({
          ...base,
          kind: 'rural',
          group: 80 + q,
          parcels: [clippedParcel(qx, qy, qx + qw, qy + qh, rng)],
        });
        continue;
      }
      for (let u = 0; u < 4; u++) {
        const ux = qx + (u % 2) * (qw / 2);
        const uy = qy + Math.floor(u / 2) * (qh / 2);
        const [c, r] = rng.weighted<[number, number]>([
          [[1, 1], 4],
          [[2, 1], 2],
          [[2, 2], 1],
        ]);
        groups.push({
          ...base,
          kind: 'rural',
          group: 64 + q * 4 + u,
          parcels:
            c * r === 1
              ? [clippedParcel(ux, uy, ux + qw / 2, uy + qh / 2, rng)]
              : cutBlock(ux, uy, ux + qw / 2, uy + qh / 2, c, r, rng, 0.4),
        });
      }
    }
    yield* groups;
    return;
  }
  const [c, r] = rng.weighted<[number, number]>([
    [[1, 1], 3],
    [[2, 1], 3],
    [[2, 2], 4],
  ]);
  const parcels = c * r === 1 ? [clippedParcel(w, s, e, n, rng)] : cutBlock(w, s, e, n, c, r, rng, 0.3, 0.2);
  yield { ...base, kind: 'raw', group: 96, parcels };
}

/**
 * Miles a farm (rural) or raw-land section's centre keeps from every city centre: a base per zone plus more
 * for larger cities, so 40-640 acre parcels never sit beside a downtown.
 */
export const RURAL_CLEARANCE_MILES = { rural: 2, raw: 4 } as const;

export function clearanceMiles(zone: 'rural' | 'raw', population: number): number {
  const extra = population >= 100_000 ? 3 : population >= 30_000 ? 2 : population >= 10_000 ? 1 : 0;
  return RURAL_CLEARANCE_MILES[zone] + extra;
}

const clearance = new Map<number, boolean>();
function clearOfTowns(zone: 'rural' | 'raw', sx: number, sy: number): boolean {
  const key = (zone === 'raw' ? 1 : -1) * (sx * 10_000 + sy + 1);
  let clear = clearance.get(key);
  if (clear === undefined) {
    const [w, s, e, n] = sectionBounds(sx, sy);
    const centre: [number, number] = [(w + e) / 2, (s + n) / 2];
    clear = utahCities().every(
      (c) => distanceMeters(centre, [c.lng, c.lat]) >= clearanceMiles(zone, c.population) * 1609.344,
    );
    clearance.set(key, clear);
  }
  return clear;
}

interface CityPlan {
  city: CityInfo;
  budgets: [Zone, number][];
  cx: number;
  cy: number;
}

const sectionOf = (lng: number, lat: number): [number, number] => [
  Math.floor((lng - ORIGIN_LNG) / SECTION_LNG),
  Math.floor((lat - ORIGIN_LAT) / SECTION_LAT),
];

/**
 * Streams parcel groups until `total` parcels are laid out. Pass 1: each city fills the sections nearest to it
 * (its own Voronoi cell, inside its county); pass 2: cities still short take any free section of their county.
 */
export function* layoutParcels(total: number, seed: number): Generator<ParcelGroup> {
  const quotas = cityQuotas(total);
  const used = new Set<string>();
  const plans: CityPlan[] = utahCities()
    .filter((c) => (quotas.get(c.name) ?? 0) > 0)
    .map((c) => {
      const [cx, cy] = sectionOf(c.lng, c.lat);
      return { city: c, budgets: zoneBudgets(quotas.get(c.name)!), cx, cy };
    });
  let remaining = total;
  for (const pass of [1, 2, 3] as const) {
    for (const plan of plans) {
      const rings: [number, number] = pass === 1 ? [0, 12] : pass === 2 ? [0, 40] : [0, 120];
      const sections = spiral(plan.cx, plan.cy, rings[0], rings[1]);
      for (const [sx, sy, ring] of sections) {
        if (plan.budgets.length === 0) break;
        const key = `${sx},${sy}`;
        if (used.has(key)) continue;
        const zone0 = plan.budgets[0]![0];
        if (
          (zone0 === 'rural' || zone0 === 'raw') &&
          (ring < clearanceMiles(zone0, plan.city.population) || !clearOfTowns(zone0, sx, sy))
        )
          continue;
        const [w, s, e, n] = sectionBounds(sx, sy);
        if (pass < 3 && !sectionInCounty(sx, sy, plan.city.county)) continue;
        const county = pass === 3 ? countyAt((w + e) / 2, (s + n) / 2) : plan.city.county;
        if (county === undefined || (pass === 3 && !sectionInCounty(sx, sy, county))) continue;
        // Pass 3 (very large datasets only): the section belongs to the nearest city of its own county.
        const city = pass === 3 ? (nearestCity((w + e) / 2, (s + n) / 2, county) ?? plan.city) : plan.city;
        if (pass === 1 && nearestCity((w + e) / 2, (s + n) / 2)?.name !== plan.city.name) continue;
        const [zone, budget] = plan.budgets[0]!;
        used.add(key);
        let left = budget;
        for (const group of sectionGroups(city, zone, sx, sy, seed)) {
          if (left <= 0) break;
          const plain = group.parcels.length > left ? unplatted.get(group) : undefined;
          if (plain) {
            const parcels = plain.slice(0, left);
            left -= parcels.length;
            remaining -= parcels.length;
            const { subdivision: _, ...rest } = group;
            yield { ...rest, parcels };
            continue;
          }
          const parcels = group.parcels.slice(0, left);
          left -= parcels.length;
          remaining -= parcels.length;
          yield { ...group, parcels };
        }
        if (left <= 0) plan.budgets.shift();
        else plan.budgets[0] = [zone, left];
      }
    }
    if (remaining <= 0) return;
  }
  if (remaining > 0) throw new Error(`could not lay out ${remaining} parcels`);
}
