import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createParcel, createProject, createUser, type TestUser } from './bookmarks-fixtures.js';

describe('[BOOKMARKS] parcel and project bookmarks belong to one user and one survey taker', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let parcelA: number;
  let parcelB: number;
  let parent: number;
  let child: number;

  const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.auth });
  const post = (u: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: u.auth, payload });
  const del = (u: TestUser, url: string) => t.app.inject({ method: 'DELETE', url, headers: u.auth });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t);
    bob = await createUser(t);
    parcelA = await createParcel(t, 'Alice Parcel Owner');
    parcelB = await createParcel(t, 'Second Owner');
    parent = await createProject(t, 'Bookmark Parent Project');
    child = await createProject(t, 'Bookmark Child Phase', parent);
  });
  afterAll(() => t.close());

  it('bookmarks a parcel with a description and lists it as a parcel card', async () => {
    const res = await post(alice, '/api/parcels-bookmarks', {
      parcel_id: parcelA,
      description: 'Corner lot',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      parcel_id: parcelA,
      description: 'Corner lot',
      survey_taker: '',
      message: 'Parcel bookmarked successfully!',
    });

    const list = await get(alice, '/api/parcels-bookmarks?page=1&take=50');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, totalItems: 1, totalPages: 1 });
    expect(body.data[0]).toMatchObject({
      id: parcelA,
      description: 'Corner lot',
      ownershipName: 'Alice Parcel Owner',
      existsInBookmarks: true,
      geomCenter: { type: 'Point' },
    });
  });

  it('refuses a description over 15 characters, an unknown parcel and a duplicate', async () => {
    const long = await post(alice, '/api/parcels-bookmarks', {
      parcel_id: parcelB,
      description: 'x'.repeat(16),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/description/);

    const unknown = await post(alice, '/api/parcels-bookmarks', { parcel_id: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Parcel not found');

    const dup = await post(alice, '/api/parcels-bookmarks', { parcel_id: parcelA });
    expect(dup.statusCode).toBe(409);

    const missing = await post(alice, '/api/parcels-bookmarks', { description: 'no id' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/parcel_id/);

    const list = await get(alice, '/api/parcels-bookmarks');
    expect(list.json().pagination.totalItems).toBe(1);
  });

  it("never shows or deletes another user's bookmarks, and leaves them unchanged", async () => {
    const mine = (await get(alice, '/api/parcels-bookmarks')).json().data[0];
    expect((await get(bob, '/api/parcels-bookmarks')).json().pagination.totalItems).toBe(0);
    expect((await get(bob, '/api/bookmarks')).json().data).toEqual({ parcels: [], projects: [] });

    const byId = await del(bob, `/api/parcels-bookmarks/${mine.bookmarkId}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().message).toBe('Bookmark not found');
    const missingId = await del(bob, '/api/parcels-bookmarks/999999999');
    expect(missingId.json()).toEqual(byId.json());
    expect((await del(bob, `/api/parcels-bookmarks/parcel/${parcelA}`)).statusCode).toBe(404);
    expect((await del(bob, `/api/bookmarks/${mine.bookmarkId}?kind=parcel`)).statusCode).toBe(404);

    const after = (await get(alice, '/api/parcels-bookmarks')).json();
    expect(after.pagination.totalItems).toBe(1);
    expect(after.data[0].bookmarkId).toBe(mine.bookmarkId);

    // Bob may bookmark the same parcel himself: scopes are per user.
    expect((await post(bob, '/api/parcels-bookmarks', { parcel_id: parcelA })).statusCode).toBe(201);
    expect((await get(alice, '/api/parcels-bookmarks')).json().pagination.totalItems).toBe(1);
  });

  it('bookmarks parent and child projects, checks the type and lists them by isChild', async () => {
    const wrong = await post(alice, '/api/projects-bookmarks', { project_id: child, type: 'parent' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^type/);

    const p = await post(alice, '/api/projects-bookmarks', {
      project_id: parent,
      type: 'parent',
      description: 'Big one',
      from: 'moreInfoPopup',
      dataArgs: { any: 'thing' },
    });
    expect(p.statusCode).toBe(201);
    expect(p.json()).toMatchObject({
      title: 'Bookmark Parent Project',
      message: 'Project bookmarked successfully!',
    });
    const c = await post(alice, '/api/bookmarks', { project_id: child, type: 'child' });
    expect(c.statusCode).toBe(201);
    expect(
      (await post(alice, '/api/projects-bookmarks', { project_id: child, type: 'child' })).statusCode,
    ).toBe(409);
    expect(
      (await post(alice, '/api/projects-bookmarks', { project_id: 999_999_999, type: 'child' })).statusCode,
    ).toBe(404);

    const parents = (await get(alice, '/api/projects-bookmarks?isChild=false')).json();
    expect(parents.data.map((d: { id: number }) => d.id)).toEqual([parent]);
    expect(parents.data[0]).toMatchObject({
      type: 'parent',
      childCount: 1,
      project_name_processed: 'Bookmark Parent Project',
    });
    const children = (await get(alice, '/api/projects-bookmarks?isChild=true')).json();
    expect(children.data.map((d: { id: number }) => d.id)).toEqual([child]);

    const coords = (
      await get(alice, '/api/projects-bookmarks/all-coordinates?isChild=true&page=1&take=1000')
    ).json();
    expect(coords.data).toHaveLength(1);
    expect(coords.data[0]).toMatchObject({
      id: child,
      kind: 'project',
      isChild: true,
      lat: 40.39,
      lng: -111.85,
    });

    const both = (await get(alice, '/api/bookmarks')).json().data;
    expect(both.parcels).toHaveLength(1);
    expect(both.projects).toHaveLength(2);

    // Bob cannot remove Alice's project bookmark.
    const childBookmark = children.data[0].bookmarkId;
    expect((await del(bob, `/api/bookmarks/${childBookmark}?kind=project`)).statusCode).toBe(404);
    expect((await del(bob, `/api/projects-bookmarks/project/${child}`)).statusCode).toBe(404);
    expect((await get(alice, '/api/projects-bookmarks')).json().pagination.totalItems).toBe(2);

    // Alice removes them: by bookmark id, then by project id.
    const removed = await del(alice, `/api/bookmarks/${childBookmark}?kind=project`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Bookmark deleted successfully!');
    expect((await del(alice, `/api/projects-bookmarks/project/${parent}?type=parent`)).statusCode).toBe(200);
    expect((await get(alice, '/api/projects-bookmarks')).json().pagination.totalItems).toBe(0);
  });

  it('returns parcel coordinates and removes a parcel bookmark by parcel id and by bookmark id', async () => {
    const coords = (await get(alice, '/api/parcels-bookmarks/all-coordinates')).json();
    expect(coords.data[0]).toMatchObject({ id: parcelA, kind: 'parcel', points: { type: 'MultiPolygon' } });

    expect((await del(alice, `/api/parcels-bookmarks/parcel/${parcelA}`)).statusCode).toBe(200);
    expect((await get(alice, '/api/parcels-bookmarks')).json().pagination.totalItems).toBe(0);
    const again = await post(alice, '/api/bookmarks', { parcel_id: parcelB, description: '' });
    expect(again.statusCode).toBe(201);
    expect(again.json().description).toBeNull();
    expect((await del(alice, `/api/parcels-bookmarks/${again.json().id}`)).statusCode).toBe(200);
    expect((await del(alice, `/api/parcels-bookmarks/${again.json().id}`)).statusCode).toBe(404);
  });

  it('scopes bookmarks by survey taker; only admins may act for another survey taker', async () => {
    const other = await post(alice, '/api/parcels-bookmarks', {
      parcel_id: parcelB,
      survey_taker: 'someone@x.com',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only admins may act for another survey taker');
    expect((await get(alice, '/api/parcels-bookmarks?surveyTaker=someone@x.com')).statusCode).toBe(403);
    // Her own e-mail is the same as acting for herself.
    const own = await post(alice, '/api/parcels-bookmarks', {
      parcel_id: parcelB,
      survey_taker: alice.email,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().survey_taker).toBe('');

    const admin = await createUser(t, 'Subscribed', 'admin');
    const taker = 'Taker@Example.com';
    expect(
      (await post(admin, '/api/parcels-bookmarks', { parcel_id: parcelB, survey_taker: taker })).statusCode,
    ).toBe(201);
    // The same parcel in the admin's own scope is a different bookmark, not a duplicate.
    expect((await post(admin, '/api/parcels-bookmarks', { parcel_id: parcelB })).statusCode).toBe(201);
    expect(
      (await post(admin, '/api/parcels-bookmarks', { parcel_id: parcelB, survey_taker: taker })).statusCode,
    ).toBe(409);
    const scoped = (await get(admin, '/api/parcels-bookmarks?surveyTaker=taker@example.com')).json();
    expect(scoped.pagination.totalItems).toBe(1);
    expect(scoped.data[0].survey_taker).toBe('taker@example.com');
    expect((await get(admin, '/api/parcels-bookmarks')).json().pagination.totalItems).toBe(1);
    expect(
      (await del(admin, `/api/parcels-bookmarks/parcel/${parcelB}?surveyTaker=${encodeURIComponent(taker)}`))
        .statusCode,
    ).toBe(200);
    expect((await get(admin, '/api/parcels-bookmarks')).json().pagination.totalItems).toBe(1);
  });

  it('shows Free Trial users their own bookmarks, refusing export-sized pages and coordinates', async () => {
    const trial = await createUser(t, 'Free Trial');
    expect((await post(trial, '/api/parcels-bookmarks', { parcel_id: parcelA })).statusCode).toBe(201);
    expect((await post(trial, '/api/parcels-bookmarks', { parcel_id: parcelB })).statusCode).toBe(201);

    // Their own data: every bookmark they made, real records, paged as they ask; no placeholders.
    const list = (await get(trial, '/api/parcels-bookmarks?page=1&take=10')).json();
    expect(list.pagination).toMatchObject({ page: 1, limit: 10, totalItems: 2 });
    expect(list.data.map((b: { id: number }) => b.id).sort()).toEqual([parcelA, parcelB].sort());
    expect(list.data.some((b: object) => 'placeholder' in b)).toBe(false);
    const second = (await get(trial, '/api/parcels-bookmarks?page=2&take=1')).json();
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, totalItems: 2 });
    expect(second.data).toHaveLength(1);
    // Only their own: another user's bookmarks never show.
    const other = await createUser(t, 'Free Trial');
    expect((await get(other, '/api/parcels-bookmarks')).json().data).toEqual([]);
    const both = (await get(trial, '/api/bookmarks')).json().data;
    expect(both.parcels.map((b: { id: number }) => b.id).sort()).toEqual([parcelA, parcelB].sort());
    expect(both.projects).toEqual([]);

    const big = await get(trial, '/api/parcels-bookmarks?take=400');
    expect(big.statusCode).toBe(403);
    expect(big.json().message).toBe('Upgrade subscription to unlock this feature');
    expect((await get(trial, '/api/projects-bookmarks?take=1000')).statusCode).toBe(403);
    expect((await get(trial, '/api/parcels-bookmarks/all-coordinates')).statusCode).toBe(403);
  });

  it('needs a signed-in user with data access', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookmarks' })).statusCode).toBe(401);
    const registered = await createUser(t, 'Registered');
    const res = await get(registered, '/api/parcels-bookmarks');
    expect(res.statusCode).toBe(403);
    expect((await post(registered, '/api/parcels-bookmarks', { parcel_id: parcelA })).statusCode).toBe(403);
  });

  it('validates paging and ids with 400', async () => {
    expect((await get(alice, '/api/parcels-bookmarks?take=0')).statusCode).toBe(400);
    expect((await get(alice, '/api/parcels-bookmarks?page=abc')).statusCode).toBe(400);
    expect((await get(alice, '/api/projects-bookmarks?isChild=maybe')).statusCode).toBe(400);
    expect((await del(alice, '/api/parcels-bookmarks/abc')).statusCode).toBe(400);
    expect((await del(alice, '/api/bookmarks/1')).statusCode).toBe(400);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths['/parcels-bookmarks']).toBeDefined();
  });
});
