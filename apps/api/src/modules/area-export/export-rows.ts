import { sql, type RawBuilder } from 'kysely';
import {
  AREA_EXPORT_LIMITS,
  provenanceOf,
  type ExportFieldName,
  type ExportFormat,
  type MapFilters,
} from '@utah-land/shared';
import type { Database } from '../../db/index.js';
import { allOf, parcelConditions } from '../map/map-filters.js';
import { sourceAsOf } from '../map/map-provenance.js';

// Reading the parcels of an export without holding them all: on PostgreSQL a cursor (DECLARE … FETCH) in one
// read-only, repeatable-read transaction, so the file is one consistent snapshot; on the embedded database, which
// has a single connection that a long transaction would take from every other request, small pages in id order,
// each one query that other requests' queries can come between (EMBEDDED_PAGE).

export type ExportFields = Record<ExportFieldName, string | number | null>;
export interface ExportRow {
  fields: ExportFields;
  /** GeoJSON of the parcel (csv: its WKT). */
  geometry: string;
}

interface DbRow {
  id: number;
  parcel_id: string;
  address: string | null;
  city: string | null;
  county: string | null;
  postal_code: string | null;
  ownership_name: string | null;
  owner_type: string | null;
  mailing_address: string | null;
  mailing_city: string | null;
  mailing_state: string | null;
  mailing_zip: string | null;
  acreage: number;
  market_value: number | null;
  land_value: number | null;
  actual_zoning: string | null;
  building_sqft: number | null;
  built_year: number | null;
  property_info_building: boolean | null;
  mls_status: string | null;
  mls_listing_price: number | null;
  area_tags: string;
  source: string;
  data_date: string | null;
  geometry: string;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Yes' : 'No');

function toRow(r: DbRow): ExportRow {
  const provenance = provenanceOf(r.source, { county: r.county, asOf: r.data_date });
  return {
    geometry: r.geometry,
    fields: {
      PARCEL_ID: r.parcel_id,
      PARCEL_ADD: r.address,
      CITY: r.city,
      COUNTY: r.county,
      PARCEL_ZIP: r.postal_code,
      OWNER_NAME: r.ownership_name,
      OWN_TYPE: r.owner_type,
      MAIL_ADDR: r.mailing_address,
      MAIL_CITY: r.mailing_city,
      MAIL_STATE: r.mailing_state,
      MAIL_ZIP: r.mailing_zip,
      ACRES: num(r.acreage),
      MKT_VALUE: num(r.market_value),
      LAND_VALUE: num(r.land_value),
      ZONING: r.actual_zoning,
      BLDG_SQFT: num(r.building_sqft),
      BUILT_YR: num(r.built_year),
      HAS_BLDG: yesNo(r.property_info_building),
      MLS_STATUS: r.mls_status,
      LIST_PRICE: num(r.mls_listing_price),
      AREA_TAGS: r.area_tags || null,
      DATA_SRC: provenance.source,
      DATA_DATE: provenance.asOf,
      DATA_LIC: provenance.licence,
    },
  };
}

export const areaConditions = (f: MapFilters) => allOf(parcelConditions(f, 'p'));

export async function countArea(database: Database, f: MapFilters): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM parcels p WHERE ${areaConditions(f)}`.execute(database.db);
  return rows[0]!.n;
}

function selectOf(f: MapFilters, format: ExportFormat, after?: RawBuilder<unknown>) {
  const geometry = format === 'csv' ? sql`ST_AsText(p.geom)` : sql`ST_AsGeoJSON(p.geom, 7)`;
  return sql<DbRow>`
    SELECT p.id, p.parcel_id, p.address, coalesce(p.city_by_geometry, p.city) AS city,
      coalesce(p.county_by_geometry, p.county) AS county, p.postal_code, p.ownership_name, p.owner_type,
      p.mailing_address, p.mailing_city, p.mailing_state, p.mailing_zip, p.acreage, p.market_value, p.land_value,
      p.actual_zoning, p.building_sqft, p.built_year, p.property_info_building, p.mls_status, p.mls_listing_price,
      array_to_string(p.area_tags, '; ') AS area_tags, p.source, ${sourceAsOf} AS data_date,
      ${geometry} AS geometry
    FROM parcels p
    WHERE ${areaConditions(f)} ${after ?? sql``}
    ORDER BY p.id`;
}

/**
 * Parcels per query on the embedded database: it runs one statement at a time, in this process, so a page of an
 * export is time every other request waits; 200 GeoJSON parcels take some 10-40 ms there.
 */
export const EMBEDDED_PAGE = 200;

/** Calls `onBatch` with the area's parcels in id order, AREA_EXPORT_LIMITS.batch at a time (EMBEDDED_PAGE there). */
export async function forEachParcelBatch(
  database: Database,
  f: MapFilters,
  format: ExportFormat,
  opts: { idleSeconds: number },
  onBatch: (rows: ExportRow[]) => Promise<void>,
): Promise<void> {
  const batch = database.kind === 'postgres' ? AREA_EXPORT_LIMITS.batch : EMBEDDED_PAGE;
  if (database.kind === 'postgres') {
    await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        // A client that stops reading must not keep the connection: writeExport gives up on it after idleSeconds,
        // and should that ever fail, PostgreSQL ends the transaction a little later (the pool's listeners in
        // packages/db log the ended connection; this export fails with its next FETCH, nothing else).
        await sql`SET LOCAL idle_in_transaction_session_timeout = ${sql.lit(`${opts.idleSeconds + 5}s`)}`.execute(
          trx,
        );
        await sql`DECLARE parcel_export NO SCROLL CURSOR FOR ${selectOf(f, format)}`.execute(trx);
        for (;;) {
          const { rows } = await sql<DbRow>`FETCH ${sql.raw(String(batch))} FROM parcel_export`.execute(trx);
          if (!rows.length) break;
          await onBatch(rows.map(toRow));
        }
      });
    return;
  }
  let last = 0;
  for (;;) {
    const { rows } = await sql<DbRow>`${selectOf(f, format, sql`AND p.id > ${last}`)} LIMIT ${batch}`.execute(
      database.db,
    );
    if (!rows.length) break;
    last = Number(rows[rows.length - 1]!.id);
    await onBatch(rows.map(toRow));
    // Let the requests that arrived meanwhile queue their queries before this export's next page.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
