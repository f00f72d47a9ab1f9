import { provenanceLine, provenanceOf, UNKNOWN, type ParcelCard, type ProjectCard } from '@utah-land/shared';
import { sourceLabel } from '../common/record-source.js';
import { exportedLine, fileStamp, type Cell, type SheetColumn, type SheetSpec } from './excel.js';

// The sheets of the grid view and the Property Information Sheet.

export type GridKind = 'parcels' | 'projects';

/** Sheet (and file) names of the grid exports (names like Parcels_Gridview). */
export const GRID_SHEET_NAMES: Record<GridKind, string> = {
  parcels: 'Parcels_Gridview',
  projects: 'Projects_Gridview',
};
export const PROPERTY_INFORMATION_SHEET = 'Property Information Sheet';

const list = (v: readonly string[] | null | undefined) => (v && v.length ? v.join(', ') : '');

export const PARCEL_COLUMNS: (SheetColumn & { value: (p: ParcelCard) => Cell })[] = [
  { header: 'Parcel ID', key: 'parcelId', width: 20, value: (p) => p.formattedParcelId || p.parcelId },
  { header: 'Owner', key: 'ownershipName', width: 30, value: (p) => p.ownershipName },
  { header: 'Address', key: 'address', width: 30, value: (p) => p.address },
  { header: 'City', key: 'city', width: 18, value: (p) => p.city },
  { header: 'County', key: 'county', width: 14, value: (p) => p.county },
  { header: 'Zip', key: 'postalCode', width: 10, value: (p) => p.postalCode },
  { header: 'Acreage', key: 'acreage', width: 10, value: (p) => Number(p.acreage.toFixed(2)) },
  { header: 'Zoning', key: 'actualZoning', width: 14, value: (p) => p.actualZoning },
  {
    header: 'Possible Lots',
    key: 'possibleNumberAndStyleOfLots',
    width: 24,
    value: (p) => p.possibleNumberAndStyleOfLots,
  },
  { header: 'Market Value', key: 'marketValue', width: 14, value: (p) => p.marketValue },
  { header: 'MLS Status', key: 'mlsStatus', width: 12, value: (p) => p.mlsStatus },
  { header: 'Area Tags', key: 'areaTags', width: 24, value: (p) => list(p.areaTags) },
  { header: 'Source', key: 'source', width: 30, value: (p) => sourceLabel(p.source, p.county) },
  {
    header: 'As Of',
    key: 'sourceAsOf',
    width: 12,
    value: (p) => provenanceOf(p.source, { asOf: p.sourceAsOf }).asOf ?? UNKNOWN,
  },
  { header: 'Licence', key: 'licence', width: 18, value: (p) => provenanceOf(p.source).licence ?? UNKNOWN },
];

export const PROJECT_COLUMNS: (SheetColumn & { value: (p: ProjectCard) => Cell })[] = [
  { header: 'Project Name', key: 'name', width: 30, value: (p) => p.project_name_processed },
  { header: 'Type', key: 'type', width: 8, value: (p) => (p.isChild ? 'Child' : 'Parent') },
  { header: 'Status', key: 'project_status', width: 24, value: (p) => p.project_status },
  { header: 'Owners', key: 'owners', width: 30, value: (p) => list(p.owner_name_processed) },
  { header: 'Address', key: 'address', width: 30, value: (p) => p.address },
  { header: 'City', key: 'city', width: 18, value: (p) => p.city },
  { header: 'County', key: 'county', width: 14, value: (p) => p.county },
  { header: 'Zip', key: 'zip', width: 10, value: (p) => p.zip },
  { header: 'Lots', key: 'lots', width: 28, value: (p) => list(p.numberAndStyleOfLots) },
  { header: 'Lot Sizes', key: 'lotSize', width: 20, value: (p) => list(p.lotSize) },
  {
    header: 'Special Product Types',
    key: 'specialProductTypes',
    width: 24,
    value: (p) => list(p.specialProductTypes),
  },
  { header: 'Price Point', key: 'pricePoint', width: 12, value: (p) => p.pricePoint },
  { header: 'Source', key: 'source', width: 22, value: (p) => sourceLabel(p.source) },
  { header: 'As Of', key: 'sourceAsOf', width: 12, value: (p) => asOfText(p) },
];

/** What a record's provenance line needs: its source key, county (UGRC names one layer per county) and as-of date. */
export interface SourcedRecord {
  source?: string | null;
  county?: string | null;
  sourceAsOf?: string | null;
}

/** A record's as-of date for an 'As Of' cell: 'YYYY-MM-DD', or '—' when its source does not say. */
export const asOfText = (r: SourcedRecord): string =>
  provenanceOf(r.source, { asOf: r.sourceAsOf }).asOf ?? UNKNOWN;

/** One line per source among `records` (with its county, as-of date and licence), sorted. */
export function sourceLines(records: readonly SourcedRecord[]): string[] {
  const lines = new Set<string>();
  for (const r of records)
    lines.add(provenanceLine(provenanceOf(r.source, { county: r.county, asOf: r.sourceAsOf })));
  return [...lines].sort();
}

/**
 * The lines under an exported list: one per source among its records (with its county, as-of date and licence),
 * then the export's time (docs/data.md, "Provenance"). Every workbook the product writes ends with them.
 */
export function sourceNotes(records: readonly SourcedRecord[]): string[] {
  return sourceLines(records).concat(exportedLine());
}

export function gridSheet(kind: 'parcels', rows: ParcelCard[]): SheetSpec;
export function gridSheet(kind: 'projects', rows: ProjectCard[]): SheetSpec;
export function gridSheet(kind: GridKind, rows: (ParcelCard | ProjectCard)[]): SheetSpec {
  const columns = (kind === 'parcels' ? PARCEL_COLUMNS : PROJECT_COLUMNS) as (SheetColumn & {
    value: (r: ParcelCard | ProjectCard) => Cell;
  })[];
  return {
    name: GRID_SHEET_NAMES[kind],
    columns: columns.map(({ header, key, width }) => ({ header, key, width })),
    rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, c.value(r)]))),
    notes: sourceNotes(rows),
  };
}

export const gridFileName = (kind: GridKind | 'both') =>
  `${kind === 'both' ? 'Gridview' : GRID_SHEET_NAMES[kind]}_${fileStamp()}.xlsx`;

/** Keys whose words run together or are abbreviated in the records, as a person reads them. */
const HEADER_WORDS: Record<string, string> = {
  id: 'ID',
  parcelId: 'Parcel ID',
  formattedParcelId: 'Formatted Parcel ID',
  mlsStatus: 'MLS Status',
  propertyInfoBuilding: 'Building on the Property',
  possibleNumberAndStyleOfLots: 'Possible Lots',
  project_name_processed: 'Project Name',
  owner_name_processed: 'Owners',
  parent_project_id: 'Parent Project ID',
  isChild: 'Child Project',
  sourceAsOf: 'As Of',
  dataSource: 'Source',
  firstname: 'First Name',
  lastname: 'Last Name',
  fullname: 'Full Name',
  lat: 'Latitude',
  lng: 'Longitude',
  zip: 'ZIP',
  postalCode: 'ZIP',
  email: 'Email',
  workemail: 'Work Email',
  wrnum: 'WRNUM',
  WRNUM: 'WRNUM',
  wrchex: 'WRCHEX',
  WRCHEX: 'WRCHEX',
  url: 'URL',
};

/**
 * A record key as a spreadsheet header: 'ownershipName' → 'Ownership Name', 'project_status' → 'Project Status',
 * 'firstname' → 'First Name', 'lat' → 'Latitude' (spec section 9: prettified headers).
 */
export function prettifyHeader(key: string): string {
  const known = HEADER_WORDS[key];
  if (known) return known;
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => (w.toLowerCase() === 'id' ? 'ID' : w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

const cell = (v: unknown): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.every((x) => typeof x !== 'object') ? v.join(', ') : JSON.stringify(v);
  return JSON.stringify(v);
};

/** Fields of a map record that are the page's bookkeeping, not information about the property. */
const NOT_INFORMATION = new Set([
  'id_serial',
  'existsInBookmarks',
  'placeholder',
  'geomCenter',
  'source',
  'sourceAsOf',
]);

/**
 * A map record as the Property Information Sheet shows it: the page's bookkeeping left out, the centre as Latitude
 * and Longitude columns, yes/no fields as Yes or No, and its provenance (source, as of, licence) in words.
 */
export function propertyInformation(record: ParcelCard | ProjectCard): Record<string, unknown> {
  const r = record as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) {
    if (NOT_INFORMATION.has(k) || k === 'lat' || k === 'lng') continue;
    out[k] = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v;
  }
  const center = (r.geomCenter as { coordinates?: [number, number] } | null | undefined)?.coordinates;
  out.lat = center?.[1] ?? (r.lat as number | null | undefined) ?? null;
  out.lng = center?.[0] ?? (r.lng as number | null | undefined) ?? null;
  const county = typeof r.county === 'string' ? r.county : null;
  const p = provenanceOf(r.source as string | null | undefined, {
    county,
    asOf: r.sourceAsOf as string | null,
  });
  out.dataSource = sourceLabel(r.source as string | null | undefined, county) ?? UNKNOWN;
  out.sourceAsOf = p.asOf ?? UNKNOWN;
  out.licence = p.licence ?? UNKNOWN;
  return out;
}

/**
 * The Property Information Sheet: one column per field of the first record (propertyInformation), each with a
 * prettified header (bold, like every header row), one row per record.
 */
export function propertyInformationSheet(records: (ParcelCard | ProjectCard)[]): SheetSpec {
  const rows = records.map(propertyInformation);
  const first = rows[0] ?? {};
  const keys = Object.keys(first);
  return {
    name: PROPERTY_INFORMATION_SHEET,
    columns: keys.map((k) => ({
      header: prettifyHeader(k),
      key: k,
      width: Math.max(12, prettifyHeader(k).length + 2),
    })),
    rows: rows.map((r) => Object.fromEntries(keys.map((k) => [k, cell(r[k])]))),
    notes: sourceNotes(records),
  };
}

export const propertyInformationFileName = () => `${PROPERTY_INFORMATION_SHEET} ${fileStamp()}.xlsx`;
