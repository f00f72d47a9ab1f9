import type { Database } from '@utah-land/db';
import type { MlsStatus } from '@utah-land/shared';
import { runCsvImport } from './csv-import.js';
import { FieldError, parseNumber, text, type ImportOptions, type ImportReport } from './report.js';

/**
 * RESO Data Dictionary field names of a listings export (what Utah's MLS, like most, exports), with the aliases
 * other exports use. Matching is case- and punctuation-insensitive; --map FIELD=COLUMN overrides.
 */
export const LISTING_FIELDS = {
  ListingId: ['listing id', 'mls number', 'mls #', 'listing number', 'listingkey'],
  StandardStatus: ['status', 'mls status', 'mlsstatus'],
  ListPrice: ['list price', 'listing price', 'price'],
  ClosePrice: ['sold price', 'close price', 'sale price'],
  ListingContractDate: ['list date', 'listing date', 'onmarketdate', 'on market date'],
  CloseDate: ['sold date', 'close date'],
  StatusChangeTimestamp: ['status date', 'status change date', 'offmarketdate'],
  DaysOnMarket: ['dom', 'days on market', 'cumulativedaysonmarket', 'cdom'],
  LotSizeAcres: ['lot size', 'acres', 'lot acres'],
  LivingArea: ['square feet', 'sqft', 'total sqft', 'buildingareatotal', 'above grade finished area'],
  BedroomsTotal: ['bedrooms', 'beds'],
  BathroomsTotalInteger: ['bathrooms', 'baths', 'bathroomstotaldecimal', 'bathroomsfull'],
  ArchitecturalStyle: ['style', 'architectural style', 'house style'],
  NewConstructionYN: ['new construction', 'new build', 'newconstruction'],
  YearBuilt: ['year built', 'built'],
  PropertyType: ['property type', 'type'],
  UnparsedAddress: ['address', 'street address', 'full address'],
  City: ['city', 'postalcity'],
  CountyOrParish: ['county'],
  PostalCode: ['zip', 'zip code', 'postal code'],
  ListAgentFullName: ['list agent', 'agent', 'listing agent'],
  ListOfficeName: ['list office', 'brokerage', 'office'],
  ParcelNumber: ['parcel', 'parcel id', 'tax id', 'apn'],
  Latitude: ['lat'],
  Longitude: ['lon', 'lng', 'long'],
} as const;

/** RESO StandardStatus (and common local spellings) → our status. */
const STATUS: Record<string, MlsStatus> = {
  active: 'Active',
  comingsoon: 'Active',
  activeundercontract: 'Under Contract',
  undercontract: 'Under Contract',
  pending: 'Under Contract',
  backup: 'Under Contract',
  closed: 'Sold',
  sold: 'Sold',
  canceled: 'Canceled',
  cancelled: 'Canceled',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  hold: 'Withdrawn',
  offmarket: 'Withdrawn',
};

const DAY_MS = 86_400_000;

/** A date cell ('2025-04-18', '2025-04-18T10:00:00Z', '4/18/2025') as YYYY-MM-DD; null when empty. */
export function parseDate(field: string, raw: unknown): string | null {
  const t = text(raw);
  if (!t) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : t.slice(0, 10);
  const d = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso)
    throw new FieldError(`${field}: '${t}' is not a date (YYYY-MM-DD or M/D/YYYY)`);
  if (d.getUTCFullYear() < 1950 || d.getUTCFullYear() > 2100)
    throw new FieldError(`${field}: '${t}' is out of range`);
  return iso;
}

function yesNo(field: string, raw: unknown): boolean {
  const t = text(raw)?.toLowerCase();
  if (!t || ['n', 'no', 'false', '0', 'existing', 'resale'].includes(t)) return false;
  if (['y', 'yes', 'true', '1', 'new', 'new construction', 'to be built', 'under construction'].includes(t))
    return true;
  throw new FieldError(`${field}: '${String(raw)}' is not Y/N`);
}

/**
 * Imports MLS listings from a RESO-style CSV; upserts on ListingId. Listings are linked to the parcel whose parcel
 * id (raw or formatted) is the ParcelNumber, else the parcel under the point. Missing days on market are counted
 * from the list date to the close/status date (or today for current listings).
 */
export async function importListings(
  database: Database,
  path: string,
  options: ImportOptions & { today?: Date } = {},
): Promise<ImportReport> {
  const source = options.source ?? 'import';
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  return runCsvImport(database, path, options, {
    kind: 'listings',
    writes: ['mls_listings'],
    keyLabel: 'ListingId',
    fields: LISTING_FIELDS,
    toRow: (get) => {
      const id = text(get('ListingId'));
      if (!id) throw new FieldError('ListingId: missing');
      if (id.length > 40) throw new FieldError('ListingId: longer than 40 characters');
      const rawStatus = text(get('StandardStatus'));
      if (!rawStatus) throw new FieldError('StandardStatus: missing');
      const status = STATUS[rawStatus.toLowerCase().replace(/[^a-z]/g, '')];
      if (!status) throw new FieldError(`StandardStatus: unknown status '${rawStatus}'`);
      const listPrice = parseNumber('ListPrice', get('ListPrice'), { min: 0, max: 1e11 });
      if (listPrice === null) throw new FieldError('ListPrice: missing');
      const closePrice = parseNumber('ClosePrice', get('ClosePrice'), { min: 0, max: 1e11 });
      const listDate = parseDate('ListingContractDate', get('ListingContractDate'));
      if (!listDate) throw new FieldError('ListingContractDate: missing');
      const statusDate =
        parseDate('CloseDate', get('CloseDate')) ??
        parseDate('StatusChangeTimestamp', get('StatusChangeTimestamp'));
      if (statusDate && statusDate < listDate)
        throw new FieldError(
          `CloseDate/StatusChangeTimestamp: ${statusDate} is before the list date ${listDate}`,
        );
      let dom = parseNumber('DaysOnMarket', get('DaysOnMarket'), { integer: true, min: 0, max: 20_000 });
      if (dom === null) {
        const end = status === 'Active' || status === 'Under Contract' ? today : (statusDate ?? today);
        dom = Math.max(0, Math.round((Date.parse(end) - Date.parse(listDate)) / DAY_MS));
      }
      const city = text(get('City'));
      if (!city) throw new FieldError('City: missing');
      const county = text(get('CountyOrParish'))?.replace(/\s+county$/i, '') ?? null;
      const lat = parseNumber('Latitude', get('Latitude'), { min: -90, max: 90 });
      const lng = parseNumber('Longitude', get('Longitude'), { min: -180, max: 180 });
      if ((lat === null) !== (lng === null)) throw new FieldError('Latitude/Longitude: give both or neither');
      if (lat !== null && lng !== null && !(lng > -114.1 && lng < -109 && lat > 36.9 && lat < 42.1))
        throw new FieldError(`Latitude/Longitude: ${lat}, ${lng} is not in Utah`);
      if (!county && lat === null)
        throw new FieldError('CountyOrParish: missing (and no Latitude/Longitude)');
      const propertyType = text(get('PropertyType'))?.toLowerCase() ?? '';
      const style = text(get('ArchitecturalStyle'));
      return {
        key: id,
        row: [
          id,
          status,
          Math.round(listPrice),
          status === 'Sold' && closePrice !== null ? Math.round(closePrice) : null,
          listDate,
          statusDate,
          dom,
          parseNumber('LotSizeAcres', get('LotSizeAcres'), { min: 0, max: 1e6 }),
          parseNumber('LivingArea', get('LivingArea'), { integer: true, min: 0, max: 1e7 }),
          parseNumber('BedroomsTotal', get('BedroomsTotal'), { integer: true, min: 0, max: 100 }),
          parseNumber('BathroomsTotalInteger', get('BathroomsTotalInteger'), { min: 0, max: 100 }),
          style,
          yesNo('NewConstructionYN', get('NewConstructionYN')),
          parseNumber('YearBuilt', get('YearBuilt'), { integer: true, min: 1800, max: 2100 }),
          propertyType.includes('land') || style === 'Land'
            ? 'Land'
            : propertyType.includes('commercial')
              ? 'Commercial'
              : 'Residential',
          text(get('UnparsedAddress')),
          city,
          county,
          text(get('PostalCode'))?.slice(0, 10) ?? null,
          text(get('ListAgentFullName')),
          text(get('ListOfficeName')),
          text(get('ParcelNumber')),
          lat === null ? null : `SRID=4326;POINT(${lng} ${lat})`,
          source,
        ],
      };
    },
    stageColumns: [
      ['listing_number', 'text'],
      ['status', 'text'],
      ['list_price', 'bigint'],
      ['sold_price', 'bigint'],
      ['list_date', 'date'],
      ['status_date', 'date'],
      ['days_on_market', 'integer'],
      ['lot_size_acres', 'numeric'],
      ['square_feet', 'integer'],
      ['bedrooms', 'integer'],
      ['bathrooms', 'numeric'],
      ['architectural_style', 'text'],
      ['new_build', 'boolean'],
      ['year_built', 'integer'],
      ['property_type', 'text'],
      ['address', 'text'],
      ['city', 'text'],
      ['county', 'text'],
      ['postal_code', 'text'],
      ['agent', 'text'],
      ['brokerage', 'text'],
      ['parcel_number', 'text'],
      ['location', 'geometry(Point, 4326)'],
      ['source', 'text'],
    ],
    validateSql: `
      SELECT s.line, 'line ' || s.line AS location,
        'CountyOrParish: missing, and Latitude/Longitude is in no Utah county' AS reason
      FROM import_stage s WHERE s.county IS NULL
        AND NOT EXISTS (SELECT 1 FROM counties co WHERE ST_Covers(co.geom, s.location))`,
    mergeSql: `
      INSERT INTO mls_listings (listing_number, parcel_id, status, list_price, sold_price, list_date, status_date,
        days_on_market, lot_size_acres, square_feet, bedrooms, bathrooms, architectural_style, new_build, year_built,
        property_type, address, city, county, postal_code, agent, brokerage, location, source)
      SELECT s.listing_number, x.parcel_id, s.status, s.list_price, s.sold_price, s.list_date, s.status_date,
        s.days_on_market, s.lot_size_acres, s.square_feet, s.bedrooms, s.bathrooms, s.architectural_style,
        s.new_build, s.year_built, s.property_type, s.address, s.city,
        coalesce(s.county, (SELECT co.name FROM counties co WHERE ST_Covers(co.geom, s.location) LIMIT 1)),
        s.postal_code, s.agent, s.brokerage, coalesce(s.location, (SELECT p.center FROM parcels p WHERE p.id = x.parcel_id)),
        s.source
      FROM import_stage s
      CROSS JOIN LATERAL (SELECT coalesce(
        (SELECT p.id FROM parcels p WHERE s.parcel_number IS NOT NULL
           AND (p.parcel_id = s.parcel_number OR p.formatted_parcel_id = s.parcel_number) LIMIT 1),
        (SELECT p.id FROM parcels p WHERE s.location IS NOT NULL AND ST_Covers(p.geom, s.location) LIMIT 1)
      ) AS parcel_id) x
      WHERE s.line <> ALL($1::int[])
      ON CONFLICT (listing_number) DO UPDATE SET parcel_id = excluded.parcel_id, status = excluded.status,
        list_price = excluded.list_price, sold_price = excluded.sold_price, list_date = excluded.list_date,
        status_date = excluded.status_date, days_on_market = excluded.days_on_market,
        lot_size_acres = excluded.lot_size_acres, square_feet = excluded.square_feet, bedrooms = excluded.bedrooms,
        bathrooms = excluded.bathrooms, architectural_style = excluded.architectural_style,
        new_build = excluded.new_build, year_built = excluded.year_built, property_type = excluded.property_type,
        address = excluded.address, city = excluded.city, county = excluded.county,
        postal_code = excluded.postal_code, agent = excluded.agent, brokerage = excluded.brokerage,
        location = excluded.location, source = excluded.source
      RETURNING (xmax = 0) AS inserted`,
  });
}
