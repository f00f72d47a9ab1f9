import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '@utah-land/db';
import { sql } from 'kysely';
import { generateDemoData } from '../../src/index.js';
import { SHARED_DEMO_DATA } from '../../../../test-support/demo-dataset.js';
import { layoutParcels, sectionBounds, type ParcelGroup } from '../../src/generate/layout.js';
import { subdivisionStreets } from '../../src/generate/streets.js';
import { METERS_PER_DEG_LAT, metersPerDegLng, polygonsToEwkt } from '../../src/util/geo.js';

/**
 * The subdivisions' geometry checked by PostGIS (subdivisions.ts; the rest in test/unit/subdivisions.test.ts): valid
 * lots that never overlap, stay inside their block and leave the street to the street; every lot on the cul-de-sac
 * runs along it. The demo's seed and size (DEMO_SEED 49, DEMO_PARCELS 20000), without loading them.
 */
let database: Database;
let groups: ParcelGroup[] = [];

beforeAll(async () => {
  database = await openPostgres(inject('databaseUrl'), 1);
  groups = [...layoutParcels(20_000, 49)].filter((g) => g.subdivision);
});
afterAll(async () => {
  // The second test replaces the run's shared dataset with its own: put it back for the suites after it.
  await generateDemoData(database, { ...SHARED_DEMO_DATA, reset: true });
  await database.close();
});

/** The block of a group: an eighth of its section, less 10 m of street on each side (at 39.5° N, as layout.ts). */
function blockEwkt(g: ParcelGroup): string {
  const [sw, ss, se, sn] = sectionBounds(g.sx, g.sy);
  const [bw, bh] = [(se - sw) / 8, (sn - ss) / 8];
  const [hx, hy] = [10 / metersPerDegLng(39.5), 10 / METERS_PER_DEG_LAT];
  const w = sw + (g.group % 8) * bw + hx;
  const s = ss + Math.floor(g.group / 8) * bh + hy;
  const [e, n] = [w + bw - 2 * hx, s + bh - 2 * hy];
  return polygonsToEwkt([
    [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  ]);
}

describe('[DATA] subdivision geometry in PostGIS', () => {
  it('draws valid lots that tile their block around the street without overlapping', async () => {
    expect(groups.length).toBeGreaterThan(30);
    const lots = groups.flatMap((g, i) =>
      g.parcels.map((p) => ({
        group: i,
        lot: p.lot,
        geom: polygonsToEwkt([[p.ring]]),
        fronts: p.frontage ? 1 : 0,
      })),
    );
    const r = (
      await sql<Record<string, number>>`
        WITH lot AS (
          SELECT * FROM unnest(${lots.map((l) => l.group)}::int[], ${lots.map((l) => l.lot)}::int[],
            ${lots.map((l) => l.geom)}::text[], ${lots.map((l) => l.fronts)}::int[]) AS t(g, lot, wkt, fronts)
          CROSS JOIN LATERAL (SELECT ST_GeomFromEWKT(wkt) AS geom) x
        ), block AS (
          SELECT g - 1 AS g, ST_GeomFromEWKT(wkt) AS geom, ST_GeomFromEWKT(street) AS street
          FROM unnest(${groups.map(blockEwkt)}::text[], ${groups.map((g) => String(subdivisionStreets(g)[0]![4]))}::text[])
            WITH ORDINALITY AS t(wkt, street, g)
        )
        SELECT
          (SELECT count(*)::int FROM lot) AS lots,
          (SELECT count(*)::int FROM lot WHERE NOT ST_IsValid(geom)) AS invalid,
          (SELECT count(*)::int FROM lot a JOIN lot b ON a.g = b.g AND a.lot < b.lot
             AND ST_Intersects(a.geom, b.geom)
             AND ST_Area(ST_Intersection(a.geom, b.geom)::geography) > 0.01) AS overlapping,
          (SELECT count(*)::int FROM lot JOIN block USING (g)
             WHERE ST_Area(ST_Difference(lot.geom, block.geom)::geography) > 0.01) AS outside,
          (SELECT count(*)::int FROM lot JOIN block USING (g)
             WHERE ST_Length(ST_Intersection(lot.geom, block.street)::geography) > 0.05) AS on_street,
          (SELECT count(*)::int FROM lot JOIN block USING (g)
             WHERE fronts = 1 AND NOT ST_DWithin(lot.geom::geography, block.street::geography, 10)) AS off_street,
          (SELECT min(ST_Area(u.geom::geography) / ST_Area(block.geom::geography))::float FROM block
             CROSS JOIN LATERAL (SELECT ST_Union(l.geom) AS geom FROM lot l WHERE l.g = block.g) u) AS min_cover,
          (SELECT count(*)::int FROM block WHERE ST_NPoints(street) < 20
             OR ST_Length(street) < 1.2 * ST_Distance(ST_StartPoint(street), ST_EndPoint(street))) AS straight`.execute(
        database.db,
      )
    ).rows[0]!;
    expect(r.lots).toBeGreaterThan(1000);
    expect(r.invalid).toBe(0);
    expect(r.overlapping).toBe(0);
    expect(r.outside).toBe(0);
    // No lot lies on the street, and every lot numbered on it runs along it (50 ft right of way).
    expect(r.on_street).toBe(0);
    expect(r.off_street).toBe(0);
    // Lots cover the block but its street: at least 85% of it.
    expect(r.min_cover).toBeGreaterThan(0.85);
    expect(r.min_cover).toBeLessThan(0.99);
    expect(r.straight).toBe(0);
  });

  it('loads the cul-de-sac into the streets, and every address names a street of its city that runs past it', async () => {
    // The smallest demo with a subdivision (seed 49: one at 2,500 parcels).
    const sample = [...layoutParcels(2_500, 49)].filter((g) => g.subdivision);
    expect(sample).toHaveLength(1);
    const { name } = sample[0]!.subdivision!.street;
    await generateDemoData(database, { parcels: 2_500, seed: 49, reset: true });
    const r = (
      await sql<Record<string, number>>`
        SELECT
          (SELECT count(*)::int FROM streets WHERE name = ${name} AND ST_NPoints(geom) > 20) AS cul_de_sac,
          (SELECT count(*)::int FROM parcels WHERE address LIKE ${`% ${name}`}) AS on_it,
          (SELECT count(*)::int FROM parcels p WHERE NOT EXISTS (
             SELECT 1 FROM streets st WHERE st.city = p.city AND st.county = p.county
               AND st.name = regexp_replace(p.address, '^\\d+ [NS] ', '')
               AND ST_DWithin(st.geom, p.center, 0.015))) AS unmatched,
          (SELECT count(*)::int FROM parcels p WHERE address LIKE ${`% ${name}`} AND NOT EXISTS (
             SELECT 1 FROM streets st WHERE st.name = ${name} AND ST_DWithin(st.geom::geography, p.geom::geography, 10)))
            AS off_street`.execute(database.db)
    ).rows[0]!;
    expect(r.cul_de_sac).toBe(1);
    expect(r.on_it).toBeGreaterThan(8);
    expect(r.unmatched).toBe(0);
    expect(r.off_street).toBe(0);
  });
});
