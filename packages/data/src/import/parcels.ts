import { basename } from 'node:path';
import type { Database } from '@utah-land/db';
import { utahCounties } from '../geography/lookups.js';
import { formatParcelId } from '../generate/parcel-row.js';
import { parcelScores } from '../generate/scores.js';
import { openFeatureSource, type SourceFeature } from './feature-sources.js';
import { parseWkt, toEwkt4326, transformFrom, type Transform } from './geometry.js';
import {
  FieldError,
  parseNumber,
  resolveColumns,
  text,
  type ImportOptions,
  type ImportReport,
} from './report.js';
import { runStagedImport, type StagedRow } from './stage.js';

/** UGRC LIR parcel fields understood by the importer, with the other names they often go by. */
export const PARCEL_FIELDS = {
  PARCEL_ID: ['parcelid', 'apn', 'parcel_number', 'parcel'],
  SERIAL_NUM: ['serial', 'serial_number'],
  PARCEL_ADD: ['address', 'situs', 'situs_address', 'parcel_address'],
  PARCEL_CITY: ['city', 'situs_city'],
  PARCEL_ZIP: ['zip', 'zipcode', 'postal_code'],
  COUNTY_NAME: ['county'],
  OWN_TYPE: ['owner_type', 'ownership_type'],
  OWNER_NAME: ['owner', 'ownership_name', 'own_name'],
  TOTAL_MKT_VALUE: ['market_value', 'total_value'],
  LAND_MKT_VALUE: ['land_value'],
  PARCEL_ACRES: ['acres', 'acreage', 'gis_acres'],
  PROP_CLASS: ['property_class', 'prop_type'],
  BLDG_SQFT: ['building_sqft', 'sqft'],
  BUILT_YR: ['year_built', 'yearbuilt'],
  ZONING: ['zone', 'district', 'zoning_code'],
  TAX_DISTRICT: ['tax_id'],
  GEOMETRY: ['wkt', 'geom', 'the_geom', 'shape', 'geometry_wkt'],
} as const;

export interface ParcelImportOptions extends ImportOptions {
  /** EPSG code of the file's coordinates (overrides .prj / GeoJSON crs; default 4326). */
  srid?: number;
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
  ['market_value', 'bigint'],
  ['land_value', 'bigint'],
  ['prop_class', 'text'],
  ['building_sqft', 'int'],
  ['built_year', 'int'],
  ['actual_zoning', 'text'],
  ['tax_id', 'text'],
  ['property_info_building', 'boolean'],
  ['workability_score', 'smallint'],
  ['reasonability_score', 'smallint'],
  ['disposition_score', 'smallint'],
  ['source', 'text'],
];

function stageRow(
  f: SourceFeature,
  columns: Record<string, string | undefined>,
  transform: Transform,
  source: string,
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
    const hasBuilding = sqft === null ? (built ? built > 0 : null) : sqft > 0;
    const scores = parcelScores({ acreage, hasBuilding });
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
        market === null ? null : Math.round(market),
        land === null ? null : Math.round(land),
        text(get('PROP_CLASS')),
        sqft,
        built && built > 0 ? built : null,
        text(get('ZONING')),
        text(get('TAX_DISTRICT')) ?? text(get('SERIAL_NUM')),
        hasBuilding,
        scores.workability,
        scores.reasonability,
        scores.disposition,
        source,
      ],
    };
  } catch (err) {
    if (err instanceof FieldError) return { line: f.line, location: f.location, error: err.message };
    throw err;
  }
}

const MERGE = `
INSERT INTO parcels (parcel_id, formatted_parcel_id, geom, center, acreage, address, city, city_by_geometry, county,
  county_by_geometry, postal_code, ownership_name, owner_type, market_value, land_value, prop_class, building_sqft,
  built_year, area_tags, actual_zoning, tax_id, unincorporated, property_info_building, workability_score,
  reasonability_score, disposition_score, source)
SELECT s.parcel_id, s.formatted_parcel_id, s.geom, c.center,
  coalesce(s.acreage, round((ST_Area(s.geom::geography) / 4046.8564224)::numeric, 4)),
  s.address, coalesce(s.city, g.city), g.city, coalesce(s.county, k.county), k.county, s.postal_code,
  s.ownership_name, s.owner_type, s.market_value, s.land_value, s.prop_class, s.building_sqft, s.built_year,
  coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM area_tags t WHERE ST_Covers(t.geom, c.center)), '{}'),
  s.actual_zoning, s.tax_id, g.city IS NULL, coalesce(s.property_info_building, false), s.workability_score,
  s.reasonability_score, s.disposition_score, s.source
FROM import_stage s
CROSS JOIN LATERAL (SELECT ST_PointOnSurface(s.geom) AS center) c
CROSS JOIN LATERAL (SELECT (SELECT co.name FROM counties co WHERE ST_Covers(co.geom, c.center) LIMIT 1) AS county) k
CROSS JOIN LATERAL (SELECT (SELECT ci.name FROM cities ci JOIN counties co ON co.id = ci.county_id
  WHERE co.name = k.county AND ST_DWithin(ci.center, c.center, 0.08) ORDER BY ci.center <-> c.center LIMIT 1) AS city) g
WHERE s.line <> ALL($1::int[])
ON CONFLICT (parcel_id) DO UPDATE SET formatted_parcel_id = excluded.formatted_parcel_id, geom = excluded.geom,
  center = excluded.center, acreage = excluded.acreage, address = coalesce(excluded.address, parcels.address),
  city = coalesce(excluded.city, parcels.city), city_by_geometry = excluded.city_by_geometry,
  county = excluded.county, county_by_geometry = excluded.county_by_geometry,
  postal_code = coalesce(excluded.postal_code, parcels.postal_code),
  ownership_name = coalesce(excluded.ownership_name, parcels.ownership_name),
  owner_type = coalesce(excluded.owner_type, parcels.owner_type),
  market_value = coalesce(excluded.market_value, parcels.market_value),
  land_value = coalesce(excluded.land_value, parcels.land_value),
  prop_class = coalesce(excluded.prop_class, parcels.prop_class),
  building_sqft = coalesce(excluded.building_sqft, parcels.building_sqft),
  built_year = coalesce(excluded.built_year, parcels.built_year), area_tags = excluded.area_tags,
  actual_zoning = coalesce(excluded.actual_zoning, parcels.actual_zoning), tax_id = coalesce(excluded.tax_id, parcels.tax_id),
  unincorporated = excluded.unincorporated, property_info_building = excluded.property_info_building,
  workability_score = excluded.workability_score, reasonability_score = excluded.reasonability_score,
  disposition_score = excluded.disposition_score, source = excluded.source, updated_at = now()
RETURNING (xmax = 0) AS inserted`;

const VALIDATE = `
SELECT line, row_location AS location, 'geometry: ' || ST_IsValidReason(geom) AS reason FROM import_stage WHERE NOT ST_IsValid(geom)
UNION ALL
SELECT s.line, s.row_location, 'geometry: outside Utah (wrong or missing --srid?)' FROM import_stage s
WHERE ST_IsValid(s.geom) AND NOT EXISTS (SELECT 1 FROM counties co WHERE ST_Intersects(co.geom, s.geom))`;

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
  const label = options.source ?? 'import';
  let columns: Record<string, string | undefined> | undefined;
  async function* rows(): AsyncGenerator<StagedRow> {
    for await (const f of source.features) {
      columns ??= resolveColumns(Object.keys(f.properties), PARCEL_FIELDS, options.map);
      if (!columns.PARCEL_ID)
        throw new FieldError(`no PARCEL_ID column in ${basename(path)} (use --map PARCEL_ID=COLUMN)`);
      if (source.format === 'csv' && !columns.GEOMETRY) {
        throw new FieldError(`no WKT geometry column in ${basename(path)} (use --map GEOMETRY=COLUMN)`);
      }
      yield stageRow(f, columns, transform, label);
    }
  }
  return runStagedImport(database, {
    kind: 'parcels',
    writes: ['parcels'],
    file: path,
    stageColumns: PARCEL_STAGE,
    rows: rows(),
    validateSql: VALIDATE,
    mergeSql: MERGE,
    skipInvalid: options.skipInvalid,
    keyLabel: 'PARCEL_ID',
  });
}
