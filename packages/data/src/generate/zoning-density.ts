import type { Product } from '@utah-land/shared';

/**
 * How many units a zoning district yields per gross acre once roads, utilities and open space are taken out
 * (about 25% of a subdivision; 10% for large-lot districts, which need little new road). Lot sizes are the
 * districts' minimums (R-1-8 = 8,000 sq ft: 43,560 × 0.75 / 8,000 ≈ 4 lots an acre; RR-5 = one lot per
 * 5 acres). The generator's lot estimates never exceed `zoningYield` (see packages/data/SOURCES.md, "Demo data rules").
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
