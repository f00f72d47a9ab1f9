import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whyMatchedLines, type LandOffer, type LandOffersAnswer } from '@utah-land/shared';
import { createUser, insertContact, type Headers } from '../support/matching-fixtures.js';
import { surveyCalls } from '../support/survey-calls.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Land given in words (docs/surveys.md, "Land described in words"): a Land Owner survey with city, acres and zoning
// but no parcel id is matched as a parcel of its city would be, and offered to the builders it lists, both sides
// reading the same why. Daggett County (Manila), which the shared demo data barely touches; asserted by id.

const TAG = 'Daggett County';
const CITY = 'Manila';

describe('[SURVEY MATCHING] land given in words, both sides', () => {
  let t: TestApp;
  let owner: Headers;
  const ids: Record<string, number> = {};
  const surveys: Record<string, number> = {};
  const { everyRow, take } = surveyCalls(
    () => t,
    () => owner,
  );
  const sfBand = { min_single_family_lots_build: '10-35', max_single_family_lots_build: '10-35' };
  const builderAnswers = { utah_area_tags: TAG, products_you_build: 'Single Family', ...sfBand };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = (await createUser(t, 'user', 'Subscribed')).headers;
    // Builders of Manila: one stating no product, one of 10–35 single family lots, one of 50–80.
    ids.manilaBuilder = await insertContact(db, { types: ['Builder'], match_cities: [CITY] });
    for (const [key, range] of [
      ['manilaBuilder10to35', '[10,35]'],
      ['manilaBuilder50to80', '[50,80]'],
    ] as const)
      ids[key] = await insertContact(db, {
        types: ['Builder'],
        match_area_tags: [TAG],
        build_products: ['singleFamily'],
        build_sf_lots: range,
      });
    surveys.builder = await take('Builder Company Survey', { ...builderAnswers, custom_builder: 'No' });
    surveys.landOwner = await take('Land Owner Survey', {
      acres: '12',
      city: CITY,
      current_zoning: 'Agricultural',
    });
  });
  afterAll(() => t?.close());

  it('land given as 12 acres of Agricultural: builders who build about 10 lots there, not condos or 50–80', async () => {
    const db = t.database.db;
    const condoBuilder = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: [TAG],
      build_products: ['condos'],
    });
    const builders = await everyRow(surveys.landOwner!, 'builders');
    // Agricultural is read as A-1: one-acre lots, 0.9 an acre after roads, so 12 acres yield 10 lots.
    expect(builders.ids).toContain(ids.manilaBuilder10to35);
    expect(builders.ids).not.toContain(ids.manilaBuilder50to80);
    expect(builders.ids).not.toContain(condoBuilder);
    // Builders who state no product still match (unknown stays unknown).
    expect(builders.ids).toContain(ids.manilaBuilder);
    const lines = whyMatchedLines(
      'builders',
      builders.rows.find((r) => r.id === ids.manilaBuilder10to35)!.compared,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Zoning: Agricultural allows single family, land/),
        expect.stringMatching(/Single family lots: 10 in 10–35 ✓/),
      ]),
    );
    // Land whose zoning the owner does not know is compared on area and acres only, as before.
    const unknown = await take('Real Estate Agent Client Survey', {
      client_code_name: 'Client 779',
      client_type: 'Property Seller',
      acres: '12',
      city: CITY,
      current_zoning: "I don't know",
      seller_utah_area_tags: TAG,
    });
    const anyBuilder = await everyRow(unknown, 'builders');
    expect(anyBuilder.ids).toEqual(expect.arrayContaining([ids.manilaBuilder50to80, condoBuilder]));
  });

  it("a builder's land offers: the owner's 12 acres with the why, both ways, until an answer moves them", async () => {
    const db = t.database.db;
    const contactOf = async (id: number) =>
      Number(
        (await db.selectFrom('surveys').select('contact_id').where('id', '=', id).executeTakeFirstOrThrow())
          .contact_id,
      );
    const offers = async (survey: number, headers = owner) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/surveys/${survey}/landOffers`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LandOffersAnswer;
    };
    const offer = (a: LandOffersAnswer) =>
      a.data.find((o) => o.id === surveys.landOwner) as LandOffer | undefined;
    const mine = offer(await offers(surveys.builder!));
    expect(mine).toMatchObject({
      city: CITY,
      acres: 12,
      zoning: 'Agricultural',
      lots: { singleFamily: 10 },
      matchedAs: 'builders',
      email: expect.stringContaining('@'),
      source: 'survey',
    });
    expect(mine!.lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/Single family lots: 10 in 10–35 ✓/)]),
    );
    // The other side reads the same: the owner's builders list the builder's survey contact with the same score.
    const builderContact = await contactOf(surveys.builder!);
    const ownersBuilders = await everyRow(surveys.landOwner!, 'builders');
    expect(ownersBuilders.rows.find((r) => r.id === builderContact)?.score).toBe(mine!.score);
    // A supply survey has no offers; a Free Trial builder sees one placeholder.
    expect((await offers(surveys.landOwner!)).data).toEqual([]);
    // (Free Trial users cannot take a survey: this one took it subscribed, then the subscription lapsed to a trial.)
    const trial = await createUser(t, 'user', 'Subscribed');
    const trialSurvey = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: trial.headers,
      payload: {
        surveyName: 'Builder Company Survey',
        response: { ...builderAnswers, custom_builder: 'No' },
      },
    });
    expect(trialSurvey.statusCode, trialSurvey.body).toBe(200);
    await db
      .updateTable('user_subscriptions')
      .set({ status: 'Free Trial' })
      .where('user_id', '=', trial.id)
      .execute();
    const seen = await offers(trialSurvey.json().id as number, trial.headers);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.data).toEqual([
      { id: expect.any(Number), placeholder: true, message: 'Upgrade to view details' },
    ]);

    // A builder of 30–55 lots would not build 10 lots: not offered to him, not listed by the owner.
    const other = (await createUser(t, 'user', 'Subscribed')).headers;
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: other,
      payload: {
        surveyName: 'Builder Company Survey',
        response: {
          utah_area_tags: TAG,
          products_you_build: 'Single Family',
          min_single_family_lots_build: '30-55',
          max_single_family_lots_build: '30-55',
          custom_builder: 'No',
        },
      },
    });
    expect(big.statusCode, big.body).toBe(200);
    const bigSurvey = big.json().id as number;
    expect(offer(await offers(bigSurvey, other))).toBeUndefined();
    expect((await everyRow(surveys.landOwner!, 'builders')).ids).not.toContain(await contactOf(bigSurvey));

    // The owner changes one answer (the zoning, to Commercial): no lots, so the builder no longer sees the land.
    const rezone = async (zoning: string) => {
      const retake = await t.app.inject({
        method: 'PUT',
        url: '/api/surveys',
        headers: owner,
        payload: {
          id: surveys.landOwner,
          surveyName: 'Land Owner Survey',
          response: { acres: '12', city: CITY, current_zoning: zoning },
        },
      });
      expect(retake.statusCode, retake.body).toBe(200);
    };
    await rezone('Commercial');
    expect(offer(await offers(surveys.builder!))).toBeUndefined();
    expect((await everyRow(surveys.landOwner!, 'builders')).ids).not.toContain(builderContact);
    await rezone('Agricultural');
  });
});
