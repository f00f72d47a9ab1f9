import { beforeAll, describe, expect, it } from 'vitest';
import {
  gridNorth,
  gridPosition,
  SALT_LAKE_MERIDIAN,
  METERS_PER_GRID_UNIT,
} from '../../src/generate/addresses.js';
import { isFarmZoning, medianFor, VALUE_BANDS } from '../../src/generate/land-values.js';
import { groupBounds, layoutParcels } from '../../src/generate/layout.js';
import { decideListing, LISTING_COLUMNS, listingRow } from '../../src/generate/listings.js';
import { buildParcel, type GeneratedParcel } from '../../src/generate/parcel-row.js';
import { utahCities, utahZipCodes } from '../../src/geography/lookups.js';
import { WATER_BODIES } from '@utah-land/shared';
import { METERS_PER_DEG_LAT, metersPerDegLng, pointInRing } from '../../src/util/geo.js';

/**
 * What a Utah land professional checks first on the demo data (docs/data.md): Salt Lake County addresses on the one
 * county grid, no parcel in the lakes, prices inside the documented bands of the ACS medians. The demo's own seed
 * and size (npm start: DEMO_SEED 49, DEMO_PARCELS 20000).
 */
const SEED = 49;
const TOTAL = 20_000;
let parcels: { parcel: GeneratedParcel; kind: string }[] = [];
/** Listings as [city, building type, status group]. */
const listings: [string, string, string][] = [];
const cityByName = new Map(utahCities().map((c) => [c.name, c]));

beforeAll(() => {
  let id = 0;
  let listingNo = 0;
  parcels = [...layoutParcels(TOTAL, SEED)].flatMap((group) => {
    const bounds = groupBounds(group);
    return group.parcels.map((shape) => {
      const key = `${group.sx}:${group.sy}:${group.group}:${shape.lot}`;
      const listing = decideListing(SEED, key, () => String(++listingNo), group.city.population);
      const ctx = { seed: SEED, group, inProject: false, groupBounds: bounds };
      const parcel = buildParcel(ctx, shape, ++id, listing);
      if (listing) {
        const row = listingRow(SEED, parcel, listing, medianFor(group.city));
        const status = String(row[LISTING_COLUMNS.indexOf('status')]);
        listings.push([
          String(row[LISTING_COLUMNS.indexOf('city')]),
          row[LISTING_COLUMNS.indexOf('new_build')] ? 'New Builds' : 'Existing Builds',
          ['Active', 'Under Contract', 'Sold'].includes(status) ? status : 'Canceled/Expired/Others',
        ]);
      }
      return { parcel, kind: group.kind };
    });
  });
}, 300_000);

describe('[DATA] the demo data as a Utah land professional reads it', { timeout: 120_000 }, () => {
  it('puts every Salt Lake County address within 600 grid units of its parcel on the county grid', () => {
    const m = SALT_LAKE_MERIDIAN;
    let checked = 0;
    let westValley = 0;
    for (const { parcel } of parcels) {
      const r = parcel.record;
      if (r.county !== 'Salt Lake') continue;
      const x = ((parcel.lng - m.lng) * metersPerDegLng(m.lat)) / METERS_PER_GRID_UNIT;
      const y = ((parcel.lat - m.lat) * METERS_PER_DEG_LAT) / METERS_PER_GRID_UNIT;
      // A named cul-de-sac ('Sage Cove') has only its house number on the grid.
      const [east, north] = gridPosition(String(r.address)) ?? [x, gridNorth(String(r.address))!];
      expect(Math.hypot(east - x, north - y), `${r.address}, ${r.city}`).toBeLessThanOrEqual(600);
      if (r.city === 'West Valley City' && north < -2000 && east < -2000) westValley++;
      checked++;
    }
    expect(checked).toBeGreaterThan(3000);
    // West Valley City lies south and west of the meridian (around 3500 S 3600 W), not north of its own centre.
    expect(westValley).toBeGreaterThan(100);
  });

  it('puts no parcel centre in Utah Lake or the Great Salt Lake', () => {
    for (const { parcel } of parcels)
      for (const lake of WATER_BODIES)
        expect(
          pointInRing(parcel.lng, parcel.lat, lake.ring),
          `${parcel.record.parcel_id} in ${lake.name}`,
        ).toBe(false);
  });

  it('gives parcels delivery ZIPs of their towns, never an organisation ZIP (84201, 84244: the IRS)', () => {
    const delivery = new Set(
      utahZipCodes()
        .filter((z) => z.delivery)
        .map((z) => z.zip),
    );
    for (const { parcel } of parcels) {
      expect(delivery.has(String(parcel.record.postal_code))).toBe(true);
      if (parcel.record.mailing_state === 'UT')
        expect(delivery.has(String(parcel.record.mailing_zip))).toBe(true);
    }
  });

  it('values land per acre and homes per city inside the bands of the ACS medians', () => {
    const acs = utahCities().filter((c) => c.medianHomeValue !== null);
    expect(acs.length).toBe(14);
    for (const city of acs) {
      const own = parcels.filter((p) => p.parcel.record.city === city.name);
      const anchor = city.medianHomeValue!;
      expect(medianFor(city)).toBe(anchor);
      for (const { parcel } of own) {
        const r = parcel.record;
        const perAcre = Number(r.land_value) / Number(r.acreage) / anchor;
        const [lo, hi] = isFarmZoning(String(r.actual_zoning))
          ? VALUE_BANDS.farmLandPerAcre
          : VALUE_BANDS.townLandPerAcre;
        expect(perAcre, `${city.name} ${r.actual_zoning} ${r.acreage} ac`).toBeGreaterThanOrEqual(lo);
        expect(perAcre, `${city.name} ${r.actual_zoning} ${r.acreage} ac`).toBeLessThanOrEqual(hi);
      }
      const homes = own
        .filter((p) => p.parcel.built && Number(p.parcel.record.acreage) < 1)
        .filter((p) => ['sf', 'dense', 'suburban'].includes(p.kind))
        .map((p) => Number(p.parcel.record.market_value) / anchor)
        .sort((a, b) => a - b);
      expect(homes.length, city.name).toBeGreaterThan(20);
      for (const h of homes) {
        expect(h, city.name).toBeGreaterThanOrEqual(VALUE_BANDS.home[0]);
        expect(h, city.name).toBeLessThanOrEqual(VALUE_BANDS.home[1]);
      }
      const median = homes[Math.floor(homes.length / 2)]!;
      expect(median, city.name).toBeGreaterThanOrEqual(VALUE_BANDS.homeMedian[0]);
      expect(median, city.name).toBeLessThanOrEqual(VALUE_BANDS.homeMedian[1]);
    }
    // Alpine (no ACS figure of its own) is priced as the estate town it is, not at Utah County's median.
    const alpine = parcels.filter(
      (p) =>
        p.parcel.record.city === 'Alpine' && p.parcel.built && ['sf', 'dense', 'suburban'].includes(p.kind),
    );
    expect(alpine.length).toBeGreaterThan(20);
    const sorted = alpine.map((p) => Number(p.parcel.record.market_value)).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]!).toBeGreaterThan(800_000);
    // Lehi land of every zoning sells far above $3,000-6,000 an acre.
    for (const { parcel } of parcels.filter((p) => p.parcel.record.city === 'Lehi'))
      expect(Number(parcel.record.land_value) / Number(parcel.record.acreage)).toBeGreaterThan(10_000);
  });

  it('keeps multifamily and commercial buildings to the size of their lots', () => {
    let checked = 0;
    for (const { parcel, kind } of parcels) {
      if (!parcel.built || (kind !== 'multifamily' && kind !== 'commercial')) continue;
      const acres = Number(parcel.record.acreage);
      const anchor = medianFor(cityByName.get(String(parcel.record.city))!);
      // At most a floor-area ratio of 0.9 at $200/sq ft (scaled to the city), plus the land.
      expect(Number(parcel.record.market_value)).toBeLessThanOrEqual(
        acres * 43_560 * 0.9 * 200 * (anchor / 500_000) + Number(parcel.record.land_value) + 1500 * 200 * 4,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('lists every building type in every status in the big cities (the market stats a user opens)', () => {
    const big = ['Salt Lake City', 'West Valley City', 'Provo', 'West Jordan', 'Orem', 'Sandy', 'Ogden'];
    big.push('Saint George', 'Layton', 'South Jordan', 'Lehi');
    for (const city of big)
      for (const type of ['New Builds', 'Existing Builds'])
        for (const status of ['Active', 'Under Contract', 'Sold', 'Canceled/Expired/Others']) {
          const n = listings.filter(([c, t, s]) => c === city && t === type && s === status).length;
          expect(n, `${city}: ${type} ${status}`).toBeGreaterThan(0);
        }
    const lehiSoldNew = listings.filter(([c, t, s]) => c === 'Lehi' && t === 'New Builds' && s === 'Sold');
    expect(lehiSoldNew.length).toBeGreaterThanOrEqual(5);
  });
});
