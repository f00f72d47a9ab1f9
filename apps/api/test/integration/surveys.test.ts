import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  createUser,
  idsOf,
  insertParcel,
  matchingReader,
  type Headers,
} from '../support/matching-fixtures.js';
import { createTestApp } from '../support/test-app.js';

describe('[SURVEYS] taking, checking, owning and switching surveys', () => {
  let t: TestApp;
  let admin: Headers;
  let owner: Headers;
  let other: Headers;
  let trial: Headers;
  let registered: Headers;
  let city: string;
  const place = new Place();

  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const builderResponse = (extra: Record<string, unknown> = {}) => ({
    firstname: 'Bea',
    lastname: 'Builder',
    company: `Survey Homes ${place.tag}`,
    utah_area_tags: 'Cache County;Utah County',
    products_you_build: 'Single Family;Townhomes',
    min_single_family_lots_build: '10-35',
    max_single_family_lots_build: '10-35',
    custom_builder: 'No',
    min_townhome_pads_build: '16-60',
    max_townhome_pads_build: '80+',
    ...extra,
  });
  const take = (headers: Headers, surveyName: string, response: Record<string, unknown>, id?: number) =>
    call('PUT', '/surveys', headers, { surveyName, response, ...(id ? { id } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUser(t, 'admin', 'Subscribed')).headers;
    owner = (await createUser(t, 'user', 'Subscribed')).headers;
    other = (await createUser(t, 'user', 'Test User')).headers;
    trial = (await createUser(t, 'user', 'Free Trial')).headers;
    registered = (await createUser(t, 'user', 'Registered')).headers;
    const row = await t.database.db
      .selectFrom('cities')
      .select('name')
      .orderBy('population', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    city = row.name;
  });
  afterAll(() => t?.close());

  it('stores a Builder Company survey with its criteria rows, response and map filter', async () => {
    const saved = await take(owner, 'Builder Company Survey', builderResponse());
    expect(saved.status).toBe(200);
    const id = saved.body.id as number;
    expect(saved.body.filterUrl).toContain('utahAreaTags=Cache+County%7CUtah+County');
    expect(saved.body.filterUrl).toContain(`surveyId=${id}`);

    const criteria = await call('GET', `/survey-criteria?surveyid=${id}`, owner);
    expect(criteria.status).toBe(200);
    const pairs = criteria.body.data.map(
      (r: { criteria: string; value: string }) => `${r.criteria}=${r.value}`,
    );
    expect(pairs).toEqual(
      expect.arrayContaining([
        'types=Builder',
        'utahAreaTags=Cache County',
        'utahAreaTags=Utah County',
        'numberAndStyleOfLots=singleFamily:10-35',
        'numberAndStyleOfLots=townhouse:16+',
      ]),
    );
    const one = await call('GET', `/survey-criteria/${criteria.body.data[0].id}`, owner);
    expect(one.body.surveyid).toBe(id);

    const response = await call('GET', `/surveys/${id}/response`, owner);
    expect(response.body.response.products_you_build).toBe('Single Family;Townhomes');
    expect(response.body.name).toBe('Builder Company');

    const list = await call('GET', '/surveys?page=1&limit=10&value=Builder Company Survey', owner);
    expect(list.body.pagination.totalItems).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      surveyid: id,
      name: 'Builder Company Survey',
      isPrivate: false,
    });
    const none = await call('GET', '/surveys?value=Investor Survey', owner);
    expect(none.body.pagination.totalItems).toBe(0);
  });

  it("answers 400 with the spec's warning (the last failing one), naming fields for bad values", async () => {
    const warn = async (name: string, response: Record<string, unknown>) =>
      (await take(owner, name, response)).body;
    expect(await warn('Builder Company Survey', {})).toMatchObject({
      statusCode: 400,
      message: 'Please select the products you build',
    });
    expect((await warn('Builder Company Survey', builderResponse({ utah_area_tags: '' }))).message).toBe(
      'Utah area tags should not be empty',
    );
    expect(
      (await warn('Builder Company Survey', builderResponse({ min_single_family_lots_build: '30-55' })))
        .message,
    ).toBe(
      'Maximum amount of single family lots should be greater than minimum amount of single family lots',
    );
    expect(
      (
        await warn(
          'Builder Company Survey',
          builderResponse({ min_townhome_pads_build: '80+', max_townhome_pads_build: '50-90' }),
        )
      ).message,
    ).toBe('Maximum amount of townhome pads should be greater than minimum amount of townhome pads');
    // "Don't Develop SFD" is exempt from the order check; a second Builder Company survey is refused (a user holds
    // one of that type: registry.ts, `holds`), in words, after the answers pass.
    expect(
      await take(
        owner,
        'Builder Company Survey',
        builderResponse({
          min_single_family_lots_build: "Don't Develop SFD",
          max_single_family_lots_build: '1-3',
        }),
      ),
    ).toMatchObject({
      status: 409,
      body: { message: 'You already have a Builder Company Survey: retake it to change your answers' },
    });
    expect((await warn('Land Owner Survey', { acres: '5', city })).message).toBe(
      'Please enter what your land currently zoned for',
    );
    expect(
      (
        await warn('I Have a Project Survey', {
          city,
          development_stage: 'Concept',
          project_type: 'Town Homes',
        })
      ).message,
    ).toBe('Please enter the number of townhome pads');
    expect((await warn('Investor Survey', { utah_area_investment_tags: 'Cache County' })).message).toBe(
      'Please select whether you are an investor or a lender',
    );
    expect((await warn('Water Right Survey', {})).message).toBe(
      'Please enter the location of water right by city',
    );
    expect(
      await warn('Builder Company Survey', builderResponse({ utah_area_tags: 'Atlantis' })),
    ).toMatchObject({
      statusCode: 400,
      message: "Which Utah areas do you work in? 'Atlantis' is not one of the choices.",
      details: { field: 'response.utah_area_tags' },
    });
    expect(await warn('Water Right Survey', { water_right_city: 'Nowhere Town' })).toMatchObject({
      message: "Where is the water right located (city)? 'Nowhere Town' is not a Utah city.",
      details: { field: 'response.water_right_city' },
    });
    expect(
      await warn('Land Owner Survey', { acres: '1e99', city, current_zoning: 'Agricultural' }),
    ).toMatchObject({
      message: 'How many acres is your land? Please enter a number from 0 to 1,000,000,000.',
      details: { field: 'response.acres' },
    });
    expect(
      (
        await warn('Investor Survey', {
          utah_area_investment_tags: 'Cache County',
          product_invest: 'Single Family',
          minimum_investment: '$5,000,000',
          maximum_investment: '$1,000,000',
          investor_or_lender: 'Investor',
        })
      ).message,
    ).toBe('Maximum investment/loan amount should be greater than minimum investment/loan amount');
    expect((await warn('Nope Survey', {})).message).toMatch(/^surveyName: /);
  });

  it('owners manage only their own surveys (404); admins read any; Free Trial and Registered are refused', async () => {
    const id = (
      await take(owner, 'Real Estate Agent Survey', {
        real_estate_specialty: 'Land;Residential',
        license_type: 'Broker',
        utah_area_tags: 'Davis County',
      })
    ).body.id as number;
    expect((await call('GET', `/surveys/${id}/response`, other)).status).toBe(404);
    expect((await call('GET', `/survey-criteria?surveyid=${id}`, other)).status).toBe(404);
    expect((await call('DELETE', `/surveys/${id}`, other)).status).toBe(404);
    expect((await call('PUT', '/surveys/enable', other, { surveyid: id, enabled: true })).status).toBe(404);
    expect(
      (
        await take(
          other,
          'Real Estate Agent Survey',
          { real_estate_specialty: 'Land', license_type: 'Broker', utah_area_tags: 'Davis County' },
          id,
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', `/surveys/${id}/response`, admin)).status).toBe(200);
    expect((await call('DELETE', `/surveys/${id}`, admin)).status).toBe(404);
    expect((await call('GET', '/surveys?email=someone@else.test', other)).status).toBe(403);

    const refused = await take(trial, 'Water Right Survey', { water_right_city: city });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Upgrade to enable this feature' } });
    expect((await call('GET', '/surveys/info', trial)).body.mayEnable).toBe(false);
    expect((await call('GET', '/surveys', registered)).status).toBe(403);
    expect((await call('GET', '/surveys', trial)).status).toBe(200);
  });

  it('a user whose trial status came back cannot switch a survey on (403) but may switch it off', async () => {
    const lapsed = await createUser(t, 'user', 'Subscribed');
    const id = (await take(lapsed.headers, 'Water Right Survey', { water_right_city: city })).body
      .id as number;
    expect(
      (await call('PUT', '/surveys/enable', lapsed.headers, { surveyid: id, enabled: true })).status,
    ).toBe(200);
    await t.database.db
      .insertInto('user_subscriptions')
      .values({ user_id: lapsed.id, status: 'Free Trial' })
      .execute();
    const on = await call('PUT', '/surveys/enable', lapsed.headers, { surveyid: id, enabled: true });
    expect(on).toMatchObject({ status: 403, body: { message: 'Upgrade to enable this feature' } });
    const off = await call('PUT', '/surveys/enable', lapsed.headers, { surveyid: id, enabled: false });
    expect(off.body.enabled).toBe(false);
  });

  it('keeps one survey enabled per user, also when switched concurrently', async () => {
    const ids: number[] = [];
    // Three types a user holds once each, so all three are taken.
    ids.push((await take(other, 'Water Right Survey', { water_right_city: city })).body.id);
    ids.push(
      (await take(other, 'Land Owner Survey', { acres: '5', city, current_zoning: 'Agricultural' })).body.id,
    );
    ids.push(
      (
        await take(other, 'New Build Home Buyer Survey', {
          desired_cities: city,
          type_style_of_home: 'Rambler',
        })
      ).body.id,
    );
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const results = await Promise.all(
      [...ids, ...ids, ...ids].map((surveyid) =>
        call('PUT', '/surveys/enable', other, { surveyid, enabled: true }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const info = await call('GET', '/surveys/info', other);
    const enabled = await t.database.db
      .selectFrom('surveys')
      .select('id')
      .where('id', 'in', ids)
      .where('is_enabled', '=', true)
      .execute();
    expect(enabled).toHaveLength(1);
    expect(info.body.enabledSurveyId).toBe(enabled[0]!.id);
    const off = await call('PUT', '/surveys/enable', other, { surveyid: enabled[0]!.id, enabled: false });
    expect(off.body.enabled).toBe(false);
    const url = await call('GET', `/surveys/url/${ids[0]}`, other);
    expect(url.body.url).toContain(`cities=${encodeURIComponent(city).replace(/%20/g, '+')}`);
  });

  it("lists survey takers, replaces criteria rows and reads a user's surveys (admins: anyone's)", async () => {
    const saved = await take(owner, 'Land Owner Survey', {
      acres: '12.5',
      city,
      current_zoning: 'Agricultural',
    });
    const id = saved.body.id as number;
    const me = (await call('GET', '/surveys/info', owner)).body;
    expect(me.types.find((x: { type: string }) => x.type === 'Land Owner')).toMatchObject({
      name: 'Land Owner Survey',
      surveyid: id,
    });
    const takers = await call('GET', '/survey-criteria/surveys?value=Land Owner&role=user', admin);
    expect(takers.body.data.map((r: { surveyid: number }) => r.surveyid)).toContain(id);
    const own = await call('GET', '/survey-criteria/surveys', other);
    expect(own.body.data.map((r: { surveyid: number }) => r.surveyid)).not.toContain(id);

    const put = await call('PUT', '/survey-criteria', owner, {
      surveyid: id,
      criteria: [{ criteria: 'cities', value: city }],
    });
    expect(put.body.data.map((r: { criteria: string; value: string }) => [r.criteria, r.value])).toEqual([
      ['cities', city],
    ]);
    expect((await call('PUT', '/survey-criteria', other, { surveyid: id, criteria: [] })).status).toBe(404);
    // Only the keys and values the matching reads, naming the row otherwise; nothing changes.
    const refused = async (row: { criteria: string; value: string }) =>
      (
        await call('PUT', '/survey-criteria', owner, {
          surveyid: id,
          criteria: [{ criteria: 'cities', value: city }, row],
        })
      ).body;
    expect(await refused({ criteria: 'favouriteColour', value: 'blue' })).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(
        /^criteria\[1\]: 'favouriteColour' is not a criterion the matching reads/,
      ),
    });
    expect((await refused({ criteria: 'numberAndStyleOfLots', value: 'castles:1-3' })).message).toMatch(
      /^criteria\[1\]: Number and style of lots must be a product and a count range/,
    );
    expect((await refused({ criteria: 'cities', value: 'Atlantis' })).message).toBe(
      "criteria[1]: 'Atlantis' is not a Utah city",
    );
    expect((await call('GET', `/survey-criteria?surveyid=${id}`, owner)).body.data).toHaveLength(1);
    expect(
      (
        await call('PUT', '/survey-criteria', owner, {
          surveyid: id,
          criteria: [{ criteria: 'x\u0000', value: 'y' }],
        })
      ).status,
    ).toBe(400);

    const ownerId = (await call('GET', `/surveys/${id}/response`, owner)).body;
    const userSurveys = await t.database.db
      .selectFrom('surveys')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ownerId.surveyTaker).toContain('@');
    expect(
      (await call('GET', `/surveys/user/${userSurveys.user_id}`, admin)).body.pagination.totalItems,
    ).toBeGreaterThan(0);
    expect((await call('GET', `/surveys/user/${userSurveys.user_id}`, other)).status).toBe(403);
    expect((await call('PUT', '/surveys/enable', trial, { surveyid: id, enabled: true })).status).toBe(404);
  });

  it("makes the taker a builder in a fitting parcel's matches, and withdraws them on deletion", async () => {
    // A new user: the owner above already holds a Builder Company survey.
    const builder = (await createUser(t, 'user', 'Subscribed')).headers;
    const { all } = matchingReader(
      () => t,
      () => admin,
    );
    const parcel = await insertParcel(t.database.db, place, {
      sfLots: 20,
      products: ['singleFamily'],
      areaTags: ['Cache County'],
    });
    const farParcel = await insertParcel(t.database.db, place, {
      sfLots: 200,
      products: ['singleFamily'],
      areaTags: ['Cache County'],
      dx: 5000,
    });
    const saved = await take(
      builder,
      'Builder Company Survey',
      builderResponse({ products_you_build: 'Single Family' }),
    );
    const surveyId = saved.body.id as number;
    const contactId = (await call('GET', `/surveys/${surveyId}/response`, builder)).body.contactId as number;
    expect(contactId).toBeGreaterThan(0);
    expect(idsOf(await all(`/parcels/matches-all/${parcel}?matchingType=builders`))).toContain(contactId);
    expect(idsOf(await all(`/parcels/matches-all/${farParcel}?matchingType=builders`))).not.toContain(
      contactId,
    );

    // What others match against is the saved survey: 'Update Survey' rewrites the profile as 'Recalculate
    // Survey' does (the far parcel's builders gain him), and a recalculate of narrower answers takes him out again.
    const wider = builderResponse({
      products_you_build: 'Single Family',
      max_single_family_lots_build: '65 or more',
    });
    await take(builder, 'Builder Company Survey', wider, surveyId);
    expect(idsOf(await all(`/parcels/matches-all/${farParcel}?matchingType=builders`))).toContain(contactId);
    const narrow = builderResponse({ products_you_build: 'Single Family' });
    await call('PUT', '/surveys/recalculate_response', builder, {
      id: surveyId,
      surveyName: 'Builder Company Survey',
      response: narrow,
    });
    expect(idsOf(await all(`/parcels/matches-all/${farParcel}?matchingType=builders`))).not.toContain(
      contactId,
    );

    const investor = await take(builder, 'Investor Survey', {
      utah_area_investment_tags: 'Cache County',
      product_invest: 'Single Family',
      minimum_investment: 'No Minimum',
      maximum_investment: '$5,000,000',
      investor_or_lender: 'Both',
    });
    const investorContact = (await call('GET', `/surveys/${investor.body.id}/response`, builder)).body
      .contactId;
    expect(idsOf(await all(`/contacts/investors?id=${parcel}`))).toContain(investorContact);
    // The Contact modal's investment range is the survey's, in its words.
    expect((await call('GET', `/contacts/${investorContact}`, admin)).body).toMatchObject({
      investmentRange: 'No Minimum - $5,000,000',
    });

    expect((await call('DELETE', `/surveys/${surveyId}`, builder)).status).toBe(200);
    expect(idsOf(await all(`/parcels/matches-all/${parcel}?matchingType=builders`))).not.toContain(contactId);
    expect((await call('GET', `/surveys/${surveyId}/response`, builder)).status).toBe(404);
  });

  it('a public project survey is a project; private takes it off the map; deletion needs a reason', async () => {
    const answers = {
      project_name: `Survey Meadows ${place.tag}`,
      city,
      development_stage: 'Concept',
      project_type: 'Single Family Residential',
      number_of_single_family_lots: '42',
    };
    const id = (await take(owner, 'I Have a Project Survey', answers)).body.id as number;
    const projectOf = async () =>
      t.database.db
        .selectFrom('projects')
        .select(['id', 'project_status', 'sf_lots', 'city'])
        .where('name', '=', answers.project_name)
        .executeTakeFirst();
    expect(await projectOf()).toMatchObject({ project_status: 'Concept', sf_lots: 42, city });

    expect((await call('PUT', '/surveys/set-private', owner, { surveyid: id, isPrivate: true })).status).toBe(
      200,
    );
    expect(await projectOf()).toBeUndefined();
    const mine = await call('GET', '/surveys/projects', owner);
    expect(mine.body.data.map((r: { surveyid: number }) => r.surveyid)).toContain(id);
    expect(
      (await call('GET', '/surveys/projects', other)).body.data.map((r: { surveyid: number }) => r.surveyid),
    ).not.toContain(id);
    await call('PUT', '/surveys/set-private', owner, { surveyid: id, isPrivate: false });
    expect(await projectOf()).toBeDefined();

    expect((await call('DELETE', `/surveys/${id}`, owner)).body.message).toBe(
      'Please select an option to delete',
    );
    expect((await call('DELETE', `/surveys/${id}?deleteStatus=Abandoned`, owner)).status).toBe(200);
    expect((await projectOf())?.project_status).toBe('Abandoned');
  });
});
