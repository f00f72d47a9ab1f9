import { basename } from 'node:path';
import type { Database } from '@utah-land/db';
import { utahCounties } from '../geography/lookups.js';
import { formatParcelId } from '../generate/parcel-row.js';
import { parcelScores } from '../generate/scores.js';
import { IMPORT_SOURCE_NAMES, sourceOfLabel } from '@utah-land/shared';
import { openFeatureSource, type SourceFeature } from './feature-sources.js';
import { parseWkt, toEwkt4326, transformFrom, type Transform } from './geometry.js';
import {
  FieldError,
  isoDate,
  optionAsOf,
  parseNumber,
  resolveColumns,
  text,
  type ImportOptions,
  type ImportReport,
} from './report.js';
import type { Session } from '../db/session.js';
import {
  DERIVE_ACREAGE,
  MERGE_PARCELS,
  SET_SCORES,
  SET_ZIPS,
  STAGED_SCORE_INPUTS,
  STAGED_WITHOUT_ZIP,
  VALIDATE_PARCELS,
} from './parcel-sql.js';
import { zipOfLocation } from './parcel-zip.js';
import { runStagedImport, type StagedRow } from './stage.js';

/**
 * UGRC LIR parcel fields understood by the importer, with the other names they often go by, and the columns of the
 * product's own exports (EXPORT_FIELDS in packages/shared/src/schemas/area-export.ts), so that an export reads back.
 */
export const PARCEL_FIELDS = {
  PARCEL_ID: ['parcelid', 'apn', 'parcel_number', 'parcel'],
  SERIAL_NUM: ['serial', 'serial_number'],
  PARCEL_ADD: ['address', 'situs', 'situs_address', 'parcel_address'],
  PARCEL_CITY: ['city', 'situs_city'],
  PARCEL_ZIP: ['zip', 'zipcode', 'postal_code'],
  COUNTY_NAME: ['county'],
  OWN_TYPE: ['owner_type', 'ownership_type'],
  OWNER_NAME: ['owner', 'ownership_name', 'own_name'],
  MAIL_ADDR: ['mailing_address', 'owner_address'],
  MAIL_CITY: ['mailing_city', 'owner_city'],
  MAIL_STATE: ['mailing_state', 'owner_state'],
  MAIL_ZIP: ['mailing_zip', 'owner_zip'],
  TOTAL_MKT_VALUE: ['market_value', 'total_value', 'mkt_value'],
  LAND_MKT_VALUE: ['land_value'],
  PARCEL_ACRES: ['acres', 'acreage', 'gis_acres'],
  PROP_CLASS: ['property_class', 'prop_type'],
  BLDG_SQFT: ['building_sqft', 'sqft'],
  BUILT_YR: ['year_built', 'yearbuilt'],
  HAS_BLDG: ['building_on_the_property', 'property_info_building'],
  MLS_STATUS: ['listing_status'],
  LIST_PRICE: ['mls_listing_price', 'listing_price'],
  ZONING: ['zone', 'district', 'zoning_code'],
  TAX_DISTRICT: ['tax_id'],
  DATA_SRC: ['data_source'],
  CURRENT_ASOF: ['data_date', 'as_of', 'parcelscur'],
  GEOMETRY: ['wkt', 'geom', 'the_geom', 'shape', 'geometry_wkt'],
} as const;

export interface ParcelImportOptions extends ImportOptions {
  /** EPSG code of the file's coordinates (overrides .prj / GeoJSON crs; default 4326). */
  srid?: number;
}

/** LIR columns only UGRC's files carry: a file with one of them is a UGRC LIR layer. */
const LIR_MARKERS = ['ASSESSOR_SRC', 'BOUNDARY_SRC', 'COUNTY_ID', 'CURRENT_ASOF', 'DISCLAIMER'];

/** The `source` of a file's parcels: the one named, else a UGRC LIR layer's, else a user's import. */
export function parcelSourceOf(named: string | undefined, columns: string[]): string {
  if (named) return IMPORT_SOURCE_NAMES[named as keyof typeof IMPORT_SOURCE_NAMES] ?? named;
  const upper = new Set(columns.map((c) => c.toUpperCase()));
  return LIR_MARKERS.some((m) => upper.has(m)) ? 'ugrc_lir' : IMPORT_SOURCE_NAMES.user;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
function yesNo(field: string, raw: unknown): boolean | null {
  const t = text(raw)?.toLowerCase();
  if (!t) return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  throw new FieldError(`${field}: '${String(raw)}' is not yes or no`);
}

const OWN_TYPES: Record<string, string> = {
  federal: 'Government',
  state: 'Government',
  tribal: 'Government',
  government: 'Government',
  person: 'Person',
  llc: 'LLC',
  trust: 'Trust',
  corporation: 'Corporation',
  church: 'Church',
  other: 'Other',
};
const countyNames = new Map(utahCounties().map((c) => [c.name.toLowerCase().replace(/[^a-z]/g, ''), c.name]));

function countyName(raw: unknown): string | null {
  const t = text(raw);
  if (!t) return null;
  return (
    countyNames.get(
      t
        .toLowerCase()
        .replace(/ county$/, '')
        .replace(/[^a-z]/g, ''),
    ) ?? null
  );
}

export const PARCEL_STAGE: [string, string][] = [
  ['parcel_id', 'text'],
  ['formatted_parcel_id', 'text'],
  ['geom', 'geometry(MultiPolygon, 4326)'],
  ['acreage', 'numeric'],
  ['address', 'text'],
  ['city', 'text'],
  ['postal_code', 'text'],
  ['county', 'text'],
  ['ownership_name', 'text'],
  ['owner_type', 'text'],
  ['mailing_address', 'text'],
  ['mailing_city', 'text'],
  ['mailing_state', 'text'],
  ['mailing_zip', 'text'],
  ['market_value', 'bigint'],
  ['land_value', 'bigint'],
  ['prop_class', 'text'],
  ['building_sqft', 'int'],
  ['built_year', 'int'],
  ['actual_zoning', 'text'],
  ['tax_id', 'text'],
  ['property_info_building', 'boolean'],
  ['mls_status', 'text'],
  ['mls_listing_price', 'bigint'],
  ['workability_score', 'smallint'],
  ['reasonability_score', 'smallint'],
  ['disposition_score', 'smallint'],
  ['source', 'text'],
  ['source_as_of', 'date'],
];

function stageRow(
  f: SourceFeature,
  columns: Record<string, string | undefined>,
  transform: Transform,
  provenance: { source: string; named: boolean; asOf?: string },
): StagedRow {
  const get = (field: keyof typeof PARCEL_FIELDS) =>
    columns[field] ? f.properties[columns[field]] : undefined;
  try {
    const id = text(get('PARCEL_ID'));
    if (!id) throw new FieldError('PARCEL_ID: missing');
    const geometry =
      f.geometry ?? (columns.GEOMETRY && text(get('GEOMETRY')) ? parseWkt(String(get('GEOMETRY'))) : null);
    const ewkt = toEwkt4326(geometry, transform);
    const acreage = parseNumber('PARCEL_ACRES', get('PARCEL_ACRES'), { min: 0 });
    const market = parseNumber('TOTAL_MKT_VALUE', get('TOTAL_MKT_VALUE'), { min: 0 });
    const land = parseNumber('LAND_MKT_VALUE', get('LAND_MKT_VALUE'), { min: 0 });
    const sqft = parseNumber('BLDG_SQFT', get('BLDG_SQFT'), { integer: true, min: 0 });
    const built = parseNumber('BUILT_YR', get('BUILT_YR'), { integer: true, min: 0, max: 2100 });
    const ownRaw = text(get('OWN_TYPE'));
    const ownerType = ownRaw ? (OWN_TYPES[ownRaw.toLowerCase()] ?? null) : null;
    if (ownRaw && ownerType === null && ownRaw.toLowerCase() !== 'private') {
      throw new FieldError(`OWN_TYPE: unknown value '${ownRaw}'`);
    }
    const listPrice = parseNumber('LIST_PRICE', get('LIST_PRICE'), { min: 0 });
    // Unknown unless the file says: its own flag, else a building's floor area or year.
    const hasBuilding =
      yesNo('HAS_BLDG', get('HAS_BLDG')) ?? (sqft === null ? (built ? built > 0 : null) : sqft > 0);
    // A source named on the command line wins over the file's own (an export's DATA_SRC).
    const source = (!provenance.named && sourceOfLabel(text(get('DATA_SRC')))) || provenance.source;
    const asOf = provenance.asOf ?? isoDate('CURRENT_ASOF', get('CURRENT_ASOF'));
    const digits = id.replace(/[^0-9]/g, '');
    return {
      line: f.line,
      location: f.location,
      key: id,
      row: [
        id,
        digits.length === 14 ? formatParcelId(digits) : id,
        ewkt,
        acreage,
        text(get('PARCEL_ADD')),
        text(get('PARCEL_CITY')),
        text(get('PARCEL_ZIP'))?.slice(0, 10) ?? null,
        countyName(get('COUNTY_NAME')),
        text(get('OWNER_NAME')),
        ownerType,
        text(get('MAIL_ADDR')),
        text(get('MAIL_CITY')),
        text(get('MAIL_STATE')),
        text(get('MAIL_ZIP'))?.slice(0, 10) ?? null,
        market === null ? null : Math.round(market),
        land === null ? null : Math.round(land),
        text(get('PROP_CLASS')),
        sqft,
        built && built > 0 ? built : null,
        text(get('ZONING')),
        text(get('TAX_DISTRICT')) ?? text(get('SERIAL_NUM')),
        hasBuilding,
        text(get('MLS_STATUS')),
        listPrice === null ? null : Math.round(listPrice),
        null,
        null,
        null,
        source,
        asOf,
      ],
    };
  } catch (err) {
    if (err instanceof FieldError) return { line: f.line, location: f.location, error: err.message };
    throw err;
  }
}

/** The ZIP code where the file has none and the parcel's location says it (parcel-zip.ts). */
async function deriveStagedZips(s: Session) {
  const found = (await s.query<{ line: number; lng: number; lat: number }>(STAGED_WITHOUT_ZIP))
    .map((r) => ({ line: r.line, zip: zipOfLocation([r.lng, r.lat]) }))
    .filter((r) => r.zip !== null);
  if (found.length) await s.query(SET_ZIPS, [found.map((r) => r.line), found.map((r) => r.zip)]);
}

/** What the database derives before the merge: ZIP codes, then the acreage and the scores computed from it. */
async function deriveStaged(s: Session) {
  await deriveStagedZips(s);
  await scoreStagedParcels(s);
}

/**
 * The scores, from what the file says and the acreage the database derived where the file has none (scores.ts:
 * an unknown input contributes nothing).
 */
async function scoreStagedParcels(s: Session) {
  await s.query(DERIVE_ACREAGE);
  const rows = await s.query<{
    line: number;
    acreage: number | null;
    building: boolean | null;
    mls_status: string | null;
  }>(STAGED_SCORE_INPUTS);
  const scores = rows.map((r) =>
    parcelScores({ acreage: r.acreage, hasBuilding: r.building, listingStatus: r.mls_status }),
  );
  await s.query(SET_SCORES, [
    rows.map((r) => r.line),
    scores.map((x) => x.workability),
    scores.map((x) => x.reasonability),
    scores.map((x) => x.disposition),
  ]);
}

/**
 * Imports parcels from GeoJSON, a Shapefile (.shp with .dbf/.prj, or zipped) or CSV with a WKT column, using
 * UGRC LIR field names (or --map), reprojected to EPSG:4326. Upserts on parcel_id; all-or-nothing.
 */
export async function importParcels(
  database: Database,
  path: string,
  options: ParcelImportOptions = {},
): Promise<ImportReport> {
  const source = await openFeatureSource(path, options.onProgress);
  const transform = transformFrom({
    srid: options.srid ?? source.srid,
    prj: options.srid ? undefined : source.prj,
  });
  const asOf = optionAsOf(options);
  let provenance: { source: string; named: boolean; asOf?: string } | undefined;
  let columns: Record<string, string | undefined> | undefined;
  async function* rows(): AsyncGenerator<StagedRow> {
    for await (const f of source.features) {
      columns ??= resolveColumns(Object.keys(f.properties), PARCEL_FIELDS, options.map);
      provenance ??= {
        source: parcelSourceOf(options.source, Object.keys(f.properties)),
        named: !!options.source,
        asOf,
      };
      if (!columns.PARCEL_ID)
        throw new FieldError(`no PARCEL_ID column in ${basename(path)} (use --map PARCEL_ID=COLUMN)`);
      if (source.format === 'csv' && !columns.GEOMETRY) {
        throw new FieldError(`no WKT geometry column in ${basename(path)} (use --map GEOMETRY=COLUMN)`);
      }
      yield stageRow(f, columns, transform, provenance);
    }
  }
  return runStagedImport(database, {
    kind: 'parcels',
    writes: ['parcels'],
    file: path,
    stageColumns: PARCEL_STAGE,
    rows: rows(),
    validateSql: VALIDATE_PARCELS,
    beforeMerge: deriveStaged,
    mergeSql: MERGE_PARCELS,
    skipInvalid: options.skipInvalid,
    keyLabel: 'PARCEL_ID',
  });
}
