import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_NEAREST_OFFICES,
  AGENT_OFFICE_MILES,
  LISTINGS_MILES,
  whyMatchedLines,
} from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import {
  Place,
  comparedOn,
  createUser,
  idsOf,
  insertCompany,
  insertContact,
  insertListing,
  insertParcel,
  insertProject,
  matchingReader,
  startMatchingApp,
  type ContactFixture,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';

// Real estate agents are matched only where they work (docs/matching.md, "The fit model"): an office within
// AGENT_OFFICE_MILES of the subject, or listings and sales of their own within LISTINGS_MILES in the last two years;
// a service-area tag alone lists nobody, and a brokerage is listed only through such agents. Every listed agent
// carries the reason (its office distance, its nearby listings by address), the listings are found by distance
// whatever the subject's county, and the explain call says, dimension by dimension, why an agent is or is not listed.

const MILE = 1609.344;

describe('[MATCHING] agents where they work, and why (not)', () => {
  let t: TestApp;
  let user: Headers;
  let trial: Headers;
  let registered: Headers;
  const place = new Place();
  const ids: Record<string, number> = {};
  const { get, all } = matchingReader(
    () => t,
    () => user,
  );
  const names: Record<string, string> = {};
  /** An agent of the place's area with the Land specialty; `key` names it in the listings it lists. */
  const agent = async (key: string, f: ContactFixture = {}) => {
    names[key] = `Agent ${key} ${place.city}`;
    ids[key] = await insertContact(t.database.db, {
      name: names[key],
      types: ['Real Estate Agent'],
      match_area_tags: [place.tag],
      agent_specialties: ['Land'],
      ...f,
    });
  };
  const farOffice = () => place.point(20 * MILE, 0);
  const explain = (query: string, headers: Headers = user, subject = `parcels/matches/${ids.subject}`) =>
    t.app.inject({ method: 'GET', url: `/api/${subject}/explain?${query}`, headers });

  beforeAll(async () => {
    ({ t, user, trial } = await startMatchingApp('Subscribed'));
    registered = (await createUser(t, 'user', 'Registered')).headers;
    const db = t.database.db;
    // The subject: bare land (agents with the Land specialty serve it).
    ids.subject = await insertParcel(db, place, { acreage: 4.5, zoning: 'R-1-8', sfLots: 12 });
    // A parcel of the same place whose county is unknown.
    ids.noCounty = await insertParcel(db, place, { dx: 300, county: null, acreage: 4.5, sfLots: 12 });
    ids.project = await insertProject(db, place, { dx: 200, dy: 200, products: ['singleFamily'] });

    await agent('office', { location: place.point(MILE, 0) });
    await agent('both', { location: place.point(0.5 * MILE, 0) });
    await agent('listings', { location: farOffice() });
    await agent('unknownOffice', { location: null });
    await agent('far', { location: farOffice() });
    await agent('old', { location: farOffice() });
    await agent('farListings', { location: farOffice() });
    await agent('nowhere', { location: null });
    await agent('elsewhere', { location: place.point(MILE, 0), match_area_tags: ['Somewhere Else'] });
    // Listings and sales of their own near the subject, in the last two years (newest first: 10, 40, 70 days).
    for (const [dx, days, status, address] of [
      [2 * MILE, 70, 'Sold', '70 W Oak St'],
      [3 * MILE, 10, 'Active', '10 N Elm St'],
      [4 * MILE, 40, 'Sold', '40 S Pine St'],
    ] as const)
      await insertListing(db, place, { agent: names.listings!, dx, daysAgo: days, status, address });
    for (let i = 0; i < 5; i++)
      await insertListing(db, place, { agent: names.both!, dx: -MILE, dy: i * 100, daysAgo: 20 + i });
    // A sale in another county's name (a listing's county is never compared): still near, still evidence.
    await insertListing(db, place, {
      agent: names.unknownOffice!,
      dx: MILE,
      county: 'Elsewhere',
      address: '1 Main St',
    });
    // Too old (three years), or too far (eight miles): no evidence.
    await insertListing(db, place, { agent: names.old!, dx: MILE, daysAgo: 3 * 365 });
    await insertListing(db, place, { agent: names.farListings!, dx: 8 * MILE });
    // Brokerages: one through an agent who works here, one whose agents do not.
    ids.brokerageHere = await insertCompany(db, [ids.listings!, ids.far!]);
    ids.brokerageAway = await insertCompany(db, [ids.far!, ids.nowhere!]);
  });
  afterAll(() => t.close());

  it('lists only the agents with an office or their own recent listings near the subject, best first', async () => {
    const rows = await all(`/parcels/all-matching?id=${ids.subject}&matchingType=realEstateAgents`);
    const got = idsOf(rows);
    const mine = got.filter((id) => Object.values(ids).includes(id));
    const byId = (a: number, b: number) => a - b;
    expect([...mine].sort(byId)).toEqual(
      [ids.office!, ids.both!, ids.listings!, ids.unknownOffice!].sort(byId),
    );
    for (const k of ['far', 'old', 'farListings', 'nowhere', 'elsewhere'])
      expect(got, k).not.toContain(ids[k]);
    // Ranked by that work: nearby office and five deals, then three deals, then an office alone, then one deal.
    expect(mine).toEqual([ids.both, ids.listings, ids.office, ids.unknownOffice]);
    const scores = rows.filter((r) => mine.includes(r.id)).map((r) => r.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('every listed agent carries its reason: the office distance or its listings by address', async () => {
    const rows = await all(`/parcels/all-matching?id=${ids.subject}&matchingType=realEstateAgents`);
    for (const r of rows) {
      const [local] = comparedOn(r, 'localWork');
      expect(local, `agent ${r.id}`).toBeDefined();
      expect(local!.ok).toBe(true);
      const officeNear = local!.meters !== null && local!.meters <= AGENT_OFFICE_MILES * MILE + 1;
      expect(officeNear || local!.listings > 0, `agent ${r.id}`).toBe(true);
    }
    const row = (key: string) => rows.find((r) => r.id === ids[key]) as Row;
    const [office] = comparedOn(row('office'), 'localWork');
    expect(office!.meters).toBeGreaterThan(MILE - 20);
    expect(office!.meters).toBeLessThan(MILE + 20);
    expect(office!.listings).toBe(0);
    expect(whyMatchedLines('realEstateAgents', row('office').compared)).toContain(
      'Works nearby: office 1 mi away (within 5 mi); no listing nearby ✓',
    );
    expect(comparedOn(row('listings'), 'listings')).toEqual([
      {
        dimension: 'listings',
        within: Math.round(LISTINGS_MILES * MILE),
        years: 2,
        listed: 1,
        sold: 2,
        addresses: [
          `10 N Elm St, ${place.city}`,
          `40 S Pine St, ${place.city}`,
          `70 W Oak St, ${place.city}`,
        ],
        ok: true,
      },
    ]);
    expect(whyMatchedLines('realEstateAgents', row('listings').compared)).toEqual(
      expect.arrayContaining([
        'Works nearby: office 20 mi away; 3 listings and sales nearby ✓',
        `Listings: 1 listing and 2 sales within 5 mi in the last 2 years (10 N Elm St, ${place.city}; 40 S Pine St, ${place.city}; 70 W Oak St, ${place.city}) ✓`,
      ]),
    );
  });

  it('lists a brokerage only through an agent who works near the subject', async () => {
    const res = await get(
      `/parcels/all-company-matching?id=${ids.subject}&matchingType=realEstateAgents&page=1&limit=1000`,
    );
    const got = idsOf(res.data);
    expect(got).toContain(ids.brokerageHere);
    expect(got).not.toContain(ids.brokerageAway);
    expect(res.data.find((r: Row) => r.id === ids.brokerageHere).matchingContacts).toBe(1);
    // And the other way round, as the company detail reads it.
    const here = await get(`/companies/matched-properties/${ids.brokerageHere}`);
    expect(idsOf(here.parcels)).toContain(ids.subject);
    const away = await get(`/companies/matched-properties/${ids.brokerageAway}`);
    expect(idsOf(away.parcels)).not.toContain(ids.subject);
  });

  it('finds the listings by distance: a subject without a county has the listings signal', async () => {
    const rows = await all(`/parcels/all-matching?id=${ids.noCounty}&matchingType=realEstateAgents`);
    const listings = rows.find((r) => r.id === ids.listings);
    expect(listings, 'the agent with nearby sales is listed').toBeDefined();
    const [signal] = comparedOn(listings, 'listings');
    expect(signal).toMatchObject({ listed: 1, sold: 2, ok: true });
    // The sale recorded under another county's name counts too.
    const unknown = rows.find((r) => r.id === ids.unknownOffice);
    expect(comparedOn(unknown, 'listings')[0]).toMatchObject({ sold: 1, ok: true });
  });

  it('explains why an agent is listed and why another is not, dimension by dimension', async () => {
    const far = await explain(`contactId=${ids.far}`);
    expect(far.statusCode).toBe(200);
    const farBody = far.json();
    expect(farBody).toMatchObject({
      subject: { type: 'parcel', id: ids.subject },
      contactId: ids.far,
      companyId: null,
      name: names.far,
      listed: false,
    });
    expect(farBody.explanations).toHaveLength(1);
    const e = farBody.explanations[0];
    expect(e.kind).toBe('realEstateAgents');
    expect(e.dimensions.map((d: { dimension: string; ok: boolean }) => [d.dimension, d.ok])).toEqual([
      ['area', true],
      ['specialty', true],
      ['localWork', false],
    ]);
    expect(e.lines).toEqual(
      expect.arrayContaining([
        `Area: ${place.city} in ${place.tag} ✓ (agent serves ${place.tag})`,
        'Specialty: Land ✓ (agent: Land)',
        'Works nearby: office 20 mi away; no listing nearby ✗',
        'Listings: none within 5 mi in the last 2 years ✗',
      ]),
    );
    const elsewhere = (await explain(`contactId=${ids.elsewhere}`)).json().explanations[0];
    expect(elsewhere.listed).toBe(false);
    expect(elsewhere.lines[0]).toBe(`Area: ${place.city} ✗ (agent serves Somewhere Else)`);

    // A listed agent: the same score as its row in the list.
    const both = (await explain(`contactId=${ids.both}&matchingType=Real Estate Agents`)).json();
    const rows = await all(`/parcels/all-matching?id=${ids.subject}&matchingType=realEstateAgents`);
    expect(both.listed).toBe(true);
    expect(both.explanations[0].score).toBe(rows.find((r) => r.id === ids.both)!.score);
    expect(both.explanations[0].dimensions.every((d: { ok: boolean }) => d.ok)).toBe(true);

    // A company: each of its contacts; listed through the one that works here.
    const company = (await explain(`companyId=${ids.brokerageHere}`)).json();
    expect(company.listed).toBe(true);
    expect(company.name).toMatch(/^Company /);
    expect(
      company.explanations.map((x: { contactId: number; listed: boolean }) => [x.contactId, x.listed]),
    ).toEqual([
      [ids.listings, true],
      [ids.far, false],
    ]);

    // A project subject.
    const project = await explain(`contactId=${ids.office}`, user, `projects/matches/${ids.project}`);
    expect(project.statusCode).toBe(200);
    expect(project.json().subject).toEqual({ type: 'project', id: ids.project });
  });

  it('the explain call answers as the matches do: 403 without data access or on Free Trial, 404, 400', async () => {
    const q = `contactId=${ids.office}`;
    expect((await explain(q, registered)).json()).toMatchObject({
      statusCode: 403,
      message: 'Please contact admin for further access',
    });
    const free = await explain(q, trial);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe('Upgrade to view details');
    // The matches themselves stay open to Free Trial (placeholders), as before.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/parcels/all-matching?id=${ids.subject}&matchingType=realEstateAgents`,
          headers: trial,
        })
      ).statusCode,
    ).toBe(200);
    const noParcel = await explain(q, user, 'parcels/matches/999999999');
    expect(noParcel.statusCode).toBe(404);
    expect(noParcel.json().message).toBe('Parcel not found');
    const noContact = await explain('contactId=999999999');
    expect(noContact.statusCode).toBe(404);
    expect(noContact.json().message).toBe('Contact not found');
    expect((await explain('companyId=999999999')).json().message).toBe('Company not found');
    for (const bad of ['', `contactId=${ids.office}&companyId=${ids.brokerageHere}`]) {
      const res = await explain(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^contactId: /);
    }
    // A contact of no contact group has nothing to explain.
    const owner = await insertContact(t.database.db, { types: ['Land Owner'] });
    expect((await explain(`contactId=${owner}`)).json()).toMatchObject({ listed: false, explanations: [] });
  });
});

describe('[MATCHING] in a dense city, the nearest offices and those who list there', () => {
  let t: TestApp;
  let user: Headers;
  const place = new Place();
  const { all } = matchingReader(
    () => t,
    () => user,
  );
  const agents: number[] = [];
  let subject = 0;

  beforeAll(async () => {
    ({ t, user } = await startMatchingApp('Subscribed'));
    const db = t.database.db;
    subject = await insertParcel(db, place, { acreage: 2, zoning: 'R-1-8', sfLots: 6 });
    // 21 offices 0.2 mi apart, the farthest 4.2 mi off: all within AGENT_OFFICE_MILES.
    for (let i = 1; i <= AGENT_NEAREST_OFFICES + 1; i++)
      agents.push(
        await insertContact(db, {
          name: `Dense Agent ${i} ${place.city}`,
          types: ['Real Estate Agent'],
          match_area_tags: [place.tag],
          agent_specialties: ['Land'],
          location: place.point(0, 0.2 * i * MILE),
        }),
      );
  });
  afterAll(() => t?.close());

  it(`lists the ${AGENT_NEAREST_OFFICES} nearest offices, and a farther agent only once they list nearby`, async () => {
    const url = `/parcels/all-matching?id=${subject}&matchingType=realEstateAgents`;
    const last = agents.at(-1)!;
    let listed = idsOf(await all(url));
    expect(listed.sort((a, b) => a - b)).toEqual(agents.slice(0, AGENT_NEAREST_OFFICES));
    const why = await t.app.inject({
      method: 'GET',
      url: `/api/parcels/matches/${subject}/explain?contactId=${last}`,
      headers: user,
    });
    expect(why.json().explanations[0].lines).toContain(
      'Works nearby: office 4.2 mi away (within 5 mi, but not among the 20 nearest offices); no listing nearby ✗',
    );
    // A sale of their own near the parcel is evidence wherever their office is.
    await insertListing(t.database.db, place, {
      agent: `Dense Agent ${AGENT_NEAREST_OFFICES + 1} ${place.city}`,
      dx: 0.5 * MILE,
      status: 'Sold',
      daysAgo: 30,
    });
    listed = idsOf(await all(url));
    expect(listed).toContain(last);
    expect(listed).toHaveLength(AGENT_NEAREST_OFFICES + 1);
  });
});
