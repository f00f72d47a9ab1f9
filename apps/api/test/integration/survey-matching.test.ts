import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  insertCompany,
  insertContact,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('[SURVEY MATCHING] a survey as the subject of matching', () => {
  let t: TestApp;
  let admin: Headers;
  let owner: Headers;
  let other: Headers;
  let trial: { id: number; headers: Headers };
  let builderSurvey: number;
  let landOwnerSurvey: number;
  let city: string;
  const ids: Record<string, number> = {};

  const call = async (url: string, headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  /** Every row of a card, page by page (10 a page, as the screen asks). */
  const everyRow = async (survey: number, matchingtype: string, type: string, headers = owner) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const r = await call(
        `/surveys/${survey}/results?matchingtype=${matchingtype}&type=${type}&matchingRecordsPage=${page}`,
        headers,
      );
      expect(r.status).toBe(200);
      rows.push(...r.body.data);
      if (page >= r.body.pagination.totalPages) return { rows, total: r.body.pagination.totalItems };
    }
  };
  const countsOf = async (survey: number, headers = owner) => {
    const r = await call(`/surveys/${survey}/resultsCount`, headers);
    expect(r.status).toBe(200);
    return Object.fromEntries(
      (r.body.data as { matchingtype: string; contactsCount: number; companiesCount: number }[]).map((c) => [
        c.matchingtype,
        c,
      ]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = (await createUser(t, 'admin', 'Subscribed')).headers;
    owner = (await createUser(t, 'user', 'Subscribed')).headers;
    other = (await createUser(t, 'user', 'Subscribed')).headers;
    trial = await createUser(t, 'user', 'Free Trial');
    city = (
      await db
        .selectFrom('cities')
        .select('name')
        .orderBy('population', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).name;

    // Demand side of a builder's survey: investors and builders of Cache County.
    ids.investor = await insertContact(db, {
      types: ['Investor'],
      match_area_tags: ['Cache County'],
      invest_products: ['singleFamily'],
    });
    ids.investorElsewhere = await insertContact(db, {
      types: ['Investor'],
      match_area_tags: ['Summit County'],
      invest_products: ['singleFamily'],
    });
    ids.investorCommercial = await insertContact(db, {
      types: ['Investor'],
      match_area_tags: ['Cache County'],
      invest_products: ['commercial'],
    });
    ids.builderInRange = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: ['Cache County'],
      build_products: ['singleFamily'],
      build_sf_lots: '[5,20]',
    });
    ids.builderTooBig = await insertContact(db, {
      types: ['Builder'],
      match_area_tags: ['Cache County'],
      build_products: ['singleFamily'],
      build_sf_lots: '[50,80]',
    });
    const cacheCity = await db
      .selectFrom('area_tag_cities as atc')
      .innerJoin('area_tags as t', 't.id', 'atc.area_tag_id')
      .innerJoin('cities as c', 'c.id', 'atc.city_id')
      .select('c.name')
      .where('t.name', '=', 'Cache County')
      .limit(1)
      .executeTakeFirstOrThrow();
    ids.cacheHomebuyer = await insertContact(db, {
      types: ['New Build Homebuyer'],
      new_build_home_buyer_desired_cities: [cacheCity.name],
    });
    ids.farHomebuyer = await insertContact(db, {
      types: ['New Build Homebuyer'],
      new_build_home_buyer_desired_cities: ['Nowhere Springs'],
    });
    ids.investorCompany = await insertCompany(db, [ids.investor]);
    ids.elsewhereCompany = await insertCompany(db, [ids.investorElsewhere]);
    // Supply side of a land owner's survey: builders of its city, or not.
    ids.cityBuilder = await insertContact(db, { types: ['Builder'], match_cities: [city] });
    ids.otherCityBuilder = await insertContact(db, {
      types: ['Builder'],
      match_cities: ['Nowhere Springs'],
    });

    const take = async (surveyName: string, response: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/surveys',
        headers: owner,
        payload: { surveyName, response },
      });
      expect(res.statusCode).toBe(200);
      return res.json().id as number;
    };
    builderSurvey = await take('Builder Company Survey', {
      firstname: 'Bea',
      lastname: 'Builder',
      company: 'Survey Match Homes',
      utah_area_tags: 'Cache County',
      products_you_build: 'Single Family',
      min_single_family_lots_build: '10-35',
      max_single_family_lots_build: '10-35',
      custom_builder: 'No',
    });
    landOwnerSurvey = await take('Land Owner Survey', {
      firstname: 'Lana',
      lastname: 'Owner',
      acres: '12',
      current_zoning: 'Agricultural',
      city,
    });
  });
  afterAll(() => t?.close());

  it('matches a builder survey to the investors and builders who serve it, not the near misses', async () => {
    const investors = await everyRow(builderSurvey, 'investors', 'contacts');
    const investorIds = investors.rows.map((r) => r.id);
    expect(investorIds).toContain(ids.investor);
    expect(investorIds).not.toContain(ids.investorElsewhere);
    expect(investorIds).not.toContain(ids.investorCommercial);
    expect(investors.rows.find((r) => r.id === ids.investor)!.matchedOn).toEqual(['area', 'products']);

    const builders = (await everyRow(builderSurvey, 'builders', 'contacts')).rows.map((r) => r.id);
    expect(builders).toContain(ids.builderInRange);
    expect(builders).not.toContain(ids.builderTooBig);

    const companies = (await everyRow(builderSurvey, 'investors', 'companies')).rows.map((r) => r.id);
    expect(companies).toContain(ids.investorCompany);
    expect(companies).not.toContain(ids.elsewhereCompany);
  });

  it('matches a builder survey to the homebuyers who want a city of its areas', async () => {
    const rows = (await everyRow(builderSurvey, 'newBuildHomebuyers', 'contacts')).rows;
    const buyers = rows.map((r) => r.id);
    expect(buyers).toContain(ids.cacheHomebuyer);
    expect(buyers).not.toContain(ids.farHomebuyer);
    expect(rows.find((r) => r.id === ids.cacheHomebuyer)!.matchedOn).toEqual(['cities']);
  });

  it('does not match a survey to its own taker', async () => {
    const survey = await call(`/surveys/${builderSurvey}/response`, owner);
    const builders = (await everyRow(builderSurvey, 'builders', 'contacts')).rows.map((r) => r.id);
    expect(survey.body.contactId).toEqual(expect.any(Number));
    expect(builders).not.toContain(survey.body.contactId);
    // The taker's contact says it is their survey answers, as of the day they gave them (docs/data.md).
    const contact = await call(`/contacts/${survey.body.contactId}`, owner);
    const { today } = await t.database.db
      .selectNoFrom(sql<string>`to_char(current_date, 'YYYY-MM-DD')`.as('today'))
      .executeTakeFirstOrThrow();
    expect(contact.body).toMatchObject({ source: 'survey', sourceAsOf: today });
  });

  it('counts each card as the full lists of contacts and companies', async () => {
    const counts = await countsOf(builderSurvey);
    expect(Object.keys(counts)).toEqual([
      'builders',
      'investors',
      'developers',
      'realEstateAgents',
      'newBuildHomebuyers',
      'waterRights',
    ]);
    for (const kind of ['builders', 'investors']) {
      const contacts = await everyRow(builderSurvey, kind, 'contacts');
      const companies = await everyRow(builderSurvey, kind, 'companies');
      expect(counts[kind]!.contactsCount).toBe(contacts.rows.length);
      expect(counts[kind]!.companiesCount).toBe(companies.rows.length);
    }
    const viaCompanyCall = await call(
      `/surveys/${builderSurvey}/companyresults?matchingtype=investors&matchingRecordsLimit=100`,
      owner,
    );
    expect(viaCompanyCall.body.pagination.totalItems).toBe(counts.investors!.companiesCount);
  });

  it('matches a land owner survey (supply) to the builders of its city', async () => {
    const builders = (await everyRow(landOwnerSurvey, 'builders', 'contacts')).rows.map((r) => r.id);
    expect(builders).toContain(ids.cityBuilder);
    expect(builders).not.toContain(ids.otherCityBuilder);
    const counts = await countsOf(landOwnerSurvey);
    expect(counts.builders!.contactsCount).toBe(builders.length);
  });

  it('answers 404 for another user’s survey and lets an admin read it', async () => {
    expect((await call(`/surveys/${builderSurvey}/resultsCount`, other)).status).toBe(404);
    expect((await call(`/surveys/${builderSurvey}/results?matchingtype=builders`, other)).status).toBe(404);
    expect((await call(`/surveys/${builderSurvey}/resultsCount`, admin)).status).toBe(200);
  });

  it('gives admins the SQL and columns used of each card, and refuses it to others', async () => {
    const r = await call(`/surveys/getQueries/${builderSurvey}?isRecalculating=false`, admin);
    expect(r.status).toBe(200);
    expect(r.body.side).toBe('demand');
    expect(r.body.queries.investors.ContactsQuery).toContain('contact_match_profiles');
    expect(r.body.queries.investors.columnsUsed).toContain('contact_match_profiles.invest_products');
    expect(r.body.queries.waterRights.columnsUsed).toEqual(['WRNUM']);
    const refused = await call(`/surveys/getQueries/${builderSurvey}`, owner);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admins only');
  });

  it('gives Free Trial users page 1 of 1 with placeholders', async () => {
    const { id } = await t.database.db
      .insertInto('surveys')
      .values({
        user_id: trial.id,
        survey_type: 'Investor',
        email: 'trial@matching.test',
        response: JSON.stringify({
          utah_area_investment_tags: 'Cache County',
          product_invest: 'Single Family',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await call(
      `/surveys/${id}/results?matchingtype=builders&matchingRecordsPage=3&matchingRecordsLimit=10`,
      trial.headers,
    );
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(r.body.data.length).toBeLessThanOrEqual(1);
    for (const row of r.body.data)
      expect(row).toEqual({ id: row.id, placeholder: true, message: 'Upgrade to view details' });
    expect(r.body.pagination.totalItems).toBeGreaterThan(0);
  });
});
