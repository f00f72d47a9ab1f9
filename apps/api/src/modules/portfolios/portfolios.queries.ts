import { sql, type Kysely } from 'kysely';
import {
  PORTFOLIO_LIMITS,
  type PortfolioAnswer,
  type PortfolioParcel,
  type PortfolioQuery,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { sourceAsOf, sourceAsOfOf } from '../map/map-provenance.js';

// SQL of an owner's portfolio. Owner names are compared by the database's owner_name_key and mailing addresses by
// owner_mailing_key (migration 0031, where the normalisation is documented); both are indexed on parcels. An owner
// is a name AND a mailing address: three churches named 'HARVEST FELLOWSHIP' at three addresses are three owners.

export interface Owner {
  name: string;
  key: string;
  mailKey: string | null;
  mailingAddress: string | null;
  /** Where the mailing address comes from: the record itself, or (a project, a contact without one) the parcels. */
  addressFrom: 'record' | 'parcels' | null;
}

/**
 * Words that many unrelated owners share ('X Holdings LLC', 'Y Holdings LLC'): a shared mailing address with only
 * one of these in common is not the same owner.
 */
const GENERIC_WORDS = [
  'HOLDINGS',
  'PROPERTIES',
  'PROPERTY',
  'INVESTMENTS',
  'INVESTMENT',
  'LAND',
  'VENTURES',
  'PARTNERS',
  'ENTERPRISES',
  'DEVELOPMENT',
  'INDUSTRIES',
  'REALTY',
  'GROUP',
  'MANAGEMENT',
];

/** The owner of a parcel, project or contact: its name, name key and mailing address; undefined when not found. */
export async function ownerOf(db: Kysely<DB>, q: PortfolioQuery): Promise<Owner | null | undefined> {
  let row:
    { name: string | null; address: string | null; zip: string | null; mailing: string | null } | undefined;
  if (q.parcelId !== undefined)
    row = (
      await sql<typeof row & object>`
        SELECT ownership_name AS name, mailing_address AS address, mailing_zip AS zip,
          concat_ws(', ', mailing_address, mailing_city, concat_ws(' ', mailing_state, mailing_zip)) AS mailing
        FROM parcels WHERE id = ${q.parcelId}`.execute(db)
    ).rows[0];
  else if (q.projectId !== undefined)
    row = (
      await sql<typeof row & object>`
        SELECT coalesce(ownership_name, owner_names[1]) AS name, NULL AS address, NULL AS zip, NULL AS mailing
        FROM projects WHERE id = ${q.projectId}`.execute(db)
    ).rows[0];
  else
    row = (
      await sql<typeof row & object>`
        SELECT coalesce(nullif(owner_name, ''), name) AS name, address, zip,
          nullif(concat_ws(', ', address, zip), '') AS mailing
        FROM contacts WHERE id = ${q.contactId}`.execute(db)
    ).rows[0];
  if (!row) return undefined;
  if (!row.name) return null;
  const keys = (
    await sql<{ key: string | null; mail: string | null }>`
      SELECT owner_name_key(${row.name}) AS key, owner_mailing_key(${row.address}, ${row.zip}) AS mail`.execute(
      db,
    )
  ).rows[0]!;
  if (!keys.key) return null;
  if (keys.mail) {
    const mailing = row.mailing;
    return {
      name: row.name,
      key: keys.key,
      mailKey: keys.mail,
      mailingAddress: mailing,
      addressFrom: 'record',
    };
  }
  // No address of its own (a project, a contact without one): the address most of the name's parcels are mailed to.
  const usual = (
    await sql<{ mail: string; mailing: string }>`
      SELECT owner_mailing_key(mailing_address, mailing_zip) AS mail,
        min(concat_ws(', ', mailing_address, mailing_city, concat_ws(' ', mailing_state, mailing_zip))) AS mailing
      FROM parcels
      WHERE owner_name_key(ownership_name) = ${keys.key} AND owner_mailing_key(mailing_address, mailing_zip) IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`.execute(db)
  ).rows[0];
  return usual
    ? {
        name: row.name,
        key: keys.key,
        mailKey: usual.mail,
        mailingAddress: usual.mailing,
        addressFrom: 'parcels',
      }
    : { name: row.name, key: keys.key, mailKey: null, mailingAddress: null, addressFrom: null };
}

/** How the portfolio was grouped, in words (the answer's owner.grouping). */
export function groupingOf(owner: Owner): string {
  const name =
    `owner name '${owner.key}' (case, punctuation, initials and the suffixes LLC, L.L.C., LC, Inc., Corp., Co., ` +
    `Ltd., LP, Trust, Trustee, TTEE, Family, Revocable, Living and The left out, words sorted)`;
  if (owner.addressFrom === null)
    return `One owner = the same ${name}; no mailing address is known for this owner, so parcels without one.`;
  const from =
    owner.addressFrom === 'parcels' ? ' (the address most parcels of this name are mailed to)' : '';
  return (
    `One owner = the same ${name} and the same mailing address '${owner.mailingAddress}'${from}; ` +
    `also parcels mailed to that address whose owner names share a distinctive word. ` +
    `The same name at another mailing address is another owner.`
  );
}

/** The owner's parcels, clustered into holdings, the totals, and the owner's projects. */
export async function portfolioOf(db: Kysely<DB>, owner: Owner): Promise<PortfolioAnswer> {
  const tokens = owner.key.split(' ').filter((w) => w.length >= 3 && !GENERIC_WORDS.includes(w));
  const eps = PORTFOLIO_LIMITS.holdingGapMeters / 111_320;
  // One owner is one name and one mailing address; without a known address, the name's parcels without one.
  const owned =
    owner.mailKey === null
      ? sql`
    SELECT p.id, 'name' AS matched_on FROM parcels p
    WHERE owner_name_key(p.ownership_name) = ${owner.key}
      AND owner_mailing_key(p.mailing_address, p.mailing_zip) IS NULL`
      : sql`
    SELECT p.id, 'name and mailing address' AS matched_on FROM parcels p
    WHERE owner_name_key(p.ownership_name) = ${owner.key}
      AND owner_mailing_key(p.mailing_address, p.mailing_zip) = ${owner.mailKey}
    UNION ALL
    SELECT p.id, 'mailing address' FROM parcels p
    WHERE owner_mailing_key(p.mailing_address, p.mailing_zip) = ${owner.mailKey}
      AND owner_name_key(p.ownership_name) IS DISTINCT FROM ${owner.key}
      AND string_to_array(owner_name_key(p.ownership_name), ' ') && ${tokens}::text[]`;
  const totals = (
    await sql<{ parcels: number; acres: number; market_value: number }>`
      SELECT count(*)::int AS parcels, coalesce(sum(p.acreage), 0)::float8 AS acres,
        coalesce(sum(p.market_value), 0)::float8 AS market_value
      FROM (${owned}) o JOIN parcels p ON p.id = o.id`.execute(db)
  ).rows[0]!;
  const { rows: parcels } = await sql<{
    id: number;
    parcel_id: string;
    address: string | null;
    city: string | null;
    county: string | null;
    acreage: number;
    market_value: number | null;
    ownership_name: string | null;
    mailing: string | null;
    matched_on: PortfolioParcel['matchedOn'];
    source: string;
    source_as_of: string | null;
    cluster: number;
  }>`
    WITH chosen AS (
      SELECT o.id, o.matched_on FROM (${owned}) o JOIN parcels p ON p.id = o.id
      ORDER BY p.acreage DESC, p.id LIMIT ${PORTFOLIO_LIMITS.maxParcels})
    SELECT p.id, p.parcel_id, p.address, p.city, p.county, p.acreage::float8 AS acreage, p.market_value,
      p.ownership_name, c.matched_on, p.source, ${sourceAsOf} AS source_as_of,
      nullif(concat_ws(', ', p.mailing_address, p.mailing_city, concat_ws(' ', p.mailing_state, p.mailing_zip)), '') AS mailing,
      ST_ClusterDBSCAN(p.geom, eps := ${eps}, minpoints := 1) OVER () AS cluster
    FROM chosen c JOIN parcels p ON p.id = c.id
    ORDER BY p.id`.execute(db);
  const { rows: holdings } = parcels.length
    ? await sql<{
        cluster: number;
        parcel_count: number;
        acres: number;
        market_value: number;
        lat: number;
        lng: number;
        geometry: string;
      }>`
        WITH members(id, cluster) AS (
          SELECT * FROM unnest(${parcels.map((p) => p.id)}::int8[], ${parcels.map((p) => p.cluster)}::int[]))
        SELECT m.cluster, count(*)::int AS parcel_count, sum(p.acreage)::float8 AS acres,
          coalesce(sum(p.market_value), 0)::float8 AS market_value,
          ST_Y(ST_PointOnSurface(ST_Union(p.geom))) AS lat, ST_X(ST_PointOnSurface(ST_Union(p.geom))) AS lng,
          ST_AsGeoJSON(ST_Union(p.geom), 6) AS geometry
        FROM members m JOIN parcels p ON p.id = m.id
        GROUP BY m.cluster
        ORDER BY sum(p.acreage) DESC, m.cluster`.execute(db)
    : { rows: [] };
  // Holdings are numbered by size, largest first.
  const holdingNo = new Map(holdings.map((h, i) => [h.cluster, i + 1]));
  const { rows: projects } = await sql<{
    id: number;
    name: string;
    is_child: boolean;
    status: string | null;
    city: string | null;
    ownership_name: string | null;
    source: string;
    source_as_of: string | null;
  }>`
    SELECT id, name, parent_project_id IS NOT NULL AS is_child, project_status AS status, city, ownership_name,
      source, ${sourceAsOfOf('pr')} AS source_as_of
    FROM projects pr
    WHERE owner_name_keys(array_append(pr.owner_names, pr.ownership_name)) @> ARRAY[${owner.key}::text]
    ORDER BY pr.parent_project_id NULLS FIRST, pr.id
    LIMIT ${PORTFOLIO_LIMITS.maxParcels}`.execute(db);
  const names = [
    ...new Set(
      [...parcels.map((p) => p.ownership_name), ...projects.map((p) => p.ownership_name)].filter(
        (n): n is string => !!n,
      ),
    ),
  ].sort();
  return {
    owner: {
      name: owner.name,
      key: owner.key,
      mailingAddress: owner.mailingAddress,
      names,
      grouping: groupingOf(owner),
    },
    totals: {
      parcels: totals.parcels,
      acres: Math.round(totals.acres * 10_000) / 10_000,
      marketValue: totals.market_value,
      holdings: holdings.length,
      projects: projects.length,
    },
    truncated: totals.parcels > parcels.length,
    parcels: parcels
      .map((p) => ({
        id: Number(p.id),
        parcelId: p.parcel_id,
        address: p.address,
        city: p.city,
        county: p.county,
        acreage: Number(p.acreage),
        marketValue: p.market_value === null ? null : Number(p.market_value),
        ownershipName: p.ownership_name,
        mailingAddress: p.mailing,
        holdingId: holdingNo.get(p.cluster) ?? 0,
        matchedOn: p.matched_on,
        source: p.source,
        sourceAsOf: p.source_as_of,
      }))
      .sort((a, b) => a.holdingId - b.holdingId || a.parcelId.localeCompare(b.parcelId)),
    holdings: holdings.map((h) => ({
      id: holdingNo.get(h.cluster)!,
      parcelCount: h.parcel_count,
      acres: Math.round(h.acres * 10_000) / 10_000,
      marketValue: h.market_value,
      lat: h.lat,
      lng: h.lng,
      geometry: JSON.parse(h.geometry) as PortfolioAnswer['holdings'][number]['geometry'],
    })),
    projects: projects.map((p) => ({
      id: Number(p.id),
      name: p.name,
      isChild: p.is_child,
      status: p.status,
      city: p.city,
      ownershipName: p.ownership_name,
      source: p.source,
      sourceAsOf: p.source_as_of,
    })),
  };
}
