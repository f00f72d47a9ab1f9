import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import {
  BUILDING_TYPES,
  MARKET_METRIC_KEYS,
  STATUS_GROUPS,
  type FullValuationAnswer,
  type SummaryAnswer,
} from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertParcels } from './map-fixtures.js';
import { bearer, seedUser } from './users-fixtures.js';

// Market statistics (spec map-matching-surveys 2.7, 3, 6, 7, 9; issue 17): every figure the server answers is
// checked against the same figure computed here, independently, from the fixture rows.

interface Listing {
  status: string;
  new_build: boolean;
  list_price: number;
  list_date: string;
  days_on_market: number;
  lot_size_acres: number | null;
  square_feet: number | null;
  architectural_style: string | null;
  city: string;
  county: string;
}

const FROM = '2025-03-01';
const TO = '2025-08-31';
const STYLES = ['Two Story', 'Rambler/Ranch', 'Townhouse', null] as const;
const STATUSES = ['Active', 'Under Contract', 'Sold', 'Canceled', 'Expired', 'Withdrawn'] as const;

/** 40 listings in the test's own city: every status and building type, list dates on and just outside the range. */
function fixtureRows(city: string): Listing[] {
  const rows: Listing[] = [];
  const dates = [
    '2025-02-28',
    FROM,
    '2025-04-15',
    '2025-05-02',
    '2025-06-30',
    TO,
    '2025-09-01',
    '2025-07-07',
  ];
  for (let i = 0; i < 40; i++) {
    rows.push({
      status: STATUSES[i % STATUSES.length]!,
      new_build: i % 3 === 0,
      list_price: 300_000 + ((i * 37_531) % 450_000),
      list_date: dates[i % dates.length]!,
      days_on_market: (i * 17) % 97,
      lot_size_acres: i % 7 === 0 ? null : 0.1 + ((i * 13) % 50) / 100,
      square_feet: i % 5 === 0 ? null : 1200 + ((i * 211) % 2600),
      architectural_style: STYLES[i % STYLES.length]!,
      city,
      county: 'Utah',
    });
  }
  // Another city of the same county, in range: only a county filter counts it.
  rows.push({ ...rows[2]!, city: `${city} North`, list_price: 9_999_999 });
  return rows;
}

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const pos = p * (v.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return v[lo]! + (v[hi]! - v[lo]!) * (pos - lo);
}
const mean = (values: number[]) => (values.length ? values.reduce((s, x) => s + x, 0) / values.length : null);

function expected(rows: Listing[]) {
  const dom = rows.map((r) => r.days_on_market);
  const price = rows.map((r) => r.list_price);
  const lots = rows.flatMap((r) => (r.lot_size_acres === null ? [] : [r.lot_size_acres]));
  const sqft = rows.flatMap((r) => (r.square_feet === null ? [] : [r.square_feet]));
  return {
    number_of_listings: rows.length,
    average_list_dom: mean(dom),
    high_list_dom: dom.length ? Math.max(...dom) : null,
    low_list_dom: dom.length ? Math.min(...dom) : null,
    median_list_dom: percentile(dom, 0.5),
    q1_list_dom: percentile(dom, 0.25),
    q3_list_dom: percentile(dom, 0.75),
    average_list_price: mean(price),
    high_list_price: price.length ? Math.max(...price) : null,
    low_list_price: price.length ? Math.min(...price) : null,
    median_list_price: percentile(price, 0.5),
    q1_list_price: percentile(price, 0.25),
    q3_list_price: percentile(price, 0.75),
    average_lot_size: mean(lots),
    avg_sqft: mean(sqft),
  };
}

/** Same figure, rounded to 2 decimals by the server (and no more than 2 decimals). */
function expectFigures(actual: Record<string, unknown>, exact: Record<string, number | null>, label: string) {
  for (const [key, value] of Object.entries(exact)) {
    const got = actual[key];
    if (value === null) {
      expect(got, `${label} ${key}`).toBeNull();
      continue;
    }
    expect(typeof got, `${label} ${key}`).toBe('number');
    expect(
      Math.abs((got as number) - value),
      `${label} ${key}: ${String(got)} vs ${value}`,
    ).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(
      Math.abs((got as number) * 100 - Math.round((got as number) * 100)),
      `${label} ${key} decimals`,
    ).toBeLessThan(1e-6);
  }
}

const inRange = (r: Listing) => r.list_date >= FROM && r.list_date <= TO;
const statusGroup = (s: string) =>
  s === 'Active' || s === 'Under Contract' || s === 'Sold' ? s : 'Canceled/Expired/Others';
const ofType = (r: Listing, t: string) => t === 'All' || (t === 'New Builds') === r.new_build;

describe('[MARKET STATS] summary and full valuation', () => {
  let t: TestApp;
  let admin: string;
  let parcelId: number;
  let city: string;
  let rows: Listing[];
  const get = async <T>(url: string, token = admin) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    city = `Statsville ${randomUUID().slice(0, 8)}`;
    parcelId = (await insertParcels(t, city, [{ lng: -111.7, lat: 40.3 }]))[0]!;
    rows = fixtureRows(city);
    let n = 0;
    for (const r of rows)
      await t.database.db
        .insertInto('mls_listings')
        .values({ ...r, listing_number: `${city}-${++n}`, source: 'test' })
        .execute();
  });
  afterAll(() => t.close());

  it("summarises the parcel's city per building type × status, within the list-date range (edges included)", async () => {
    const answer = await get<SummaryAnswer>(
      `/api/parcels/get-stats-summary?id_serial=${parcelId}&fromDate=${FROM}&toDate=${TO}`,
    );
    expect(answer.cities).toEqual([city]);
    expect(answer.query).toBeUndefined();
    // What the statistics cover: the counted listings' sources and first and last list dates.
    const counted = rows
      .filter((r) => r.city === city && inRange(r))
      .map((r) => r.list_date)
      .sort();
    expect(answer.coverage).toEqual({
      sources: ['test'],
      firstListDate: counted[0],
      lastListDate: counted.at(-1),
    });
    expect(answer.data.map((r) => `${r.buildingType}/${r.status}`)).toEqual(
      BUILDING_TYPES.flatMap((b) => STATUS_GROUPS.map((s) => `${b}/${s}`)),
    );
    const mine = rows.filter((r) => r.city === city && inRange(r));
    for (const row of answer.data) {
      const group = mine.filter((r) => ofType(r, row.buildingType) && statusGroup(r.status) === row.status);
      expectFigures(row, expected(group), `${row.buildingType}/${row.status}`);
    }
    // The edges count: listings on fromDate and toDate are in, a day outside are out.
    const all = answer.data
      .filter((r) => r.buildingType === 'All')
      .reduce((s, r) => s + r.number_of_listings, 0);
    expect(all).toBe(mine.length);
    expect(mine.some((r) => r.list_date === FROM) && mine.some((r) => r.list_date === TO)).toBe(true);
    expect(rows.filter((r) => r.city === city).length).toBeGreaterThan(all);
    // Monthly: one point per month of list date, the median computed the same way.
    const months = [...new Set(mine.map((r) => r.list_date.slice(0, 7)))].sort();
    expect(answer.monthly.map((m) => m.month)).toEqual(months);
    for (const m of answer.monthly) {
      const inMonth = mine.filter((r) => r.list_date.startsWith(m.month));
      expect(m.number_of_listings).toBe(inMonth.length);
      expectFigures(
        m,
        {
          median_list_price: percentile(
            inMonth.map((r) => r.list_price),
            0.5,
          ),
          median_list_dom: percentile(
            inMonth.map((r) => r.days_on_market),
            0.5,
          ),
        },
        m.month,
      );
    }
  });

  it('a narrower range and a county change the figures; an empty group answers 0 and nulls', async () => {
    const narrow = await get<SummaryAnswer>(
      `/api/parcels/get-stats-summary?id_serial=${parcelId}&fromDate=2025-04-15&toDate=2025-04-15`,
    );
    const day = rows.filter((r) => r.city === city && r.list_date === '2025-04-15');
    for (const row of narrow.data) {
      const group = day.filter((r) => ofType(r, row.buildingType) && statusGroup(r.status) === row.status);
      expectFigures(row, expected(group), `narrow ${row.buildingType}/${row.status}`);
    }
    expect(narrow.data.some((r) => r.number_of_listings === 0 && r.median_list_price === null)).toBe(true);

    const county = await get<SummaryAnswer>(
      `/api/parcels/get-stats-summary?id_serial=${parcelId}&counties=Utah&cities=${encodeURIComponent(`${city}|${city} North`)}&fromDate=${FROM}&toDate=${TO}`,
    );
    const both = rows.filter(inRange);
    const allSold = county.data.find((r) => r.buildingType === 'All' && r.status === 'Sold')!;
    expectFigures(allSold, expected(both.filter((r) => r.status === 'Sold')), 'county All/Sold');
  });

  // The change notice, then a new summary over every listing of the city: seconds on a loaded machine.
  const WAIT = { timeout: 15_000, interval: 100 };

  it('a summary asked again is the same; a new listing shows in the next ones (kept per data version)', async () => {
    const url = `/api/parcels/get-stats-summary?id_serial=${parcelId}&fromDate=${FROM}&toDate=${TO}`;
    const total = (a: SummaryAnswer) =>
      a.data.filter((r) => r.buildingType === 'All').reduce((s, r) => s + r.number_of_listings, 0);
    const first = await get<SummaryAnswer>(url);
    expect(await get<SummaryAnswer>(url)).toEqual(first);
    const extra = { ...rows[2]!, list_price: 8_888_888, listing_number: `${city}-extra`, source: 'test' };
    await t.database.db.insertInto('mls_listings').values(extra).execute();
    try {
      await vi.waitFor(async () => {
        const after = await get<SummaryAnswer>(url);
        expect(total(after)).toBe(total(first) + 1);
        const group = after.data.find(
          (r) => r.buildingType === 'All' && r.status === statusGroup(extra.status),
        );
        expect(group!.high_list_price).toBe(8_888_888);
      }, WAIT);
    } finally {
      await t.database.db
        .deleteFrom('mls_listings')
        .where('listing_number', '=', extra.listing_number)
        .execute();
    }
    // And its removal: the figures are the first ones again.
    await vi.waitFor(async () => expect(await get<SummaryAnswer>(url)).toEqual(first), WAIT);
  });

  it('full valuation: rows per architectural style for a building type and status, with price per sq ft and acre', async () => {
    for (const [buildingType, status] of [
      ['Existing Builds', 'Sold'],
      ['New Builds', 'Active'],
      ['All', undefined],
    ] as const) {
      const q = new URLSearchParams({
        id_serial: String(parcelId),
        fromDate: FROM,
        toDate: TO,
        buildingType,
      });
      if (status) q.set('status', status);
      const answer = await get<FullValuationAnswer>(`/api/parcels/get-stats-full-valuation?${q}`);
      const group = rows.filter(
        (r) =>
          r.city === city &&
          inRange(r) &&
          ofType(r, buildingType) &&
          statusGroup(r.status) === (status ?? 'Canceled/Expired/Others'),
      );
      const styles = [...new Set(group.map((r) => r.architectural_style ?? 'Unknown'))];
      expect(answer.data.map((r) => r.architecturalstyle).sort()).toEqual(styles.sort());
      // Most listings first.
      const counts = answer.data.map((r) => r.number_of_listings);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const row of answer.data) {
        const of = group.filter((r) => (r.architectural_style ?? 'Unknown') === row.architecturalstyle);
        expectFigures(
          row,
          {
            ...expected(of),
            price_per_sqft: percentile(
              of.flatMap((r) => (r.square_feet ? [r.list_price / r.square_feet] : [])),
              0.5,
            ),
            price_per_acre: percentile(
              of.flatMap((r) => (r.lot_size_acres ? [r.list_price / r.lot_size_acres] : [])),
              0.5,
            ),
          },
          `${buildingType}/${status ?? 'others'}/${row.architecturalstyle}`,
        );
      }
    }
  });

  it('viewQuery=true answers the SQL run: running that text gives the same figures', async () => {
    const base = `id_serial=${parcelId}&fromDate=${FROM}&toDate=${TO}&viewQuery=true`;
    const summary = await get<SummaryAnswer>(`/api/parcels/get-stats-summary?${base}`);
    expect(summary.query).toMatch(/percentile_cont/);
    expect(summary.query).toContain(`'${FROM}'`);
    const ran = (await sql.raw<Record<string, unknown>>(summary.query!).execute(t.database.db)).rows;
    for (const r of ran) {
      const shown = summary.data.find((d) => d.buildingType === r.buildingType && d.status === r.status)!;
      for (const k of MARKET_METRIC_KEYS) expect(shown[k], `${String(r.buildingType)} ${k}`).toBe(r[k]);
    }
    const monthly = (await sql.raw<Record<string, unknown>>(summary.monthlyQuery!).execute(t.database.db))
      .rows;
    expect(monthly).toEqual(summary.monthly);

    const valuation = await get<FullValuationAnswer>(
      `/api/parcels/get-stats-full-valuation?${base}&buildingType=All&status=Sold`,
    );
    const rows2 = (await sql.raw<Record<string, unknown>>(valuation.query!).execute(t.database.db)).rows;
    expect(rows2).toEqual(valuation.data);
  });

  it('is for admins only: 401 without a session, 403 Admins only for every other user', async () => {
    const url = `/api/parcels/get-stats-summary?id_serial=${parcelId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const status of ['Subscribed', 'Free Trial', 'Test User'] as const) {
      const user = await seedUser(t, { status });
      for (const path of ['get-stats-summary', 'get-stats-full-valuation']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/parcels/${path}?id_serial=${parcelId}`,
          headers: bearer(user.token),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Admins only');
      }
    }
  });

  it('bad input is a 400 naming the field; an unknown parcel is a 404', async () => {
    const cases: [string, RegExp][] = [
      ['fromDate=2025-02-30', /fromDate/],
      ['toDate=yesterday', /toDate/],
      [`fromDate=${TO}&toDate=${FROM}`, /fromDate: must not be after toDate/],
      ['status=Sleeping', /status/],
      ['buildingType=Igloo', /buildingType/],
      ['id_serial=1e400', /id_serial/],
      ['cities=Sandy%00', /cities: must not contain a NUL character/],
    ];
    for (const [q, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/parcels/get-stats-full-valuation?${q}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(message);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/parcels/get-stats-summary?id_serial=999999999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('both calls are in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/parcels/get-stats-summary', '/parcels/get-stats-full-valuation']) {
      expect(docs.paths[path].get.responses['200']).toBeDefined();
      expect(docs.paths[path].get.description).toMatch(/Admins only/);
    }
  });
});
