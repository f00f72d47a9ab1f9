import type { Product } from '@utah-land/shared';
import { hashString } from '../util/random.js';

/** A Utah-style zoning district: what it allows and how densely (used by the generator's lot estimates). */
export interface ZoningDistrict {
  code: string;
  description: string;
  category:
    | 'Residential'
    | 'Multi-Family'
    | 'Mixed Use'
    | 'Commercial'
    | 'Industrial'
    | 'Agricultural'
    | 'Open Space'
    | 'Public';
  /** Dwelling units per acre the district allows (0 = no housing). */
  unitsPerAcre: number;
  /** The product a developer would build under it. */
  product: Product;
}

const d = (
  code: string,
  description: string,
  category: ZoningDistrict['category'],
  unitsPerAcre: number,
  product: Product,
): ZoningDistrict => ({ code, description, category, unitsPerAcre, product });

export const ZONING_DISTRICTS: Record<string, ZoningDistrict> = Object.fromEntries(
  [
    d('R-1-5', 'Single-Family Residential, 5,000 sq ft minimum lot', 'Residential', 6.5, 'singleFamily'),
    d('R-1-7', 'Single-Family Residential, 7,000 sq ft minimum lot', 'Residential', 5, 'singleFamily'),
    d('R-1-8', 'Single-Family Residential, 8,000 sq ft minimum lot', 'Residential', 4.3, 'singleFamily'),
    d('R-1-10', 'Single-Family Residential, 10,000 sq ft minimum lot', 'Residential', 3.5, 'singleFamily'),
    d('R-1-12', 'Single-Family Residential, 12,000 sq ft minimum lot', 'Residential', 2.9, 'singleFamily'),
    d('R-1-20', 'Single-Family Residential, 20,000 sq ft minimum lot', 'Residential', 1.8, 'singleFamily'),
    d('R-1-43', 'Single-Family Residential, one acre minimum lot', 'Residential', 0.9, 'singleFamily'),
    d('RR-1', 'Rural Residential, one acre minimum lot', 'Residential', 0.9, 'singleFamily'),
    d('RR-5', 'Rural Residential, five acre minimum lot', 'Residential', 0.18, 'singleFamily'),
    d('R-2', 'Two-Family Residential (duplexes, twin homes)', 'Residential', 8, 'townhouse'),
    d('RM-8', 'Multi-Family Residential, 8 units per acre', 'Multi-Family', 8, 'townhouse'),
    d('RM-15', 'Multi-Family Residential, 15 units per acre', 'Multi-Family', 15, 'townhouse'),
    d('RM-30', 'High-Density Multi-Family Residential, 30 units per acre', 'Multi-Family', 30, 'condos'),
    d('PUD', 'Planned Unit Development overlay', 'Residential', 6, 'townhouse'),
    d('MU', 'Mixed Use (ground-floor commercial, residential above)', 'Mixed Use', 40, 'condos'),
    d('TOD', 'Transit-Oriented Development', 'Mixed Use', 60, 'condos'),
    d('C-1', 'Neighborhood Commercial', 'Commercial', 0, 'commercial'),
    d('C-2', 'General Commercial', 'Commercial', 0, 'commercial'),
    d('CC', 'Community Commercial', 'Commercial', 0, 'commercial'),
    d('CBD', 'Central Business District', 'Commercial', 50, 'condos'),
    d('M-1', 'Light Manufacturing / Light Industrial', 'Industrial', 0, 'commercial'),
    d('M-2', 'Heavy Manufacturing / General Industrial', 'Industrial', 0, 'commercial'),
    d('A-1', 'Agricultural, one acre minimum', 'Agricultural', 0.9, 'land'),
    d('A-5', 'Agricultural, five acre minimum', 'Agricultural', 0.18, 'land'),
    d('A-20', 'Agricultural, twenty acre minimum', 'Agricultural', 0.045, 'land'),
    d('FR-20', 'Forestry and Recreation, twenty acre minimum', 'Agricultural', 0.045, 'land'),
    d('OS', 'Open Space', 'Open Space', 0, 'land'),
    d('PF', 'Public Facilities', 'Public', 0, 'land'),
  ].map((z) => [z.code, z]),
);

const LARGE_CITY = [
  'R-1-5',
  'R-1-7',
  'R-1-8',
  'R-1-10',
  'R-1-12',
  'R-2',
  'RM-15',
  'RM-30',
  'MU',
  'TOD',
  'CBD',
  'C-1',
  'C-2',
  'CC',
  'M-1',
  'M-2',
  'A-1',
  'OS',
  'PF',
];
const MID_CITY = [
  'R-1-7',
  'R-1-8',
  'R-1-10',
  'R-1-12',
  'R-1-20',
  'R-2',
  'RM-8',
  'RM-15',
  'PUD',
  'MU',
  'C-1',
  'C-2',
  'M-1',
  'A-1',
  'A-5',
  'OS',
  'PF',
];
const SMALL_TOWN = ['R-1-10', 'R-1-20', 'R-1-43', 'RR-1', 'R-2', 'RM-8', 'C-2', 'M-1', 'A-1', 'A-5', 'PF'];
const COUNTY = ['R-1-20', 'R-1-43', 'RR-1', 'RR-5', 'A-1', 'A-5', 'A-20', 'FR-20', 'C-2', 'M-1', 'M-2', 'OS'];

/** The district codes of a city (by size) or a county (unincorporated areas); stable per jurisdiction. */
export function zoningCodesFor(type: 'city' | 'county', name: string, population = 0): string[] {
  if (type === 'county') return COUNTY;
  const base = population >= 50_000 ? LARGE_CITY : population >= 8_000 ? MID_CITY : SMALL_TOWN;
  // Drop one optional district deterministically so jurisdictions differ a little, as real code books do.
  const h = hashString(name);
  const optional = base.filter((c) => !['R-1-10', 'C-2', 'A-1', 'M-1', 'R-1-20', 'R-1-8'].includes(c));
  const drop = optional[h % optional.length];
  return base.filter((c) => c !== drop);
}

/** A search link to the jurisdiction's zoning ordinance for a district (no made-up document URLs). */
export function zoningCodeLink(jurisdiction: string, code: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${jurisdiction} Utah zoning ordinance ${code}`)}`;
}
