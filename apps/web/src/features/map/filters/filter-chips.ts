import { PRODUCT_LABELS, type Product } from '@utah-land/shared';
import { FILTER_KEYS, LIST_KEYS, joinList, splitList, type FilterKey } from '../url-state.js';

/** Labels of the filter parameters (Selected Filters panel, drawer). */
export const FILTER_LABELS: Record<FilterKey, string> = {
  cities: 'City',
  counties: 'County',
  utahAreaTags: 'Area Tag',
  postalCodes: 'Postal Code',
  condos: PRODUCT_LABELS.condos,
  singleFamily: PRODUCT_LABELS.singleFamily,
  townhouse: PRODUCT_LABELS.townhouse,
  land: PRODUCT_LABELS.land,
  commercial: PRODUCT_LABELS.commercial,
  singleFamilyLots: PRODUCT_LABELS.singleFamily,
  townhousePads: PRODUCT_LABELS.townhouse,
  condoUnits: PRODUCT_LABELS.condos,
  acreage: 'Acreage',
  minAcreage: 'Min Acreage',
  maxAcreage: 'Max Acreage',
  parcelStatus: 'Parcel Status',
  hypotheticals: 'Hypothetical',
  projectStatus: 'Project Status',
  lotSize: 'Lot Size',
  parcelId: 'Parcel ID',
  currentZoningCity: 'Zoning (City)',
  currentZoningCounty: 'Zoning (County)',
  specialProductTypes: 'Special Product Type',
  name: 'Project Name',
  childName: 'Child Project Name',
  houseStyle: 'House Style',
  noBuildings: 'No Buildings',
  surveyId: 'Survey',
  surveyTaker: 'Survey Taker',
};

const PRODUCT_KEYS = new Set<string>(['condos', 'singleFamily', 'townhouse', 'land', 'commercial']);
/** Lot counts of a product, 'min|max' as the acreage ('min|': no maximum). */
const COUNT_KEYS = new Set<string>(['singleFamilyLots', 'townhousePads', 'condoUnits']);

export interface FilterChip {
  key: string;
  /** The value removed from the parameter (a list item), or undefined to drop the whole parameter. */
  item?: string;
  /** What the chip reads, and what '{value} removed' names. */
  value: string;
}

/** The acreage slider's 'min|max' ('min|' has no maximum: max undefined); undefined parts when unreadable. */
export function parseAcreage(raw: string | undefined): [number | undefined, number | undefined] {
  const parts = (raw ?? '').split(/[|,]/).map((p) => p.trim());
  if (parts.length !== 2 || parts[0] === '') return [undefined, undefined];
  const min = Number(parts[0]);
  const max = parts[1] === '' ? undefined : Number(parts[1]);
  if (!Number.isFinite(min) || (max !== undefined && !Number.isFinite(max))) return [undefined, undefined];
  return [min, max];
}

export function formatAcreageRange(raw: string): string {
  const [min, max] = parseAcreage(raw);
  if (min === undefined) return raw;
  return max === undefined ? `${min.toFixed(2)}+ acres` : `${min.toFixed(2)} - ${max.toFixed(2)} acres`;
}

/** One chip per list value, one per other parameter; the polygon is the chip 'Selected Polygon Area'. */
export function filterChips(params: URLSearchParams): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw || key === 'surveyTaker' || key === 'surveyId') continue;
    if (LIST_KEYS.has(key)) {
      for (const item of splitList(key, raw)) chips.push({ key, item, value: item });
    } else if (PRODUCT_KEYS.has(key)) {
      if (raw === 'true') chips.push({ key, value: PRODUCT_LABELS[key as Product] });
    } else if (key === 'noBuildings') {
      if (raw === 'true') chips.push({ key, value: 'No Buildings' });
    } else if (key === 'acreage') {
      chips.push({ key, value: formatAcreageRange(raw) });
    } else if (COUNT_KEYS.has(key)) {
      const [min, max] = parseAcreage(raw);
      const range = min === undefined ? raw : max === undefined ? `${min} or more` : `${min} to ${max}`;
      chips.push({ key, value: `${FILTER_LABELS[key]}: ${range}` });
    } else {
      chips.push({ key, value: `${FILTER_LABELS[key]}: ${raw}` });
    }
  }
  if (params.get('coords')) chips.push({ key: 'coords', value: 'Selected Polygon Area' });
  return chips;
}

/** The params without one chip. */
export function withoutChip(params: URLSearchParams, chip: FilterChip): URLSearchParams {
  const next = new URLSearchParams(params);
  if (chip.item !== undefined) {
    const rest = splitList(chip.key, params.get(chip.key)).filter((v) => v !== chip.item);
    if (rest.length) next.set(chip.key, joinList(rest));
    else next.delete(chip.key);
  } else {
    next.delete(chip.key);
  }
  return next;
}
