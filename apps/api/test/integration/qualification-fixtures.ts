// Test data of the qualification sheet suites: parcels with the columns a sheet is prefilled from, a water right
// next to a parcel, and the two calls.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadGeography } from '@utah-land/data';
import type { QualificationSheet, QualificationValues } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import { bearer } from './users-fixtures.js';
import { insertParcels, uniqueCity } from './map-fixtures.js';

export interface SheetParcelOptions {
  lng?: number;
  lat?: number;
  acreage?: number;
  ownership_name?: string | null;
  owner_type?: 'Person' | 'LLC' | 'Trust' | 'Corporation' | 'Government' | 'Church' | 'Other' | null;
  address?: string | null;
  city?: string;
  county?: string;
  actual_zoning?: string | null;
  property_info_building?: boolean;
  mls_status?: string | null;
  mls_listing_price?: number | null;
  formatted?: boolean;
}

export interface SheetParcel {
  id: number;
  parcelId: string;
  formattedParcelId: string | null;
}

/** Geography (cities and counties the sheet's city and county are checked against). */
export const loadSheetGeography = (t: TestApp) => loadGeography(t.database);

/** A parcel with a 14-digit parcel id (and its formatted form), in a far corner of Utah unless placed. */
export async function insertSheetParcel(t: TestApp, o: SheetParcelOptions = {}): Promise<SheetParcel> {
  const digits = String(Math.floor(Math.random() * 1e14)).padStart(14, '9');
  const formatted =
    o.formatted === false
      ? null
      : `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 7)}-${digits.slice(7, 10)}-${digits.slice(10)}`;
  const [id] = await insertParcels(t, o.city ?? uniqueCity(), [
    {
      parcel_id: digits,
      formatted_parcel_id: formatted,
      lng: o.lng ?? -113.9,
      lat: o.lat ?? 37.2,
      acreage: o.acreage ?? 1,
      county: o.county ?? 'Washington',
      actual_zoning: o.actual_zoning ?? null,
      property_info_building: o.property_info_building ?? false,
      ownership_name: o.ownership_name ?? null,
      mls_status: o.mls_status ?? null,
    },
  ]);
  await t.database.db
    .updateTable('parcels')
    .set({
      owner_type: o.owner_type ?? null,
      address: o.address ?? null,
      mls_listing_price: o.mls_listing_price ?? null,
    })
    .where('id', '=', id!)
    .execute();
  return { id: id!, parcelId: digits, formattedParcelId: formatted };
}

/** A water right's point of diversion at the given place. */
export async function insertWaterRight(t: TestApp, lng: number, lat: number) {
  await t.database.db
    .insertInto('water_rights')
    .values({
      wrnum: `99-${randomUUID().replace(/-/g, '').slice(0, 12)}`,
      location: sql`ST_SetSRID(ST_MakePoint(${lng}, ${lat}), 4326)`,
      source: 'test',
    })
    .execute();
}

export const sheetUrl = (ref: string | number) =>
  `/api/parcels-extra-info/${encodeURIComponent(String(ref))}`;

export async function getSheet(t: TestApp, token: string | undefined, ref: string | number) {
  return t.app.inject({ method: 'GET', url: sheetUrl(ref), headers: bearer(token) });
}

export async function putSheet(
  t: TestApp,
  token: string | undefined,
  ref: string | number,
  /** `{ version, fields, note }`, or the spec's body: the form's values at the top level, without a version. */
  body: {
    version?: number;
    fields?: Partial<Record<keyof QualificationValues, unknown>>;
    note?: unknown;
  } & Partial<Record<keyof QualificationValues, unknown>>,
) {
  return t.app.inject({ method: 'PUT', url: sheetUrl(ref), headers: bearer(token), payload: body });
}

/** GET that must answer 200: the sheet. */
export async function sheetOf(t: TestApp, token: string, ref: string | number): Promise<QualificationSheet> {
  const res = await getSheet(t, token, ref);
  if (res.statusCode !== 200) throw new Error(`GET sheet ${ref}: ${res.statusCode} ${res.body}`);
  return res.json() as QualificationSheet;
}
