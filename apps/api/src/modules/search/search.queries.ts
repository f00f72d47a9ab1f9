import { sql, type Kysely } from 'kysely';
import type { SearchResult } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

const PER_KIND = 5;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Row {
  id: number | null;
  label: string;
  lat: number;
  lng: number;
  score: number;
}

/**
 * Place search over our own data (pg_trgm): parcel addresses ('address' or 'address, city'), cities, ZIP codes,
 * parcel ids and project names. Each kind answers its best few by trigram similarity; the union is ranked by score.
 */
export async function searchPlaces(db: Kysely<DB>, q: string, limit = 10): Promise<SearchResult[]> {
  const [addressPart, cityPart] = q.split(',').map((s) => s.trim());
  const address = addressPart ?? q;
  const contains = `%${escapeLike(address)}%`;
  const prefix = `${escapeLike(q.replace(/\s+/g, ''))}%`;
  const digits = /\d/.test(q);

  const addresses = db
    .selectFrom('parcels as p')
    .select([
      'p.id',
      sql<string>`p.address || coalesce(', ' || coalesce(p.city_by_geometry, p.city), '')`.as('label'),
      sql<number>`ST_Y(p.center)`.as('lat'),
      sql<number>`ST_X(p.center)`.as('lng'),
      sql<number>`similarity(p.address, ${address})`.as('score'),
    ])
    .where((eb) => eb.or([eb('p.address', 'ilike', contains), sql<boolean>`p.address % ${address}`]))
    .$if(!!cityPart, (qb) => qb.where('p.city', 'ilike', `${escapeLike(cityPart ?? '')}%`))
    .orderBy('score', 'desc')
    .orderBy('p.id')
    .limit(PER_KIND);

  const cities = db
    .selectFrom('cities as c')
    .select([
      sql<null>`null::bigint`.as('id'),
      sql<string>`c.name || ', ' || c.state`.as('label'),
      sql<number>`ST_Y(c.center)`.as('lat'),
      sql<number>`ST_X(c.center)`.as('lng'),
      sql<number>`similarity(c.name, ${q}) + case when c.name ilike ${`${escapeLike(q)}%`} then 0.5 else 0 end`.as(
        'score',
      ),
    ])
    .where((eb) => eb.or([eb('c.name', 'ilike', `%${escapeLike(q)}%`), sql<boolean>`c.name % ${q}`]))
    .orderBy('score', 'desc')
    .limit(PER_KIND);

  const zips = db
    .selectFrom('zip_codes as z')
    .select([
      sql<null>`null::bigint`.as('id'),
      sql<string>`z.zip || ' ' || z.city || ', ' || z.state`.as('label'),
      sql<number>`ST_Y(z.center)`.as('lat'),
      sql<number>`ST_X(z.center)`.as('lng'),
      sql<number>`case when z.zip = ${q} then 2 else 1 end`.as('score'),
    ])
    .where('z.zip', 'like', `${escapeLike(q)}%`)
    .orderBy('z.zip')
    .limit(PER_KIND);

  const parcelIds = db
    .selectFrom('parcels as p')
    .select([
      'p.id',
      sql<string>`coalesce(p.formatted_parcel_id, p.parcel_id)`.as('label'),
      sql<number>`ST_Y(p.center)`.as('lat'),
      sql<number>`ST_X(p.center)`.as('lng'),
      sql<number>`case when p.parcel_id = ${q} or p.formatted_parcel_id = ${q} then 2 else 1.2 end`.as(
        'score',
      ),
    ])
    .where((eb) =>
      eb.or([eb('p.parcel_id', 'like', prefix), eb('p.formatted_parcel_id', 'like', `${escapeLike(q)}%`)]),
    )
    .orderBy('p.parcel_id')
    .limit(PER_KIND);

  const projects = db
    .selectFrom('projects as pr')
    .select([
      'pr.id',
      'pr.name as label',
      sql<number>`ST_Y(pr.center)`.as('lat'),
      sql<number>`ST_X(pr.center)`.as('lng'),
      sql<number>`similarity(pr.name, ${q}) + case when pr.name ilike ${`%${escapeLike(q)}%`} then 0.3 else 0 end`.as(
        'score',
      ),
    ])
    .where('pr.center', 'is not', null)
    .where((eb) => eb.or([eb('pr.name', 'ilike', `%${escapeLike(q)}%`), sql<boolean>`pr.name % ${q}`]))
    .orderBy('score', 'desc')
    .limit(PER_KIND);

  const kinds = [
    ['address', addresses, 15],
    ['city', cities, 15],
    ['zip', /^\d{2,5}$/.test(q) ? zips : null, 15],
    ['parcel', digits ? parcelIds : null, 18],
    ['project', projects, 16],
  ] as const;
  const answers = await Promise.all(
    kinds.map(async ([type, query, zoom]) =>
      query ? ((await query.execute()) as Row[]).map((r) => ({ type, zoom, r })) : [],
    ),
  );
  return answers
    .flat()
    .sort((a, b) => Number(b.r.score) - Number(a.r.score))
    .slice(0, limit)
    .map(({ type, zoom, r }) => ({
      type,
      label: r.label,
      lat: Number(r.lat),
      lng: Number(r.lng),
      zoom,
      ...(r.id !== null && (type === 'address' || type === 'parcel' || type === 'project')
        ? { id: Number(r.id) }
        : {}),
    }));
}
