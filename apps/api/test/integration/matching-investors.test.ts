import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { STRONG_MATCH_SCORE, whyMatchedLines } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  comparedOn,
  insertContact,
  insertParcel,
  matchingReader,
  startMatchingApp,
  type ContactFixture,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';

// Investors can be strong matches (docs/matching.md, "Soft signals and the score"): their score reads what an
// investor states and does (a precise area, a price range tight around the subject's price, a stated acreage, a
// base nearby, a profile kept current), not a track record of built projects, which investors rarely have.

describe('[MATCHING] investors are ranked on what fits investors', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  const { get, all } = matchingReader(
    () => t,
    () => user,
  );
  /** A subject: 6 acres zoned R-1-8, 20 single family lots, $2M, bare. */
  const subject = {
    sfLots: 20,
    products: ['singleFamily'],
    acreage: 6,
    zoning: 'R-1-8',
    marketValue: 2_000_000,
  };
  const investor = (f: ContactFixture): ContactFixture => ({
    types: ['Investor'],
    invest_products: ['singleFamily'],
    ...f,
  });

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    ids.subject = await insertParcel(db, place, subject);
    // Fits well: the parcel's own area, $1.5M–$2.5M around its $2M, 2–10 acres around its 6, based 2 km away.
    ids.strong = await insertContact(
      db,
      investor({
        match_area_tags: [place.tag],
        invest_amount: '[1500000,2500000]',
        acreage_range: '[2,10]',
        location: place.point(2_000, 0),
      }),
    );
    // Fits barely: its whole county, any amount up to $100M, no acreage, based 90 miles off, not updated for years.
    ids.weak = await insertContact(
      db,
      investor({
        match_counties: [place.county],
        invest_amount: '[0,100000000]',
        location: place.point(145_000, 0),
      }),
    );
    await sql`UPDATE contacts SET updated_at = now() - interval '5 years' WHERE id = ${ids.weak}`.execute(db);
  });
  afterAll(() => t.close());

  it('a well-fitting investor is strong; a barely fitting one is listed but not strong', async () => {
    const rows = await all(`/parcels/all-matching?id=${ids.subject}&matchingType=investors`);
    const strong = rows.find((r) => r.id === ids.strong) as Row;
    const weak = rows.find((r) => r.id === ids.weak) as Row;
    expect(strong, 'the strong investor is listed').toBeDefined();
    expect(weak, 'the weak investor is listed').toBeDefined();
    expect(strong.score as number).toBeGreaterThanOrEqual(STRONG_MATCH_SCORE);
    expect(weak.score as number).toBeLessThan(STRONG_MATCH_SCORE);
    expect(rows.indexOf(strong)).toBeLessThan(rows.indexOf(weak));

    // The signals that decided it, each with its line.
    expect(comparedOn(strong, 'priceFit')[0]).toMatchObject({
      ok: true,
      range: { min: 1_500_000, max: 2_500_000 },
    });
    expect(comparedOn(weak, 'priceFit')[0]).toMatchObject({ ok: false, share: 0 });
    expect(comparedOn(strong, 'active')[0]).toMatchObject({ ok: true });
    expect(comparedOn(weak, 'active')[0]).toMatchObject({ ok: false });
    expect(whyMatchedLines('investors', strong.compared)).toEqual(
      expect.arrayContaining([
        'Price range: $1.5M–$2.5M, a close fit ✓',
        'Active: profile stated or updated in the last 2 years ✓',
      ]),
    );
    expect(whyMatchedLines('investors', weak.compared)).toEqual(
      expect.arrayContaining(['Price range: $0–$100M, broad ✗', 'Active: no update in the last 2 years ✗']),
    );

    // The strong count beside the total counts it.
    const page = await get(`/parcels/all-matching?id=${ids.subject}&matchingType=investors&page=1&limit=20`);
    expect(page.strongItems).toBe(rows.filter((r) => (r.score as number) >= STRONG_MATCH_SCORE).length);
    expect(page.strongItems).toBeGreaterThanOrEqual(1);
  });
});
