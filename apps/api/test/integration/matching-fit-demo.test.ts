import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AGENT_OFFICE_MILES,
  BUILT_PARCEL_MIN_ACRES,
  LISTINGS_MILES,
  REACH_MILES,
  RECENT_YEARS,
  zoningAllows,
} from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { loadDemoData } from './map-fixtures.js';

// The fit model on the demo data (docs/matching.md, "The fit model"): for 200 demo parcels, every builder listed
// passes every hard constraint, each checked here from the parcel's and the builder's own columns.

interface Range {
  lo: number | null;
  hi: number | null;
}
/** A PostgreSQL range's text ('[10,31)', '[2,10]', '[5,)') as inclusive whole ends. */
function range(text: string | null): Range | null {
  if (text === null) return null;
  const m = /^([[(])([^,]*),([^\])]*)([\])])$/.exec(text)!;
  const lo = m[2] === '' ? null : Number(m[2]) + (m[1] === '(' ? 1 : 0);
  const hi = m[3] === '' ? null : Number(m[3]) - (m[4] === ')' ? 1 : 0);
  return { lo, hi };
}
const holds = (r: Range, n: number) => (r.lo === null || n >= r.lo) && (r.hi === null || n <= r.hi);

describe('[MATCHING] demo parcels: every listed builder passes every hard constraint', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    token = (await seedUser(t, { status: 'Subscribed' })).token;
  });
  afterAll(() => t.close());

  it('200 parcels, their builders checked dimension by dimension', async () => {
    const db = t.database.db;
    const parcels = await db
      .selectFrom('parcels')
      .select([
        'id',
        'area_tags',
        'city',
        'county',
        'acreage',
        'actual_zoning',
        'property_info_building',
        'products',
        'sf_lots',
        'th_pads',
        'condo_units',
      ])
      .where('source', '=', 'generated')
      .orderBy(sql`md5(id::text)`)
      .limit(200)
      .execute();
    expect(parcels).toHaveLength(200);
    let listedBuilders = 0;
    let parcelsWithBuilders = 0;
    for (const p of parcels) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/parcels/all-matching?id=${p.id}&matchingType=builders&page=1&limit=1000`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number }[];
      if (rows.length === 0) continue;
      parcelsWithBuilders++;
      listedBuilders += rows.length;
      const acres = p.acreage === null ? null : Number(p.acreage);
      // A building on less than BUILT_PARCEL_MIN_ACRES is never offered to builders.
      expect(p.property_info_building && (acres ?? 0) < BUILT_PARCEL_MIN_ACRES, `parcel ${p.id} built`).toBe(
        false,
      );
      const allowed = zoningAllows(p.actual_zoning);
      const counts = { singleFamily: p.sf_lots, townhouse: p.th_pads, condos: p.condo_units };
      const builders = await db
        .selectFrom('contact_match_profiles as c')
        .innerJoin('parcels as pp', (j) => j.on('pp.id', '=', p.id))
        .select([
          'c.contact_id',
          'c.types',
          'c.match_area_tags',
          'c.match_cities',
          'c.match_counties',
          'c.build_products',
          sql<string | null>`c.build_sf_lots::text`.as('sf'),
          sql<string | null>`c.build_th_pads::text`.as('th'),
          sql<string | null>`c.build_condo_units::text`.as('condo'),
          sql<string | null>`c.acreage_range::text`.as('acreage'),
          sql<number | null>`ST_Distance(c.location::geography, pp.center::geography, false)`.as('meters'),
        ])
        .where(
          'c.contact_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      expect(builders).toHaveLength(rows.length);
      for (const b of builders) {
        const who = `parcel ${p.id}, builder ${b.contact_id}`;
        expect(b.types, who).toContain('Builder');
        const anyArea = b.match_area_tags.length + b.match_cities.length + b.match_counties.length > 0;
        const inArea =
          b.match_area_tags.some((tag) => p.area_tags.includes(tag)) ||
          (p.city !== null && b.match_cities.includes(p.city)) ||
          (p.county !== null && b.match_counties.includes(p.county));
        expect(!anyArea || inArea, `${who}: area`).toBe(true);
        const ranges = { singleFamily: range(b.sf), townhouse: range(b.th), condos: range(b.condo) };
        const productFits =
          b.build_products.length === 0 ||
          (['singleFamily', 'townhouse', 'condos'] as const).some((product) => {
            const n = counts[product];
            if (!n || n <= 0 || !b.build_products.includes(product)) return false;
            if (allowed && !allowed.includes(product)) return false;
            return ranges[product] === null || holds(ranges[product]!, n);
          }) ||
          p.products.some(
            (x) =>
              (x === 'commercial' || x === 'land') &&
              b.build_products.includes(x) &&
              (!allowed || allowed.includes(x)),
          );
        expect(productFits, `${who}: product, count and zoning`).toBe(true);
        const acreage = range(b.acreage);
        if (acreage && acres)
          expect(
            (acreage.lo === null || acres >= acreage.lo) && (acreage.hi === null || acres <= acreage.hi),
            `${who}: acreage`,
          ).toBe(true);
        if (b.meters !== null)
          expect(Number(b.meters), `${who}: reach`).toBeLessThanOrEqual(REACH_MILES.builders * 1609.344);
      }
    }
    // The sample is not vacuous: builders are listed for many of the parcels (36 on 200 parcels of seed 49's
    // demo as generated now: most demo parcels are built or zoned for what no builder of theirs takes).
    expect(parcelsWithBuilders).toBeGreaterThan(10);
    expect(listedBuilders).toBeGreaterThan(25);
  });

  it('200 parcels: every listed agent works near the parcel, and its row says how', async () => {
    const db = t.database.db;
    const parcels = await db
      .selectFrom('parcels')
      .select('id')
      .where('source', '=', 'generated')
      .orderBy(sql`md5(id::text || 'agents')`)
      .limit(200)
      .execute();
    let listed = 0;
    let byListings = 0;
    for (const p of parcels) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/parcels/all-matching?id=${p.id}&matchingType=realEstateAgents&page=1&limit=1000`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as {
        id: number;
        compared: { dimension: string; [k: string]: unknown }[];
      }[];
      if (!rows.length) continue;
      listed += rows.length;
      // The evidence, read from the agent's and the listings' own columns: an office near, or a recent listing
      // (distances on the sphere, as docs/matching.md measures them).
      const evidence = await db
        .selectFrom('contacts as ct')
        .innerJoin('parcels as pp', (j) => j.on('pp.id', '=', p.id))
        .select([
          'ct.id',
          sql<number | null>`ST_Distance(ct.location::geography, pp.center::geography, false)`.as('office'),
          sql<number>`(SELECT count(*)::int FROM mls_listings l WHERE lower(l.agent) = lower(ct.name)
            AND coalesce(l.status_date, l.list_date) >= current_date - make_interval(years => ${RECENT_YEARS}::int)
            AND ST_DWithin(l.location::geography, pp.center::geography, ${LISTINGS_MILES * 1609.344}::float8, false))`.as(
            'listings',
          ),
        ])
        .where(
          'ct.id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      for (const e of evidence) {
        const who = `parcel ${p.id}, agent ${e.id}`;
        const officeNear = e.office !== null && Number(e.office) <= AGENT_OFFICE_MILES * 1609.344;
        expect(officeNear || e.listings > 0, `${who}: works near`).toBe(true);
        if (e.listings > 0) byListings++;
        const local = rows.find((r) => r.id === e.id)!.compared.find((v) => v.dimension === 'localWork');
        expect(local, `${who}: its reason`).toMatchObject({ ok: true, listings: e.listings });
      }
    }
    // Not vacuous: agents are listed, some of them on the strength of their own listings (the demo's listings
    // name its agent contacts; packages/data, listing-agents.ts).
    expect(listed).toBeGreaterThan(20);
    expect(byListings).toBeGreaterThan(0);
  });
});
