import { beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies } from '../../src/generate/companies.js';
import {
  countyLandBand,
  landPerAcre,
  medianFor,
  SPREAD_MAX,
  SPREAD_MIN,
} from '../../src/generate/land-values.js';
import {
  clearanceMiles,
  groupBounds,
  layoutParcels,
  type ParcelGroup,
  type ParcelShape,
} from '../../src/generate/layout.js';
import { BROKERAGES, isKnownBrand, LENDERS } from '../../src/generate/names.js';
import { buildParcel, gridNorth, gridPosition, type GeneratedParcel } from '../../src/generate/parcel-row.js';
import { gridFor, gridUnits, SALT_LAKE_MERIDIAN } from '../../src/generate/addresses.js';
import { buildProjects, PROJECT_COLUMNS } from '../../src/generate/projects.js';
import { taxIdFormat } from '../../src/generate/tax-ids.js';
import { buildWaterRights, WATER_RIGHT_AREAS, WATER_RIGHT_COLUMNS } from '../../src/generate/water-rights.js';
import { ZONING_DENSITY, zoningYield } from '@utah-land/shared';
import { utahCities, utahZipCodes } from '../../src/geography/lookups.js';
import { distanceMeters } from '../../src/util/geo.js';

/** The rules of believable demo data (issue 13, item 14), checked on a 20,000-parcel dataset. */
const SEED = 11;
const TOTAL = 20_000;
const MILE = 1609.344;
const PRICE = PROJECT_COLUMNS.indexOf('price_point');

interface Row {
  group: ParcelGroup;
  shape: ParcelShape;
  parcel: GeneratedParcel;
  acres: number;
}

let rows: Row[] = [];
const cityByName = new Map(utahCities().map((c) => [c.name, c]));

beforeAll(() => {
  let id = 0;
  rows = [...layoutParcels(TOTAL, SEED)].flatMap((group) => {
    const bounds = groupBounds(group);
    return group.parcels.map((shape) => {
      const parcel = buildParcel(
        { seed: SEED, group, inProject: false, groupBounds: bounds },
        shape,
        ++id,
        null,
      );
      return { group, shape, parcel, acres: Number(parcel.record.acreage) };
    });
  });
}, 300_000);

const units = (r: Row, suffix = '') =>
  ['sf_lots', 'th_pads', 'condo_units'].reduce(
    (t, k) => t + Number(r.parcel.record[`${k}${suffix}` as 'sf_lots'] ?? 0),
    0,
  );

describe('[DATA] demo data rules (20,000 parcels)', { timeout: 120_000 }, () => {
  it('has the requested size', () => {
    expect(rows.length).toBe(TOTAL);
  });

  it('yields no more lots than the zoning density allows (RR-5: 1 per 5 acres; R-1-8: about 4 an acre)', () => {
    let checked = 0;
    for (const r of rows) {
      const code = String(r.parcel.record.actual_zoning);
      const cap = zoningYield(code, r.acres);
      expect(units(r), `${code} on ${r.acres} ac`).toBeLessThanOrEqual(cap);
      expect(units(r, '_zoning')).toBe(r.parcel.record.property_info_building && r.acres < 0.75 ? 0 : cap);
      if (!r.parcel.built && cap > 0) {
        expect(units(r)).toBeGreaterThanOrEqual(Math.floor(cap * 0.75));
        checked++;
      }
      if (code === 'RR-5' && !r.parcel.built) expect(units(r, '_zoning')).toBe(Math.floor(r.acres / 5));
    }
    expect(checked).toBeGreaterThan(500);
    expect(ZONING_DENSITY['R-1-8']!.unitsPerAcre).toBeGreaterThanOrEqual(3.8);
    expect(ZONING_DENSITY['R-1-8']!.unitsPerAcre).toBeLessThanOrEqual(4.3);
    expect(zoningYield('RR-5', 20)).toBe(4);
    expect(zoningYield('C-2', 20)).toBe(0);
  });

  it('values land per acre by county, city and zoning, anchored to the ACS medians', () => {
    const residential = new Map<string, number[]>();
    for (const r of rows) {
      const { record } = r.parcel;
      const perAcre = Number(record.land_value) / r.acres;
      const slack = 100 / r.acres;
      const [lo, hi] = countyLandBand(String(record.county));
      expect(perAcre, `${record.county} ${record.actual_zoning}`).toBeGreaterThanOrEqual(lo - slack);
      expect(perAcre).toBeLessThanOrEqual(hi + slack);
      const city = cityByName.get(String(record.city))!;
      const expected = landPerAcre(
        city,
        String(record.actual_zoning),
        r.group.zone,
        record.owner_type === 'Government',
      );
      expect(perAcre).toBeGreaterThanOrEqual(expected * SPREAD_MIN - slack);
      expect(perAcre).toBeLessThanOrEqual(expected * SPREAD_MAX + slack);
      if (record.actual_zoning === 'R-1-8' && r.group.zone === 'urban')
        residential.set(city.name, [...(residential.get(city.name) ?? []), perAcre / medianFor(city)]);
    }
    // The same zoning costs more per acre where homes cost more: Draper (ACS $784,800) over West Valley City.
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const draper = residential.get('Draper');
    const wvc = residential.get('West Valley City');
    if (draper?.length && wvc?.length) {
      const d = avg(draper) * medianFor(cityByName.get('Draper')!);
      const w = avg(wvc) * medianFor(cityByName.get('West Valley City')!);
      expect(d).toBeGreaterThan(w);
    }
  });

  it("writes Utah grid addresses measured on the city's or county's grid (800 to the mile)", () => {
    for (const r of rows) {
      const { record } = r.parcel;
      // A grid street, or a subdivision's named cul-de-sac ('Sage Cove', numbered on the grid all the same).
      expect(record.address).toMatch(/^\d+ [NS] (\d+0 [EW]|Main St|[A-Z][A-Za-z ]+ (Cove|Circle|Court))$/);
      const grid = gridFor(cityByName.get(String(record.city))!);
      if (record.county === 'Salt Lake') expect(grid).toBe(SALT_LAKE_MERIDIAN);
      const [x, y] = gridUnits(grid, r.parcel.lng, r.parcel.lat);
      expect(Math.abs(gridNorth(String(record.address))! - y)).toBeLessThanOrEqual(2);
      const position = gridPosition(String(record.address));
      if (!position) continue;
      // The street is a block line of the lot's block (blocks are 100 units; rural units up to a half mile), or
      // the subdivision street inside it.
      expect(Math.abs(position[0] - x)).toBeLessThanOrEqual(
        r.group.zone === 'urban' || r.group.zone === 'suburban' ? 120 : 450,
      );
    }
  });

  it('writes tax ids in each county format, unique within the county', () => {
    const seen = new Set<string>();
    for (const { parcel } of rows) {
      const county = String(parcel.record.county);
      const id = String(parcel.record.tax_id);
      expect(id, county).toMatch(taxIdFormat(county).pattern);
      if (county === 'Salt Lake') expect(id).toMatch(/^\d{2}-\d{2}-\d{3}-\d{3}-\d{4}$/);
      if (county === 'Utah') expect(id).toMatch(/^\d{2}:\d{3}:\d{4}$/);
      expect(seen.has(`${county}|${id}`)).toBe(false);
      seen.add(`${county}|${id}`);
    }
  });

  it('mails to ZIPs of the mailing city', () => {
    const zips = new Map(utahZipCodes().map((z) => [z.zip, z]));
    for (const { parcel } of rows) {
      const { record } = parcel;
      if (record.mailing_state !== 'UT') continue;
      const city = cityByName.get(String(record.mailing_city))!;
      const zip = zips.get(String(record.mailing_zip))!;
      expect(zip, String(record.mailing_zip)).toBeDefined();
      expect(zip.county).toBe(city.county);
      const own = utahZipCodes().some(
        (z) => z.city.toLowerCase() === city.name.toLowerCase() && z.county === city.county,
      );
      if (own) expect(zip.city.toLowerCase()).toBe(city.name.toLowerCase());
    }
  });

  it('keeps big acreage away from city centres and cuts lots of varied shape and size', () => {
    const big = rows.filter((r) => r.acres >= 40);
    expect(big.length).toBeGreaterThan(50);
    const tooClose = big.filter((r) =>
      utahCities().some(
        (c) =>
          distanceMeters([r.parcel.lng, r.parcel.lat], [c.lng, c.lat]) / MILE <=
          // The section centre keeps the clearance; a parcel lies within 0.71 mile of it.
          clearanceMiles('rural', c.population) - 0.75,
      ),
    );
    expect(tooClose.map((r) => `${r.acres} ac in ${String(r.parcel.record.city)}`)).toEqual([]);
    // Quadrilaterals with skewed side lines, or farm parcels missing a corner: few are true rectangles.
    const rectangles = rows.filter(({ shape }) => {
      const corners = shape.ring.slice(0, -1);
      return (
        corners.length === 4 &&
        corners.every(
          ([x, y]) => (x === shape.west || x === shape.east) && (y === shape.south || y === shape.north),
        )
      );
    });
    expect(rectangles.length / rows.length).toBeLessThan(0.2);
    const lots = rows.filter((r) => r.group.kind === 'sf');
    const byBlock = new Map<string, number[]>();
    for (const r of lots) {
      const k = `${r.group.sx},${r.group.sy},${r.group.group}`;
      byBlock.set(k, [...(byBlock.get(k) ?? []), r.acres]);
    }
    let varied = 0;
    for (const sizes of byBlock.values()) if (Math.max(...sizes) / Math.min(...sizes) > 1.2) varied++;
    expect(varied / byBlock.size).toBeGreaterThan(0.9);
  });

  it('places water rights in the area of their number', () => {
    const col = (name: (typeof WATER_RIGHT_COLUMNS)[number]) => WATER_RIGHT_COLUMNS.indexOf(name);
    const rights = [...buildWaterRights(1000, SEED)];
    expect(rights.length).toBe(1000);
    for (const w of rights) {
      const wrnum = String(w[col('wrnum')]);
      const area = WATER_RIGHT_AREAS[wrnum.split('-')[0]!];
      expect(area, wrnum).toBeDefined();
      expect(area, wrnum).toContain(w[col('county')]);
    }
  });

  it('names no real brokerage, builder or lender brand', () => {
    expect(isKnownBrand('Ivory Homes')).toBe(true);
    expect(isKnownBrand('KW Utah Realtors Keller Williams')).toBe(true);
    expect(isKnownBrand('Willow Creek Homes')).toBe(false);
    for (const name of [...BROKERAGES, ...LENDERS]) expect(isKnownBrand(name), name).toBe(false);
    const companies = generateCompanies(3000, SEED, 1, new Set());
    for (const c of companies) expect(isKnownBrand(c.name), c.name).toBe(false);
    for (const { parcel } of rows) {
      const { record } = parcel;
      for (const name of [record.ownership_name, record.mortgage_lender])
        if (name) expect(isKnownBrand(String(name)), String(name)).toBe(false);
    }
  });

  it('prices new homes against the city median home value', () => {
    const byKind = new Map<never, never>();
    let projects = 0;
    let id = 0;
    const groups = new Map<ParcelGroup, GeneratedParcel[]>();
    for (const r of rows.slice(0, 4000)) groups.set(r.group, [...(groups.get(r.group) ?? []), r.parcel]);
    for (const [group, parcels] of groups) {
      if (parcels.length < 2) continue;
      const out = buildProjects(SEED, group, parcels, () => ++id, byKind);
      for (const p of out.projects) {
        const price = Number(p[PRICE]);
        const median = medianFor(group.city);
        expect(price).toBeGreaterThanOrEqual(median * 0.5);
        expect(price).toBeLessThanOrEqual(median * 1.45);
        projects++;
      }
    }
    expect(projects).toBeGreaterThan(10);
  });
});
