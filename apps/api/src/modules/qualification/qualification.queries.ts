import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/index.js';
import { sourceAsOf } from '../map/map-provenance.js';
import { citiesQuery, countiesQuery } from '../geography/geography.queries.js';

// SQL of the qualification sheets (table parcel_extra_info, one row per parcel, and its save log
// parcel_extra_info_saves). The parcel read here is only what the sheet is prefilled from, and where that comes from.

/** Water rights within this distance of a parcel count as 'nearby' (the matching radius, 1 mile). */
export const WATER_RIGHTS_NEARBY_METERS = 1609.344;

/** The database or a transaction on it. */
export type Db = Kysely<DB>;

function parcelSelect(db: Db) {
  return db.selectFrom('parcels as p').select([
    'p.id',
    'p.parcel_id',
    'p.formatted_parcel_id',
    'p.acreage',
    'p.address',
    'p.city',
    'p.city_by_geometry',
    'p.county',
    'p.county_by_geometry',
    'p.ownership_name',
    'p.owner_type',
    'p.actual_zoning',
    'p.property_info_building',
    'p.mls_status',
    'p.mls_listing_price',
    'p.source',
    sourceAsOf.as('source_as_of_text'),
    sql<boolean>`exists (select 1 from water_rights w
        where ST_DWithin(w.location::geography, p.geom::geography, ${WATER_RIGHTS_NEARBY_METERS}))`.as(
      'water_rights_nearby',
    ),
  ]);
}
export type SheetParcel = NonNullable<Awaited<ReturnType<typeof findParcel>>>;

/**
 * The parcel a path names: its parcel id (the spec keys sheets by parcelId), else its formatted parcel id, else its
 * numeric record id, in that order (demo parcel ids are all digits, so the order decides).
 */
export async function findParcel(db: Db, ref: string) {
  const byParcelId = await parcelSelect(db).where('p.parcel_id', '=', ref).executeTakeFirst();
  if (byParcelId) return byParcelId;
  const byFormatted = await parcelSelect(db)
    .where('p.formatted_parcel_id', '=', ref)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (byFormatted) return byFormatted;
  if (!/^\d{1,15}$/.test(ref) || Number(ref) < 1 || Number(ref) > Number.MAX_SAFE_INTEGER) return undefined;
  return parcelSelect(db).where('p.id', '=', Number(ref)).executeTakeFirst();
}

const sheetColumns = [
  'owner_info',
  'online_info',
  'city_info',
  'notes',
  'version',
  'field_versions',
  'updated_at',
  'updated_by',
] as const;

export interface SheetRow {
  owner_info: unknown;
  online_info: unknown;
  city_info: unknown;
  notes: unknown;
  version: number;
  field_versions: unknown;
  updated_at: Date;
  updated_by: number | null;
  updated_by_name: string | null;
}

const userName = (col: string) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.email) from users u where u.id = ${sql.ref(col)})`;

export async function sheetRow(db: Db, parcelId: number): Promise<SheetRow | undefined> {
  return db
    .selectFrom('parcel_extra_info as e')
    .select([...sheetColumns.map((c) => `e.${c}` as const), userName('e.updated_by').as('updated_by_name')])
    .where('e.parcel_id', '=', parcelId)
    .executeTakeFirst();
}

/** The sheet's row, created empty when missing, locked until the transaction ends (saves of one sheet queue). */
export async function lockSheet(trx: Transaction<DB>, parcelId: number): Promise<SheetRow> {
  await trx
    .insertInto('parcel_extra_info')
    .values({ parcel_id: parcelId })
    .onConflict((oc) => oc.column('parcel_id').doNothing())
    .execute();
  return trx
    .selectFrom('parcel_extra_info as e')
    .select([...sheetColumns.map((c) => `e.${c}` as const), sql<null>`null`.as('updated_by_name')])
    .where('e.parcel_id', '=', parcelId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface SheetUpdate {
  owner_info: Record<string, unknown>;
  online_info: Record<string, unknown>;
  city_info: Record<string, unknown>;
  notes: unknown[];
  field_versions: Record<string, number>;
  version: number;
  updated_by: number;
  updated_at: Date;
}

export async function updateSheet(trx: Transaction<DB>, parcelId: number, u: SheetUpdate) {
  await trx
    .updateTable('parcel_extra_info')
    .set({
      owner_info: JSON.stringify(u.owner_info),
      online_info: JSON.stringify(u.online_info),
      city_info: JSON.stringify(u.city_info),
      notes: JSON.stringify(u.notes),
      field_versions: JSON.stringify(u.field_versions),
      version: u.version,
      updated_by: u.updated_by,
      updated_at: u.updated_at,
    })
    .where('parcel_id', '=', parcelId)
    .execute();
}

export async function insertSave(
  trx: Transaction<DB>,
  save: {
    parcel_id: number;
    version: number;
    saved_by: number;
    saved_at: Date;
    fields: string[];
    note_added: boolean;
  },
) {
  await trx.insertInto('parcel_extra_info_saves').values(save).execute();
}

/** The latest saves of a sheet, newest first, with the saver's name (null once the user is deleted). */
export async function recentSaves(db: Db, parcelId: number, limit: number) {
  return db
    .selectFrom('parcel_extra_info_saves as s')
    .select([
      's.version',
      's.saved_at',
      's.saved_by',
      's.fields',
      's.note_added',
      userName('s.saved_by').as('saved_by_name'),
    ])
    .where('s.parcel_id', '=', parcelId)
    .orderBy('s.version', 'desc')
    .limit(limit)
    .execute();
}

/** The Utah city of that name in any case, as the geography spells it. */
export async function utahCityName(db: Db, name: string): Promise<string | undefined> {
  const row = await citiesQuery(db, 'UT', {})
    .where(sql<boolean>`lower(c.name) = lower(${name})`)
    .executeTakeFirst();
  return row?.name;
}

/** The Utah county of that name in any case, with or without ' County'. */
export async function utahCountyName(db: Db, name: string): Promise<string | undefined> {
  const bare = name.replace(/\s+county$/i, '').trim();
  const row = await countiesQuery(db, 'UT')
    .where(sql<boolean>`lower(name) = lower(${bare})`)
    .executeTakeFirst();
  return row?.name;
}
