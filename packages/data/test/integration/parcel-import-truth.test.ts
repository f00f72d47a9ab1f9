// What the parcel importer says about real parcels: unknown stays unknown ('Building on the Property'), scores
// from the acreage the database derived, the ZIP code from the location where the file has none, provenance from
// the file or the command, and a wrong declared CRS named as such.
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '@utah-land/db';
import { importParcels, loadGeography, parcelScores } from '../../src/index.js';

const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', name);
let database: Database;
// Other test files import the same parcels into the same database: this file's copy has its own parcel ids.
const tag = randomUUID().slice(0, 8);
const slcCopy = join(tmpdir(), `slc-${tag}.geojson`);
const temp = (name: string) => join(tmpdir(), `${tag}-${name}`);

interface Row {
  parcel_id: string;
  acreage: number;
  postal_code: string | null;
  property_info_building: boolean | null;
  workability_score: number;
  reasonability_score: number;
  disposition_score: number;
  source: string;
  source_as_of: string | null;
}
const rows = async (ids: string[]) =>
  (
    await sql<Row>`SELECT parcel_id, acreage::float8 AS acreage, postal_code, property_info_building,
      workability_score, reasonability_score, disposition_score, source, to_char(source_as_of, 'YYYY-MM-DD') AS source_as_of
      FROM parcels WHERE parcel_id = ANY(${ids}) ORDER BY parcel_id`.execute(database.db)
  ).rows;

beforeAll(async () => {
  database = await openPostgres(inject('databaseUrl'), 2);
  await loadGeography(database);
  const shipped = JSON.parse(await readFile(fixture('slc-parcels-epsg3566.geojson'), 'utf8')) as {
    features: { properties: { parcel_id: string } }[];
  };
  for (const f of shipped.features) f.properties.parcel_id = `${tag}-${f.properties.parcel_id}`;
  await writeFile(slcCopy, JSON.stringify(shipped));
});
afterAll(async () => {
  await rm(slcCopy, { force: true });
  await database.close();
});

describe('[DATA] parcel importer truthfulness', () => {
  it('imports the shipped Salt Lake City file without inventing values', async () => {
    const r = await importParcels(database, slcCopy, { srid: 3566, source: 'ugrc-parcels' });
    expect(r).toMatchObject({ imported: 12, committed: true });
    // 1396 N 2200 W and 1403 N GENERAL DR.
    const got = await rows([`${tag}-08214000240000`, `${tag}-08223510140000`]);
    expect(got).toHaveLength(2);
    for (const p of got) {
      // The file has no building fields: unknown, not 'No'.
      expect(p.property_info_building).toBeNull();
      // The acreage the database derived from the outline, and the scores computed from it.
      expect(p.acreage).toBeGreaterThan(0.1);
      const want = parcelScores({ acreage: p.acreage, hasBuilding: null });
      expect(p.workability_score).toBeGreaterThan(0);
      expect([p.workability_score, p.reasonability_score, p.disposition_score]).toEqual([
        want.workability,
        want.reasonability,
        want.disposition,
      ]);
      expect(p).toMatchObject({ source: 'ugrc_parcels', source_as_of: null });
    }
    // No ZIP in the file, and no ZIP centre near enough to say (the nearest, 84103's, is across the city, while
    // the real one is 84116): unknown.
    expect(got.map((p) => p.postal_code)).toEqual([null, null]);
  });

  it('keeps a ZIP code unknown where no ZIP centre is near', async () => {
    // A parcel in the West Desert of Tooele County, far from any town.
    const path = temp('desert.csv');
    await writeFile(
      path,
      `PARCEL_ID,WKT\n${tag}-DESERT,"POLYGON((-113.70 40.50,-113.69 40.50,-113.69 40.51,-113.70 40.51,-113.70 40.50))"\n`,
    );
    try {
      expect(await importParcels(database, path)).toMatchObject({ imported: 1, committed: true });
    } finally {
      await rm(path, { force: true });
    }
    expect((await rows([`${tag}-DESERT`]))[0]).toMatchObject({ postal_code: null, source: 'import' });
  });

  it('reads UGRC LIR provenance and building flags; takes the ZIP of a clearly nearest ZIP centre', async () => {
    const path = temp('lir.csv');
    await writeFile(
      path,
      'PARCEL_ID,COUNTY_NAME,CURRENT_ASOF,BLDG_SQFT,PARCEL_ACRES,WKT\n' +
        `${tag}-LIR-1,Utah,2025-05-22,1850,0.25,"POLYGON((-111.645 40.232,-111.6445 40.232,-111.6445 40.2325,-111.645 40.2325,-111.645 40.232))"\n` +
        `${tag}-LIR-2,Utah,2025-05-22,0,0.24,"POLYGON((-111.642 40.232,-111.6415 40.232,-111.6415 40.2325,-111.642 40.2325,-111.642 40.232))"\n`,
    );
    try {
      expect(await importParcels(database, path)).toMatchObject({ imported: 2, committed: true });
    } finally {
      await rm(path, { force: true });
    }
    expect(await rows([`${tag}-LIR-1`, `${tag}-LIR-2`])).toMatchObject([
      // 101 S 200 E, Provo: in 84606, whose centre is some 300 m away.
      { property_info_building: true, source: 'ugrc_lir', source_as_of: '2025-05-22', postal_code: '84606' },
      { property_info_building: false, source: 'ugrc_lir', source_as_of: '2025-05-22' },
    ]);
  });

  it('says the parcels are outside Utah when the declared CRS is wrong', async () => {
    // EPSG:3566 coordinates declared as UTM zone 12N: every outline lands far from Utah.
    const r = await importParcels(database, slcCopy, { srid: 26912 });
    expect(r.committed).toBe(false);
    expect(r.rejected).toHaveLength(12);
    for (const x of r.rejected) expect(x.reason).toMatch(/^geometry: outside Utah \(at latitude -?\d/);
    expect(r.rejected.map((x) => x.reason).join()).not.toMatch(/Too few points/);
  });
});
