import { describe, expect, it } from 'vitest';
import { AREA_TAG_DEFINITIONS } from '../../src/geography/area-tags.js';
import { groupBounds, layoutParcels, type ParcelGroup } from '../../src/generate/layout.js';
import { buildParcel, formatParcelId, gridAddress, lotsText } from '../../src/generate/parcel-row.js';
import { SALT_LAKE_MERIDIAN } from '../../src/generate/addresses.js';
import {
  dispositionScore,
  parcelScores,
  reasonabilityScore,
  workabilityScore,
} from '../../src/generate/scores.js';
import { buildContact, bandRange, CONTACT_COLUMNS } from '../../src/generate/contacts.js';
import { utahCities } from '../../src/geography/lookups.js';

/** Whether two convex rings (closed) share interior: no separating axis among their edges' normals. */
function convexOverlap(a: [number, number][], b: [number, number][]): boolean {
  for (const ring of [a, b]) {
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[i + 1]!;
      const nx = y2 - y1;
      const ny = x1 - x2;
      const project = (r: [number, number][]) => r.map(([x, y]) => x * nx + y * ny);
      const pa = project(a);
      const pb = project(b);
      const scale = Math.hypot(nx, ny);
      if (
        Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)) <=
        1e-12 * scale
      )
        return false;
    }
  }
  return true;
}

function collect(total: number, seed: number): ParcelGroup[] {
  return [...layoutParcels(total, seed)];
}

function parcelsOf(groups: ParcelGroup[], seed: number) {
  let id = 0;
  return groups.flatMap((group) => {
    const bounds = groupBounds(group);
    return group.parcels.map((shape) =>
      buildParcel({ seed, group, inProject: false, groupBounds: bounds }, shape, ++id, null),
    );
  });
}

describe('[DATA] generator', () => {
  it('lays out exactly the requested number of parcels', { timeout: 120_000 }, () => {
    for (const n of [1, 37, 500, 3000]) {
      expect(collect(n, 1).reduce((s, g) => s + g.parcels.length, 0)).toBe(n);
    }
  });

  it('is deterministic: same seed, same parcels; another seed, other parcels', { timeout: 60_000 }, () => {
    const a = parcelsOf(collect(800, 42), 42).map((p) => p.record);
    const b = parcelsOf(collect(800, 42), 42).map((p) => p.record);
    const c = parcelsOf(collect(800, 43), 43).map((p) => p.record);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('never overlaps parcels and keeps them inside their group', { timeout: 120_000 }, () => {
    const groups = collect(4000, 7);
    const seen = new Set<string>();
    for (const g of groups) {
      const key = `${g.sx},${g.sy},${g.group}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      const ps = g.parcels;
      for (let i = 0; i < ps.length; i++) {
        const a = ps[i]!;
        expect(a.east).toBeGreaterThan(a.west);
        expect(a.north).toBeGreaterThan(a.south);
        for (let j = i + 1; j < ps.length; j++) expect(convexOverlap(a.ring, ps[j]!.ring)).toBe(false);
      }
    }
    // Groups of different sections/blocks occupy disjoint cells, so parcels of different groups cannot overlap.
    const sectionsByCity = new Map<string, string>();
    for (const g of groups) {
      const k = `${g.sx},${g.sy}`;
      const owner = `${g.city.name}:${g.zone}`;
      if (sectionsByCity.has(k)) expect(sectionsByCity.get(k)!.split(':')[0]).toBe(g.city.name);
      sectionsByCity.set(k, owner);
    }
  });

  it(
    'makes small lots in town and large raw land at the edges (0.1 to several hundred acres)',
    { timeout: 60_000 },
    () => {
      const groups = collect(20_000, 3);
      const acres = (zone: string) =>
        groups.filter((g) => g.zone === zone).flatMap((g) => g.parcels.map((p) => p.acres));
      const urban = acres('urban');
      const raw = acres('raw');
      expect(Math.min(...urban)).toBeGreaterThanOrEqual(0.1);
      expect(urban.filter((a) => a < 0.5).length / urban.length).toBeGreaterThan(0.6);
      expect(Math.max(...raw)).toBeGreaterThan(300);
      expect(Math.min(...raw)).toBeGreaterThan(60);
    },
  );

  it('formats ids, addresses and lot estimates the Utah way', () => {
    const parcels = parcelsOf(collect(600, 5), 5);
    const ids = new Set<string>();
    for (const { record } of parcels) {
      expect(record.parcel_id).toMatch(/^\d{14}$/);
      expect(record.formatted_parcel_id).toBe(record.tax_id);
      expect(ids.has(String(record.parcel_id))).toBe(false);
      ids.add(String(record.parcel_id));
      expect(record.address).toMatch(/^\d+ [NS] (\d+0 [EW]|Main St|[A-Z][A-Za-z ]+ (Cove|Circle|Court))$/);
      for (const s of ['workability_score', 'reasonability_score', 'disposition_score'] as const) {
        expect(Number(record[s])).toBeGreaterThanOrEqual(0);
        expect(Number(record[s])).toBeLessThanOrEqual(100);
      }
      if (record.possible_lots)
        expect(record.possible_lots).toMatch(
          /^\d+ (Single Family Lots?|Townhome Pads?|Apartment\/Condo Units?)/,
        );
      expect(
        (record.area_tags as string[]).every((t) => AREA_TAG_DEFINITIONS.some((d) => d.name === t)),
      ).toBe(true);
      expect(record.county_by_geometry).toBe(record.county);
      if (record.owner_location === 'Out of State') expect(record.mailing_state).not.toBe('UT');
    }
    expect(formatParcelId('22011510120000')).toBe('22-01-151-012-0000');
    expect(lotsText({ sf: 12, th: 0, condo: 0 })).toBe('12 Single Family Lots');
    expect(lotsText({ sf: 1, th: 8, condo: 0 })).toBe('1 Single Family Lot, 8 Townhome Pads');
    const slc = utahCities().find((c) => c.name === 'Salt Lake City')!;
    // Salt Lake County's one grid: 1,250 units (1.56 mi) south and 700 east of Main and South Temple.
    const m = SALT_LAKE_MERIDIAN;
    expect(gridAddress(slc, m.lat - 0.02274, m.lng + 0.0167, 0)).toMatch(/^12[45]\d S 700 E$/);
    const orem = utahCities().find((c) => c.name === 'Orem')!;
    // Utah County cities have grids of their own: Orem's 0/0 is its own centre, not Salt Lake's.
    expect(gridAddress(orem, orem.lat + 0.0001, orem.lng, 1)).toMatch(/^\d{1,2} N Main St$/);
  });

  it('fills contacts consistently with their types', () => {
    for (let i = 0; i < 300; i++) {
      const { contact } = buildContact(9, i, i + 1, []);
      const c = Object.fromEntries(CONTACT_COLUMNS.map((k, j) => [k, contact[j]]));
      const types = c.types as string[];
      expect(types.length).toBeGreaterThan(0);
      expect((c.build_products as string[]).length > 0 === types.includes('Builder')).toBe(true);
      expect(c.build_sf_lots !== null).toBe((c.build_products as string[]).includes('singleFamily'));
      expect(c.invest_amount !== null).toBe(types.includes('Investor'));
      expect(c.home_price !== null).toBe(types.includes('New Build Homebuyer'));
      if (c.home_price) {
        const [lo, hi] = String(c.home_price).slice(1, -1).split(',').map(Number);
        expect(lo).toBeLessThan(hi!);
      }
    }
    expect(bandRange('4-15')).toBe('[4,16)');
    expect(bandRange('65+')).toBe('[65,)');
  });
});

describe('[DATA] scores', () => {
  it('are documented weighted sums where unknown inputs contribute nothing', () => {
    expect(parcelScores({})).toEqual({ workability: 0, reasonability: 0, disposition: 0 });
    expect(
      workabilityScore({
        acreage: 5,
        hasRoadAccess: true,
        slopePercent: 2,
        hasUtilities: true,
        hasBuilding: false,
      }),
    ).toBe(100);
    expect(workabilityScore({ acreage: 5 })).toBe(25);
    expect(reasonabilityScore({ zoningAllowsEstimate: true, estimatedLots: 60, neighborsLots: 80 })).toBe(
      100,
    );
    expect(
      dispositionScore({
        absentee: true,
        outOfState: true,
        yearsHeld: 25,
        mortgageLender: null,
        listingStatus: 'Active',
      }),
    ).toBe(100);
    expect(dispositionScore({ mortgageLender: undefined })).toBe(0);
    expect(dispositionScore({ mortgageLender: 'Zions Bank' })).toBe(0);
  });
});
