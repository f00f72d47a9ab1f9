import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, type TestUser } from './bookmarks-fixtures.js';

describe('[SAVED SEARCHES] a user keeps named map query strings of their own', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.auth });
  const post = (u: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: u.auth, payload });
  const del = (u: TestUser, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: u.auth });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t);
    bob = await createUser(t);
  });
  afterAll(() => t.close());

  it('saves a query string and a /map URL, both kept as the query string', async () => {
    const a = await post(alice, { description: 'Lehi land', url: '?cities=Lehi&land=true&zoom=12' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      description: 'Lehi land',
      url: '?cities=Lehi&land=true&zoom=12',
      survey_taker: '',
    });
    const b = await post(alice, { description: 'Provo condos', url: '/map?cities=Provo&condos=true' });
    expect(b.statusCode).toBe(201);
    expect(b.json().url).toBe('?cities=Provo&condos=true');
    const c = await post(alice, {
      description: 'Full URL',
      url: 'https://app.example.com/map?counties=Utah',
    });
    expect(c.json().url).toBe('?counties=Utah');

    const list = (await get(alice, '/api/saved-searches')).json();
    expect(list.pagination.totalItems).toBe(3);
    expect(list.data.map((s: { description: string }) => s.description)).toEqual([
      'Full URL',
      'Provo condos',
      'Lehi land',
    ]);
  });

  it('filters by a case-insensitive substring of the name, with wildcards taken literally', async () => {
    const res = (await get(alice, '/api/saved-searches?search=PROVO')).json();
    expect(res.data.map((s: { description: string }) => s.description)).toEqual(['Provo condos']);
    expect((await get(alice, '/api/saved-searches?search=%25')).json().data).toEqual([]);
  });

  it('refuses URLs that are not map query strings, and empty or long names', async () => {
    for (const url of ['https://evil.example.com/steal', '/admin?x=1', 'cities=Lehi', '?a=1\nb', '']) {
      const res = await post(alice, { description: 'Bad', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/url/);
    }
    const long = await post(alice, { description: 'Long', url: `?cities=${'a'.repeat(8000)}` });
    expect(long.statusCode).toBe(400);
    expect((await post(alice, { description: '  ', url: '?a=1' })).statusCode).toBe(400);
    expect((await post(alice, { description: 'x'.repeat(201), url: '?a=1' })).statusCode).toBe(400);
    expect((await get(alice, '/api/saved-searches')).json().pagination.totalItems).toBe(3);
  });

  it("never lists or deletes another user's saved searches", async () => {
    const mine = (await get(alice, '/api/saved-searches')).json().data[0];
    expect((await get(bob, '/api/saved-searches')).json().data).toEqual([]);
    const res = await del(bob, mine.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Saved search not found');
    expect((await del(bob, 999_999_999)).json()).toEqual(res.json());
    expect((await get(alice, '/api/saved-searches')).json().pagination.totalItems).toBe(3);

    expect((await del(alice, mine.id)).statusCode).toBe(200);
    expect((await get(alice, '/api/saved-searches')).json().pagination.totalItems).toBe(2);
    expect((await del(alice, mine.id)).statusCode).toBe(404);
  });

  it('scopes saved searches by survey taker (admins only for another one)', async () => {
    expect(
      (await post(alice, { description: 'X', url: '?a=1', survey_taker: 'other@x.com' })).statusCode,
    ).toBe(403);
    expect((await get(alice, '/api/saved-searches?surveyTaker=other@x.com')).statusCode).toBe(403);

    const admin = await createUser(t, 'Subscribed', 'admin');
    expect(
      (await post(admin, { description: 'For taker', url: '?a=1', survey_taker: 'other@x.com' })).statusCode,
    ).toBe(201);
    expect((await get(admin, '/api/saved-searches')).json().data).toEqual([]);
    const scoped = (await get(admin, '/api/saved-searches?surveyTaker=other@x.com')).json();
    expect(scoped.data.map((s: { description: string }) => s.description)).toEqual(['For taker']);
  });

  it('shows Free Trial users all of their own saved searches', async () => {
    const trial = await createUser(t, 'Free Trial');
    await post(trial, { description: 'One', url: '?a=1' });
    await post(trial, { description: 'Two', url: '?a=2' });
    await post(trial, { description: 'Three', url: '?a=3' });
    const list = (await get(trial, '/api/saved-searches?limit=200')).json();
    expect(list.pagination).toMatchObject({ page: 1, limit: 200, totalItems: 3 });
    expect(list.data.map((s: { description: string }) => s.description).sort()).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    // Only their own.
    const other = await createUser(t, 'Free Trial');
    expect((await get(other, '/api/saved-searches')).json().data).toEqual([]);
  });

  it('refuses a second saved search of the same name in one scope (409), so retries store one', async () => {
    const payload = { description: 'Retried save', url: '?cities=Orem' };
    const answers = await Promise.all([post(bob, payload), post(bob, payload), post(bob, payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'A saved search with this name already exists. Please choose another name.',
    );
    expect((await post(bob, { ...payload, description: '  RETRIED save ' })).statusCode).toBe(409);
    const list = (await get(bob, '/api/saved-searches?search=retried')).json();
    expect(list.pagination.totalItems).toBe(1);
    // Another user, or another survey taker's scope, may use the name.
    expect((await post(alice, payload)).statusCode).toBe(201);
    const admin = await createUser(t, 'Subscribed', 'admin');
    expect((await post(admin, payload)).statusCode).toBe(201);
    expect((await post(admin, { ...payload, survey_taker: 'taker@x.com' })).statusCode).toBe(201);
  });
});
