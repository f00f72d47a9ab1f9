import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_MATCH_SCORE, whyMatchedLines } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  comparedOn,
  insertCompany,
  insertContact,
  insertParcel,
  insertProject,
  matchingReader,
  startMatchingApp,
  type ContactFixture,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';
import { loadParcelProfile, loadProjectProfile } from '../../src/modules/matching/profiles.js';
import { explainContactMatch } from '../../src/modules/matching/matching.service.js';
import type { ContactKind } from '../../src/modules/matching/compilers/contacts.js';

// The fit model (docs/matching.md, "The fit model"), checked on planted contacts with known answers: each fits the
// subject, or misses it on exactly one dimension, and lands on the right side of the list with the right row.

describe('[MATCHING] the fit model: hard constraints, score and ranking', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  const { all } = matchingReader(
    () => t,
    () => user,
  );
  const near = place.point(2_000, 0);
  const far = place.point(150_000, 0); // about 93 miles: beyond every group's reach
  /** A subject: 6 acres zoned R-1-8, 20 single family lots, $2M, bare. */
  const subjectFixture = {
    sfLots: 20,
    products: ['singleFamily'],
    acreage: 6,
    zoning: 'R-1-8',
    marketValue: 2_000_000,
  };
  const builder = (f: ContactFixture = {}): ContactFixture => ({
    types: ['Builder'],
    match_area_tags: [place.tag],
    build_products: ['singleFamily'],
    build_sf_lots: '[10,31)',
    acreage_range: '[2,10]',
    location: near,
    ...f,
  });
  const investor = (f: ContactFixture = {}): ContactFixture => ({
    types: ['Investor'],
    match_area_tags: [place.tag],
    invest_products: ['singleFamily'],
    invest_amount: '[1000000,3000000]',
    location: near,
    ...f,
  });
  const agent = (f: ContactFixture = {}): ContactFixture => ({
    types: ['Real Estate Agent'],
    match_area_tags: [place.tag],
    agent_specialties: ['Land'],
    location: near,
    ...f,
  });
  /** Planted contacts: [name, kind, fixture, the one dimension it misses (null: it fits)]. */
  const planted: [string, ContactKind, ContactFixture, string | null][] = [
    ['builder fits', 'builders', builder(), null],
    ['builder elsewhere', 'builders', builder({ match_area_tags: ['Somewhere Else'] }), 'area'],
    ['builder of bigger subdivisions', 'builders', builder({ build_sf_lots: '[40,81)' }), 'products'],
    [
      'builder of townhomes only',
      'builders',
      builder({ build_products: ['townhouse'], build_sf_lots: null }),
      'products',
    ],
    ['builder of large acreage', 'builders', builder({ acreage_range: '[20,100]' }), 'acreage'],
    ['builder based far away', 'builders', builder({ location: far }), 'reach'],
    ['investor fits', 'investors', investor(), null],
    ['investor of bigger deals', 'investors', investor({ invest_amount: '[5000000,10000000]' }), 'price'],
    ['investor in commercial', 'investors', investor({ invest_products: ['commercial'] }), 'products'],
    ['investor of small acreage', 'investors', investor({ acreage_range: '[0,2]' }), 'acreage'],
    ['agent fits', 'realEstateAgents', agent(), null],
    ['agent of homes only', 'realEstateAgents', agent({ agent_specialties: ['Residential'] }), 'specialty'],
    ['agent based far away', 'realEstateAgents', agent({ location: far }), 'localWork'],
    ['agent based nowhere known', 'realEstateAgents', agent({ location: null }), 'localWork'],
    ['agent elsewhere', 'realEstateAgents', agent({ match_area_tags: ['Somewhere Else'] }), 'area'],
  ];
  const listed = async (subject: number, kind: string, type = 'contacts') =>
    all(`/parcels/all-matching?id=${subject}&matchingType=${kind}&type=${type}`);

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    ids.subject = await insertParcel(db, place, subjectFixture);
    ids.commercial = await insertParcel(db, place, { ...subjectFixture, dx: 400, zoning: 'C-2' });
    ids.builtSmall = await insertParcel(db, place, {
      ...subjectFixture,
      dx: 800,
      acreage: 1,
      building: true,
    });
    ids.builtLarge = await insertParcel(db, place, {
      ...subjectFixture,
      dx: 1200,
      acreage: 8,
      building: true,
    });
    for (const [name, , fixture] of planted) ids[name] = await insertContact(db, fixture);
    // A builder like 'builder fits' whose company is building a 24-lot subdivision a mile away: it ranks first.
    ids['builder with a track record'] = await insertContact(db, builder());
    ids.company = await insertCompany(db, [ids['builder with a track record']!]);
    ids.project = await insertProject(db, place, {
      dx: 1_600,
      dy: 0,
      sfLots: 24,
      products: ['singleFamily'],
    });
    await db
      .insertInto('project_companies')
      .values({ project_id: ids.project, company_id: ids.company, role: 'Builder' })
      .execute();
    ids.abandoned = await insertProject(db, place, {
      dx: 2_400,
      dy: 0,
      sfLots: 20,
      products: ['singleFamily'],
      status: 'Abandoned',
    });
  });
  afterAll(() => t.close());

  it('each planted contact lands on its side, and a miss fails on exactly its one dimension', async () => {
    const profile = await loadParcelProfile(t.database.db, ids.subject!);
    for (const [name, kind, , miss] of planted) {
      const rows = await listed(ids.subject!, kind);
      const row = rows.find((r) => r.id === ids[name]);
      const why = await explainContactMatch(t.database.db, profile, kind, ids[name]!);
      expect(why, name).not.toBeNull();
      const failed = Object.entries(why!.dimensions)
        .filter(([, ok]) => !ok)
        .map(([d]) => d);
      if (miss === null) {
        expect(row, `${name} is listed`).toBeDefined();
        expect(failed, name).toEqual([]);
      } else {
        expect(row, `${name} is not listed`).toBeUndefined();
        expect(failed, name).toEqual([miss]);
        expect(why!.listed, name).toBe(false);
      }
    }
  });

  it('a listed builder carries a compared row for every dimension, and the score ranks it', async () => {
    const rows = await listed(ids.subject!, 'builders');
    const fits = rows.find((r) => r.id === ids['builder fits']) as Row;
    expect(comparedOn(fits, 'products')).toEqual([
      { dimension: 'products', product: 'singleFamily', count: 20, range: { min: 10, max: 30 } },
    ]);
    expect(comparedOn(fits, 'acreage')).toEqual([
      { dimension: 'acreage', acres: 6, range: { min: 2, max: 10 }, ok: true },
    ]);
    expect(comparedOn(fits, 'zoning')).toEqual([
      { dimension: 'zoning', zoning: 'R-1-8', allows: ['singleFamily'], ruledOut: [], ok: true },
    ]);
    const [reach] = comparedOn(fits, 'reach');
    expect(reach!.ok).toBe(true);
    expect(reach!.meters).toBeGreaterThan(1_900);
    expect(reach!.meters).toBeLessThan(2_100);
    expect(comparedOn(fits, 'trackRecord')[0]!.ok).toBe(false);

    const tracked = rows.find((r) => r.id === ids['builder with a track record']) as Row;
    const [track] = comparedOn(tracked, 'trackRecord');
    expect(track).toMatchObject({ ok: true, similar: true });
    expect(track!.projects).toHaveLength(1);
    expect(whyMatchedLines('builders', tracked.compared)).toContain(
      `Track record: ${track!.projects[0]} within 10 mi (similar size) ✓`,
    );
    // Best first: the builder with a track record leads, strong; the plain fit follows, not strong.
    expect(rows[0]!.id).toBe(ids['builder with a track record']);
    const score = (r: Row) => r.score as number;
    expect(score(tracked)).toBeGreaterThanOrEqual(STRONG_MATCH_SCORE);
    expect(score(fits)).toBeLessThan(STRONG_MATCH_SCORE);
    for (let i = 1; i < rows.length; i++) expect(score(rows[i - 1]!)).toBeGreaterThanOrEqual(score(rows[i]!));

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/parcels/all-matching?id=${ids.subject}&matchingType=builders`,
      headers: user,
    });
    expect(page.json().pagination.totalItems).toBe(rows.length);
    expect(page.json().strongItems).toBe(rows.filter((r) => score(r) >= STRONG_MATCH_SCORE).length);
  });

  it('zoning, a building and a dead status rule a subject out for builders', async () => {
    const db = t.database.db;
    // C-2 allows no single family lots: the same 20 lots get no builder, and the zoning row says why.
    expect(await listed(ids.commercial!, 'builders')).toEqual([]);
    const commercial = await loadParcelProfile(db, ids.commercial!);
    expect((await explainContactMatch(db, commercial, 'builders', ids['builder fits']!))!.ruledOut).toBe(
      'nothing its zoning allows to build',
    );
    // A home on an acre is not land for lots; a building on 8 acres is.
    expect(await listed(ids.builtSmall!, 'builders')).toEqual([]);
    const onAcreage = (await listed(ids.builtLarge!, 'builders')).map((r) => r.id);
    expect(onAcreage).toContain(ids['builder fits']);
    // An abandoned project matches nobody and is nobody's nearby project.
    const abandoned = await loadProjectProfile(db, ids.abandoned!);
    expect((await explainContactMatch(db, abandoned, 'builders', ids['builder fits']!))!.ruledOut).toBe(
      'the project is Abandoned',
    );
    const nearby = await all(`/parcels/all-matching?id=${ids.subject}&matchingType=projects&radius=5`);
    expect(nearby.map((r) => r.id)).toContain(ids.project);
    expect(nearby.map((r) => r.id)).not.toContain(ids.abandoned);
  });
});
