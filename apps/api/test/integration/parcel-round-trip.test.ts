// Import → export → import of the shipped Salt Lake City parcel file (packages/data/test/fixtures, the first 12
// of 500 Salt Lake City parcels of UGRC's statewide layer, packages/data/SOURCES.md): every column the export writes and
// the importer reads comes back the same, in each format the importer reads (GeoJSON, CSV with WKT, Shapefile).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importParcels } from '@utah-land/data';
import { EXPORT_FIELDS } from '@utah-land/shared';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { normalGeometry, readGeojson, type ReadFeature } from './area-export-readers.js';

const SLC_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/data/test/fixtures/slc-parcels-epsg3566.geojson',
);
// Around the twelve parcels (north-west Salt Lake City, near 1400 N 2200 W).
const AREA = [
  [-111.975, 40.79],
  [-111.93, 40.79],
  [-111.93, 40.815],
  [-111.975, 40.815],
  [-111.975, 40.79],
];

let t: TestApp;
let token = '';
let dir = '';
let ids: string[] = [];
/** The first export, every round trip's yardstick. */
let baseline = new Map<string, ReadFeature>();

const exportArea = async (format: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/area-export?format=${format}&coords=${encodeURIComponent(JSON.stringify(AREA))}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
};

/** The exported fields and geometry of our parcels, by parcel id. */
async function exportedParcels(): Promise<Map<string, ReadFeature>> {
  const file = readGeojson((await exportArea('geojson')).body);
  const mine = file.features.filter((f) => ids.includes(String(f.properties.PARCEL_ID)));
  return new Map(mine.map((f) => [String(f.properties.PARCEL_ID), f]));
}

const removeOurs = () => t.database.db.deleteFrom('parcels').where('parcel_id', 'in', ids).execute();

beforeAll(async () => {
  t = await createTestApp();
  token = (await seedUser(t, { status: 'Subscribed', prefix: 'roundtrip' })).token;
  dir = await mkdtemp(join(tmpdir(), 'round-trip-'));
  // Other test files import the same parcels into the same database: this copy has its own parcel ids.
  const tag = randomUUID().slice(0, 8);
  const shipped = JSON.parse(await readFile(SLC_FILE, 'utf8')) as {
    features: { properties: { parcel_id: string } }[];
  };
  for (const f of shipped.features) f.properties.parcel_id = `${tag}-${f.properties.parcel_id}`;
  ids = shipped.features.map((f) => f.properties.parcel_id);
  const copy = join(dir, 'slc.geojson');
  await writeFile(copy, JSON.stringify(shipped));
  const r = await importParcels(t.database, copy, { srid: 3566, source: 'ugrc-parcels' });
  expect(r).toMatchObject({ read: 12, imported: 12, committed: true });
  // What the county's assessor roll adds to three of them (values the file does not carry).
  const [a, b, c] = ids;
  await sql`UPDATE parcels SET ownership_name = 'WASATCH FRONT HOLDINGS LLC', owner_type = 'LLC',
      mailing_address = '1200 E 3300 S', mailing_city = 'Millcreek', mailing_state = 'UT', mailing_zip = '84106',
      market_value = 1850000, land_value = 610000, building_sqft = 42000, built_year = 1998,
      property_info_building = true, mls_status = 'Active', mls_listing_price = 2150000
    WHERE parcel_id = ${a}`.execute(t.database.db);
  await sql`UPDATE parcels SET ownership_name = 'SMITH, JOHN & MARY', owner_type = 'Person',
      mailing_address = 'PO BOX 27', mailing_city = 'Boise', mailing_state = 'ID', mailing_zip = '83701-0027',
      market_value = 412300, property_info_building = false
    WHERE parcel_id = ${b}`.execute(t.database.db);
  await sql`UPDATE parcels SET source = 'ugrc_lir', source_as_of = '2025-06-01' WHERE parcel_id = ${c}`.execute(
    t.database.db,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

function expectSame(before: Map<string, ReadFeature>, after: Map<string, ReadFeature>) {
  expect(before.size).toBe(12);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [id, f] of before) {
    const g = after.get(id)!;
    for (const { name } of EXPORT_FIELDS) {
      expect(g.properties[name] ?? null, `${id} ${name}`).toEqual(f.properties[name] ?? null);
    }
    expect(normalGeometry(g.geometry), id).toBe(normalGeometry(f.geometry));
  }
}

describe('[IMPORT] the product reads its own exports back', () => {
  it('carries the values and the provenance it exported', async () => {
    const first = await exportedParcels();
    baseline = first;
    const rich = first.get(ids[0]!)!.properties;
    expect(rich).toMatchObject({
      MKT_VALUE: 1_850_000,
      MAIL_ADDR: '1200 E 3300 S',
      MAIL_ZIP: '84106',
      HAS_BLDG: 'Yes',
      LIST_PRICE: 2_150_000,
      DATA_SRC: 'UGRC statewide parcels, Salt Lake County',
      DATA_DATE: null,
      DATA_LIC: 'CC BY 4.0',
    });
    expect(first.get(ids[2]!)!.properties).toMatchObject({
      DATA_SRC: 'UGRC LIR parcels, Salt Lake County',
      DATA_DATE: '2025-06-01',
    });
    // Unknown stays unknown: the file does not say whether a building stands on the other parcels.
    expect(first.get(ids[5]!)!.properties.HAS_BLDG).toBeNull();
    // The map's attribution learns the sources from the health report (UGRC's credit for these).
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json<{ parcelSources: string[] }>().parcelSources).toEqual(
      expect.arrayContaining(['ugrc_parcels', 'ugrc_lir']),
    );
  });

  for (const format of ['geojson', 'csv', 'shapefile'] as const) {
    it(`${format}: import → export → import gives the same values for every column`, async () => {
      const res = await exportArea(format);
      const ext = { geojson: 'geojson', csv: 'csv', shapefile: 'zip' }[format];
      const path = join(dir, `export.${ext}`);
      await writeFile(path, res.rawPayload);
      await removeOurs();
      const r = await importParcels(t.database, path);
      expect(r.rejected).toEqual([]);
      expect(r.committed).toBe(true);
      expectSame(baseline, await exportedParcels());
    });
  }
});
