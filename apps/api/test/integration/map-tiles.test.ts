import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { decodeTile, tileCenter, type DecodedFeature } from '../support/tiles.js';
import { tileAt } from '../../../../test-support/tile-math.js';
import { linearLatitudeError, tileBounds } from '../../src/modules/tiles/tile-math.js';
import {
  tileFeatureCountSql,
  type TileFilters,
  type TileLayer,
} from '../../src/modules/tiles/tile-layers.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, qs, uniqueCity } from './map-fixtures.js';

// Vector tiles of the map on PostgreSQL (ST_AsMVT): decoded here and compared with the SQL count of the tile.
describe('[MAP] vector tiles: GET /api/tiles/{layer}/{z}/{x}/{y}.mvt', () => {
  let t: TestApp;
  let full: string;
  let trial: string;
  let registered: string;
  const city = uniqueCity();
  // A zoom-14 tile in the west desert; the parcels sit around its centre, away from its edges.
  const z = 14;
  const x = 3_200 + Math.floor(Math.random() * 40);
  const y = 6_250 + Math.floor(Math.random() * 40);
  const c = tileCenter(z, x, y);
  const size = 0.0004;
  let ids: number[] = [];
  let project = 0;
  const formatted = `33:${x}:${y}`;

  beforeAll(async () => {
    t = await createTestApp();
    full = (await seedUser(t, { status: 'Subscribed' })).token;
    trial = (await seedUser(t, { status: 'Free Trial' })).token;
    registered = (await seedUser(t, { status: 'Registered' })).token;
    ids = await insertParcels(t, city, [
      { lng: c.lng - 0.004, lat: c.lat - 0.003, size, acreage: 0.5 },
      {
        lng: c.lng - 0.002,
        lat: c.lat,
        size,
        acreage: 2.5,
        property_info_building: true,
        formatted_parcel_id: formatted,
      },
      { lng: c.lng, lat: c.lat + 0.002, size, acreage: 5, property_info_building: true },
      { lng: c.lng + 0.003, lat: c.lat - 0.001, size, acreage: 12 },
    ]);
    project = await insertProject(t, city, {
      name: 'Tile Ranch',
      lng: c.lng + 0.001,
      lat: c.lat + 0.001,
      project_status: 'Concept',
      parcels: [{ id: ids[0]! }],
    });
    await insertProject(t, city, { name: 'Tile Ranch Phase 2', parent: project, lng: c.lng, lat: c.lat });
    await sql`insert into water_rights (wrnum, uses, city, county, flow_cfs, location, source) values
      (${`99-${x}${y}`}, '{Irrigation,Stock}', ${city}, 'Juab', 1.25, ST_SetSRID(ST_MakePoint(${c.lng}, ${c.lat}), 4326), 'test')`.execute(
      t.database.db,
    );
  });
  afterAll(() => t.close());

  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/tiles/${path}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });

  /** The decoded features of one layer of the tile, with the map filters `f` in the query string. */
  const features = async (layer: TileLayer, f: Record<string, string> = {}, token = full) => {
    const res = await get(`${layer}/${z}/${x}/${y}.mvt?${qs(f)}`, token);
    expect([200, 204], res.body).toContain(res.statusCode);
    const layers = decodeTile(res.rawPayload, z, x, y);
    expect(Object.keys(layers)).toEqual(res.statusCode === 200 ? [layer] : []);
    return layers[layer] ?? [];
  };
  const sqlCount = async (layer: TileLayer, f: TileFilters) =>
    (await tileFeatureCountSql(layer, f, z, x, y).execute(t.database.db)).rows[0]!.count;
  const idsOf = (fs: DecodedFeature[]) => fs.map((f) => Number(f.properties.id)).sort((a, b) => a - b);

  it('carries every parcel of the tile, as many as the SQL counts, with id, parcel number and acreage', async () => {
    const all = await features('parcels');
    expect(all.length).toBe(await sqlCount('parcels', {}));
    const mine = await features('parcels', { cities: city });
    expect(idsOf(mine)).toEqual(ids);
    expect(mine.length).toBe(await sqlCount('parcels', { cities: [city] }));
    const first = mine.find((f) => f.properties.id === ids[0])!;
    expect(first.properties.acreage).toBe(0.5);
    expect(String(first.properties.parcelId)).toMatch(/^T/);
    // A parcel with its county's number carries that, the one format the app shows (issue 28), not the raw id.
    const second = mine.find((f) => f.properties.id === ids[1])!;
    expect(second.properties.parcelId).toBe(formatted);
    // The polygon comes back where it was drawn (a 4096-unit tile at zoom 14: ~2.4 m a unit).
    expect(first.geojson.geometry.type).toBe('Polygon');
    expect(mine.every((f) => f.outerArea > 0)).toBe(true);
    const ring = (first.geojson.geometry as unknown as { coordinates: [number, number][][] }).coordinates[0]!;
    const lngs = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    expect(Math.min(...lngs)).toBeCloseTo(c.lng - 0.004, 4);
    expect(Math.max(...lngs)).toBeCloseTo(c.lng - 0.004 + size, 4);
    expect(Math.min(...lats)).toBeCloseTo(c.lat - 0.003, 4);
    expect(Math.max(...lats)).toBeCloseTo(c.lat - 0.003 + size, 4);
  });

  it("applies the map's filters, compiled as for the coordinate calls", async () => {
    const built = await features('parcels', { cities: city, parcelStatus: 'Built' });
    expect(idsOf(built)).toEqual([ids[1], ids[2]]);
    const big = await features('parcels', { cities: city, acreage: '2|10' });
    expect(idsOf(big)).toEqual([ids[1], ids[2]]);
    expect(big.length).toBe(await sqlCount('parcels', { cities: [city], acreage: [2, 10] }));
    const inProject = await features('parcels', { cities: city, parcelStatus: 'Part of a Project' });
    expect(idsOf(inProject)).toEqual([ids[0]]);
    const res = await get(`parcels/${z}/${x}/${y}.mvt?minAcreage=5&maxAcreage=1`, full);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('minAcreage: Min should not exceed Max');
  });

  it('draws projects and water rights as points with their fields', async () => {
    const projects = await features('projects', { cities: city });
    expect(projects.map((p) => p.properties.name).sort()).toEqual(['Tile Ranch', 'Tile Ranch Phase 2']);
    expect(projects.length).toBe(await sqlCount('projects', { cities: [city] }));
    const parents = await features('projects', { cities: city, projectKind: 'parent' });
    expect(parents.map((p) => p.properties)).toEqual([
      { id: project, name: 'Tile Ranch', isChild: false, projectStatus: 'Concept' },
    ]);
    const point = parents[0]!.geojson.geometry as unknown as { coordinates: [number, number] };
    expect(point.coordinates[0]).toBeCloseTo(c.lng + 0.001, 4);
    expect(point.coordinates[1]).toBeCloseTo(c.lat + 0.001, 4);
    const rights = await features('water-rights', { cities: city });
    expect(rights.map((r) => r.properties)).toEqual([
      expect.objectContaining({ wrnum: `99-${x}${y}`, uses: 'Irrigation, Stock', flowCfs: 1.25 }),
    ]);
    // Another city (a Utah city with no water right in this desert tile): none.
    expect(await features('water-rights', { cities: 'Lehi' })).toEqual([]);
  });

  it('draws each parcel within one tile unit of where Web Mercator puts it', async () => {
    // The tile scales longitude/latitude linearly (tile-layers.ts tileSpace); ST_Transform to EPSG:3857 is the truth.
    const b = tileBounds(z, x, y);
    expect(linearLatitudeError(b)).toBeLessThan(0.5);
    const t0 = b.lngLatTile;
    const { rows } = await sql<{ n: number; max: number | null }>`select count(*)::int as n,
        max(ST_HausdorffDistance(
          ST_SetSRID(ST_AsMVTGeom(ST_Transform(geom, 3857), ST_TileEnvelope(${z}, ${x}, ${y}), 4096, 64, true), 0),
          ST_SetSRID(ST_AsMVTGeom(geom, ST_MakeEnvelope(${t0.west}::float8, ${t0.south}::float8, ${t0.east}::float8,
            ${t0.north}::float8, 4326), 4096, 64, true), 0))) as max
      from parcels where id in (${sql.join(ids)})`.execute(t.database.db);
    expect(rows[0]).toEqual({ n: 4, max: expect.any(Number) as number });
    expect(rows[0]!.max).toBeLessThanOrEqual(1);
  });

  it('follows the access policy: Free Trial gets shapes without numbers or names; Registered 403; anonymous 401', async () => {
    const shapes = await features('parcels', { cities: city }, trial);
    expect(idsOf(shapes)).toEqual(ids);
    expect(shapes.every((f) => f.properties.parcelId === undefined)).toBe(true);
    const projects = await features('projects', { cities: city }, trial);
    expect(projects.every((f) => f.properties.name === undefined)).toBe(true);
    const rights = await features('water-rights', { cities: city }, trial);
    expect(rights.map((r) => r.properties.wrnum)).toEqual([undefined]);
    expect((await get(`parcels/${z}/${x}/${y}.mvt`, registered)).json().message).toBe(
      'Please contact admin for further access',
    );
    expect((await get(`parcels/${z}/${x}/${y}.mvt`, registered)).statusCode).toBe(403);
    expect((await get(`parcels/${z}/${x}/${y}.mvt`)).statusCode).toBe(401);
  });

  it('answers 400 for a tile that does not exist and 204 for an empty one', async () => {
    for (const path of [
      `parcels/14/${2 ** 14}/0.mvt`,
      'parcels/3/0/8.mvt',
      'parcels/23/0/0.mvt',
      'parcels/-1/0/0.mvt',
      'parcels/a/0/0.mvt',
      'parcels/1/0.5/0.mvt',
      'roads/14/0/0.mvt',
    ]) {
      const res = await get(path, full);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toMatch(/^(layer|z|x|y|x, y)\b/);
    }
    // Parcels below PARCEL_TILES_MIN_ZOOM (the map shows clusters there), and a tile with nothing in it.
    const low = await get(`parcels/${z - 1}/${x >> 1}/${y >> 1}.mvt`, full);
    expect(low.statusCode).toBe(204);
    expect(low.body).toBe('');
    const empty = await get(`parcels/${z}/${x}/${y}.mvt?cities=Lehi`, full);
    expect(empty.statusCode).toBe(204);
    // A city no record knows is the lists' 400, not an empty tile (map/map-link-checks.ts).
    const unknown = await get(`parcels/${z}/${x}/${y}.mvt?cities=${encodeURIComponent(uniqueCity())}`, full);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^cities: no Utah city is named 'Testville /);
  });

  it('lets the map ask the coordinates call for markers only (parcelPolygons=false), the tiles drawing parcels', async () => {
    const viewport = JSON.stringify({
      northEast: { lat: c.lat + 0.01, lng: c.lng + 0.01 },
      southWest: { lat: c.lat - 0.01, lng: c.lng - 0.01 },
    });
    const coordinates = async (extra: Record<string, string>) => {
      const res = await t.app.inject({
        url: `/api/parcels/all-coordinates?${qs({ cities: city, zoom: 15, viewport, ...extra })}`,
        headers: bearer(full),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { parcels: { id: number }[]; projects: { name: string }[]; truncated: boolean };
    };
    const both = await coordinates({});
    expect(both.parcels.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
    const markers = await coordinates({ parcelPolygons: 'false' });
    expect(markers.parcels).toEqual([]);
    expect(markers.projects.map((p) => p.name).sort()).toEqual(['Tile Ranch', 'Tile Ranch Phase 2']);
    expect(markers.truncated).toBe(false);
  });

  it('revalidates with its ETag, and a change of the data changes the tile', async () => {
    const path = `parcels/${z}/${x}/${y}.mvt?cities=${encodeURIComponent(city)}`;
    const first = await get(path, full);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const etag = String(first.headers.etag);
    const again = await get(path, full, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // gzip for clients that accept it: the same tile.
    const zipped = await get(path, full, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload)).toEqual(first.rawPayload);

    // The change marker is read at most once a second: the new parcel shows within that.
    const [added] = await insertParcels(t, city, [{ lng: c.lng + 0.001, lat: c.lat - 0.004, size }]);
    await expect
      .poll(async () => String((await get(path, full, { 'if-none-match': etag })).statusCode), {
        timeout: 5_000,
      })
      .toBe('200');
    const changed = await get(path, full, { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    expect(idsOf(decodeTile(changed.rawPayload, z, x, y).parcels!)).toEqual([...ids, added]);
    await t.database.db.deleteFrom('parcels').where('id', '=', added!).execute();
    await expect
      .poll(async () => idsOf(decodeTile((await get(path, full)).rawPayload, z, x, y).parcels!), {
        timeout: 5_000,
      })
      .toEqual(ids);
  });

  it("draws the offline basemap's named streets from zoom 13 and the cities' names, alike for every viewer", async () => {
    const street = `${city} Test Street`;
    await sql`insert into streets (name, city, county, source, geom) values (${street}, ${city}, 'Juab', 'test',
      ST_SetSRID(ST_MakeLine(ST_MakePoint(${c.lng - 0.03}, ${c.lat - 0.001}), ST_MakePoint(${c.lng + 0.03}, ${c.lat - 0.001})), 4326))`.execute(
      t.database.db,
    );
    // The basemap's data version is read at most once a second: the new street shows within that.
    await expect
      .poll(async () => (await features('streets')).filter((f) => f.properties.name === street), {
        timeout: 5_000,
      })
      .toHaveLength(1);
    const [line] = (await features('streets')).filter((f) => f.properties.name === street);
    expect(line!.geojson.geometry.type).toBe('LineString');
    // Clipped to the tile and its buffer: the line crosses the whole tile.
    const xs = (line!.geojson.geometry as unknown as { coordinates: [number, number][] }).coordinates.map(
      (p) => p[0],
    );
    expect(Math.min(...xs)).toBeLessThan(tileBounds(z, x, y).lngLatTile.west);
    expect(Math.max(...xs)).toBeGreaterThan(tileBounds(z, x, y).lngLatTile.east);
    // The map's filters and Free Trial's placeholders do not apply to the basemap: a trial user reads the names too.
    const filtered = await features('streets', { cities: 'Nephi' }, trial);
    expect(filtered.map((f) => f.properties.name)).toContain(street);
    expect((await features('streets')).length).toBe(await sqlCount('streets', {}));
    // Below zoom 13 the streets' tiles are empty.
    expect((await get(`streets/12/${x >> 2}/${y >> 2}.mvt`, full)).statusCode).toBe(204);

    // A real city's name at every zoom, here at zoom 6.
    const { rows } = await sql<{
      name: string;
      population: number | null;
      lng: number;
      lat: number;
    }>`select name,
      population, ST_X(center) as lng, ST_Y(center) as lat from cities where name = 'Nephi'`.execute(
      t.database.db,
    );
    const nephi = rows[0]!;
    const p6 = tileAt(nephi.lng, nephi.lat, 6);
    const res = await get(`places/${p6.z}/${p6.x}/${p6.y}.mvt`, trial);
    expect(res.statusCode).toBe(200);
    const place = (decodeTile(res.rawPayload, p6.z, p6.x, p6.y).places ?? []).find(
      (f) => f.properties.name === 'Nephi',
    );
    expect(place?.properties.population).toBe(nephi.population ?? undefined);
    expect(place?.geojson.geometry.type).toBe('Point');
    expect((await get(`streets/${z}/${x}/${y}.mvt`, registered)).statusCode).toBe(403);
    await sql`delete from streets where name = ${street}`.execute(t.database.db);
  });
});
