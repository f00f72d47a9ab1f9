import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';

const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** City names of a state, narrowed by counties, area tags and postal codes (each when given). */
export function citiesQuery(
  db: Kysely<DB>,
  state: string,
  f: { counties?: string[]; areaTags?: string[]; postalCodes?: string[] },
) {
  let q = db.selectFrom('cities as c').select('c.name').where('c.state', '=', state);
  if (f.counties?.length) {
    const counties = f.counties.map((n) => n.replace(/\s+county$/i, ''));
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('counties as co')
          .select(sql`1`.as('one'))
          .whereRef('co.id', '=', 'c.county_id')
          .where('co.name', 'in', counties),
      ),
    );
  }
  if (f.areaTags?.length) {
    const tags = f.areaTags;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('area_tag_cities as atc')
          .innerJoin('area_tags as at', 'at.id', 'atc.area_tag_id')
          .select(sql`1`.as('one'))
          .whereRef('atc.city_id', '=', 'c.id')
          .where('at.name', 'in', tags),
      ),
    );
  }
  if (f.postalCodes?.length) {
    const zips = f.postalCodes;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('zip_codes as z')
          .select(sql`1`.as('one'))
          .whereRef('z.city', '=', 'c.name')
          .where('z.zip', 'in', zips),
      ),
    );
  }
  return q.orderBy('c.name');
}

export function countiesQuery(db: Kysely<DB>, state: string) {
  return db.selectFrom('counties').select('name').where('state', '=', state).orderBy('name');
}

export function zoningCitiesQuery(db: Kysely<DB>, type: 'city' | 'county', search?: string) {
  let q = db
    .selectFrom('zoning_codes')
    .select('jurisdiction_name as name')
    .distinct()
    .where('jurisdiction_type', '=', type);
  if (search) q = q.where('jurisdiction_name', 'ilike', contains(search));
  return q.orderBy('jurisdiction_name');
}

export function zoningCodesQuery(db: Kysely<DB>, type: 'city' | 'county', name: string) {
  return db
    .selectFrom('zoning_codes')
    .select(['code', 'description', 'category', 'code_link'])
    .where('jurisdiction_type', '=', type)
    .where(sql<boolean>`lower(jurisdiction_name) = lower(${name})`)
    .orderBy('code');
}

export interface PlaceFilter {
  cities?: string[];
  counties?: string[];
  areaTags?: string[];
  postalCodes?: string[];
}

/**
 * The bounding box of the chosen places, for the map to fit (west, south, east, north), or null when none is
 * known. Counties and area tags have polygons; cities and ZIP codes only a centre, so their parcels' centres
 * widen the box to the city's or ZIP's extent. Any place counts (a union), as the map shows all of them.
 */
export async function placeBounds(db: Kysely<DB>, f: PlaceFilter) {
  const parts: ReturnType<typeof sql<unknown>>[] = [];
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  if (f.counties?.length) {
    const counties = f.counties.map((n) => n.replace(/\s+county$/i, ''));
    parts.push(sql`SELECT geom AS g FROM counties WHERE state = 'UT' AND name IN (${list(counties)})`);
  }
  if (f.areaTags?.length)
    parts.push(sql`SELECT geom AS g FROM area_tags WHERE name IN (${list(f.areaTags)})`);
  if (f.cities?.length) {
    parts.push(sql`SELECT center AS g FROM cities WHERE state = 'UT' AND name IN (${list(f.cities)})`);
    parts.push(sql`SELECT center AS g FROM parcels WHERE city IN (${list(f.cities)})`);
  }
  if (f.postalCodes?.length) {
    parts.push(sql`SELECT center AS g FROM zip_codes WHERE zip IN (${list(f.postalCodes)})`);
    parts.push(sql`SELECT center AS g FROM parcels WHERE postal_code IN (${list(f.postalCodes)})`);
  }
  if (!parts.length) return null;
  const { rows } = await sql<{
    west: number | null;
    south: number | null;
    east: number | null;
    north: number | null;
  }>`
    SELECT ST_XMin(b)::float8 AS west, ST_YMin(b)::float8 AS south, ST_XMax(b)::float8 AS east,
           ST_YMax(b)::float8 AS north
    FROM (SELECT ST_Extent(g) AS b FROM (${sql.join(parts, sql` UNION ALL `)}) AS places) AS e`.execute(db);
  const r = rows[0];
  if (!r || r.west === null || r.south === null || r.east === null || r.north === null) return null;
  return { west: r.west, south: r.south, east: r.east, north: r.north };
}
