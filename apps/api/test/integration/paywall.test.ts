// The paywall's data answers (issue 12, items 4 and 12): admin-only scores, and what Free Trial may see of
// company names and the map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createUser,
  insertCompany,
  insertParcel,
  insertProject,
  linkParcel,
  Place,
  type Headers,
} from '../support/matching-fixtures.js';

let t: TestApp;
let place: Place;
let parcel: number;
let project: number;
const as: Record<'admin' | 'subscribed' | 'trial', Headers> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  place = new Place();
  parcel = await insertParcel(db, place);
  await insertParcel(db, place, { dx: 60 });
  project = await insertProject(db, place, { dx: 0, dy: 0 });
  await linkParcel(db, project, parcel, true);
  await db
    .updateTable('parcels')
    .set({ workability_score: 70, reasonability_score: 60, disposition_score: 50 })
    .where('id', '=', parcel)
    .execute();
  for (let i = 0; i < 3; i++) await insertCompany(db, []);
  as.admin = (await createUser(t, 'admin', 'Subscribed')).headers;
  as.subscribed = (await createUser(t, 'user', 'Subscribed')).headers;
  as.trial = (await createUser(t, 'user', 'Free Trial')).headers;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('[PAYWALL] data answers by status', () => {
  it('leaves the admin-only scores out of /parcels/allData for non-admins', async () => {
    const user = (await get(`/parcels/allData/${parcel}`, as.subscribed)).json().data;
    expect(user.id).toBe(parcel);
    expect(user.ownership_name).toBeTruthy();
    expect(user).not.toHaveProperty('workability_score');
    expect(user).not.toHaveProperty('reasonability_score');
    expect(user).not.toHaveProperty('disposition_score');
    const admin = (await get(`/parcels/allData/${parcel}`, as.admin)).json().data;
    expect(admin).toMatchObject({ workability_score: 70, reasonability_score: 60, disposition_score: 50 });
  });

  it('gives Free Trial one placeholder company name', async () => {
    const trial = await get('/companies/name?name=Company&limit=100', as.trial);
    expect(trial.statusCode).toBe(200);
    expect(trial.json().data).toEqual([
      { id: expect.any(Number), placeholder: true, message: 'Upgrade to view details' },
    ]);
    const paid = (await get('/companies/name?name=Company&limit=100', as.subscribed)).json().data;
    expect(paid.length).toBeGreaterThanOrEqual(3);
    // Whole names, as searched (other files of the run add companies of their own).
    for (const c of paid) expect(c.name).toMatch(/company/i);
  });

  it('shows Free Trial polygons to select at polygon zoom, without parcel numbers or names', async () => {
    const [x, y] = place.at(0, 0);
    const viewport = encodeURIComponent(
      JSON.stringify({
        northEast: { lat: y + 0.01, lng: x + 0.01 },
        southWest: { lat: y - 0.01, lng: x - 0.01 },
      }),
    );
    const url = `/parcels/all-coordinates?zoom=17&viewport=${viewport}&centeredParcelId=${parcel}`;
    const trial = await get(url, as.trial);
    expect(trial.statusCode).toBe(200);
    const body = trial.json();
    // Shapes to select (and see locked), but no parcel number, project name or centred record.
    expect(body.mode).toBe('polygons');
    expect(body.parcels.map((p: { id: number }) => p.id)).toContain(parcel);
    for (const p of body.parcels) expect(p.parcelId).toBe('');
    for (const p of body.projects) expect(p.name).toBe('');
    expect(body.centeredParcel).toBeUndefined();
    const paid = (await get(url, as.subscribed)).json();
    expect(paid.mode).toBe('polygons');
    expect(paid.parcels.map((p: { id: number }) => p.id)).toContain(parcel);
  });

  it("refuses a project's parcels on the map to Free Trial: 'Please upgrade to view on map'", async () => {
    const trial = await get(`/parcels/all-coordinates/${project}`, as.trial);
    expect(trial.statusCode).toBe(403);
    expect(trial.json().message).toBe('Please upgrade to view on map');
    const paid = await get(`/parcels/all-coordinates/${project}`, as.subscribed);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().parcels.map((p: { id: number }) => p.id)).toEqual([parcel]);
  });
});
