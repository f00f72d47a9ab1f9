import { z } from 'zod';
import { provenanceOf } from '../provenance/sources.js';
import { mapFiltersQuery, type MapFilters } from './map.js';

// GIS exports of an area: the parcels inside a drawn polygon, cities, counties or ZIP codes (the map's
// own filters), as GeoJSON, KML, CSV or a zipped Shapefile. Who may export: mayExportGis (access/policy.ts).

export const EXPORT_FORMATS = ['geojson', 'kml', 'csv', 'shapefile'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  geojson: 'GeoJSON',
  kml: 'KML (Google Earth)',
  csv: 'CSV (WKT geometry)',
  shapefile: 'Shapefile (zipped, with .prj)',
};
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  geojson: 'geojson',
  kml: 'kml',
  csv: 'csv',
  shapefile: 'zip',
};

export const AREA_EXPORT_LIMITS = {
  /** Parcels in one export. */
  maxParcels: 100_000,
  /** Rows fetched from the cursor at a time. */
  batch: 1000,
  /** Exports one server process writes at once (each holds a database connection while it streams). */
  concurrent: 3,
} as const;

export const AREA_EXPORT_MESSAGES = {
  areaRequired: 'Draw or pick an area (a polygon, a city, a county or a ZIP code) to export its parcels',
  empty: 'There are no parcels in this area',
  tooMany: (n: number) =>
    `This area holds ${n.toLocaleString('en-US')} parcels; an export holds at most ` +
    `${AREA_EXPORT_LIMITS.maxParcels.toLocaleString('en-US')}. Choose a smaller area.`,
  progressNotFound: 'Export not found',
  busy: 'Too many exports are running. Please try again in a minute.',
} as const;

/** The map's filters plus the format; exportId (a random UUID from the page) names the export's progress. */
export const areaExportQuery = mapFiltersQuery.extend({
  format: z.enum(EXPORT_FORMATS),
  exportId: z.uuid().optional(),
});
export type AreaExportQuery = z.output<typeof areaExportQuery>;

/** An area is a drawn polygon, cities, counties or ZIP codes (a viewport alone is not). */
export const hasArea = (f: MapFilters): boolean =>
  !!(f.coords || f.cities?.length || f.counties?.length || f.postalCodes?.length);

/** GET /area-export/count: how many parcels the area holds, and the most one export may hold. */
export const areaExportCount = z.object({ count: z.number(), limit: z.number() });
export type AreaExportCount = z.infer<typeof areaExportCount>;
/** GET /area-export/progress/{id}: how far an export has come. */
export const areaExportProgress = z.object({
  total: z.number(),
  done: z.number(),
  finished: z.boolean(),
});
export type AreaExportProgress = z.infer<typeof areaExportProgress>;

/**
 * The fields of every exported parcel, in order: `name` is the column (at most 10 characters, the Shapefile's
 * limit; the UGRC LIR names where they fit), `label` its meaning.
 */
export const EXPORT_FIELDS = [
  { name: 'PARCEL_ID', label: 'Parcel id' },
  { name: 'PARCEL_ADD', label: 'Address' },
  { name: 'CITY', label: 'City' },
  { name: 'COUNTY', label: 'County' },
  { name: 'PARCEL_ZIP', label: 'ZIP code' },
  { name: 'OWNER_NAME', label: 'Owner' },
  { name: 'OWN_TYPE', label: 'Owner type' },
  { name: 'MAIL_ADDR', label: 'Mailing address' },
  { name: 'MAIL_CITY', label: 'Mailing city' },
  { name: 'MAIL_STATE', label: 'Mailing state' },
  { name: 'MAIL_ZIP', label: 'Mailing ZIP' },
  { name: 'ACRES', label: 'Acres' },
  { name: 'MKT_VALUE', label: 'Market value ($)' },
  { name: 'LAND_VALUE', label: 'Land value ($)' },
  { name: 'ZONING', label: 'Zoning' },
  { name: 'BLDG_SQFT', label: 'Building sq ft' },
  { name: 'BUILT_YR', label: 'Year built' },
  { name: 'HAS_BLDG', label: 'Building on the property (Yes, No, empty: unknown)' },
  { name: 'MLS_STATUS', label: 'MLS status' },
  { name: 'LIST_PRICE', label: 'Listing price ($)' },
  { name: 'AREA_TAGS', label: 'Area tags' },
  { name: 'DATA_SRC', label: 'Data source' },
  { name: 'DATA_DATE', label: 'Values as of (empty: unknown)' },
  { name: 'DATA_LIC', label: 'Licence of the data (empty: unknown)' },
] as const;
export type ExportFieldName = (typeof EXPORT_FIELDS)[number]['name'];

/** What a parcel's `source` says in exports ('UGRC LIR parcels, Salt Lake County'); see provenance/sources.ts. */
export const dataSourceLabel = (source: string | null | undefined, county?: string | null): string =>
  provenanceOf(source, { county }).source;
