import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { openPostgres, type Database } from '@utah-land/db';
import { generateDemoData, importListings, loadGeography, LISTINGS_REFERENCE_DAY } from '../../src/index.js';
import { CITY_MARKET_POPULATION, LISTING_SHARE } from '../../src/generate/listings.js';
import { SHARED_DEMO_DATA } from '../../../../test-support/demo-dataset.js';

// MLS listings (issue 17): the generated history is plausible, and a RESO-style CSV export can be loaded.

const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', name);
let database: Database;
const one = async <T>(query: string): Promise<T> => (await sql.raw<T>(query).execute(database.db)).rows[0]!;

beforeAll(async () => {
  database = await openPostgres(inject('databaseUrl'), 2);
  await loadGeography(database);
  await generateDemoData(database, SHARED_DEMO_DATA);
});
afterAll(async () => {
  await database.close();
});

describe('[DATA] generated MLS listings', () => {
  it('lists one parcel in ten in towns, about a third in cities, over three years, priced from the ACS medians', async () => {
    const reference = new Date(LISTINGS_REFERENCE_DAY).toISOString().slice(0, 10);
    const r = await one<{ [k in string]: number } & { n: number; parcels: number }>(`
      SELECT count(*)::int AS n,
        (SELECT count(*)::int FROM parcels WHERE source = 'generated') AS parcels,
        count(DISTINCT status)::int AS statuses,
        count(DISTINCT architectural_style)::int AS styles,
        count(*) FILTER (WHERE new_build)::int AS new_builds,
        count(*) FILTER (WHERE list_date < date '${reference}' - 3 * 365 OR list_date > date '${reference}')::int AS out_of_range,
        count(*) FILTER (WHERE status_date < list_date)::int AS backwards,
        count(*) FILTER (WHERE status_date IS NOT NULL AND status NOT IN ('Active', 'Under Contract')
          AND days_on_market <> status_date - list_date)::int AS dom_mismatch,
        count(*) FILTER (WHERE status = 'Sold' AND sold_price IS NULL)::int AS sold_without_price,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY days_on_market) FILTER (WHERE status = 'Sold') AS sold_dom_median,
        max(days_on_market) FILTER (WHERE status = 'Sold') AS sold_dom_max,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY l.list_price::float / co.median_home_value)
          FILTER (WHERE property_type = 'Residential' AND co.median_home_value IS NOT NULL) AS price_to_acs
      FROM mls_listings l LEFT JOIN counties co ON co.name = l.county
      WHERE l.source = 'generated'`);
    const share = await one<{ city: number; town: number }>(`
      SELECT (count(l.id) FILTER (WHERE c.population >= ${CITY_MARKET_POPULATION}))::float8
          / nullif(count(*) FILTER (WHERE c.population >= ${CITY_MARKET_POPULATION}), 0) AS city,
        (count(l.id) FILTER (WHERE coalesce(c.population, 0) < ${CITY_MARKET_POPULATION}))::float8
          / nullif(count(*) FILTER (WHERE coalesce(c.population, 0) < ${CITY_MARKET_POPULATION}), 0) AS town
      FROM parcels p LEFT JOIN counties co ON co.name = p.county
      LEFT JOIN cities c ON c.name = p.city AND c.county_id = co.id
      LEFT JOIN mls_listings l ON l.parcel_id = p.id AND l.source = 'generated'
      WHERE p.source = 'generated'`);
    expect(share.city).toBeGreaterThan(LISTING_SHARE.city * 0.8);
    expect(share.city).toBeLessThan(LISTING_SHARE.city * 1.2);
    expect(share.town).toBeGreaterThan(LISTING_SHARE.town * 0.6);
    expect(share.town).toBeLessThan(LISTING_SHARE.town * 1.4);
    expect(r.statuses).toBe(6);
    expect(r.styles).toBeGreaterThanOrEqual(6);
    expect(r.new_builds).toBeGreaterThan(0);
    expect(r).toMatchObject({ out_of_range: 0, backwards: 0, dom_mismatch: 0, sold_without_price: 0 });
    // Sales go in weeks, some sit for months.
    expect(r.sold_dom_median).toBeGreaterThan(8);
    expect(r.sold_dom_median).toBeLessThan(45);
    expect(r.sold_dom_max).toBeGreaterThan(60);
    // A typical home lists near its county's ACS median home value.
    expect(r.price_to_acs).toBeGreaterThan(0.7);
    expect(r.price_to_acs).toBeLessThan(1.5);
  });
});

describe('[DATA] RESO listings importer', () => {
  it('imports a RESO-style CSV, maps statuses, counts missing days on market, and re-runs as an update', async () => {
    const today = new Date('2025-10-01T12:00:00Z');
    const r = await importListings(database, fixture('listings-reso.csv'), { today });
    expect(r).toMatchObject({
      kind: 'listings',
      read: 4,
      imported: 4,
      inserted: 4,
      rejected: [],
      committed: true,
    });
    const rows = (
      await sql<
        Record<string, unknown>
      >`SELECT listing_number, status, list_price, sold_price, list_date::text,
        status_date::text, days_on_market, new_build, property_type, county, city, square_feet, source
        FROM mls_listings WHERE listing_number LIKE 'R-10%' ORDER BY listing_number`.execute(database.db)
    ).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        listing_number: 'R-1001',
        status: 'Sold',
        list_price: 545000,
        sold_price: 540000,
        list_date: '2025-04-02',
        status_date: '2025-04-20',
        days_on_market: 18,
        county: 'Salt Lake',
        square_feet: 2450,
        new_build: false,
        source: 'import',
      }),
      expect.objectContaining({
        listing_number: 'R-1002',
        status: 'Under Contract',
        days_on_market: 21,
        new_build: true,
        county: 'Utah',
      }),
      expect.objectContaining({
        listing_number: 'R-1003',
        status: 'Expired',
        list_date: '2024-03-15',
        status_date: '2024-09-15',
        days_on_market: 184,
        property_type: 'Land',
        county: 'Wasatch',
      }),
      // No county in the file: the county under the point.
      expect.objectContaining({
        listing_number: 'R-1004',
        status: 'Withdrawn',
        county: 'Salt Lake',
        new_build: false,
      }),
    ]);
    const again = await importListings(database, fixture('listings-reso.csv'), { today });
    expect(again).toMatchObject({ imported: 4, inserted: 0, updated: 4 });
  });

  it('rejects broken rows naming the field, and imports nothing', async () => {
    const before = await one<{ n: number }>(`SELECT count(*)::int AS n FROM mls_listings`);
    const r = await importListings(database, fixture('listings-reso-broken.csv'));
    expect(r.committed).toBe(false);
    expect(r.rejected.map((x) => [x.line, x.reason.split(':')[0]])).toEqual([
      [2, 'ListPrice'],
      [3, 'StandardStatus'],
      [4, 'ListingContractDate'],
      [5, 'CloseDate/StatusChangeTimestamp'],
      [6, 'CountyOrParish'],
    ]);
    expect(await one<{ n: number }>(`SELECT count(*)::int AS n FROM mls_listings`)).toEqual(before);
  });
});
