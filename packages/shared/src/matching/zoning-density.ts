import type { Product } from '../enums.js';

/**
 * How many units a zoning district yields per gross acre once roads, utilities and open space are taken out
 * (about 25% of a subdivision; 10% for large-lot districts, which need little new road). Lot sizes are the
 * districts' minimums (R-1-8 = 8,000 sq ft: 43,560 × 0.75 / 8,000 ≈ 4 lots an acre; RR-5 = one lot per
 * 5 acres). The generator's lot estimates never exceed `zoningYield` (see packages/data/SOURCES.md, "Demo data rules"),
 * and a land owner's answer of acres and zoning is estimated with the same table (`landOfferCounts`).
 */
export interface ZoningDensity {
  /** Units per gross acre after roads (0 = no housing). */
  unitsPerAcre: number;
  product: Product;
}

const ROADS = 0.75;
const perLot = (sqft: number, net = ROADS) => Math.round(((43_560 * net) / sqft) * 100) / 100;

export const ZONING_DENSITY: Record<string, ZoningDensity> = {
  'R-1-5': { unitsPerAcre: perLot(5_000), product: 'singleFamily' },
  'R-1-7': { unitsPerAcre: perLot(7_000), product: 'singleFamily' },
  'R-1-8': { unitsPerAcre: perLot(8_000), product: 'singleFamily' },
  'R-1-10': { unitsPerAcre: perLot(10_000), product: 'singleFamily' },
  'R-1-12': { unitsPerAcre: perLot(12_000), product: 'singleFamily' },
  'R-1-20': { unitsPerAcre: perLot(20_000), product: 'singleFamily' },
  'R-1-43': { unitsPerAcre: perLot(43_560, 0.9), product: 'singleFamily' },
  'RR-1': { unitsPerAcre: perLot(43_560, 0.9), product: 'singleFamily' },
  'RR-5': { unitsPerAcre: 0.2, product: 'singleFamily' },
  'A-1': { unitsPerAcre: perLot(43_560, 0.9), product: 'singleFamily' },
  'A-5': { unitsPerAcre: 0.2, product: 'singleFamily' },
  'A-20': { unitsPerAcre: 0.05, product: 'singleFamily' },
  'FR-20': { unitsPerAcre: 0.05, product: 'singleFamily' },
  'R-2': { unitsPerAcre: 8, product: 'townhouse' },
  'RM-8': { unitsPerAcre: 8, product: 'townhouse' },
  'RM-15': { unitsPerAcre: 15, product: 'townhouse' },
  PUD: { unitsPerAcre: 6, product: 'townhouse' },
  'RM-30': { unitsPerAcre: 30, product: 'condos' },
  MU: { unitsPerAcre: 40, product: 'condos' },
  TOD: { unitsPerAcre: 60, product: 'condos' },
  CBD: { unitsPerAcre: 50, product: 'condos' },
  'C-1': { unitsPerAcre: 0, product: 'commercial' },
  'C-2': { unitsPerAcre: 0, product: 'commercial' },
  CC: { unitsPerAcre: 0, product: 'commercial' },
  'M-1': { unitsPerAcre: 0, product: 'commercial' },
  'M-2': { unitsPerAcre: 0, product: 'commercial' },
  OS: { unitsPerAcre: 0, product: 'land' },
  PF: { unitsPerAcre: 0, product: 'land' },
};

/** The most units a parcel of `acres` may yield under a district (0 for unknown or non-residential ones). */
export function zoningYield(code: string, acres: number): number {
  const d = ZONING_DENSITY[code];
  return d ? Math.floor(acres * d.unitsPerAcre + 1e-9) : 0;
}

/**
 * The district a Land Owner survey's zoning answer (ZONINGS, in the survey's words) is read as: the most common
 * district of that kind in the places we hold, so that what it allows and yields can be compared like a parcel's.
 * Agricultural is read as A-1 (one-acre lots: what an owner of farm ground near a town can subdivide without a
 * rezone); 'Unzoned' and "I don't know" stay unknown.
 */
export const SURVEY_ZONING_DISTRICT: Record<string, string> = {
  Agricultural: 'A-1',
  'Residential - Single Family': 'R-1-8',
  'Residential - Multi Family': 'RM-15',
  Commercial: 'C-2',
  Industrial: 'M-1',
  'Mixed Use': 'MU',
  'Planned Development': 'PUD',
};

/** The district code of a zoning given either as a code ('R-1-8') or as a survey answer ('Agricultural'). */
export function zoningDistrict(zoning: string | null | undefined): string | null {
  if (!zoning) return null;
  return SURVEY_ZONING_DISTRICT[zoning.trim()] ?? zoning.trim().toUpperCase();
}

/**
 * What a land owner's acres yield under the zoning they answered: the district's product and its `zoningYield`
 * (12 acres of Agricultural: 10 single family lots; 3 acres of Residential - Multi Family: 45 townhome pads).
 * Empty when the zoning is unknown, yields no housing, or the acres are unknown.
 */
export function landOfferCounts(
  zoning: string | null | undefined,
  acres: number | null | undefined,
): Partial<Record<'singleFamily' | 'townhouse' | 'condos', number>> {
  const code = zoningDistrict(zoning);
  const d = code ? ZONING_DENSITY[code] : undefined;
  if (!d || !code || acres === null || acres === undefined || !(acres > 0)) return {};
  if (d.product !== 'singleFamily' && d.product !== 'townhouse' && d.product !== 'condos') return {};
  const n = zoningYield(code, acres);
  return n > 0 ? { [d.product]: n } : {};
}
