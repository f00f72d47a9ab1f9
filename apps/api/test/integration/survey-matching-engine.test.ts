import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { whyMatchedLines } from '@utah-land/shared';
import {
  createUser,
  insertCompany,
  insertContact,
  insertParcel,
  insertProject,
  insertWaterRight,
  idsOf,
  matchingReader,
  Place,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';
import { surveyCalls } from '../support/survey-calls.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Survey matching per survey type (issue 16): hand-built parcels, projects, contacts and water rights where a party
// must match each survey and a near miss must not; counts equal the full lists; the SQL admins see is the SQL run.
// The place is Daggett County (its one city, Manila), which the shared demo data barely touches; fixtures are
// asserted by id, never by total.

const TAG = 'Daggett County';
const CITY = 'Manila';

describe('[SURVEY MATCHING] every survey type against hand-built fixtures', () => {
  let t: TestApp;
  let admin: Headers;
  let owner: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  const surveys: Record<string, number> = {};

  const { call, everyRow, take } = surveyCalls(
    () => t,
    () => owner,
  );
  const sfBand = { min_single_family_lots_build: '10-35', max_single_family_lots_build: '10-35' };
  const builderAnswers = { utah_area_tags: TAG, products_you_build: 'Single Family', ...sfBand };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = (await createUser(t, 'admin', 'Subscribed')).headers;
    owner = (await createUser(t, 'user', 'Subscribed')).headers;
    const parcel = (f: Parameters<typeof insertParcel>[2]) =>
      insertParcel(db, place, { areaTags: [TAG], city: CITY, ...f });

    // Supply for demand surveys.
    ids.sf20 = await parcel({ products: ['singleFamily'], sfLots: 20, marketValue: 2_000_000 });
    ids.sf60 = await parcel({ products: ['singleFamily'], sfLots: 60, marketValue: 2_000_000 });
    ids.townhomes = await parcel({ products: ['townhouse'], thPads: 20, marketValue: 2_000_000 });
    ids.sfElsewhere = await parcel({
      areaTags: ['Rich County'],
      city: 'Randolph',
      products: ['singleFamily'],
      sfLots: 20,
    });
    ids.sfPricey = await parcel({ products: ['singleFamily'], sfLots: 20, marketValue: 40_000_000 });
    ids.rambler = await parcel({ houseStyle: ['Rambler'], marketValue: 400_000, building: true });
    ids.ramblerPricey = await parcel({ houseStyle: ['Rambler'], marketValue: 900_000, building: true });
    ids.twoStory = await parcel({ houseStyle: ['Two Story'], marketValue: 400_000, building: true });
    const project = async (f: Parameters<typeof insertProject>[2]) => {
      const id = await insertProject(db, place, f);
      await db
        .updateTable('projects')
        .set({ area_tags: [TAG], city: CITY })
        .where('id', '=', id)
        .execute();
      return id;
    };
    ids.projectSf20 = await project({ dx: 0, dy: 0, products: ['singleFamily'], sfLots: 20 });
    ids.projectSf80 = await project({ dx: 0, dy: 0, products: ['singleFamily'], sfLots: 80 });

    // Demand for supply surveys: builders of Manila, and one of another city.
    ids.manilaBuilder = await insertContact(db, { types: ['Builder'], match_cities: [CITY] });
    ids.randolphBuilder = await insertContact(db, { types: ['Builder'], match_cities: ['Randolph'] });
    ids.manilaBuilder10to35 = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: [TAG],
      build_products: ['singleFamily'],
      build_sf_lots: '[10,35]',
    });
    ids.manilaBuilder50to80 = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: [TAG],
      build_products: ['singleFamily'],
      build_sf_lots: '[50,80]',
    });
    // Water rights: one at Manila's centre, one 5 miles off.
    const centre = (
      await sql<{
        lng: number;
        lat: number;
      }>`SELECT ST_X(center) lng, ST_Y(center) lat FROM cities WHERE name = ${CITY}`.execute(db)
    ).rows[0]!;
    const manila = new Place(centre.lng, centre.lat);
    ids.waterNear = await insertWaterRight(db, manila, 200, 200);
    ids.waterFar = await insertWaterRight(db, manila, 8000, 0);

    surveys.builder = await take('Builder Company Survey', { ...builderAnswers, custom_builder: 'No' });
    surveys.builderClient = await take('Builder Client Survey', {
      client_code_name: 'Client 501',
      client_type: 'Builder',
      builder_utah_area_tags: TAG,
      products_you_build: 'Single Family',
      ...sfBand,
    });
    surveys.developer = await take('Developer Company Survey', {
      utah_area_tags: TAG,
      products_you_develop: 'Single Family',
      min_single_family_lots_develop: '10-35',
      max_single_family_lots_develop: '10-35',
    });
    surveys.investor = await take('Investor Survey', {
      utah_area_investment_tags: TAG,
      product_invest: 'Single Family',
      minimum_investment: '$1,000,000',
      maximum_investment: '$5,000,000',
      investor_or_lender: 'Investor',
    });
    surveys.homebuyer = await take('New Build Home Buyer Survey', {
      desired_cities: CITY,
      type_style_of_home: 'Rambler',
      home_budget: '$500,000',
    });
    surveys.agent = await take('Real Estate Agent Survey', {
      real_estate_specialty: 'Land',
      license_type: 'Broker',
      utah_area_tags: TAG,
    });
    surveys.sellerClient = await take('Real Estate Agent Client Survey', {
      client_code_name: 'Client 777',
      client_type: 'Property Seller',
      acres: '30',
      city: CITY,
      current_zoning: 'Agricultural',
      seller_utah_area_tags: TAG,
    });
    surveys.landOwner = await take('Land Owner Survey', {
      acres: '12',
      city: CITY,
      current_zoning: 'Agricultural',
    });
    surveys.waterRight = await take('Water Right Survey', { water_right_city: CITY });
    surveys.project = await take('I Have a Project Survey', {
      project_name: 'Sheep Creek Meadows',
      city: CITY,
      development_stage: 'Concept',
      project_type: 'Single Family Residential',
      number_of_single_family_lots: '20',
    });
  });
  afterAll(() => t?.close());

  const demand = ['builder', 'builderClient', 'developer'] as const;
  it.each(demand)('%s: wants the parcels in its area with a single family count in 10–35', async (key) => {
    const parcels = await everyRow(surveys[key]!, 'parcels');
    expect(parcels.ids).toContain(ids.sf20);
    for (const miss of ['sf60', 'townhomes', 'sfElsewhere', 'rambler'])
      expect(parcels.ids).not.toContain(ids[miss]);
    expect(parcels.rows.find((r) => r.id === ids.sf20)!.matchedOn).toEqual(['area', 'products']);
    // Why it matched, checkably: the parcel's values against the survey's answers.
    expect(whyMatchedLines('parcels', parcels.rows.find((r) => r.id === ids.sf20)!.compared)).toEqual([
      'Area: Manila in Daggett County ✓ (survey wants Daggett County)',
      'Products: single family ✓ (survey wants single family)',
      'Single family lots: 20 in 10–35 ✓',
      // The ranking's distance signal (docs/matching.md, "Ranking a survey's matches").
      expect.stringMatching(
        /^Near: [\d.]+ mi from the centre of the survey’s area \(scored to [\d.]+ mi\) [✓✗]$/,
      ),
    ]);
    const projects = await everyRow(surveys[key]!, 'projects');
    expect(projects.ids).toContain(ids.projectSf20);
    expect(projects.ids).not.toContain(ids.projectSf80);
  });

  it.each(demand)("%s: the map's pre-fill lists the survey's parcels, lot ranges included", async (key) => {
    const url = (await call(`/surveys/url/${surveys[key]}`)).body.url as string;
    expect(new URLSearchParams(url).get('singleFamilyLots')).toBe('10|35');
    /** Every id the map lists with the survey's filter URL (100 a page). */
    const mapIds = async (path: 'parcels' | 'projects') => {
      const out: number[] = [];
      for (let page = 1; ; page++) {
        const r = await call(`/${path}?${url}&page=${page}&limit=100`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        out.push(...r.body.data.map((x: { id: number }) => x.id));
        if (page >= r.body.pagination.totalPages) return out.sort((a, b) => a - b);
      }
    };
    const parcels = await everyRow(surveys[key]!, 'parcels');
    expect(await mapIds('parcels')).toEqual([...parcels.ids].sort((a, b) => a - b));
    expect(await mapIds('parcels')).not.toContain(ids.sf60);
  });

  it('investor: wants parcels whose value and implied lot count its amount covers', async () => {
    const parcels = await everyRow(surveys.investor!, 'parcels');
    expect(parcels.ids).toContain(ids.sf20);
    expect(parcels.ids).not.toContain(ids.sfPricey);
    expect(parcels.ids).not.toContain(ids.sfElsewhere);
    expect(parcels.rows.find((r) => r.id === ids.sf20)!.matchedOn).toEqual(['area', 'products', 'price']);
    expect(whyMatchedLines('parcels', parcels.rows.find((r) => r.id === ids.sf20)!.compared)).toEqual([
      'Area: Manila in Daggett County ✓ (survey wants Daggett County)',
      'Products: single family ✓ (survey wants single family)',
      'Single family lots: 20 in 8–42 ✓',
      'Price: $2M (market value) in $1M–$5M ✓',
      // The ranking's distance signal (docs/matching.md, "Ranking a survey's matches").
      expect.stringMatching(
        /^Near: [\d.]+ mi from the centre of the survey’s area \(scored to [\d.]+ mi\) [✓✗]$/,
      ),
    ]);
  });

  it('new build home buyer: wants homes of its style in its city within its budget', async () => {
    const parcels = await everyRow(surveys.homebuyer!, 'parcels');
    expect(parcels.ids).toContain(ids.rambler);
    for (const miss of ['ramblerPricey', 'twoStory', 'sf20']) expect(parcels.ids).not.toContain(ids[miss]);
    expect(whyMatchedLines('parcels', parcels.rows.find((r) => r.id === ids.rambler)!.compared)).toEqual([
      'Area: Manila ✓ (survey wants Manila)',
      'Style: Rambler ✓ (survey wants Rambler)',
      'Price: $400k (market value) in $0–$500k ✓',
      // The ranking's distance signal (docs/matching.md, "Ranking a survey's matches").
      expect.stringMatching(
        /^Near: [\d.]+ mi from the centre of the survey’s area \(scored to [\d.]+ mi\) [✓✗]$/,
      ),
    ]);
  });

  it('real estate agent: wants the parcels of its area', async () => {
    const parcels = await everyRow(surveys.agent!, 'parcels');
    expect(parcels.ids).toEqual(expect.arrayContaining([ids.sf20, ids.rambler]));
    expect(parcels.ids).not.toContain(ids.sfElsewhere);
  });

  it("a builder's investors: those whose amount meets the land for the lots he wants, with the why", async () => {
    const db = t.database.db;
    const investor = async (amount: string | null) =>
      Number(
        await insertContact(db, {
          types: ['Investor'],
          match_area_tags: [TAG],
          invest_products: ['singleFamily'],
          invest_amount: amount,
        }),
      );
    // 10–35 single family lots at $120,000 of land a lot: deals of $1.2M–$4.2M.
    const fits = await investor('[1000000,5000001)');
    const tooBig = await investor('[10000000,50000001)');
    const tooSmall = await investor('[100000,500001)');
    const open = await investor(null);
    const investors = await everyRow(surveys.builder!, 'investors');
    expect(investors.ids).toEqual(expect.arrayContaining([fits, open]));
    expect(investors.ids).not.toContain(tooBig);
    expect(investors.ids).not.toContain(tooSmall);
    const why = whyMatchedLines('investors', investors.rows.find((r) => r.id === fits)!.compared);
    expect(why).toContain('Deal size: $1.2M–$4.2M (the land for the lots the survey wants) meets $1M–$5M ✓');
    // A broad or unknown amount is not a strong match on the fit alone: the tight one ranks first.
    const score = (id: number) => Number(investors.rows.find((r) => r.id === id)!.score);
    expect(score(fits)).toBeGreaterThan(score(open));
  });

  it('supply surveys (land owner, property seller, water right): the builders of their city, no parcels', async () => {
    for (const key of ['landOwner', 'sellerClient', 'waterRight'] as const) {
      const builders = await everyRow(surveys[key]!, 'builders');
      expect(builders.ids, key).toContain(ids.manilaBuilder);
      expect(builders.ids, key).not.toContain(ids.randolphBuilder);
      expect((await everyRow(surveys[key]!, 'parcels')).total, key).toBe(0);
    }
  });

  it('land named by parcel id is matched as that parcel; an id we do not hold is refused in words', async () => {
    const { parcel_id: parcelId } = await t.database.db
      .selectFrom('parcels')
      .select('parcel_id')
      .where('id', '=', ids.sf20!)
      .executeTakeFirstOrThrow();
    const seller = {
      client_code_name: 'Client 778',
      client_type: 'Property Seller',
      acres: '30',
      city: CITY,
      current_zoning: 'Agricultural',
      seller_utah_area_tags: TAG,
    };
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: owner,
      payload: { surveyName: 'Builder Client Survey', response: { ...seller, parcel_ids: 'NO-SUCH-PARCEL' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message:
        "What are the parcel ids of your client's land (optional, separated by commas)? 'NO-SUCH-PARCEL' is not a " +
        'parcel id we hold.',
      details: { field: 'response.parcel_ids' },
    });
    const survey = await take('Builder Client Survey', { ...seller, parcel_ids: parcelId });
    // The owner's map shows the parcel; the owner's buyers are the parcel's own.
    expect(new URLSearchParams((await call(`/surveys/url/${survey}`)).body.url).get('parcelId')).toBe(
      parcelId,
    );
    const { all } = matchingReader(
      () => t,
      () => admin,
    );
    const parcelBuilders = idsOf(await all(`/parcels/matches-all/${ids.sf20}?matchingType=builders`)).sort();
    expect(parcelBuilders.length).toBeGreaterThan(0);
    expect((await everyRow(survey, 'builders')).ids.sort()).toEqual(parcelBuilders);
    // The other side: the builder's survey lists the parcel marked with the owner who wants to sell it, until the
    // owner's survey is withdrawn.
    const marked = async () =>
      (await everyRow(surveys.builder!, 'parcels')).rows.find((r) => r.id === ids.sf20)!.ownerWantsToSell;
    expect(await marked()).toMatchObject({ surveyId: survey, email: expect.stringContaining('@') });
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/surveys/${survey}`, headers: owner });
    expect(withdrawn.statusCode).toBe(200);
    expect(await marked()).toBeUndefined();
  });

  it("a card's companies follow the contacts' company links as they are added and removed", async () => {
    const db = t.database.db;
    const builders = async () =>
      (
        (await call(`/surveys/${surveys.landOwner}/resultsCount`)).body.data as {
          matchingtype: string;
          companiesCount: number;
        }[]
      ).find((c) => c.matchingtype === 'builders')!.companiesCount;
    const before = await builders();
    const company = await insertCompany(db, [ids.manilaBuilder!]);
    expect(await builders()).toBe(before + 1);
    await db.deleteFrom('company_contacts').where('company_id', '=', company).execute();
    expect(await builders()).toBe(before);
  });

  it('water right survey: the water rights within a mile of its city', async () => {
    const rights = await everyRow(surveys.waterRight!, 'waterRights');
    expect(rights.ids).toContain(ids.waterNear);
    expect(rights.ids).not.toContain(ids.waterFar);
    expect(rights.rows.find((r) => r.id === ids.waterNear)!.matchedOn).toEqual(['distance']);
  });

  it('I Have a Project: its project is the subject, matched to builders whose range holds its 20 lots', async () => {
    const r = await call(`/surveys/${surveys.project}/resultsCount`);
    expect(r.body.side).toBe('supply');
    const builders = await everyRow(surveys.project!, 'builders');
    expect(builders.ids).toContain(ids.manilaBuilder10to35);
    expect(builders.ids).not.toContain(ids.manilaBuilder50to80);
  });

  it('a demand survey matches the builders whose range holds the smallest count it wants', async () => {
    const builders = await everyRow(surveys.builder!, 'builders');
    expect(builders.ids).toContain(ids.manilaBuilder10to35);
    expect(builders.ids).not.toContain(ids.manilaBuilder50to80);
  });

  it('counts equal the full lists, for the cards and in the matches call', async () => {
    for (const key of Object.keys(surveys)) {
      const id = surveys[key]!;
      const cards = (await call(`/surveys/${id}/resultsCount`)).body.data as {
        matchingtype: string;
        contactsCount: number;
        companiesCount: number;
      }[];
      for (const c of cards) {
        expect((await everyRow(id, c.matchingtype)).ids.length, `${key} ${c.matchingtype}`).toBe(
          c.contactsCount,
        );
        if (c.matchingtype !== 'waterRights')
          expect((await everyRow(id, c.matchingtype, 'companies')).ids.length).toBe(c.companiesCount);
      }
      const matches = await call(`/surveys/matches?surveyid=${id}&matchingtype=parcels|projects&limit=5`);
      expect(matches.status).toBe(200);
      for (const entry of matches.body.data) {
        const all = await everyRow(id, entry.matchingtype);
        expect(entry.count, `${key} ${entry.matchingtype}`).toBe(all.ids.length);
        expect(entry[`${entry.matchingtype}Count`]).toBe(entry.count);
        expect(entry.list[entry.matchingtype].map((r: Row) => r.id)).toEqual(all.ids.slice(0, 5));
      }
    }
  });

  it('the matches call answers the eight kinds of the dashboard, a list keyed by type', async () => {
    const r = await call(
      `/surveys/matches?surveyid=${surveys.builder}&page=1&limit=10&matchingtype=builders,investors,developers,realEstateAgents,newBuildHomebuyers,waterRights,parcels,projects&isRecalculating=false`,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.map((e: { matchingtype: string }) => e.matchingtype)).toEqual([
      'builders',
      'investors',
      'developers',
      'realEstateAgents',
      'newBuildHomebuyers',
      'waterRights',
      'parcels',
      'projects',
    ]);
    const builders = r.body.data[0];
    expect(Object.keys(builders.list)).toEqual(['contacts', 'companies']);
    expect(builders.contactsCount).toBe(builders.count);
    const parcels = r.body.data[6];
    expect(parcels.list.parcels.map((x: Row) => x.id)).toContain(ids.sf20);
  });

  it('admins see the SQL the calls run: each count and page, run as shown, gives the same answer', async () => {
    for (const key of ['builder', 'investor', 'homebuyer', 'landOwner'] as const) {
      const id = surveys[key]!;
      const q = await call(`/surveys/getQueries/${id}`, admin);
      expect(q.status).toBe(200);
      expect(Object.keys(q.body.queries)).toEqual([
        'builders',
        'investors',
        'developers',
        'realEstateAgents',
        'newBuildHomebuyers',
        'waterRights',
        'projects',
        'parcels',
      ]);
      const run = async (text: string) =>
        (await sql.raw<Record<string, unknown>>(text).execute(t.database.db)).rows;
      const cards = (await call(`/surveys/${id}/resultsCount`, admin)).body.data as {
        matchingtype: string;
        contactsCount: number;
        companiesCount: number;
      }[];
      for (const c of cards) {
        const g = q.body.queries[c.matchingtype];
        if (c.matchingtype === 'waterRights') {
          expect((await run(g.WaterRightsCount))[0]!.count).toBe(c.contactsCount);
          continue;
        }
        expect((await run(g.ContactsCount))[0]!.count).toBe(c.contactsCount);
        expect((await run(g.CompaniesCount))[0]!.count).toBe(c.companiesCount);
        expect(await run(g.ContactsAndCompaniesCount)).toEqual([
          { contacts: c.contactsCount, companies: c.companiesCount },
        ]);
        const page = await call(`/surveys/${id}/results?matchingtype=${c.matchingtype}`, admin);
        expect((await run(g.ContactsQuery)).map((r) => r.id)).toEqual(page.body.data.map((r: Row) => r.id));
      }
      const parcels = await everyRow(id, 'parcels');
      expect((await run(q.body.queries.parcels.ParcelsCount))[0]!.count).toBe(parcels.total);
      expect((await run(q.body.queries.parcels.ParcelsQuery)).map((r) => r.id)).toEqual(
        parcels.ids.slice(0, 10),
      );
      expect(q.body.queries.waterRights.columnsUsed).toEqual(['WRNUM']);
    }
    const builderSql = (await call(`/surveys/getQueries/${surveys.builder}`, admin)).body.queries;
    expect(builderSql.parcels.columnsUsed).toEqual(
      expect.arrayContaining(['parcels.area_tags', 'parcels.sf_lots']),
    );
  });
});
