// Every record says where it comes from and as of when (docs/data.md, "Provenance"): projects, contacts, companies
// and water rights, as parcels do. Imported records keep the date their file gives (--as-of, else an AS_OF column),
// generated ones are true as of the day they were made, and a source that does not say leaves the date unknown
// (null), never the load time.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCompanies, importContacts, importWaterRights } from '@utah-land/data';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertParcels, insertProject, uniqueCity } from './map-fixtures.js';
import { bearer, seedUser, type SeededUser } from './users-fixtures.js';

const tag = randomUUID().slice(0, 8);
const city = uniqueCity();
// A parcel in the west desert, a water right and a project beside it.
const lng = -113.2 - Math.random() * 0.3;
const lat = 38.6 + Math.random() * 0.3;

let t: TestApp;
let user: SeededUser;
let admin: SeededUser;
let dir = '';
let parcelId = 0;

const get = async (url: string, who = user) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who.token) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
};

/** The day a row was made, as the database counts it (a generated record's as-of date). */
const madeOn = async (table: 'projects' | 'contacts' | 'companies', id: number) =>
  (
    await sql<{ day: string }>`SELECT to_char(created_at::date, 'YYYY-MM-DD') AS day FROM ${sql.table(table)}
      WHERE id = ${id}`.execute(t.database.db)
  ).rows[0]!.day;

async function csv(name: string, lines: string[]) {
  const path = join(dir, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

beforeAll(async () => {
  t = await createTestApp();
  user = await seedUser(t, { status: 'Subscribed', prefix: 'provenance' });
  admin = await seedUser(t, { role: 'admin', status: 'Subscribed', prefix: 'provenance' });
  dir = await mkdtemp(join(tmpdir(), 'record-provenance-'));
  [parcelId = 0] = await insertParcels(t, city, [
    { lng, lat, products: ['singleFamily'], ownership_name: `PROVENANCE ${tag} HOLDINGS LLC` },
  ]);
  await sql`UPDATE parcels SET source = 'ugrc_lir', source_as_of = '2025-05-22' WHERE id = ${parcelId}`.execute(
    t.database.db,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t?.close();
});

describe('[PROVENANCE] projects, contacts, companies and water rights say where they come from and as of when', () => {
  it('contacts: the file’s date (--as-of over its AS_OF column); none given is unknown, never the load day', async () => {
    const file = await csv('contacts.csv', [
      'Record ID,First Name,Last Name,Email,Company Name,Contact Type,As Of',
      `pv-${tag}-1,Ada,Dated,ada-${tag}@example.com,Provenance ${tag} Builders,Builder,2025-04-30`,
      `pv-${tag}-2,Bo,Undated,bo-${tag}@example.com,,Builder,`,
    ]);
    const report = await importContacts(t.database, file);
    expect(report.rejected).toEqual([]);
    const ids = await t.database.db
      .selectFrom('contacts')
      .select(['id', 'external_id'])
      .where('external_id', 'in', [`pv-${tag}-1`, `pv-${tag}-2`])
      .orderBy('external_id')
      .execute();
    const [dated, undated] = await Promise.all(ids.map((c) => get(`/contacts/${c.id}`)));
    expect(dated).toMatchObject({ source: 'import', sourceAsOf: '2025-04-30' });
    expect(undated).toMatchObject({ source: 'import', sourceAsOf: null });

    // The same file again with --as-of: the date the file is true as of, over its column.
    await importContacts(t.database, file, { asOf: '2025-06-30' });
    expect((await get(`/contacts/${ids[0]!.id}`)).sourceAsOf).toBe('2025-06-30');
    expect((await get(`/contacts/${ids[1]!.id}`)).sourceAsOf).toBe('2025-06-30');
    // The company the contact file named is as of the same day.
    const company = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', `Provenance ${tag} Builders`)
      .executeTakeFirstOrThrow();
    const detail = await get(`/companies/${company.id}/detail`);
    expect(detail.company).toMatchObject({ source: 'import', source_as_of: '2025-04-30' });

    // A date that is not one is refused before anything is read.
    await expect(importContacts(t.database, file, { asOf: '30/06/2025' })).rejects.toThrow(
      "--as-of: '30/06/2025' is not a date (YYYY-MM-DD)",
    );
  });

  it('a generated contact is true as of the day it was made', async () => {
    const row = await t.database.db
      .insertInto('contacts')
      .values({ name: `Generated ${tag}`, types: ['Builder'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const c = await get(`/contacts/${row.id}`);
    expect(c).toMatchObject({ source: 'generated', sourceAsOf: await madeOn('contacts', row.id) });
  });

  it('companies: an imported file’s date; re-imported values take the new file’s source and date', async () => {
    const name = `Provenance ${tag} Capital`;
    const file = await csv('companies.csv', ['Company name,City,Type', `${name},Provo,Investor`]);
    expect((await importCompanies(t.database, file, { asOf: '2025-03-01' })).rejected).toEqual([]);
    const { id } = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect((await get(`/companies/${id}/detail`)).company).toMatchObject({
      source: 'import',
      source_as_of: '2025-03-01',
    });
    await importCompanies(t.database, file);
    expect((await get(`/companies/${id}/detail`)).company.source_as_of).toBeNull();
    // A generated company: the day it was made.
    const generated = await t.database.db
      .insertInto('companies')
      .values({ name: `Generated ${tag} Homes` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/companies/${generated.id}/detail`)).company).toMatchObject({
      source: 'generated',
      source_as_of: await madeOn('companies', generated.id),
    });
  });

  it('water rights: a match row names its source and the date its file gives', async () => {
    const wrnum = `99-${tag
      .replace(/[^0-9]/g, '')
      .padEnd(5, '7')
      .slice(0, 6)}`;
    const file = await csv('water-rights.csv', [
      'WRNUM,OWNER_LAST_NAME,USES,FLOW_CFS,LATITUDE,LONGITUDE',
      `${wrnum},Provenance ${tag},Irrigation,1.5,${lat + 0.0005},${lng + 0.0005}`,
    ]);
    expect((await importWaterRights(t.database, file, { asOf: '2024-12-31' })).rejected).toEqual([]);
    const rows = (await get(`/water-rights/parcel-matching?id=${parcelId}&limit=100`)).data as {
      wrnum: string;
      source: string;
      sourceAsOf: string | null;
    }[];
    expect(rows.find((r) => r.wrnum === wrnum)).toMatchObject({ source: 'import', sourceAsOf: '2024-12-31' });
  });

  it('projects: cards, details and match rows carry the source and as-of; unknown is null', async () => {
    const generated = await insertProject(t, city, {
      name: `Provenance ${tag} Meadows`,
      lng: lng + 0.001,
      lat: lat + 0.001,
      products: ['singleFamily'],
    });
    const real = await insertProject(t, city, { name: `Provenance ${tag} Lofts`, lng, lat });
    await sql`UPDATE projects SET source = CASE WHEN id = ${generated} THEN 'generated' ELSE 'slc_open_data' END,
      ownership_name = ${`PROVENANCE ${tag} HOLDINGS LLC`} WHERE id IN (${generated}, ${real})`.execute(
      t.database.db,
    );
    const day = await madeOn('projects', generated);
    expect(await get(`/parent-projects/info/${generated}`)).toMatchObject({
      source: 'generated',
      sourceAsOf: day,
    });
    expect(await get(`/parent-projects/info/${real}`)).toMatchObject({
      source: 'slc_open_data',
      sourceAsOf: null,
    });
    const list = (await get(`/parent-projects?cities=${encodeURIComponent(city)}`)).data as {
      id: number;
      sourceAsOf: string | null;
    }[];
    expect(Object.fromEntries(list.map((p) => [p.id, p.sourceAsOf]))).toEqual({
      [generated]: day,
      [real]: null,
    });
    const near = (await get(`/projects/parcels-matching-data?id=${parcelId}&limit=100`)).data as {
      id: number;
      source: string;
      sourceAsOf: string | null;
    }[];
    expect(near.find((r) => r.id === generated)).toMatchObject({ source: 'generated', sourceAsOf: day });

    // The owner's portfolio: its parcels and projects with theirs.
    const portfolio = await get(`/owners/portfolio?parcelId=${parcelId}`);
    expect(portfolio.parcels).toEqual([
      expect.objectContaining({ id: parcelId, source: 'ugrc_lir', sourceAsOf: '2025-05-22' }),
    ]);
    expect(portfolio.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: generated, source: 'generated', sourceAsOf: day }),
        expect.objectContaining({ id: real, source: 'slc_open_data', sourceAsOf: null }),
      ]),
    );
  });

  it('the qualification sheet names the parcel its prefilled values come from, and as of when', async () => {
    const sheet = await get(`/parcels-extra-info/${parcelId}`, admin);
    expect(sheet.parcel).toMatchObject({
      id: parcelId,
      source: 'ugrc_lir',
      county: 'Utah',
      sourceAsOf: '2025-05-22',
    });
  });
});
