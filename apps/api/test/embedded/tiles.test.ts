import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { embeddedServer } from './embedded-server.js';
import { decodeTile, tileCenter } from '../support/tiles.js';
import { tileAt } from '../../../../test-support/tile-math.js';
import { tileFeatureCountSql } from '../../src/modules/tiles/tile-layers.js';

// Vector tiles on PGlite, whose PostGIS has no ST_AsMVT: the SQL clips and scales, @maplibre/vt-pbf encodes.
describe('[EMBEDDED] vector tiles on PGlite', () => {
  const embedded = embeddedServer('tiles', {
    DEMO_PARCELS: '300',
    ADMIN_EMAIL: 'embedded-tiles@example.com',
    ADMIN_PASSWORD: 'embedded-tiles-password',
  });
  const { env } = embedded;

  it('answers decodable tiles with as many parcels as the SQL counts, filtered, and 204 when empty', async () => {
    const db = embedded.server.database.db;
    const z = 14;
    const [x, y] = [3_210, 6_260];
    const c = tileCenter(z, x, y);
    // A square in the middle of the tile and one across its east edge (clipped, still one feature).
    const step = 360 / 2 ** z;
    const squares = [
      { lng: c.lng, lat: c.lat, acreage: 1 },
      { lng: c.lng + step / 2 - 0.0002, lat: c.lat, acreage: 20 },
    ];
    for (const [i, s] of squares.entries())
      await sql`insert into parcels (parcel_id, geom, center, acreage, city, county, source) values
        (${`EMB-TILE-${i}`}, ST_Multi(ST_MakeEnvelope(${s.lng}, ${s.lat}, ${s.lng + 0.0004}, ${s.lat + 0.0004}, 4326)),
         ST_SetSRID(ST_MakePoint(${s.lng + 0.0002}, ${s.lat + 0.0002}), 4326), ${s.acreage}, 'Tile Flats', 'Juab', 'test')`.execute(
        db,
      );
    const login = await fetch(`${embedded.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const tile = async (path: string) => {
      const res = await fetch(`${embedded.server.url}/api/tiles/${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return { status: res.status, body: new Uint8Array(await res.arrayBuffer()), res };
    };

    const all = await tile(`parcels/${z}/${x}/${y}.mvt`);
    expect(all.status).toBe(200);
    expect(all.res.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const parcels = decodeTile(all.body, z, x, y).parcels!;
    const count = (await tileFeatureCountSql('parcels', {}, z, x, y).execute(db)).rows[0]!.count;
    expect(parcels.length).toBe(count);
    expect(parcels.map((p) => p.properties.parcelId).sort()).toEqual(['EMB-TILE-0', 'EMB-TILE-1']);
    expect(parcels.every((p) => p.outerArea > 0)).toBe(true);
    const inner = parcels.find((p) => p.properties.parcelId === 'EMB-TILE-0')!;
    const ring = (inner.geojson.geometry as unknown as { coordinates: [number, number][][] }).coordinates[0]!;
    expect(Math.min(...ring.map((p) => p[0]))).toBeCloseTo(c.lng, 4);
    expect(Math.max(...ring.map((p) => p[1]))).toBeCloseTo(c.lat + 0.0004, 4);

    const big = decodeTile((await tile(`parcels/${z}/${x}/${y}.mvt?minAcreage=10`)).body, z, x, y).parcels!;
    expect(big.map((p) => p.properties.parcelId)).toEqual(['EMB-TILE-1']);
    expect(big[0]!.properties.acreage).toBe(20);
    expect((await tile(`parcels/${z}/${x + 2}/${y}.mvt`)).status).toBe(204);
    expect((await tile(`parcels/${z}/${2 ** z}/${y}.mvt`)).status).toBe(400);

    // The demo data's projects statewide at zoom 5, as points.
    const projectCount = (await tileFeatureCountSql('projects', {}, 5, 6, 12).execute(db)).rows[0]!.count;
    const projects = decodeTile((await tile('projects/5/6/12.mvt')).body, 5, 6, 12).projects ?? [];
    expect(projects.length).toBe(projectCount);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects[0]!.geojson.geometry.type).toBe('Point');

    // The offline basemap: the demo data's named streets as lines at zoom 15 around a demo parcel, as many as the
    // SQL counts, and the cities' names.
    const { rows } = await sql<{ lng: number; lat: number }>`select ST_X(ST_StartPoint(geom)) lng,
      ST_Y(ST_StartPoint(geom)) lat from streets order by id limit 1`.execute(db);
    const at = tileAt(rows[0]!.lng, rows[0]!.lat, 15);
    const streetCount = (await tileFeatureCountSql('streets', {}, at.z, at.x, at.y).execute(db)).rows[0]!
      .count;
    const streets = decodeTile(
      (await tile(`streets/${at.z}/${at.x}/${at.y}.mvt`)).body,
      at.z,
      at.x,
      at.y,
    ).streets!;
    expect(streets.length).toBe(streetCount);
    expect(
      streets.every((f) => /LineString$/.test(f.geojson.geometry.type) && String(f.properties.name)),
    ).toBe(true);
    const places = decodeTile((await tile('places/5/6/12.mvt')).body, 5, 6, 12).places ?? [];
    expect(places.map((f) => f.properties.name)).toContain('Salt Lake City');
  });
});
