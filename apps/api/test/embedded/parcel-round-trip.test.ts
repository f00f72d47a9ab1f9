import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { importParcels } from '@utah-land/data';
import { embeddedServer } from './embedded-server.js';

// The parcel importer on PGlite (its staged derivations: acreage, scores, ZIP), and the GeoJSON export read back.

const SLC_FILE = join(
  import.meta.dirname,
  '../../../../packages/data/test/fixtures/slc-parcels-epsg3566.geojson',
);
const AREA = JSON.stringify([
  [-111.975, 40.79],
  [-111.93, 40.79],
  [-111.93, 40.815],
  [-111.975, 40.815],
  [-111.975, 40.79],
]);

describe('[EMBEDDED] parcel import and its export read back on PGlite', () => {
  const embedded = embeddedServer('roundtrip', {
    DEMO_PARCELS: '0',
    ADMIN_EMAIL: 'embedded-roundtrip@example.com',
    ADMIN_PASSWORD: 'embedded-roundtrip-password',
  });
  const dir = mkdtempSync(join(tmpdir(), 'embedded-round-trip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports the Salt Lake City file truthfully, exports it and reads the export back unchanged', async () => {
    const database = embedded.server.database;
    const r = await importParcels(database, SLC_FILE, { srid: 3566, source: 'ugrc-lir', asOf: '2025-05-22' });
    expect(r).toMatchObject({ imported: 12, committed: true });
    const stored = await sql<{ building: boolean | null; w: number; acreage: number; as_of: string }>`
      SELECT property_info_building AS building, workability_score AS w, acreage::float8 AS acreage,
        to_char(source_as_of, 'YYYY-MM-DD') AS as_of FROM parcels WHERE source = 'ugrc_lir'`.execute(
      database.db,
    );
    expect(stored.rows).toHaveLength(12);
    for (const p of stored.rows) {
      expect(p.building).toBeNull();
      expect(p.acreage).toBeGreaterThan(0);
      expect(p.w).toBeGreaterThan(0);
      expect(p.as_of).toBe('2025-05-22');
    }

    const login = await fetch(`${embedded.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: embedded.env.ADMIN_EMAIL, password: embedded.env.ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const exportArea = async () => {
      const res = await fetch(
        `${embedded.server.url}/api/area-export?format=geojson&coords=${encodeURIComponent(AREA)}`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      expect(res.status).toBe(200);
      return res.text();
    };
    const first = await exportArea();
    expect(first).toContain('"DATA_SRC":"UGRC LIR parcels, Salt Lake County"');
    expect(first).toContain('"DATA_DATE":"2025-05-22"');
    const path = join(dir, 'export.geojson');
    writeFileSync(path, first);
    await sql`DELETE FROM parcels WHERE source = 'ugrc_lir'`.execute(database.db);
    const again = await importParcels(database, path);
    expect(again).toMatchObject({ imported: 12, committed: true, rejected: [] });
    const features = (text: string) =>
      (JSON.parse(text) as { features: { properties: { PARCEL_ID: string } }[] }).features.sort((a, b) =>
        a.properties.PARCEL_ID.localeCompare(b.properties.PARCEL_ID),
      );
    expect(features(await exportArea())).toEqual(features(first));
  });
});
