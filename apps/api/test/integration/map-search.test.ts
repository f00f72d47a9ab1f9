import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, loadDemoData, qs, uniqueCity } from './map-fixtures.js';

describe('[MAP] address and place search over our own data', () => {
  let t: TestApp;
  let token: string;
  const city = uniqueCity();
  const word = `Quokka${randomUUID().slice(0, 6)}`;
  // Digits after SRCH: the address box looks for parcel ids only in queries with a digit (search.queries.ts), and
  // the test types the id's first 8 characters; hex letters there once made it a query of letters only.
  const pid = `SRCH${String(randomInt(1e9, 1e10))}`;
  // A formatted id of the same parcel (dashes), as the county writes it.
  const formatted = `${pid.slice(0, 6)}-${pid.slice(6, 10)}-${pid.slice(10)}`;
  let parcel = 0;
  let project = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    token = (await seedUser(t, { status: 'Subscribed' })).token;
    parcel = (
      await insertParcels(t, city, [
        { lng: -112.5, lat: 38.1, parcel_id: pid, formatted_parcel_id: formatted },
      ])
    )[0]!;
    await t.database.db
      .updateTable('parcels')
      .set({ address: `1234 N ${word} Way` })
      .where('id', '=', parcel)
      .execute();
    project = await insertProject(t, city, { name: `${word} Meadows`, lng: -112.51, lat: 38.11 });
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?${qs({ q })}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      type: string;
      label: string;
      lat: number;
      lng: number;
      id?: number;
      zoom: number;
    }[];
  };

  it('finds addresses (also with a misspelling) and project names, ranked by similarity', async () => {
    const hits = await search(`1234 N ${word} Way`);
    expect(hits[0]).toMatchObject({
      type: 'address',
      id: parcel,
      label: `1234 N ${word} Way, ${city}`,
      zoom: 15,
    });
    expect(hits[0]!.lat).toBeCloseTo(38.1005, 4);
    // 'address, city', and the start of the address as it is being typed.
    const withCity = await search(`1234 N ${word} Way, ${city}`);
    expect(withCity[0]).toMatchObject({ type: 'address', id: parcel });
    const typing = await search(`1234 n ${word.slice(0, 8).toLowerCase()}`);
    expect(typing[0]).toMatchObject({ type: 'address', id: parcel });
    const typo = await search(`1234 N ${word.slice(0, -1)} Wy`);
    expect(typo.some((h) => h.type === 'address' && h.id === parcel)).toBe(true);
    const named = await search(`${word} meadows`);
    expect(named[0]).toMatchObject({ type: 'project', id: project, zoom: 16, lat: 38.11, lng: -112.51 });
  });

  it('finds cities, ZIP codes and parcel ids', async () => {
    const cities = await search('Lehi');
    expect(cities[0]).toMatchObject({ type: 'city', label: 'Lehi, UT' });
    const zip = await t.database.db
      .selectFrom('zip_codes')
      .select(['zip', 'city', 'state'])
      .where('state', '=', 'UT')
      .orderBy('zip')
      .executeTakeFirstOrThrow();
    const zips = await search(zip.zip);
    expect(zips[0]).toMatchObject({ type: 'zip', label: `${zip.zip} ${zip.city}, ${zip.state}` });
    // Both forms of the parcel id, whole or its start; the label is the formatted id.
    for (const q of [pid, formatted, pid.slice(0, 9), formatted.slice(0, 8)]) {
      const ids = await search(q);
      expect(ids[0], q).toMatchObject({ type: 'parcel', id: parcel, label: formatted, zoom: 18 });
    }
  });

  it('rejects a too-short query naming q', async () => {
    const res = await t.app.inject({ url: '/api/search?q=a', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^q/);
  });
});
