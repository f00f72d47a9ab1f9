import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  insertContact,
  insertParcel,
  Place,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The survey-taker context (issue 16; spec 2.8): admins list survey takers and their client-code names, read a
// taker's matches by e-mail, and what they keep (bookmarks, the bookmark flags of match lists) is scoped by the
// taker they act for. Non-admins may act only for themselves.

describe('[SURVEY TAKERS] the survey-taker context and its scope', () => {
  let t: TestApp;
  let admin: Headers;
  let user: { id: number; headers: Headers };
  let trial: { id: number; headers: Headers };
  let userEmail: string;
  const taker = `taker-${randomUUID().slice(0, 8)}@example.test`;
  const other = `other-${randomUUID().slice(0, 8)}@example.test`;
  let takerSurvey: number;
  let clientSurvey: number;
  let parcel: number;
  let builder: number;
  const place = new Place();

  const call = async (url: string, headers: Headers, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = (await createUser(t, 'admin', 'Subscribed')).headers;
    user = await createUser(t, 'user', 'Subscribed');
    trial = await createUser(t, 'user', 'Free Trial');
    userEmail = (
      await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).email;
    builder = await insertContact(db, { types: ['Builder'], match_cities: ['Manila'] });
    parcel = await insertParcel(db, place, { areaTags: ['Daggett County'], city: 'Manila' });
    // A demo-style survey taker with no account (as the generated surveys are), and a client survey of the user.
    const insert = async (values: Record<string, unknown>) =>
      (
        await db
          .insertInto('surveys')
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    takerSurvey = await insert({
      survey_type: 'Land Owner',
      email: taker,
      firstname: 'Tess',
      lastname: 'Taker',
      response: JSON.stringify({ acres: '10', city: 'Manila', current_zoning: 'Agricultural' }),
    });
    await insert({
      survey_type: 'Water Right',
      email: other,
      firstname: 'Otto',
      response: JSON.stringify({ water_right_city: 'Manila' }),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: user.headers,
      payload: {
        surveyName: 'Real Estate Agent Client Survey',
        response: {
          client_code_name: 'Harper Ranch',
          client_type: 'Property Seller',
          acres: '40',
          city: 'Manila',
          current_zoning: 'Agricultural',
          seller_utah_area_tags: 'Daggett County',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    clientSurvey = res.json().id;
  });
  afterAll(() => t?.close());

  it('lists survey takers with their surveys for admins only, searchable by e-mail or name', async () => {
    const r = await call(`/surveys/contacts?email=${encodeURIComponent(taker.slice(0, 12))}`, admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        email: taker,
        firstname: 'Tess',
        lastname: 'Taker',
        surveys: [expect.objectContaining({ surveyid: takerSurvey, surveyName: 'Land Owner Survey' })],
      }),
    ]);
    expect(r.body.pagination.totalItems).toBe(1);
    const byName = await call('/surveys/contacts?email=tess%20taker', admin);
    expect(byName.body.data.map((x: { email: string }) => x.email)).toContain(taker);
    expect((await call('/surveys/contacts', user.headers)).status).toBe(403);
  });

  it('answers the client-code names of your client surveys, or of a taker for an admin', async () => {
    const mine = await call('/surveys/clientcodenames', user.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        surveyid: clientSurvey,
        clientCodeName: 'Harper Ranch',
        surveyName: 'Real Estate Agent Client Survey',
        clientType: 'Property Seller',
      }),
    ]);
    const filtered = await call('/surveys/clientcodenames?clientcode=nomatch', user.headers);
    expect(filtered.body.data).toEqual([]);
    const bySurvey = await call(
      `/surveys/clientcodenames?surveyName=${encodeURIComponent('Builder Client Survey')}`,
      user.headers,
    );
    expect(bySurvey.body.data).toEqual([]);
    const asAdmin = await call(`/surveys/clientcodenames?email=${encodeURIComponent(userEmail)}`, admin);
    expect(asAdmin.body.data.map((x: { surveyid: number }) => x.surveyid)).toEqual([clientSurvey]);
    const refused = await call(`/surveys/clientcodenames?email=${encodeURIComponent(taker)}`, user.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only admins may choose a survey taker');
  });

  it("reads a taker's matches by e-mail: admins any taker's, users their own", async () => {
    const counts = await call(`/contacts/resultsCount?email=${encodeURIComponent(taker)}`, admin);
    expect(counts.status).toBe(200);
    expect(counts.body.surveyid).toBe(takerSurvey);
    expect(counts.body.surveyName).toBe('Land Owner Survey');
    const builders = counts.body.data.find((c: { matchingtype: string }) => c.matchingtype === 'builders');
    const list = await call(
      `/contacts/results?email=${encodeURIComponent(taker)}&matchingtype=builders&matchingRecordsLimit=100`,
      admin,
    );
    expect(list.body.pagination.totalItems).toBe(builders.contactsCount);
    expect(list.body.data.map((r: Row) => r.id)).toContain(builder);

    const own = await call('/contacts/resultsCount', user.headers);
    expect(own.body.surveyid).toBe(clientSurvey);
    const refused = await call(`/contacts/resultsCount?email=${encodeURIComponent(taker)}`, user.headers);
    expect(refused.status).toBe(403);
    expect((await call('/contacts/resultsCount', admin)).status).toBe(404);
    const someoneElses = await call(
      `/contacts/resultsCount?email=${encodeURIComponent(taker)}&surveyid=${clientSurvey}`,
      admin,
    );
    expect(someoneElses.status).toBe(404);
  });

  it('lists contacts by e-mail for admins', async () => {
    const email = `contact-${randomUUID().slice(0, 8)}@example.test`;
    const id = await insertContact(t.database.db, { types: ['Builder'] });
    await t.database.db
      .updateTable('contacts')
      .set({ emails: [email] })
      .where('id', '=', id)
      .execute();
    const exact = await call(`/contacts?email=${encodeURIComponent(email)}`, admin);
    expect(exact.status).toBe(200);
    expect(exact.body.data).toEqual([expect.objectContaining({ id, emails: [email], surveyCount: 0 })]);
    const part = await call(`/contacts?email=${email.slice(0, 16)}`, admin);
    expect(part.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call('/contacts', user.headers)).status).toBe(403);
  });

  it("scopes an admin's bookmarks by survey taker: one taker's are not seen under another", async () => {
    const add = await call('/parcels-bookmarks', admin, 'POST', { parcel_id: parcel, survey_taker: taker });
    expect(add.status).toBe(201);
    const listed = async (who: string) =>
      (await call(`/parcels-bookmarks?surveyTaker=${encodeURIComponent(who)}`, admin)).body.data.map(
        (b: { id: number }) => b.id,
      );
    expect(await listed(taker)).toContain(parcel);
    expect(await listed(other)).not.toContain(parcel);
    // The match lists flag the same bookmarks under the same taker only.
    const flag = async (who: string) => {
      const page = await call(
        `/parcels/all-matching?id=${parcel}&matchingType=parcels&limit=1000&surveyTaker=${encodeURIComponent(who)}`,
        admin,
      );
      expect(page.status).toBe(200);
      return page.body;
    };
    // The parcel's own neighbours do not include it; bookmark a neighbour to read its flag.
    const neighbour = await insertParcel(t.database.db, place, { dx: 50, dy: 0 });
    await call('/parcels-bookmarks', admin, 'POST', { parcel_id: neighbour, survey_taker: taker });
    const row = async (who: string) =>
      (await flag(who)).data.find((r: Row) => r.id === neighbour) as Row & { existsInBookmarks: boolean };
    expect((await row(taker)).existsInBookmarks).toBe(true);
    expect((await row(other)).existsInBookmarks).toBe(false);
    expect((await row('')).existsInBookmarks).toBe(false);
    const refused = await call(
      `/parcels/all-matching?id=${parcel}&matchingType=parcels&surveyTaker=${encodeURIComponent(taker)}`,
      user.headers,
    );
    expect(refused.status).toBe(403);
  });

  it('gives Free Trial users page 1 of 1 with placeholders in the matches call', async () => {
    const { id } = await t.database.db
      .insertInto('surveys')
      .values({
        user_id: trial.id,
        survey_type: 'Land Owner',
        email: `trial-${randomUUID().slice(0, 6)}@example.test`,
        response: JSON.stringify({ acres: '5', city: 'Manila', current_zoning: 'Agricultural' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await call(`/surveys/matches?surveyid=${id}&page=4&limit=10`, trial.headers);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, limit: 1 });
    const builders = r.body.data.find((e: { matchingtype: string }) => e.matchingtype === 'builders');
    expect(builders.count).toBeGreaterThan(0);
    expect(builders.list.contacts).toHaveLength(1);
    expect(builders.list.contacts[0]).toEqual({
      id: expect.any(Number),
      placeholder: true,
      message: 'Upgrade to view details',
    });
    const counts = await call(`/surveys/${id}/resultsCount`, trial.headers);
    expect(
      counts.body.data.find((c: { matchingtype: string }) => c.matchingtype === 'builders').contactsCount,
    ).toBe(builders.count);
  });
});
