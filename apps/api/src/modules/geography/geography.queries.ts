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
