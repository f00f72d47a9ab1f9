import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedUser } from './users-fixtures.js';
import {
  getSheet,
  insertSheetParcel,
  insertWaterRight,
  loadSheetGeography,
  putSheet,
  sheetOf,
  type SheetParcel,
} from './qualification-fixtures.js';

// Who may read and save a qualification sheet, which parcel a path names, and what a new sheet shows from its
// parcel (issue 18).

type Caller = 'anonymous' | SubscriptionStatus | 'admin' | 'registeredAdmin';
const USER_STATUSES: SubscriptionStatus[] = [
  'Registered',
  'Free Trial',
  'Free Trial Ended',
  'Subscribed',
  'Subscription Cancelled',
  'Subscription Expired',
  'Test User',
];
const CALLERS: Caller[] = ['anonymous', ...USER_STATUSES, 'admin', 'registeredAdmin'];
const expected = (c: Caller) =>
  c === 'anonymous' ? 401 : c === 'admin' || c === 'registeredAdmin' ? 200 : 403;

describe('[QUALIFICATION] who may read and save a sheet', () => {
  let t: TestApp;
  let parcel: SheetParcel;
  const tokens: Partial<Record<Caller, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await loadSheetGeography(t);
    parcel = await insertSheetParcel(t, { ownership_name: 'HOLT, MARTHA' });
    for (const status of USER_STATUSES) tokens[status] = (await seedUser(t, { status })).token;
    tokens.admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
    tokens.registeredAdmin = (await seedUser(t, { role: 'admin', status: 'Registered' })).token;
  });
  afterAll(() => t.close());

  const rows = CALLERS.flatMap((caller) =>
    (['GET', 'PUT'] as const).map((method) => ({ caller, method, code: expected(caller) })),
  );

  it.each(rows)(
    '$method by $caller → $code; a refused save changes nothing',
    async ({ caller, method, code }) => {
      const token = tokens[caller as keyof typeof tokens];
      const before = await sheetOf(t, tokens.admin!, parcel.parcelId);
      const res =
        method === 'GET'
          ? await getSheet(t, token, parcel.parcelId)
          : await putSheet(t, token, parcel.parcelId, {
              version: before.version,
              fields: { lead_source: `Lead by ${caller}` },
            });
      expect(res.statusCode).toBe(code);
      if (code === 403) expect(res.json().message).toBe('Admins only');
      const after = await sheetOf(t, tokens.admin!, parcel.parcelId);
      if (code === 200 && method === 'PUT') {
        expect(after.fields.lead_source).toBe(`Lead by ${caller}`);
        expect(after.version).toBe(before.version + 1);
      } else expect(after).toEqual(before);
    },
  );

  it('a path names the parcel by parcel id, formatted parcel id or record id: the same sheet', async () => {
    const byParcelId = await sheetOf(t, tokens.admin!, parcel.parcelId);
    expect(await sheetOf(t, tokens.admin!, parcel.formattedParcelId!)).toEqual(byParcelId);
    expect(await sheetOf(t, tokens.admin!, parcel.id)).toEqual(byParcelId);
    expect(byParcelId.parcel).toEqual({
      id: parcel.id,
      parcelId: parcel.parcelId,
      formattedParcelId: parcel.formattedParcelId,
      // Where the values the sheet shows from the parcel come from, and as of when (docs/data.md, "Provenance").
      // (a hand-made parcel of source 'test', which names no date: unknown).
      county: 'Washington',
      source: 'test',
      sourceAsOf: null,
    });
  });

  it('an unknown parcel is a 404 for GET and PUT, and a save for it stores nothing', async () => {
    for (const ref of ['00000000000000', '99-99-999-999-9999', '999999999999']) {
      const get = await getSheet(t, tokens.admin, ref);
      expect(get.statusCode, ref).toBe(404);
      expect(get.json().message).toBe('Parcel not found');
      const put = await putSheet(t, tokens.admin, ref, { version: 0, fields: { lead_source: 'x' } });
      expect(put.statusCode, ref).toBe(404);
    }
    const count = await t.database.db
      .selectFrom('parcel_extra_info')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parcel_id', '=', 999999999999)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('the OpenAPI document describes both calls, the save saying how concurrent saves merge', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = docs.paths['/parcels-extra-info/{parcelId}'];
    expect(path.get.responses['200']).toBeDefined();
    expect(path.put.description).toMatch(/merge per field/);
    expect(path.put.description).toMatch(/409/);
  });

  it('a path with control characters is a 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/parcels-extra-info/12%00',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^parcelId: /);
  });
});

describe('[QUALIFICATION] a new sheet shows its parcel where nothing was saved', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp();
    await loadSheetGeography(t);
    admin = (await seedUser(t, { role: 'admin', status: 'Subscribed' })).token;
  });
  afterAll(() => t.close());

  it('a person owner: name as First Last, address, city, county, zoning, parcel id, building, water rights nearby', async () => {
    const lng = -113.5;
    const lat = 37.1;
    const parcel = await insertSheetParcel(t, {
      lng,
      lat,
      acreage: 5.1234,
      ownership_name: 'VAN DYKE, JOHN M & MARY',
      owner_type: 'Person',
      address: '1450 W Red Cliffs Dr',
      city: 'Hurricane',
      county: 'Washington',
      actual_zoning: 'R-1-10',
      property_info_building: true,
    });
    // A point of diversion about 600 m away: within the mile.
    await insertWaterRight(t, lng + 0.006, lat + 0.003);
    const sheet = await sheetOf(t, admin, parcel.parcelId);
    expect(sheet.fields).toMatchObject({
      acreage: 5.12,
      owner_name_processed: 'JOHN VAN DYKE',
      company_name: null,
      property_address: '1450 W Red Cliffs Dr',
      city: 'Hurricane',
      county: 'Washington',
      actualZoning: 'R-1-10',
      parcelId: parcel.formattedParcelId,
      property_info_building: true,
      water_rights: true,
      has_active_listing: null,
      listing_price: null,
      property_tag: [],
      email: null,
    });
    expect([...sheet.prefilled].sort()).toEqual(
      [
        'acreage',
        'owner_name_processed',
        'property_address',
        'city',
        'county',
        'actualZoning',
        'parcelId',
        'property_info_building',
        'water_rights',
      ].sort(),
    );
    expect(sheet).toMatchObject({ version: 0, notes: [], saves: [], updatedAt: null, updatedBy: null });
  });

  it('a company owner fills the company name; an active listing its price; no water right nearby leaves it empty', async () => {
    const parcel = await insertSheetParcel(t, {
      lng: -113.7,
      lat: 37.9,
      ownership_name: 'CEDAR RIDGE HOLDINGS LLC',
      owner_type: 'LLC',
      mls_status: 'Active',
      mls_listing_price: 850000,
      formatted: false,
    });
    const sheet = await sheetOf(t, admin, parcel.parcelId);
    expect(sheet.fields).toMatchObject({
      owner_name_processed: 'CEDAR RIDGE HOLDINGS LLC',
      company_name: 'CEDAR RIDGE HOLDINGS LLC',
      has_active_listing: true,
      listing_price: 850000,
      water_rights: null,
      property_info_building: false,
      parcelId: parcel.parcelId,
    });
    expect(sheet.prefilled).toContain('company_name');
    expect(sheet.prefilled).not.toContain('water_rights');
  });

  it('a saved field stops following the parcel, even when cleared; the others still do', async () => {
    const parcel = await insertSheetParcel(t, {
      ownership_name: 'OKAFOR, GRACE',
      owner_type: 'Person',
      actual_zoning: 'A-20',
    });
    const res = await putSheet(t, admin, parcel.parcelId, {
      version: 0,
      fields: { owner_name_processed: 'Grace Okafor-Reyes', actualZoning: null },
    });
    expect(res.statusCode).toBe(200);
    await t.database.db
      .updateTable('parcels')
      .set({ ownership_name: 'SOMEONE, ELSE', actual_zoning: 'R-2', acreage: 7 })
      .where('id', '=', parcel.id)
      .execute();
    const sheet = await sheetOf(t, admin, parcel.parcelId);
    expect(sheet.fields.owner_name_processed).toBe('Grace Okafor-Reyes');
    expect(sheet.fields.actualZoning).toBeNull();
    expect(sheet.fields.acreage).toBe(7);
    expect(sheet.prefilled).not.toContain('owner_name_processed');
    expect(sheet.prefilled).not.toContain('actualZoning');
    expect(sheet.prefilled).toContain('acreage');
  });
});
