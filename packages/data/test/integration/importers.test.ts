import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { openPostgres, type Database } from '@utah-land/db';
import {
  importCompanies,
  importContacts,
  importParcels,
  importWaterRights,
  loadGeography,
} from '../../src/index.js';

const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', name);
let database: Database;
const count = async (where: string) =>
  (await sql.raw<{ n: number }>(`SELECT count(*)::int AS n FROM ${where}`).execute(database.db)).rows[0]!.n;

beforeAll(async () => {
  database = await openPostgres(inject('databaseUrl'), 2);
  await loadGeography(database);
});
afterAll(async () => {
  await database.close();
});

describe('[DATA] parcel importer', () => {
  it('imports LIR GeoJSON and is re-runnable (upsert on PARCEL_ID)', async () => {
    const r = await importParcels(database, fixture('lir-parcels.geojson'), { source: 'test-geojson' });
    expect(r).toMatchObject({ read: 3, imported: 3, rejected: [], committed: true });
    const again = await importParcels(database, fixture('lir-parcels.geojson'), { source: 'test-geojson' });
    expect(again).toMatchObject({ imported: 3, inserted: 0, updated: 3 });
    const row = (
      await sql<{
        market_value: number;
        county: string;
        city_by_geometry: string;
        area_tags: string[];
        owner_type: string | null;
      }>`
      SELECT market_value, county, city_by_geometry, area_tags, owner_type FROM parcels WHERE parcel_id = '99-01-101-002-0000'`.execute(
        database.db,
      )
    ).rows[0]!;
    expect(row).toMatchObject({ market_value: 389_500, county: 'Utah', city_by_geometry: 'Provo' });
    expect(row.area_tags).toContain('Utah County');
  });

  it('rejects a broken GeoJSON as a whole, naming features and reasons', async () => {
    const before = await count('parcels');
    const r = await importParcels(database, fixture('lir-parcels-broken.geojson'));
    expect(r.committed).toBe(false);
    expect(r.read).toBe(7);
    expect(r.rejected.map((x) => x.location)).toEqual([
      'feature 2',
      'feature 3',
      'feature 4',
      'feature 5',
      'feature 6',
      'feature 7',
    ]);
    expect(r.rejected[0]!.reason).toMatch(/PARCEL_ID: missing/);
    expect(r.rejected[1]!.reason).toMatch(/Self-intersection/);
    expect(r.rejected[2]!.reason).toMatch(/TOTAL_MKT_VALUE: 'a lot' is not a number/);
    expect(r.rejected[3]!.reason).toMatch(/at least 4 points/);
    expect(r.rejected[5]!.reason).toMatch(/duplicate PARCEL_ID/);
    expect(await count('parcels')).toBe(before);
    const skipped = await importParcels(database, fixture('lir-parcels-broken.geojson'), {
      skipInvalid: true,
      source: 'test-skip',
    });
    expect(skipped).toMatchObject({ committed: true, imported: 1 });
    expect(await count(`parcels WHERE source = 'test-skip'`)).toBe(1);
  });

  it('imports CSV with WKT, and rejects a broken CSV with line numbers', async () => {
    expect(await importParcels(database, fixture('lir-parcels.csv'), { source: 'test-csv' })).toMatchObject({
      imported: 3,
      committed: true,
    });
    const before = await count('parcels');
    const r = await importParcels(database, fixture('lir-parcels-broken.csv'));
    expect(r.committed).toBe(false);
    expect(r.rejected.map((x) => `${x.location}: ${x.reason.split(':')[0]}`)).toEqual([
      'line 3: BLDG_SQFT',
      'line 4: geometry',
      'line 5: geometry',
      'line 6: geometry',
    ]);
    expect(r.rejected[3]!.reason).toMatch(/outside Utah/);
    expect(await count('parcels')).toBe(before);
  });

  it('imports a Shapefile (plain and zipped) reprojected from its .prj (EPSG:3566)', async () => {
    const shp = await importParcels(database, fixture('slc-parcels.shp'), { source: 'test-shp' });
    expect(shp).toMatchObject({ read: 12, imported: 12, committed: true });
    const zip = await importParcels(database, fixture('slc-parcels.zip'), { source: 'test-shp' });
    expect(zip).toMatchObject({ read: 12, imported: 12, updated: 12 });
    const p = (
      await sql<{ x: number; y: number; zoning: string; county: string }>`
      SELECT ST_X(center) AS x, ST_Y(center) AS y, actual_zoning AS zoning, county FROM parcels WHERE parcel_id = '08214000240000'`.execute(
        database.db,
      )
    ).rows[0]!;
    expect(p.x).toBeCloseTo(-111.95, 1);
    expect(p.y).toBeCloseTo(40.8, 1);
    expect(p).toMatchObject({ zoning: 'M-1', county: 'Salt Lake' });
  });

  it('reprojects with --srid and maps other column names', async () => {
    const r = await importParcels(database, fixture('utm-parcels.csv'), {
      srid: 26912,
      map: { PARCEL_ID: 'APN', PARCEL_ADD: 'SITUS' },
      source: 'test-utm',
    });
    expect(r).toMatchObject({ imported: 1, committed: true });
    const g = await importParcels(database, fixture('slc-parcels-epsg3566.geojson'), {
      srid: 3566,
      source: 'test-shp',
    });
    expect(g).toMatchObject({ imported: 12, committed: true });
    const wrong = await importParcels(database, fixture('slc-parcels-epsg3566.geojson'));
    expect(wrong.committed).toBe(false);
    expect(wrong.rejected[0]!.reason).toMatch(/not longitude\/latitude/);
  });
});

describe('[DATA] contact, company and water-right importers', () => {
  it('imports CRM contacts with companies, upserts, and rejects broken files whole', async () => {
    const analyzed = async () =>
      Object.fromEntries(
        (
          await sql<{ table: string; n: number }>`
            SELECT relname AS table, analyze_count::int AS n FROM pg_stat_user_tables
            WHERE relname IN ('contacts', 'companies', 'company_contacts', 'contact_match_profiles')`.execute(
            database.db,
          )
        ).rows.map((r) => [r.table, r.n]),
      );
    const analyzedBefore = await analyzed();
    const r = await importContacts(database, fixture('contacts.csv'), { source: 'test-crm' });
    expect(r).toMatchObject({ read: 3, imported: 3, committed: true });
    // The import analyzed what it wrote, and the match profiles its trigger filled (db/analyze.ts).
    const analyzedAfter = await analyzed();
    for (const t of ['contacts', 'companies', 'company_contacts', 'contact_match_profiles'])
      expect(analyzedAfter[t], t).toBe((analyzedBefore[t] ?? 0) + 1);
    expect((await importContacts(database, fixture('contacts.csv'), { source: 'test-crm' })).updated).toBe(3);
    expect(await count(`contacts WHERE source = 'test-crm'`)).toBe(3);
    expect(
      await count(`company_contacts cc JOIN contacts c ON c.id = cc.contact_id WHERE c.source = 'test-crm'`),
    ).toBe(2);
    const ben = (
      await sql<{
        types: string[];
        invest_amount: string;
      }>`SELECT types, invest_amount FROM contacts WHERE external_id = '1002'`.execute(database.db)
    ).rows[0]!;
    expect(ben).toEqual({ types: ['Investor', 'Developer'], invest_amount: '[500000,2000001)' });
    const before = await count('contacts');
    const bad = await importContacts(database, fixture('contacts-broken.csv'));
    expect(bad.committed).toBe(false);
    expect(bad.rejected.map((x) => x.line)).toEqual([3, 4, 5, 6]);
    expect(await count('contacts')).toBe(before);
  });

  it('imports companies on the case-insensitive name', async () => {
    expect(await importCompanies(database, fixture('companies.csv'))).toMatchObject({
      imported: 2,
      committed: true,
    });
    const bad = await importCompanies(database, fixture('companies-broken.csv'));
    expect(bad.rejected.map((x) => x.reason)).toEqual([
      'NAME: missing',
      'GOOGLE_RATING: 7.5 is above 5',
      "GOOGLE_REVIEWS: '2.5' is not a whole number",
      "duplicate company name 'broken import co' (first at line 2)",
    ]);
    expect(await count(`companies WHERE lower(name) = 'broken import co'`)).toBe(0);
  });

  it('imports water rights with real WRNUMs and rejects broken rows', async () => {
    const r = await importWaterRights(database, fixture('water-rights.csv'));
    expect(r).toMatchObject({ imported: 2, committed: true });
    const wr = (
      await sql<{
        county: string;
        city: string;
      }>`SELECT county, city FROM water_rights WHERE wrnum = '15-1061'`.execute(database.db)
    ).rows[0]!;
    expect(wr).toEqual({ county: 'Tooele', city: 'Grantsville' });
    const before = await count('water_rights');
    const bad = await importWaterRights(database, fixture('water-rights-broken.csv'));
    expect(bad.committed).toBe(false);
    expect(bad.rejected.map((x) => x.location)).toEqual(['line 3', 'line 4', 'line 5', 'line 6']);
    expect(await count('water_rights')).toBe(before);
  });
});
