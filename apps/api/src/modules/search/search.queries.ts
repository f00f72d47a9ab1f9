import { sql, type Kysely } from 'kysely';
import type { SearchResult } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

const PER_KIND = 5;
/** Nearest addresses looked at when the query names a city too ('address, city'); the city filters them. */
const CITY_CANDIDATES = 200;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A house number, then a word with a letter ('1234 N Main St', '1234 n quokka'): not a ZIP code or a parcel id. */
const looksLikeAddress = (q: string) => /^\d+[a-z]?\s+\S*[a-z]/i.test(q.trim());

type Kind = SearchResult['type'];
const ZOOM: Record<Exclude<Kind, 'place'>, number> = {
  address: 15,
  city: 15,
  zip: 15,
  parcel: 18,
  project: 16,
};
/** Ties in score keep this order of kinds, as when each kind was asked on its own. */
const KIND_ORDER: Kind[] = ['address', 'city', 'zip', 'parcel', 'project'];

interface Row {
  type: Exclude<Kind, 'place'>;
  id: string | number | null;
  label: string;
  lat: number;
  lng: number;
  score: number;
}

/**
 * Place search over our own data: parcel addresses ('address' or 'address, city'), cities, ZIP codes, parcel ids
 * (raw and formatted) and project names, in one statement. Every branch reads one index in its order and stops at
 * its LIMIT, so no branch walks the table (migration 0040):
 *
 * - addresses and project names: those starting with the query (`lower(...) COLLATE "C" LIKE 'q%'` on a btree)
 *   and the nearest by trigram distance (`<->`, KNN on a GiST trigram index: for addresses only for a house number
 *   and words when the prefix found none, for project names when it found fewer than five and the query is no
 *   address, ZIP code or parcel id); a candidate is kept when it is similar (`%`) or contains the query, and scored
 *   by similarity (project names containing the query get 0.3 more);
 * - parcel ids: those starting with the query, raw (spaces removed) and formatted, each on its own btree;
 * - cities and ZIP codes: small tables, a trigram or prefix match.
 *
 * The branches are ranked together by score.
 */
export async function searchPlaces(db: Kysely<DB>, q: string, limit = 10): Promise<SearchResult[]> {
  const { rows } = await searchStatement(q).execute(db);
  return rank(rows, limit);
}

/** The one statement of searchPlaces (bench/search.ts runs it as raw SQL beside the function). */
export function searchStatement(q: string) {
  const [addressPart, cityPart] = q.split(',').map((s) => s.trim());
  const address = addressPart || q;
  const addressContains = `%${escapeLike(address)}%`;
  const addressPrefix = `${escapeLike(address.toLowerCase())}%`;
  const cityPrefix = cityPart ? `${escapeLike(cityPart)}%` : null;
  const candidates = cityPrefix ? CITY_CANDIDATES : PER_KIND;
  const contains = `%${escapeLike(q)}%`;
  const namePrefix = `${escapeLike(q.toLowerCase())}%`;
  const rawIdPrefix = `${escapeLike(q.replace(/\s+/g, ''))}%`;
  const idPrefix = `${escapeLike(q)}%`;
  const digits = /\d/.test(q);
  const zip = /^\d{2,5}$/.test(q);

  const addressColumns = sql`p.id, p.address, p.city, p.city_by_geometry, p.center`;
  const inCity = (alias: string) =>
    sql`(${cityPrefix}::text IS NULL OR ${sql.ref(`${alias}.city`)} ILIKE ${cityPrefix})`;
  // The addresses starting with the query first (a btree range, under a millisecond). The KNN scan reads thousands
  // of GiST pages for common address words on 1M parcels (0.1-0.5 s), so it runs only for what looks like an
  // address (a house number, then words) and when no address starting with it is in the city asked (a one-time
  // filter): for misspellings and words left out.
  const knn = looksLikeAddress(address)
    ? sql`(SELECT ${addressColumns} FROM parcels p
       WHERE p.address IS NOT NULL AND NOT EXISTS (SELECT 1 FROM prefixed x WHERE ${inCity('x')})
       ORDER BY p.address <-> ${address} LIMIT ${candidates})`
    : sql`(SELECT * FROM prefixed WHERE false)`;
  const addresses = sql<Row>`
    WITH prefixed AS MATERIALIZED (
      SELECT ${addressColumns} FROM parcels p WHERE lower(p.address) COLLATE "C" LIKE ${addressPrefix}
      ORDER BY lower(p.address) COLLATE "C" LIMIT ${candidates})
    SELECT 'address' AS type, c.id,
      c.address || coalesce(', ' || coalesce(c.city_by_geometry, c.city), '') AS label,
      ST_Y(c.center) AS lat, ST_X(c.center) AS lng, similarity(c.address, ${address}) AS score
    FROM (
      (SELECT * FROM prefixed)
      UNION
      ${knn}
    ) c
    WHERE (c.address % ${address} OR c.address ILIKE ${addressContains}) AND ${inCity('c')}
    ORDER BY score DESC, c.id LIMIT ${PER_KIND}`;

  const cities = sql<Row>`
    SELECT 'city' AS type, NULL::bigint AS id, c.name || ', ' || c.state AS label,
      ST_Y(c.center) AS lat, ST_X(c.center) AS lng,
      similarity(c.name, ${q}) + CASE WHEN c.name ILIKE ${idPrefix} THEN 0.5 ELSE 0 END AS score
    FROM cities c WHERE c.name ILIKE ${contains} OR c.name % ${q}
    ORDER BY score DESC LIMIT ${PER_KIND}`;

  const zips = sql<Row>`
    SELECT 'zip' AS type, NULL::bigint AS id, z.zip || ' ' || z.city || ', ' || z.state AS label,
      ST_Y(z.center) AS lat, ST_X(z.center) AS lng, CASE WHEN z.zip = ${q} THEN 2 ELSE 1 END AS score
    FROM zip_codes z WHERE z.zip LIKE ${idPrefix} ORDER BY z.zip LIMIT ${PER_KIND}`;

  const parcelRow = sql`'parcel' AS type, p.id, coalesce(p.formatted_parcel_id, p.parcel_id) AS label,
      ST_Y(p.center) AS lat, ST_X(p.center) AS lng,
      CASE WHEN p.parcel_id = ${q} OR p.formatted_parcel_id = ${q} THEN 2 ELSE 1.2 END AS score`;
  const parcelIds = sql<Row>`
    SELECT * FROM (
      (SELECT ${parcelRow} FROM parcels p WHERE p.parcel_id COLLATE "C" LIKE ${rawIdPrefix}
       ORDER BY p.parcel_id COLLATE "C" LIMIT ${PER_KIND})
      UNION
      (SELECT ${parcelRow} FROM parcels p WHERE p.formatted_parcel_id COLLATE "C" LIKE ${idPrefix}
       ORDER BY p.formatted_parcel_id COLLATE "C" LIMIT ${PER_KIND})
    ) ids ORDER BY score DESC, label COLLATE "C" LIMIT ${PER_KIND}`;

  const projectColumns = sql`pr.id, pr.name, pr.center`;
  // Project names the same way (29k projects: the KNN costs a few milliseconds, so it runs for any query the prefix
  // does not answer in full, but an address, a ZIP code or a parcel id).
  const projectKnn = looksLikeAddress(address) || /^[\d\s.:/-]+$/.test(q) ? sql`false` : sql`true`;
  const projects = sql<Row>`
    WITH prefixed AS MATERIALIZED (
      SELECT ${projectColumns} FROM projects pr WHERE pr.center IS NOT NULL
        AND lower(pr.name) COLLATE "C" LIKE ${namePrefix}
      ORDER BY lower(pr.name) COLLATE "C" LIMIT ${PER_KIND})
    SELECT 'project' AS type, c.id, c.name AS label, ST_Y(c.center) AS lat, ST_X(c.center) AS lng,
      similarity(c.name, ${q}) + CASE WHEN c.name ILIKE ${contains} THEN 0.3 ELSE 0 END AS score
    FROM (
      (SELECT * FROM prefixed)
      UNION
      (SELECT ${projectColumns} FROM projects pr
       WHERE pr.center IS NOT NULL AND ${projectKnn} AND (SELECT count(*) FROM prefixed) < ${PER_KIND}
       ORDER BY pr.name <-> ${q} LIMIT ${PER_KIND})
    ) c
    WHERE c.name % ${q} OR c.name ILIKE ${contains}
    ORDER BY score DESC, c.id LIMIT ${PER_KIND}`;

  const branches = [addresses, cities, ...(zip ? [zips] : []), ...(digits ? [parcelIds] : []), projects];
  return sql<Row>`${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` UNION ALL `,
  )}`;
}

function rank(rows: Row[], limit: number): SearchResult[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(b.r.score) - Number(a.r.score) ||
        KIND_ORDER.indexOf(a.r.type) - KIND_ORDER.indexOf(b.r.type) ||
        a.i - b.i,
    )
    .slice(0, limit)
    .map(({ r }) => ({
      type: r.type,
      label: r.label,
      lat: Number(r.lat),
      lng: Number(r.lng),
      zoom: ZOOM[r.type],
      ...(r.id !== null && r.type !== 'city' && r.type !== 'zip' ? { id: Number(r.id) } : {}),
    }));
}
