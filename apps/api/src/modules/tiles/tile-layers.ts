import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PARCEL_TILES_MIN_ZOOM, type MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { DatabaseKind } from '../../db/index.js';
import {
  allOf,
  countyName,
  insideDrawn,
  parcelConditions,
  projectConditions,
  type Cond,
  type ProjectKind,
} from '../map/map-filters.js';
import { encodeTile, type TileFeature } from './tile-encoder.js';
import { TILE_BUFFER, TILE_EXTENT, linearLatitudeError, tileBounds, type TileBounds } from './tile-math.js';

export const TILE_LAYERS = ['parcels', 'projects', 'water-rights', 'streets', 'places'] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

export type TileFilters = MapFilters & { projectKind?: ProjectKind };

/**
 * What each layer draws from which zoom: parcels as polygons from PARCEL_TILES_MIN_ZOOM (14), the zoom the web's
 * tile source starts at (below it the map shows clusters from /parcels/all-coordinates, and a tile would carry tens
 * of thousands of polygons); projects at every zoom (a few thousand points statewide); water rights from zoom 10.
 * The offline basemap's layers: streets (named lines, the streets the parcels' addresses are on) from zoom 13 and
 * places (the cities' names) at every zoom. Below a layer's first zoom its tiles are empty (204).
 */
export const LAYER_MIN_ZOOM: Record<TileLayer, number> = {
  parcels: PARCEL_TILES_MIN_ZOOM,
  projects: 0,
  'water-rights': 10,
  streets: 13,
  places: 0,
};

/** The basemap's layers: the same for every viewer and filter (the map's filters do not apply to them). */
export const BASEMAP_LAYERS: readonly TileLayer[] = ['streets', 'places'];

interface LayerSource {
  /** FROM clause (one table with its alias). */
  from: RawBuilder<unknown>;
  /** The geometry column in EPSG:4326. */
  geom: RawBuilder<unknown>;
  kind: 'polygon' | 'line' | 'point';
  /** Feature properties, each `expression as "name"`. The id is always first. */
  columns: RawBuilder<unknown>[];
  conditions: Cond[];
}

/**
 * The rows of a layer with the map's filters (the same compiler as /parcels/all-coordinates:
 * map/map-filters.ts) and Free Trial's rule of the coordinate calls: a shape and its id, no parcel number,
 * project name or water right number.
 */
function layerSource(layer: TileLayer, f: TileFilters, trial: boolean): LayerSource {
  const unfiltered = { ...f, viewport: undefined };
  switch (layer) {
    case 'parcels':
      return {
        from: sql`parcels p`,
        geom: sql`p.geom`,
        kind: 'polygon',
        columns: [
          sql`p.id`,
          // The parcel's number as the app shows it everywhere (cards, popover, banner): its county's format,
          // else the raw id (docs/data.md, "Parcel ids"); one format, never the raw id beside a formatted one.
          ...(trial ? [] : [sql`coalesce(p.formatted_parcel_id, p.parcel_id) as "parcelId"`]),
          sql`p.acreage::float8 as acreage`,
        ],
        conditions: parcelConditions(unfiltered, 'p'),
      };
    case 'projects':
      return {
        from: sql`projects pr`,
        geom: sql`pr.center`,
        kind: 'point',
        columns: [
          sql`pr.id`,
          ...(trial ? [] : [sql`pr.name`]),
          sql`(pr.parent_project_id is not null) as "isChild"`,
          sql`pr.parent_project_id as "parentProjectId"`,
          sql`pr.project_status as "projectStatus"`,
        ],
        conditions: [
          ...projectConditions(unfiltered, f.projectKind ?? 'all', 'pr'),
          sql`pr.center is not null`,
        ],
      };
    case 'water-rights': {
      // Water rights carry a place and a point: of the map's filters, cities, counties and the drawn polygon apply.
      const c: Cond[] = [];
      if (f.cities) c.push(sql`w.city in (${sql.join(f.cities.map((v) => sql`${v}`))})`);
      if (f.counties) c.push(sql`w.county in (${sql.join(f.counties.map((v) => sql`${countyName(v)}`))})`);
      if (f.coords) c.push(insideDrawn(sql.ref('w.location'), f.coords, 'points'));
      return {
        from: sql`water_rights w`,
        geom: sql`w.location`,
        kind: 'point',
        columns: [
          sql`w.id`,
          ...(trial ? [] : [sql`w.wrnum`]),
          sql`array_to_string(w.uses, ', ') as uses`,
          sql`w.flow_cfs::float8 as "flowCfs"`,
          sql`w.volume_acre_feet::float8 as "volumeAcreFeet"`,
        ],
        conditions: c,
      };
    }
    case 'streets':
      return {
        from: sql`streets st`,
        geom: sql`st.geom`,
        kind: 'line',
        columns: [sql`st.id`, sql`st.name`],
        conditions: [],
      };
    case 'places':
      return {
        from: sql`cities ci`,
        geom: sql`ci.center`,
        kind: 'point',
        columns: [sql`ci.id`, sql`ci.name`, sql`ci.population`],
        conditions: [],
      };
  }
}

const mercatorEnvelope = (b: TileBounds) =>
  sql`ST_MakeEnvelope(${b.mercator.xmin}::float8, ${b.mercator.ymin}::float8, ${b.mercator.xmax}::float8, ${b.mercator.ymax}::float8, 3857)`;
const lngLatEnvelope = (b: TileBounds) =>
  sql`ST_MakeEnvelope(${b.lngLat.west}::float8, ${b.lngLat.south}::float8, ${b.lngLat.east}::float8, ${b.lngLat.north}::float8, 4326)`;

/** One tile of a layer, for a viewer (`trial`: Free Trial placeholders) and the map's filters. */
export interface TileRequest {
  layer: TileLayer;
  filters: TileFilters;
  trial: boolean;
  z: number;
  x: number;
  y: number;
}

/** What every tile query starts from: the layer's rows and columns, and the tile's bounds. */
function tileInputs(t: TileRequest) {
  return { s: layerSource(t.layer, t.filters, t.trial), b: tileBounds(t.z, t.x, t.y) };
}

/** The rows of the tile: the layer's filtered rows whose geometry meets the tile and its buffer. */
function tileConditions(s: LayerSource, b: TileBounds): Cond {
  return allOf([sql`${s.geom} && ${lngLatEnvelope(b)}`, ...s.conditions]);
}

/**
 * The geometry and the tile's bounds ST_AsMVTGeom scales from. Where drawing latitude linearly over the tile is
 * within half a unit of Web Mercator (tile-math.ts linearLatitudeError: every tile from zoom 13 over Utah), the
 * longitude/latitude geometry as stored and the tile's longitude/latitude bounds: this saves transforming every
 * feature (a zoom-13 tile of 9,000 parcels: 38–52 ms against 56–80 ms with the transform, same loaded run) and the
 * snapped coordinates differ from the transformed ones by at most one unit. Elsewhere the geometry is transformed.
 */
function tileSpace(s: LayerSource, b: TileBounds) {
  if (linearLatitudeError(b) > 0.5) return sql`ST_Transform(${s.geom}, 3857), ${mercatorEnvelope(b)}`;
  const t = b.lngLatTile;
  return sql`${s.geom}, ST_MakeEnvelope(${t.west}::float8, ${t.south}::float8, ${t.east}::float8, ${t.north}::float8, 4326)`;
}

/**
 * The SQL of a tile on PostgreSQL: ST_AsMVTGeom (scale to the tile, see tileSpace; clip to the tile and its buffer;
 * snap to the 4096 grid) and ST_AsMVT. Also the "raw SQL" the benchmark (bench/tiles.ts) times the endpoint against.
 */
export function postgisTileSql(t: TileRequest) {
  const { s, b } = tileInputs(t);
  return sql<{
    tile: Buffer | null;
    features: number;
  }>`select ST_AsMVT(t, ${t.layer}, ${TILE_EXTENT}, 'geom') as tile,
      count(*)::int as features
    from (select ${sql.join(s.columns)},
        ST_AsMVTGeom(${tileSpace(s, b)}, ${TILE_EXTENT}, ${TILE_BUFFER}, true) as geom
      from ${s.from} where ${tileConditions(s, b)} offset 0) t
    where t.geom is not null`;
}

/**
 * The same tile where PostGIS has no ST_AsMVT (PGlite's PostGIS is built without protobuf-c): the database
 * transforms, clips (ST_ClipByBox2D), scales to tile units and snaps as ST_AsMVTGeom does, orients polygon rings as
 * the vector tile specification wants (outer rings of positive area in tile units: ST_ForcePolygonCCW), and the
 * features are encoded by @maplibre/vt-pbf.
 */
export function embeddedTileSql(t: TileRequest) {
  const { s, b } = tileInputs(t);
  const m = b.mercator;
  const sx = TILE_EXTENT / (m.xmax - m.xmin);
  const sy = TILE_EXTENT / (m.ymax - m.ymin);
  const pad = (TILE_BUFFER / TILE_EXTENT) * (m.xmax - m.xmin);
  const scaled = (g: RawBuilder<unknown>) =>
    sql`ST_SnapToGrid(ST_Affine(${g}, ${sx}::float8, 0, 0, ${-sy}::float8, ${-m.xmin * sx}::float8, ${m.ymax * sy}::float8), 1)`;
  const mercator = sql`ST_Transform(${s.geom}, 3857)`;
  const clipped = sql`ST_ClipByBox2D(${mercator}, ST_Expand(${mercatorEnvelope(b)}, ${pad}::float8))`;
  const tileGeom =
    s.kind === 'polygon'
      ? sql`ST_ForcePolygonCCW(ST_CollectionExtract(ST_RemoveRepeatedPoints(${scaled(clipped)}), 3))`
      : s.kind === 'line'
        ? sql`ST_CollectionExtract(ST_RemoveRepeatedPoints(${scaled(clipped)}), 2)`
        : scaled(mercator);
  return sql<Record<string, unknown> & { tile_geom: string }>`select ${sql.join(s.columns)},
      ST_AsGeoJSON(g.tile_geom) as tile_geom
    from ${s.from} cross join lateral (select ${tileGeom} as tile_geom offset 0) g
    where ${tileConditions(s, b)} and not ST_IsEmpty(g.tile_geom)`;
}

/** The count of the layer's features in the tile and its buffer, as SQL (tests compare tiles with it). */
export function tileFeatureCountSql(layer: TileLayer, filters: TileFilters, z: number, x: number, y: number) {
  const { s, b } = tileInputs({ layer, filters, trial: false, z, x, y });
  return sql<{ count: number }>`select count(*)::int as count from ${s.from}
    where ${allOf([sql`ST_Intersects(${s.geom}, ${lngLatEnvelope(b)})`, ...s.conditions])}`;
}

/**
 * Zooms whose tiles run without parallel workers and without JIT compilation. Their thousands of rows make the planner
 * choose a parallel bitmap scan with one worker, whose start costs more than it saves: a zoom-14 tile of 1,992
 * parcels took 41–72 ms with the worker and 24–41 ms without (724 parcels: 41–49 ms against 5 ms) on the loaded
 * benchmark machine. Their cost estimate (about 250,000 for a zoom-13 tile of 9,000 parcels) is above PostgreSQL's
 * jit_above_cost, and compiling the expressions took 5–7 ms of a 40 ms tile for nothing (37.7–40.4 ms without,
 * 42.5–47.0 ms with, 1M parcels). Deeper tiles are small and planned serially and without JIT anyway, so they skip
 * the transaction these settings need.
 */
export const SERIAL_TILE_MAX_ZOOM = 14;

/** Runs a tile's ST_AsMVT SQL on PostgreSQL as the route does (see SERIAL_TILE_MAX_ZOOM); the benchmark times it. */
export async function runPostgisTile(db: Kysely<DB>, t: TileRequest) {
  const query = postgisTileSql(t);
  if (t.z > SERIAL_TILE_MAX_ZOOM) return (await query.execute(db)).rows[0];
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`.execute(
      trx,
    );
    return (await query.execute(trx)).rows[0];
  });
}

export interface BuiltTile {
  /** The encoded tile (empty when the tile has no feature). */
  bytes: Buffer;
  features: number;
}

/** Builds one tile of a layer on either database. */
export async function buildTile(db: Kysely<DB>, kind: DatabaseKind, t: TileRequest): Promise<BuiltTile> {
  if (t.z < LAYER_MIN_ZOOM[t.layer]) return { bytes: Buffer.alloc(0), features: 0 };
  if (kind === 'postgres') {
    const row = await runPostgisTile(db, t);
    return { bytes: row?.tile ? Buffer.from(row.tile) : Buffer.alloc(0), features: row?.features ?? 0 };
  }
  const { rows } = await embeddedTileSql(t).execute(db);
  const features: TileFeature[] = rows.map(({ tile_geom, ...props }) => ({
    geometry: JSON.parse(tile_geom) as TileFeature['geometry'],
    properties: props,
  }));
  return { bytes: encodeTile(t.layer, features), features: features.length };
}
