import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MapFilters, Viewport } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError } from '../../lib/errors.js';

/**
 * THE filter compiler of the map: every query parameter becomes one SQL condition, used by lists, counts,
 * map geometry and the admin "View Query" text alike. Which parameters apply to which records:
 *
 * | parameter                                   | parcels                               | projects                    |
 * |---------------------------------------------|---------------------------------------|-----------------------------|
 * | cities, counties, postalCodes, utahAreaTags | city / county / postal_code / tags    | same columns                |
 * | condos, singleFamily, townhouse, land, commercial | products && [checked]           | products && [checked]       |
 * | singleFamilyLots, townhousePads, condoUnits | a checked product's count unknown or in 'min|max' (same) | same |
 * | houseStyle                                  | house_style && […]                    | house_style && […]          |
 * | viewport                                    | geom && envelope                      | center && envelope          |
 * | coords (drawn polygon)                      | geom meets the polygon (insideDrawn)  | center meets it             |
 * | acreage ('min|max', 'min|'), min/maxAcreage | acreage range (open max)              | —                           |
 * | parcelStatus                                | Vacant/Built/Listed/Part of a Project | —                           |
 * | hypotheticals                               | has a Neighbors/Proxy/Zoning estimate | —                           |
 * | parcelId                                    | parcel id prefix (raw or formatted)   | —                           |
 * | currentZoningCity / currentZoningCounty     | 'Place:Code' or 'Code' → actual_zoning| —                           |
 * | noBuildings=true                            | no building on the parcel             | —                           |
 * | projectStatus, lotSize, specialProductTypes | —                                     | status / lot_sizes / types  |
 * | name, childName                             | —                                     | see projectConditions       |
 * | surveyId, or an admin's surveyTaker         | the survey's parcels (its matches)    | the survey's projects       |
 *
 * A survey named on a map call (surveyId; for an admin acting for a survey taker, that taker's survey) limits the
 * records to the survey's matches, those its /network lists: the surveys module resolves it into a `MapScope`
 * (surveys/survey-map-scope.ts, `withSurveyScope`) carried on the filters, and the conditions below add it.
 *
 * Values never become SQL text: they are bound parameters (inlined only for display, see apps/api/src/modules/map/sql-display.ts).
 */

export type Cond = RawBuilder<SqlBool>;
export type ProjectKind = 'parent' | 'child' | 'all';

/**
 * Records a feature limits a map call to, whatever the filters (a survey's matches): a condition on the parcels and
 * one on the projects, each written for the table's alias. `key` names it in caches (the tiles').
 */
export interface MapScope {
  parcels: (alias: string) => Cond;
  projects: (alias: string) => Cond;
  key: string;
}
/** Map filters with the scope a feature resolved for the call (own property, so copies of the filters keep it). */
export type ScopedFilters = MapFilters & { scope?: MapScope };
const scopeOf = (f: MapFilters) => (f as ScopedFilters).scope;

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(values.map((v) => sql`${v}`))}]::text[]`;
const inList = (alias: string, column: string, values: readonly string[]): Cond =>
  sql<SqlBool>`${ref(alias, column)} in (${sql.join(values.map((v) => sql`${v}`))})`;
const overlaps = (alias: string, column: string, values: readonly string[]): Cond =>
  sql<SqlBool>`${ref(alias, column)} && ${textArray(values)}`;
const or = (conds: Cond[]): Cond =>
  conds.length === 1 ? conds[0]! : sql<SqlBool>`(${sql.join(conds, sql` or `)})`;

/** 'Salt Lake County' and 'Salt Lake' both name the county 'Salt Lake'. */
export const countyName = (s: string) => s.replace(/\s+county$/i, '').trim();
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function envelope(v: Viewport): RawBuilder<unknown> {
  const { southWest: sw, northEast: ne } = v;
  if (sw.lat > ne.lat) throw new BadRequestError('viewport: southWest.lat must not exceed northEast.lat');
  if (sw.lng > ne.lng) throw new BadRequestError('viewport: southWest.lng must not exceed northEast.lng');
  return sql`ST_MakeEnvelope(${sw.lng}, ${sw.lat}, ${ne.lng}, ${ne.lat}, 4326)`;
}

/**
 * The drawn polygon: a closed ring built from the [lng,lat] pairs. The schema (coordsSchema) already refused a ring
 * that crosses itself or has too many points; ST_MakeValid stays as a cheap safety net for what is left (e.g. points
 * that differ only past the precision PostGIS keeps).
 */
export function drawnPolygon(coords: [number, number][]): RawBuilder<unknown> {
  const ring = [...coords];
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
  const distinct = new Set(ring.map((p) => p.join(','))).size;
  if (distinct < 3) throw new BadRequestError('coords: must have at least 3 distinct [lng,lat] pairs');
  const line = JSON.stringify({ type: 'LineString', coordinates: ring });
  return sql`ST_MakeValid(ST_MakePolygon(ST_SetSRID(ST_GeomFromGeoJSON(${line}), 4326)))`;
}

/** A piece of the drawn polygon tested against points has at most this many vertices (see insideDrawn). */
export const DRAWN_PIECE_VERTICES = 32;

/**
 * The rows whose `column` meets the drawn polygon: the polygon's box first (the GiST index; the ring's own extreme
 * coordinates, so the planner knows it), then the exact test. Parcel outlines (`polygons`) are tested against the
 * whole polygon, which PostGIS prepares once per query (an indexed outline: ~10 µs a parcel). Points (`points`:
 * parcel and project centres, water rights) are tested against the polygon cut into pieces of at most
 * DRAWN_PIECE_VERTICES vertices (ST_Subdivide, collected into one MultiPolygon, computed once per query): PostGIS's
 * point-in-polygon test walks every edge that the point's latitude crosses, so a 498-point comb over the Salt Lake
 * Valley cost ~60 µs a centre and held a cluster query 3-8 s at 200,000 parcels (issue 26; bench/drawn-polygon.md);
 * against the pieces a point meets only the few edges of the pieces on its latitude. The pieces cover exactly the
 * polygon, so the same rows meet it (bench/drawn-polygon.ts and map-polygon-limits.test.ts compare the ids).
 * `_ST_Intersects` is ST_Intersects without its index rewrite: the box above is the index condition.
 */
export function insideDrawn(
  column: RawBuilder<unknown>,
  coords: [number, number][],
  kind: 'polygons' | 'points',
): Cond {
  const polygon = drawnPolygon(coords);
  const xs = coords.map((p) => p[0]);
  const ys = coords.map((p) => p[1]);
  const box = sql`ST_MakeEnvelope(${Math.min(...xs)}, ${Math.min(...ys)}, ${Math.max(...xs)}, ${Math.max(...ys)}, 4326)`;
  const shape =
    kind === 'polygons'
      ? polygon
      : sql`(select ST_Collect(piece) from ST_Subdivide(${polygon}, ${sql.lit(DRAWN_PIECE_VERTICES)}) as piece)`;
  return sql<SqlBool>`(${column} && ${box} and _ST_Intersects(${column}, ${shape}))`;
}

function products(f: MapFilters): string[] {
  const keys = ['condos', 'singleFamily', 'townhouse', 'land', 'commercial'] as const;
  return keys.filter((k) => f[k] === 'true');
}

/** The lot-count parameter and count column of each counted product. */
const COUNTS = {
  singleFamily: ['singleFamilyLots', 'sf_lots'],
  townhouse: ['townhousePads', 'th_pads'],
  condos: ['condoUnits', 'condo_units'],
} as const;

/**
 * The checked products with their lot counts: a record offers one of them and, for a product with a count range,
 * its count is unknown or in the range (the rule of a survey's wanted records, compilers/wanted-places.ts). Null
 * when no checked product has a range: the products overlap alone says it.
 */
function countedProducts(f: MapFilters, a: string, checked: string[]): Cond | null {
  const ranged = checked.filter((p) => p in COUNTS && f[COUNTS[p as keyof typeof COUNTS][0]]);
  if (ranged.length === 0) return null;
  return or(
    checked.map((p) => {
      const has = sql<SqlBool>`${ref(a, 'products')} @> ${textArray([p])}`;
      if (!ranged.includes(p)) return has;
      const [param, column] = COUNTS[p as keyof typeof COUNTS];
      const [lo, hi] = f[param]!;
      const count = ref(a, column);
      const inRange =
        hi === null || hi === undefined
          ? sql<SqlBool>`${count} >= ${lo}`
          : sql<SqlBool>`${count} between ${lo} and ${hi}`;
      return sql<SqlBool>`(${has} and (${count} is null or ${inRange}))`;
    }),
  );
}

/**
 * Conditions both kinds of record share. The viewport comes first: PostgreSQL evaluates equally cheap conditions of
 * a filter in the order written, and the bounding-box test (read from the geometry's header) rejects most rows of a
 * statewide covering-index scan before the array overlap of the products runs (migration 0011).
 */
function commonConditions(f: MapFilters, a: string, spatialColumn: 'geom' | 'center'): Cond[] {
  const c: Cond[] = [];
  if (f.viewport) c.push(sql<SqlBool>`${ref(a, spatialColumn)} && ${envelope(f.viewport)}`);
  if (f.cities) c.push(inList(a, 'city', f.cities));
  if (f.counties) c.push(inList(a, 'county', f.counties.map(countyName)));
  if (f.postalCodes) c.push(inList(a, 'postal_code', f.postalCodes));
  if (f.utahAreaTags) c.push(overlaps(a, 'area_tags', f.utahAreaTags));
  const p = products(f);
  if (p.length) c.push(overlaps(a, 'products', p));
  const counted = p.length ? countedProducts(f, a, p) : null;
  if (counted) c.push(counted);
  if (f.houseStyle) c.push(overlaps(a, 'house_style', f.houseStyle));
  if (f.coords)
    c.push(insideDrawn(ref(a, spatialColumn), f.coords, spatialColumn === 'geom' ? 'polygons' : 'points'));
  return c;
}

/**
 * Every parcel condition of the filters (alias `a` names the parcels table). Viewport and polygon test the parcel's
 * polygon, or its centre point when `spatial` is 'center' (map clusters count the parcels whose centre is in view).
 */
export function parcelConditions(f: MapFilters, a = 'p', spatial: 'geom' | 'center' = 'geom'): Cond[] {
  const c = commonConditions(f, a, spatial);
  const scope = scopeOf(f);
  if (scope) c.push(scope.parcels(a));
  if (f.minAcreage !== undefined && f.maxAcreage !== undefined && f.minAcreage > f.maxAcreage)
    throw new BadRequestError('minAcreage: Min should not exceed Max');
  if (f.acreage) {
    const [lo, hi] = f.acreage;
    // 'min|' is open-ended (the slider's '100+'): no upper bound.
    c.push(
      hi === null || hi === undefined
        ? sql<SqlBool>`${ref(a, 'acreage')} >= ${lo}`
        : sql<SqlBool>`${ref(a, 'acreage')} between ${lo} and ${hi}`,
    );
  }
  if (f.minAcreage !== undefined) c.push(sql<SqlBool>`${ref(a, 'acreage')} >= ${f.minAcreage}`);
  if (f.maxAcreage !== undefined) c.push(sql<SqlBool>`${ref(a, 'acreage')} <= ${f.maxAcreage}`);
  if (f.parcelStatus) c.push(or(f.parcelStatus.map((s) => parcelStatusCondition(s, a))));
  if (f.hypotheticals)
    c.push(
      or(f.hypotheticals.map((h) => sql<SqlBool>`${ref(a, `possible_lots_${h.toLowerCase()}`)} is not null`)),
    );
  // In "C" order a LIKE prefix is a range of the prefix indexes of migration 0040 (the same match: LIKE compares
  // characters, whatever the collation).
  if (f.parcelId)
    c.push(
      or(
        f.parcelId.map(
          (id) =>
            sql<SqlBool>`(${ref(a, 'parcel_id')} collate "C" like ${likePrefix(id)} or ${ref(a, 'formatted_parcel_id')} collate "C" like ${likePrefix(id)})`,
        ),
      ),
    );
  const zoning = [
    ...(f.currentZoningCity ?? []).map((z) => zoningCondition(z, a, 'city')),
    ...(f.currentZoningCounty ?? []).map((z) => zoningCondition(z, a, 'county')),
  ];
  if (zoning.length) c.push(or(zoning));
  if (f.noBuildings === 'true') c.push(sql<SqlBool>`${ref(a, 'property_info_building')} = false`);
  return c;
}

/** The parcel statuses of the filters (PARCEL_STATUSES). */
export function parcelStatusCondition(status: string, a = 'p'): Cond {
  switch (status) {
    case 'Vacant':
      return sql<SqlBool>`${ref(a, 'property_info_building')} = false`;
    case 'Built':
      return sql<SqlBool>`${ref(a, 'property_info_building')} = true`;
    case 'Listed':
      return sql<SqlBool>`${ref(a, 'mls_status')} in ('Active', 'Under Contract')`;
    case 'Part of a Project':
      return sql<SqlBool>`exists (select 1 from project_parcels pp where pp.parcel_id = ${ref(a, 'id')})`;
    default:
      throw new BadRequestError(`parcelStatus: unknown value '${status}'`);
  }
}

/**
 * A zoning filter item: 'Place:Code' (the code in that city or county) or a bare 'Code' (anywhere; place null).
 * Shared by the SQL below and the in-memory parcel points (parcel-points.ts), so both read an item alike.
 */
export function zoningItem(item: string, place: 'city' | 'county'): { place: string | null; code: string } {
  const i = item.lastIndexOf(':');
  const name = i > 0 ? item.slice(0, i).trim() : '';
  const code = (i > 0 ? item.slice(i + 1) : item).trim();
  const param = place === 'city' ? 'currentZoningCity' : 'currentZoningCounty';
  if (!code) throw new BadRequestError(`${param}: '${item}' has no zoning code`);
  if (!name) return { place: null, code };
  return { place: place === 'county' ? countyName(name) : name, code };
}

function zoningCondition(item: string, a: string, place: 'city' | 'county'): Cond {
  const z = zoningItem(item, place);
  if (z.place === null) return sql<SqlBool>`${ref(a, 'actual_zoning')} = ${z.code}`;
  return sql<SqlBool>`(${ref(a, place)} = ${z.place} and ${ref(a, 'actual_zoning')} = ${z.code})`;
}

/**
 * Project conditions. `name` matches a parent's name (on child lists: the child's parent's name); `childName`
 * matches a child's name (on parent lists: parents having such a child). With kind 'all' both match the name.
 */
export function projectConditions(f: MapFilters, kind: ProjectKind, a = 'pr'): Cond[] {
  const c = commonConditions(f, a, 'center');
  const scope = scopeOf(f);
  if (scope) c.push(scope.projects(a));
  if (kind === 'parent') c.push(sql<SqlBool>`${ref(a, 'parent_project_id')} is null`);
  if (kind === 'child') c.push(sql<SqlBool>`${ref(a, 'parent_project_id')} is not null`);
  if (f.projectStatus) c.push(inList(a, 'project_status', f.projectStatus));
  if (f.lotSize) c.push(overlaps(a, 'lot_sizes', f.lotSize));
  if (f.specialProductTypes) c.push(overlaps(a, 'special_product_types', f.specialProductTypes));
  const nameLike = (n: string) => sql<SqlBool>`${ref(a, 'name')} ilike ${likeContains(n)}`;
  if (f.name) {
    if (kind === 'child')
      c.push(
        sql<SqlBool>`exists (select 1 from projects pa where pa.id = ${ref(a, 'parent_project_id')} and pa.name ilike ${likeContains(f.name)})`,
      );
    else c.push(nameLike(f.name));
  }
  if (f.childName) {
    if (kind === 'parent')
      c.push(
        sql<SqlBool>`exists (select 1 from projects ch where ch.parent_project_id = ${ref(a, 'id')} and ch.name ilike ${likeContains(f.childName)})`,
      );
    else c.push(nameLike(f.childName));
  }
  return c;
}

/** All conditions as one (true when there are none). */
export function allOf(conds: Cond[]): Cond {
  return conds.length ? sql<SqlBool>`${sql.join(conds, sql` and `)}` : sql<SqlBool>`true`;
}

/** The parcels matching the filters (also the FROM of counts, map geometry and View Query). */
export function filteredParcels(
  db: Kysely<DB>,
  f: MapFilters,
  extra: Cond[] = [],
  spatial: 'geom' | 'center' = 'geom',
) {
  return db.selectFrom('parcels as p').where(allOf([...parcelConditions(f, 'p', spatial), ...extra]));
}
