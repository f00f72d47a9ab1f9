import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALIFICATION_FIELDS, type QualificationValues } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedUser } from './users-fixtures.js';
import {
  getSheet,
  insertSheetParcel,
  loadSheetGeography,
  putSheet,
  sheetOf,
  sheetUrl,
} from './qualification-fixtures.js';

// Saving a qualification sheet: every field round-trips with its type, bad input is refused naming the field and
// changes nothing, two admins saving at once never lose each other's changes, notes are added with author and time
// (issue 18).

/** A value for every field of the four tabs. */
const EVERY_FIELD: QualificationValues = {
  owner_name_processed: 'Dale Christensen',
  company_name: 'Christensen Family Farms LLC',
  phone_number: '(435) 555-0142',
  email: 'dale@christensenfarms.example',
  contact_owner: true,
  property_address: '2200 N 400 E',
  city: 'Logan',
  county: 'Cache',
  acreage: 12.75,
  sell_or_partner: 'Partner',
  lead_source: 'Direct mail, spring campaign',
  has_active_listing: true,
  listing_price: 1450000,
  desired_product: 'Single family lots, 1/4 acre',
  water_rights: true,
  acre_feet_water: 24.5,
  mortgage_how_long_delinquent: false,
  product_estimate: 0,
  neighbors_interested: true,
  neighbor_parcel_ids_has_active_listing: '04-012-0031, 04-012-0032',
  due_diligence: 'ALTA survey 2019.\nPhase I environmental 2021.',
  other_involved_parties: true,
  listed_contact_info: 'Brother Ron Christensen, (435) 555-0177',
  other_land: false,
  parcelId: '04-012-0030',
  actualZoning: 'A-10',
  neighbor_zoning: 'R-1-12',
  property_info_building: false,
  google_maps_link: 'https://maps.google.com/?q=41.77,-111.83',
  parcel_map_link: 'https://parcels.example.gov/cache/04-012-0030',
  zoning_map_link: 'https://loganutah.example/zoning-map',
  zoning_code_link: 'https://loganutah.example/code/17',
  utility_map_links: ['https://loganutah.example/water', 'https://loganutah.example/sewer'],
  has_road_access: true,
  sides_touching_developed: '3-4 sides',
  slopes_percentage: 4.5,
  boulders_overlap: false,
  basements_next_door: true,
  close_to_water: true,
  electrical_lines: 'Distribution line along the north edge',
  railroads: 'None within a mile',
  temple_distance_miles: 2.3,
  property_tag: ['Corner lot', 'Irrigated'],
  neighbor_property_tags: ['Subdivision'],
  is_in_corporated: 'Incorporated',
  preventing_project: 'Sewer capacity study pending',
  city_vision: 'Medium density near the new park',
  project_restrictions: 'Max 4 units per acre; 25 ft setbacks',
  previous_projects: '2015 townhome concept withdrawn',
};

describe('[QUALIFICATION] saving a sheet', () => {
  let t: TestApp;
  let admin = '';
  let other = '';
  let adminId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await loadSheetGeography(t);
    const a = await seedUser(t, { role: 'admin', status: 'Subscribed' });
    admin = a.token;
    adminId = a.id;
    other = (await seedUser(t, { role: 'admin', status: 'Test User' })).token;
  });
  afterAll(() => t.close());

  it('every field of the four tabs round-trips with its type; the save is logged with who and when', async () => {
    expect(Object.keys(EVERY_FIELD).sort()).toEqual([...QUALIFICATION_FIELDS].sort());
    const parcel = await insertSheetParcel(t, { ownership_name: 'CHRISTENSEN, DALE', owner_type: 'Person' });
    const res = await putSheet(t, admin, parcel.parcelId, { version: 0, fields: EVERY_FIELD });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(t, admin, parcel.parcelId);
    expect(sheet.fields).toEqual(EVERY_FIELD);
    expect(sheet.prefilled).toEqual([]);
    expect(sheet.version).toBe(1);
    expect(sheet.updatedBy).toEqual({ id: adminId, name: 'Test Admin' });
    expect(Math.abs(Date.parse(sheet.updatedAt!) - Date.now())).toBeLessThan(60_000);
    expect(sheet.saves).toHaveLength(1);
    expect(sheet.saves[0]).toMatchObject({ version: 1, savedBy: { id: adminId }, noteAdded: false });
    expect([...sheet.saves[0]!.fields].sort()).toEqual([...QUALIFICATION_FIELDS].sort());

    // Cleared values: null for single values, [] for lists; text is trimmed; the city's case follows Utah's.
    const cleared = await putSheet(t, admin, parcel.parcelId, {
      version: 1,
      fields: {
        email: '',
        property_tag: [],
        listing_price: null,
        lead_source: '  Referral  ',
        city: 'LOGAN',
      },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().fields).toMatchObject({
      email: null,
      property_tag: [],
      listing_price: null,
      lead_source: 'Referral',
      city: 'Logan',
    });
    expect(cleared.json().saves[0].fields.sort()).toEqual(
      ['email', 'property_tag', 'listing_price', 'lead_source'].sort(),
    );
  });

  const BAD: [string, Record<string, unknown>, RegExp][] = [
    ['a number as text', { fields: { acreage: '5' } }, /^fields\.acreage: /],
    ["'Yes' instead of true", { fields: { contact_owner: 'Yes' } }, /^fields\.contact_owner: /],
    ['a list as text', { fields: { property_tag: 'Corner lot' } }, /^fields\.property_tag: /],
    ['a bad e-mail', { fields: { email: 'not-an-email' } }, /^fields\.email: /],
    ['a script link', { fields: { google_maps_link: 'javascript:alert(1)' } }, /^fields\.google_maps_link: /],
    ['cents in dollars', { fields: { listing_price: 1.5 } }, /^fields\.listing_price: /],
    ['a slope over 100%', { fields: { slopes_percentage: 101 } }, /^fields\.slopes_percentage: /],
    ['negative acreage', { fields: { acreage: -1 } }, /^fields\.acreage: /],
    ['a NUL byte', { fields: { company_name: 'Acme\u0000 LLC' } }, /^fields\.company_name: /],
    ['an unknown choice', { fields: { sell_or_partner: 'Maybe' } }, /^fields\.sell_or_partner: /],
    ['an unknown field', { fields: { favourite_colour: 'blue' } }, /^fields: .*favourite_colour/],
    ['a city outside Utah', { fields: { city: 'Boise' } }, /^fields\.city: 'Boise' is not a Utah city$/],
    ['a county outside Utah', { fields: { county: 'Ada' } }, /^fields\.county: 'Ada' is not a Utah county$/],
    ['a phone with letters', { fields: { phone_number: 'call me maybe' } }, /^fields\.phone_number: /],
    ['an empty note', { note: '   ' }, /^note: Please write a note first$/],
    ['text over its limit', { fields: { lead_source: 'x'.repeat(301) } }, /^fields\.lead_source: /],
  ];

  it.each(BAD)('%s is a 400 naming the field, and nothing changes', async (_, body, message) => {
    const parcel = await insertSheetParcel(t);
    await putSheet(t, admin, parcel.parcelId, { version: 0, fields: { lead_source: 'Before', acreage: 3 } });
    const before = await sheetOf(t, admin, parcel.parcelId);
    const res = await putSheet(t, admin, parcel.parcelId, {
      version: 1,
      ...body,
      fields: { lead_source: 'After', ...(body.fields as object | undefined) },
    } as Parameters<typeof putSheet>[3]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await sheetOf(t, admin, parcel.parcelId)).toEqual(before);
  });

  it('broken JSON, a version past int4 and a huge number are 400s, never 500s', async () => {
    const parcel = await insertSheetParcel(t);
    const raw = (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: sheetUrl(parcel.parcelId),
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload,
      });
    expect((await raw('{"version": 0, "fields": {')).statusCode).toBe(400);
    expect((await raw('{"version": 0, "fields": {"acreage": [[[[')).json().message).toBe(
      'body: not valid JSON',
    );
    const hugeVersion = await raw('{"version": 2147483648, "fields": {"lead_source": "x"}}');
    expect(hugeVersion.statusCode).toBe(400);
    expect(hugeVersion.json().message).toMatch(/^version: /);
    const huge = await raw('{"version": 0, "fields": {"acreage": 1e400}}');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/^fields\.acreage: /);
    expect((await sheetOf(t, admin, parcel.parcelId)).version).toBe(0);
  });

  // Issue 26, item 12: the spec's save sends the form's values plus parcelId, with no version.
  it("the spec's body (form values at the top level, no version) changes only the fields it sends", async () => {
    const parcel = await insertSheetParcel(t);
    await putSheet(t, admin, parcel.parcelId, { version: 0, fields: { lead_source: 'Before', acreage: 3 } });
    await putSheet(t, other, parcel.parcelId, { version: 1, fields: { city_vision: 'Parks first' } });

    const res = await putSheet(t, admin, parcel.parcelId, {
      parcelId: parcel.parcelId,
      lead_source: 'Spec form',
      contact_owner: true,
      property_tag: ['Corner lot'],
      email: '',
    });
    expect(res.statusCode).toBe(200);
    const sheet = res.json() as Awaited<ReturnType<typeof sheetOf>>;
    expect(sheet.fields).toMatchObject({
      parcelId: parcel.parcelId,
      lead_source: 'Spec form',
      contact_owner: true,
      property_tag: ['Corner lot'],
      email: null,
      // Not sent: kept as they were, though saved after nothing this client read.
      acreage: 3,
      city_vision: 'Parks first',
    });
    expect(sheet.version).toBe(3);
    expect([...sheet.saves[0]!.fields].sort()).toEqual(
      ['contact_owner', 'email', 'lead_source', 'parcelId', 'property_tag'].sort(),
    );
    expect(sheet.saves[0]).toMatchObject({ version: 3, savedBy: { id: adminId } });
  });

  it("the spec's body: a bad value is a 400 naming the field; with a version the stale check applies", async () => {
    const parcel = await insertSheetParcel(t);
    await putSheet(t, admin, parcel.parcelId, { version: 0, fields: { lead_source: 'Before', acreage: 3 } });
    const before = await sheetOf(t, admin, parcel.parcelId);

    const bad = await putSheet(t, admin, parcel.parcelId, { lead_source: 'After', acreage: '5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^acreage: /);
    const unknown = await putSheet(t, admin, parcel.parcelId, {
      lead_source: 'After',
      favourite_colour: 'blue',
    } as Parameters<typeof putSheet>[3]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/favourite_colour/);
    const both = await putSheet(t, admin, parcel.parcelId, { fields: { acreage: 4 }, lead_source: 'After' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(
      "lead_source: send the fields either inside 'fields' or at the top level, not both",
    );
    const stale = await putSheet(t, other, parcel.parcelId, { version: 0, lead_source: 'After' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toEqual({ fields: ['lead_source'], version: 1 });
    expect(await sheetOf(t, admin, parcel.parcelId)).toEqual(before);
  });

  it('two admins from the same version: different fields merge, the same field → 409 and nothing lost', async () => {
    const parcel = await insertSheetParcel(t);
    const read = (await sheetOf(t, admin, parcel.parcelId)).version;
    const first = await putSheet(t, admin, parcel.parcelId, {
      version: read,
      fields: { phone_number: '801-555-0100', email: 'first@example.com' },
    });
    expect(first.statusCode).toBe(200);

    // The second admin read the same version: a different field merges.
    const merged = await putSheet(t, other, parcel.parcelId, {
      version: read,
      fields: { city_vision: 'Mixed use along Main Street' },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().fields).toMatchObject({
      phone_number: '801-555-0100',
      email: 'first@example.com',
      city_vision: 'Mixed use along Main Street',
    });

    // ... the same field, changed since, is refused whole: the first admin's e-mail stays, its phone too.
    const stale = await putSheet(t, other, parcel.parcelId, {
      version: read,
      fields: { email: 'second@example.com', railroads: 'UP line 1 mile west' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else saved this qualification sheet while you were editing it. Reload the sheet to see their changes, then make yours again.',
    );
    expect(stale.json().details).toEqual({ fields: ['email'], version: 2 });
    const after = await sheetOf(t, admin, parcel.parcelId);
    expect(after.fields).toMatchObject({ email: 'first@example.com', railroads: null });
    expect(after.version).toBe(2);

    // Sending the value someone else already saved is no conflict; after a reload the change goes through.
    const same = await putSheet(t, other, parcel.parcelId, {
      version: read,
      fields: { email: 'first@example.com' },
    });
    expect(same.statusCode).toBe(200);
    const reloaded = await putSheet(t, other, parcel.parcelId, {
      version: after.version,
      fields: { email: 'second@example.com' },
    });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json().fields.email).toBe('second@example.com');
    expect(reloaded.json().saves.map((s: { savedBy: { name: string } }) => s.savedBy.name)).toEqual([
      'Test Admin',
      'Test Admin',
      'Test Admin',
    ]);
  });

  it('saves at the same moment: both land when they touch different fields, one is refused when the same', async () => {
    const parcel = await insertSheetParcel(t);
    const apart = await Promise.all([
      putSheet(t, admin, parcel.parcelId, { version: 0, fields: { lead_source: 'Billboard' } }),
      putSheet(t, other, parcel.parcelId, { version: 0, fields: { neighbor_zoning: 'RA-1' } }),
      putSheet(t, other, parcel.parcelId, { version: 0, note: 'Called the county recorder' }),
    ]);
    expect(apart.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const both = await sheetOf(t, admin, parcel.parcelId);
    expect(both.fields).toMatchObject({ lead_source: 'Billboard', neighbor_zoning: 'RA-1' });
    expect(both.notes.map((n) => n.text)).toEqual(['Called the county recorder']);
    expect(both.version).toBe(3);

    const clash = await Promise.all([
      putSheet(t, admin, parcel.parcelId, { version: 3, fields: { railroads: 'Spur line east' } }),
      putSheet(t, other, parcel.parcelId, { version: 3, fields: { railroads: 'None' } }),
    ]);
    expect(clash.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = clash.find((r) => r.statusCode === 200)!.json().fields.railroads;
    expect((await sheetOf(t, admin, parcel.parcelId)).fields.railroads).toBe(winner);
  });

  it('notes are added with an id from the time, the author and the time, newest last; a stale note still lands', async () => {
    const parcel = await insertSheetParcel(t);
    const first = await putSheet(t, admin, parcel.parcelId, {
      version: 0,
      note: '  Owner open to a land swap.\nCall back in May.  ',
    });
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = await putSheet(t, other, parcel.parcelId, {
      version: 0,
      note: 'Spoke with the city planner',
    });
    expect(second.statusCode).toBe(200);
    const sheet = await sheetOf(t, admin, parcel.parcelId);
    expect(sheet.notes.map((n) => n.text)).toEqual([
      'Owner open to a land swap.\nCall back in May.',
      'Spoke with the city planner',
    ]);
    const [a, b] = sheet.notes;
    expect(a!.author).toEqual({ id: adminId, name: 'Test Admin' });
    expect(b!.id - a!.id).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(b!.createdAt)).toBe(b!.id);
    expect(sheet.saves.map((s) => s.noteAdded)).toEqual([true, true]);
    expect(sheet.saves.every((s) => s.fields.length === 0)).toBe(true);
  });

  it('a save that changes nothing is not a new version', async () => {
    const parcel = await insertSheetParcel(t);
    await putSheet(t, admin, parcel.parcelId, { version: 0, fields: { lead_source: 'Web form' } });
    const again = await putSheet(t, admin, parcel.parcelId, {
      version: 1,
      fields: { lead_source: 'Web form' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(1);
    expect(again.json().saves).toHaveLength(1);
    expect((await getSheet(t, admin, parcel.parcelId)).json().version).toBe(1);
  });
});
