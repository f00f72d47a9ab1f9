import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser, type SeededUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

describe('[PROJECTS] parent and child projects: lists, details, names, markers and relations', () => {
  let t: TestApp;
  let me: SeededUser;
  const city = uniqueCity();
  let parent = 0;
  let children: number[] = [];
  let parcels: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    me = await seedUser(t, { status: 'Subscribed' });
    parcels = await insertParcels(t, city, [
      { lng: -112.7, lat: 38.2 },
      { lng: -112.698, lat: 38.2 },
      { lng: -112.696, lat: 38.2 },
    ]);
    parent = await insertProject(t, city, {
      name: 'Juniper Hollow',
      lng: -112.7,
      lat: 38.21,
      project_status: 'Seeking Final',
      parcels: [{ id: parcels[0]! }],
    });
    children = [];
    for (const [i, name] of [
      'Juniper Hollow Phase 1',
      'Juniper Hollow Phase 2',
      'Juniper Hollow Phase 3',
    ].entries())
      children.push(
        await insertProject(t, city, {
          name,
          parent,
          lng: -112.7 + i * 0.001,
          lat: 38.211,
          project_status: i === 0 ? 'For Sale' : 'Concept',
          parcels: [{ id: parcels[Math.min(i + 1, 2)]!, buildable: i !== 2 }],
        }),
      );
    await t.database.db
      .insertInto('project_bookmarks')
      .values({ user_id: me.id, project_id: children[1]!, type: 'child' })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(me.token) });

  it('lists parents under /parent-projects and children under /projects', async () => {
    const parents = (await get(`/api/parent-projects?${qs({ cities: city })}`)).json();
    expect(parents.data).toHaveLength(1);
    expect(parents.data[0]).toMatchObject({
      id: parent,
      isChild: false,
      project_name_processed: 'Juniper Hollow',
      childCount: 3,
      parcelCount: 1,
      lat: 38.21,
      existsInBookmarks: false,
    });
    const kids = (await get(`/api/projects?${qs({ cities: city, limit: 2 })}`)).json();
    expect(kids.pagination).toEqual({ page: 1, limit: 2, totalItems: 3, totalPages: 2 });
    expect(
      kids.data.map((p: { id: number; existsInBookmarks: boolean }) => [p.id, p.existsInBookmarks]),
    ).toEqual([
      [children[0], false],
      [children[1], true],
    ]);
  });

  it("describes a parent with all its parcels (its children's too) and a child with its parent", async () => {
    const info = (await get(`/api/parent-projects/info/${parent}`)).json();
    expect(info).toMatchObject({
      id: parent,
      project_status: 'Seeking Final',
      parentName: null,
      childCount: 3,
    });
    expect(info.parcels).toHaveLength(3);
    expect([info.buildableParcels, info.alreadyBuildedParcels, info.buildableAndNonBuildableParcels]).toEqual(
      [3, 1, 3],
    );
    const child = (await get(`/api/projects/info/${children[0]}`)).json();
    expect(child).toMatchObject({ isChild: true, parent_project_id: parent, parentName: 'Juniper Hollow' });
    expect((await get(`/api/projects/allData/${children[0]}`)).json().data).toMatchObject({
      name: 'Juniper Hollow Phase 1',
    });
    expect((await get('/api/projects/info/999999999')).statusCode).toBe(404);
  });

  it('finds names for look-ups', async () => {
    const parents = (await get('/api/parent-projects/names?name=juniper')).json();
    expect(parents.data.map((n: { name: string }) => n.name)).toContain('Juniper Hollow');
    expect(parents.data.map((n: { name: string }) => n.name)).not.toContain('Juniper Hollow Phase 1');
    const kids = (await get('/api/child-projects/names?name=juniper hollow phase&take=2&page=2')).json();
    expect(kids.data.map((n: { name: string }) => n.name)).toEqual(['Juniper Hollow Phase 3']);
    expect(kids.pagination.totalItems).toBe(3);
    const all = (await get('/api/projects/names?name=juniper hollow')).json();
    expect(all.pagination.totalItems).toBe(4);
  });

  it('answers children, parent, markers and centres', async () => {
    const kids = (await get(`/api/parent-projects/${parent}/children?take=2&page=1`)).json();
    expect(kids.data.map((k: { id: number }) => k.id)).toEqual(children.slice(0, 2));
    expect(kids.pagination.totalItems).toBe(3);
    const filtered = (await get(`/api/parent-projects/${parent}/children?projectStatus=For Sale`)).json();
    expect(filtered.data.map((k: { id: number }) => k.id)).toEqual([children[0]]);
    const byName = (
      await get(`/api/parent-projects/${parent}/children?projectStatus=For Sale&isNameSearch=true`)
    ).json();
    expect(byName.pagination.totalItems).toBe(3);
    expect((await get(`/api/parent-projects/${children[0]}/children`)).statusCode).toBe(404);
    expect((await get(`/api/child-projects/${children[2]}/parent`)).json().data.id).toBe(parent);
    expect((await get(`/api/child-projects/${parent}/parent`)).statusCode).toBe(404);

    const markers = (await get(`/api/projects/child-coordinates?parentId=${parent}&limit=2`)).json();
    expect(markers.projects.map((m: { id: number }) => m.id)).toEqual(children.slice(0, 2));
    expect(markers.pagination.totalItems).toBe(3);
    const missing = await get('/api/projects/child-coordinates');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^parentId/);
    const parentMarker = (await get(`/api/parent-projects/parent-coordinates?childId=${children[1]}`)).json();
    expect(parentMarker.projects).toEqual([
      expect.objectContaining({ id: parent, isChild: false, lat: 38.21, lng: -112.7 }),
    ]);
    expect((await get(`/api/projects/parent-center?childId=${children[1]}`)).json()).toEqual({
      lat: 38.21,
      lng: -112.7,
    });
    const all = (await get(`/api/parent-projects/all-coordinates?${qs({ cities: city })}`)).json();
    expect(all.projects.map((m: { id: number }) => m.id)).toEqual([parent]);
    const center = (await get(`/api/projects/center?${qs({ cities: city })}`)).json();
    expect(center.lat).toBeCloseTo(38.211, 6);
  });
});
