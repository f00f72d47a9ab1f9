import { beforeAll, describe, expect, it } from 'vitest';
import { gridFor, gridNorth, gridUnits } from '../../src/generate/addresses.js';
import { groupBounds, layoutParcels, sectionBounds, type ParcelGroup } from '../../src/generate/layout.js';
import { buildParcel, type GeneratedParcel } from '../../src/generate/parcel-row.js';
import { subdivisionStreets } from '../../src/generate/streets.js';
import { isSimple, minLotSqft, USUAL_LOT } from '../../src/generate/subdivisions.js';
import { METERS_PER_DEG_LAT, metersPerDegLng, pointInRing, type Ring } from '../../src/util/geo.js';

/**
 * Subdivisions (subdivisions.ts) as a Utah land professional reads them: a curving street ending in a cul-de-sac,
 * irregular and pie-shaped lots fronting it, each at least its zoning's minimum, named and numbered on the grid.
 * The demo's seed and size (DEMO_SEED 49, DEMO_PARCELS 20000). Overlaps and validity are checked with PostGIS in
 * test/integration/subdivisions.test.ts.
 */
const SEED = 49;
let groups: ParcelGroup[] = [];
let subdivided: { group: ParcelGroup; parcels: GeneratedParcel[] }[] = [];

beforeAll(() => {
  groups = [...layoutParcels(20_000, SEED)];
  let id = 0;
  subdivided = groups
    .filter((g) => g.subdivision)
    .map((group) => {
      const bounds = groupBounds(group);
      return {
        group,
        parcels: group.parcels.map((shape) =>
          buildParcel({ seed: SEED, group, inProject: false, groupBounds: bounds }, shape, ++id, null),
        ),
      };
    });
}, 120_000);

/** Distinct corners of a closed ring, less the points that lie on a straight line through their neighbours. */
function corners(ring: Ring): number {
  const pts = ring.slice(0, -1);
  return pts.filter((p, i) => {
    const a = pts[(i + pts.length - 1) % pts.length]!;
    const b = pts[(i + 1) % pts.length]!;
    const cross = (p[0] - a[0]) * (b[1] - a[1]) - (p[1] - a[1]) * (b[0] - a[0]);
    return Math.abs(cross) > 1e-12;
  }).length;
}

describe('[DATA] subdivisions', { timeout: 60_000 }, () => {
  it('plats a share of the suburban single-family blocks with a street into the block', () => {
    const suburbanLots = groups.filter((g) => g.zone === 'suburban').flatMap((g) => g.parcels).length;
    const lots = subdivided.flatMap((s) => s.parcels).length;
    expect(subdivided.length).toBeGreaterThan(30);
    // Subdivided blocks hold many more lots than the acre-lot blocks: 25-45% of suburban lots are in them.
    expect(lots / suburbanLots).toBeGreaterThan(0.25);
    expect(lots / suburbanLots).toBeLessThan(0.45);
    for (const { group } of subdivided) {
      expect(group.zone).toBe('suburban');
      expect(group.subdivision!.zoning).toMatch(/^R-1-(10|12|20)$/);
    }
  });

  it('draws every lot as a simple polygon (a block whose lot would cross itself keeps its rectangles)', () => {
    expect(
      isSimple([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(true);
    // A bow-tie, and a wedge whose curved front folds back across its side (as one lot in 1,000,000 once did).
    expect(
      isSimple([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(false);
    expect(
      isSimple([
        [0, 0],
        [4, 0],
        [4, 3],
        [2, 3],
        [5, 1.5],
        [0, 3],
      ]),
    ).toBe(false);
    for (const { group } of subdivided)
      for (const shape of group.parcels) expect(isSimple(shape.ring.slice(0, -1))).toBe(true);
  });

  it('draws lots that are not rectangles: curved street lines and wedges around the bulb', () => {
    let irregular = 0;
    let wedges = 0;
    let total = 0;
    for (const { group } of subdivided)
      for (const shape of group.parcels) {
        total++;
        const n = corners(shape.ring);
        const edges = shape.ring.slice(1).map((p, i) => [p, shape.ring[i]!] as const);
        const skewed = edges.some(([a, b]) => Math.abs(a[0] - b[0]) > 1e-9 && Math.abs(a[1] - b[1]) > 1e-9);
        if (n > 4 || skewed) irregular++;
        // A wedge: a curved front (many corners) narrower than its back.
        if (shape.frontage && n > 6) wedges++;
      }
    expect(irregular / total).toBeGreaterThan(0.9);
    expect(wedges).toBeGreaterThan(subdivided.length * 3);
  });

  it('writes each subdivision street as a curving line with its cul-de-sac, into the streets output', () => {
    for (const { group } of subdivided) {
      const { line, name } = group.subdivision!.street;
      expect(name).toMatch(/^(\d+0 [EW]|Main St|[A-Z][A-Za-z ]+ (Cove|Circle|Court))$/);
      const length = line
        .slice(1)
        .reduce((t, p, i) => t + Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]), 0);
      const chord = Math.hypot(line[0]![0] - line.at(-1)![0], line[0]![1] - line.at(-1)![1]);
      // The bulb's loop makes the line much longer than its ends are apart.
      expect(line.length).toBeGreaterThan(20);
      expect(length).toBeGreaterThan(chord * 1.2);
      // The stem is not one straight line: its points leave the line from the entry to the bulb.
      const [x0, y0] = line[0]!;
      const bulb = line.at(-1)!;
      const off = line
        .slice(0, -25)
        .map(([x, y]) => Math.abs((x - x0) * (bulb[1] - y0) - (y - y0) * (bulb[0] - x0)));
      expect(Math.max(...off)).toBeGreaterThan(0);
      const rows = subdivisionStreets(group);
      expect(rows).toHaveLength(1);
      expect(rows[0]![0]).toBe(name);
      expect(rows[0]![1]).toBe(group.city.name);
      expect(String(rows[0]![4])).toMatch(/^SRID=4326;LINESTRING\(/);
    }
    const names = subdivided.map((s) => s.group.subdivision!.street.name);
    expect(names.some((n) => / (Cove|Circle|Court)$/.test(n))).toBe(true);
    expect(names.some((n) => /^\d+0 [EW]$/.test(n))).toBe(true);
  });

  it('keeps lots in their block, at least the zoning minimum and around its usual lot', () => {
    const ratios: number[] = [];
    for (const { group, parcels } of subdivided) {
      // Its block: an eighth of the section, less 10 m of street on each side.
      const [sw, ss, se, sn] = sectionBounds(group.sx, group.sy);
      const [bw, bh] = [(se - sw) / 8, (sn - ss) / 8];
      // (the generator measures the street in degrees at 39.5° N)
      const [hx, hy] = [10 / metersPerDegLng(39.5), 10 / METERS_PER_DEG_LAT];
      const w = sw + (group.group % 8) * bw + hx * 0.99;
      const s = ss + Math.floor(group.group / 8) * bh + hy * 0.99;
      const [e, n] = [w + bw - 2 * hx * 0.99, s + bh - 2 * hy * 0.99];
      const min = minLotSqft(group.subdivision!.zoning)!;
      for (const [i, shape] of group.parcels.entries()) {
        const parcel = parcels[i]!;
        expect(parcel.record.actual_zoning).toBe(group.subdivision!.zoning);
        const sqft = Number(parcel.record.acreage) * 43_560;
        expect(sqft, `${parcel.record.parcel_id} ${group.subdivision!.zoning}`).toBeGreaterThanOrEqual(min);
        ratios.push(sqft / (min * USUAL_LOT));
        // Its centre (address point) lies inside it.
        expect(pointInRing(parcel.lng, parcel.lat, shape.ring)).toBe(true);
        for (const [x, y] of shape.ring) {
          expect(x).toBeGreaterThanOrEqual(w);
          expect(x).toBeLessThanOrEqual(e);
          expect(y).toBeGreaterThanOrEqual(s);
          expect(y).toBeLessThanOrEqual(n);
        }
      }
    }
    // Within ±30% of the usual lot (1.2 × the minimum), all but a few corner and bulb lots; none half as big again.
    const inside = ratios.filter((r) => r >= 0.7 && r <= 1.3).length;
    expect(inside / ratios.length).toBeGreaterThan(0.98);
    expect(Math.max(...ratios)).toBeLessThan(1.5);
  });

  it('addresses every lot on the cul-de-sac by its street, numbered on the grid by its position', () => {
    let onStreet = 0;
    for (const { group, parcels } of subdivided) {
      const { name, line } = group.subdivision!.street;
      const grid = gridFor(group.city);
      for (const [i, shape] of group.parcels.entries()) {
        const parcel = parcels[i]!;
        const address = String(parcel.record.address);
        const north = gridNorth(address)!;
        const y = gridUnits(grid, parcel.lng, parcel.lat)[1];
        expect(Math.abs(north - y), address).toBeLessThanOrEqual(2);
        if (!shape.frontage) {
          // Lots on the block's west and east edges face the block lines.
          expect(address.endsWith(` ${name}`)).toBe(false);
          continue;
        }
        onStreet++;
        expect(address).toBe(`${Math.abs(north)} ${north >= 0 ? 'N' : 'S'} ${name}`);
        // Even numbers on the west side of the street, odd on the east.
        const nearest = line.reduce((a, p) =>
          Math.hypot(p[0] - parcel.lng, p[1] - parcel.lat) < Math.hypot(a[0] - parcel.lng, a[1] - parcel.lat)
            ? p
            : a,
        );
        expect(Math.abs(north) % 2, address).toBe(parcel.lng < nearest[0] ? 0 : 1);
        expect(shape.frontage.parity).toBe(Math.abs(north) % 2);
      }
    }
    expect(onStreet).toBeGreaterThan(subdivided.length * 8);
  });

  it('is deterministic: the same seed gives the same subdivisions', () => {
    const again = [...layoutParcels(20_000, SEED)].filter((g) => g.subdivision);
    expect(JSON.stringify(again)).toBe(JSON.stringify(subdivided.map((s) => s.group)));
  });
});
