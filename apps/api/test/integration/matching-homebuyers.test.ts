import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  anchorMedian,
  comparedOn,
  idsOf,
  insertContact,
  insertParcel,
  insertProject,
  matchingReader,
  newHomePrice,
  startMatchingApp,
  type Headers,
} from '../support/matching-fixtures.js';

// Issue 13, item 13: new-build home buyers match the new homes a subject carries, by their price, style and city,
// never the market value of vacant land (docs/matching.md, "New-build home buyers").

describe('[MATCHING] new-build home buyers are matched to new homes, not to land value', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  let city: string;
  let county: string;
  let median: number;
  let sfPrice: number;
  let thPrice: number;

  const { get, all } = matchingReader(
    () => t,
    () => user,
  );
  const buyers = (subject: string) => all(`/contacts/newbuildhomebuyers?${subject}`);

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    // A real city with its own Census median home value.
    const c = await db
      .selectFrom('cities as c')
      .innerJoin('counties as k', 'k.id', 'c.county_id')
      .select(['c.name', 'k.name as county', 'c.median_home_value'])
      .where('c.median_home_value', 'is not', null)
      .orderBy('c.population', 'desc')
      .executeTakeFirstOrThrow();
    city = c.name;
    county = c.county;
    median = await anchorMedian(db, city, county);
    expect(median).toBe(c.median_home_value);
    sfPrice = newHomePrice(median, 'singleFamily');
    thPrice = newHomePrice(median, 'townhouse');

    // Bare land worth $150,000 whose lot estimate carries 8 single family homes.
    const landValue = 150_000;
    ids.bareLots = await insertParcel(db, place, {
      city,
      county,
      sfLots: 8,
      products: ['singleFamily'],
      marketValue: landValue,
    });
    // The same land with a house on it, and bare land with no lot estimate: neither carries a new home.
    ids.built = await insertParcel(db, place, {
      dx: 500,
      city,
      county,
      sfLots: 8,
      products: ['singleFamily'],
      marketValue: landValue,
      building: true,
      houseStyle: ['Rambler'],
    });
    ids.noEstimate = await insertParcel(db, place, { dx: 1000, city, county, marketValue: landValue });
    // Mostly townhome pads: priced as townhomes.
    ids.townhomes = await insertParcel(db, place, { dx: 1500, city, county, sfLots: 2, thPads: 24 });
    // A parcel in a place with no Census figure of its own or of its county.
    ids.unknownPlace = await insertParcel(db, place, { dx: 2000, sfLots: 4 });

    const buyer = (price: [number, number], cities = [city], styles: string[] = []) =>
      insertContact(db, {
        types: ['New Build Homebuyer'],
        new_build_home_buyer_desired_cities: cities,
        home_styles: styles,
        home_price: `[${price[0]},${price[1]}]`,
      });
    ids.wantsNewHome = await buyer([sfPrice - 50_000, sfPrice + 50_000]);
    ids.wantsNewHomeAtItsTop = await buyer([sfPrice - 100_000, sfPrice]);
    // Near misses: a budget that holds the land's value but not a new home's price; one just under the price.
    ids.landBudget = await buyer([100_000, 200_000]);
    ids.justUnder = await buyer([sfPrice - 100_000, sfPrice - 1]);
    ids.otherCity = await buyer([sfPrice - 50_000, sfPrice + 50_000], ['Nowhere Springs']);
    ids.wantsTownhome = await buyer([thPrice - 25_000, thPrice + 25_000]);

    // Projects: new homes at a price point, with a style; a commercial project carries no homes.
    ids.project = await insertProject(db, place, {
      dx: 3000,
      dy: 0,
      city,
      products: ['singleFamily'],
      sfLots: 40,
      pricePoint: 450_000,
      houseStyle: ['Two Story'],
    });
    ids.commercial = await insertProject(db, place, {
      dx: 3500,
      dy: 0,
      city,
      products: ['commercial'],
      pricePoint: 450_000,
    });
    ids.twoStoryBuyer = await buyer([400_000, 450_000], [city], ['Two Story']);
    ids.ramblerBuyer = await buyer([400_000, 450_000], [city], ['Rambler']);
    ids.pricedOut = await buyer([400_000, 449_999], [city], ['Two Story']);
  });
  afterAll(() => t.close());

  it('bare land with a lot estimate matches a budget around a new home’s price, not around the land value', async () => {
    const rows = await buyers(`id=${ids.bareLots}`);
    const got = idsOf(rows);
    expect(got).toEqual(expect.arrayContaining([ids.wantsNewHome, ids.wantsNewHomeAtItsTop]));
    for (const k of ['landBudget', 'justUnder', 'otherCity', 'wantsTownhome'])
      expect(got, k).not.toContain(ids[k]);
    // The price compared is the estimate, anchored to the city's median, and the row says so.
    const [price] = comparedOn(
      rows.find((r) => r.id === ids.wantsNewHome),
      'price',
    );
    expect(price).toEqual({
      dimension: 'price',
      price: sfPrice,
      basis: 'newHomeEstimate',
      estimate: { product: 'singleFamily', place: city, median },
      range: { min: sfPrice - 50_000, max: sfPrice + 50_000 },
    });
  });

  it('a parcel of mostly townhome pads is priced as townhomes', async () => {
    const got = idsOf(await buyers(`id=${ids.townhomes}`));
    expect(got).toContain(ids.wantsTownhome);
    expect(got).not.toContain(ids.wantsNewHome);
  });

  it('a built parcel and bare land without a lot estimate have no home buyers at all', async () => {
    for (const k of ['built', 'noEstimate']) {
      const counts = await get(`/parcels/matches/${ids[k]}?matchingType=newBuildHomebuyers`);
      expect(counts, k).toEqual({ 'New Build Homebuyers': 0 });
      expect(await buyers(`id=${ids[k]}`), k).toEqual([]);
    }
  });

  it('a place without a Census figure is priced from the fallback median', async () => {
    const fallback = await anchorMedian(t.database.db, place.city, place.county);
    const buyer = await insertContact(t.database.db, {
      types: ['New Build Homebuyer'],
      new_build_home_buyer_desired_cities: [place.city],
      home_price: `[${newHomePrice(fallback, 'singleFamily')},${newHomePrice(fallback, 'singleFamily')}]`,
    });
    const rows = await buyers(`id=${ids.unknownPlace}`);
    expect(idsOf(rows)).toContain(buyer);
    expect(
      comparedOn(
        rows.find((r) => r.id === buyer)!,
        'price',
      )[0]?.estimate?.median,
    ).toBe(fallback);
  });

  it('a project matches by its price point, house style and city; a commercial project has no home buyers', async () => {
    const rows = await all(`/projects/matches-all/${ids.project}?matchingType=newBuildHomebuyers`);
    const got = idsOf(rows);
    expect(got).toContain(ids.twoStoryBuyer);
    expect(got).not.toContain(ids.ramblerBuyer);
    expect(got).not.toContain(ids.pricedOut);
    const row = rows.find((r) => r.id === ids.twoStoryBuyer)!;
    expect(row.matchedOn).toEqual(['cities', 'style', 'price']);
    expect(comparedOn(row, 'price')[0]).toMatchObject({ price: 450_000, basis: 'pricePoint' });
    expect(comparedOn(row, 'style')[0]).toEqual({
      dimension: 'style',
      styles: ['Two Story'],
      wanted: ['Two Story'],
    });
    expect(await get(`/projects/matches/${ids.commercial}?matchingType=newBuildHomebuyers`)).toEqual({
      'New Build Homebuyer': 0,
    });
  });
});
