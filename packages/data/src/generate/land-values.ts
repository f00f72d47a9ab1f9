import {
  FALLBACK_MEDIAN_SHARE,
  NEW_HOME_FACTOR,
  NEW_HOME_PRICE_STEP,
  type HomeProduct,
  type Product,
} from '@utah-land/shared';
import { utahCities, utahCounties, type CityInfo } from '../geography/lookups.js';
import type { Random } from '../util/random.js';
import type { Zone } from './layout.js';

/**
 * Land values and home prices, anchored to the real ACS 2024 median home values (assets/ut-median-home-value-*.csv,
 * from ../shared/data/market): a city's own median when the Census figure exists; else its county's median times
 * the city's PRICE_LEVEL (the generator's estimate for a few cities known to sit far above or below their county,
 * such as Alpine or Park City), else FALLBACK_MEDIAN times the level.
 * Land $/acre = anchor × LAND_FACTOR[zoning] × ZONE_FACTOR[zone] × a seeded spread in [SPREAD_MIN, SPREAD_MAX],
 * farm and range zonings outside the five ACS counties at RURAL_MARKET_FACTOR, government land at
 * GOVERNMENT_FACTOR. The factors are multiples of the median home value per acre that give Utah-like figures: an
 * R-1-8 lot of 0.2 ac in Salt Lake City ≈ $146,000 (docs/data.md lists the ranges per city).
 */
const knownMedians = utahCounties()
  .map((c) => c.medianHomeValue)
  .filter((v): v is number => v !== null);
/** Counties without a Census figure in our file: 80% of the lowest known county median (rural Utah is cheaper). */
export const FALLBACK_MEDIAN = Math.round(Math.min(...knownMedians) * FALLBACK_MEDIAN_SHARE);
const countyMedian = new Map(utahCounties().map((c) => [c.name, c.medianHomeValue]));

/**
 * Price level of a city against its county's median (or FALLBACK_MEDIAN), for cities without their own ACS figure
 * in the file. The generator's own estimates, not Census figures: Alpine and Highland are estate towns, Park City
 * and the Wasatch Back resort markets, priced well above anything their county or the fallback says.
 */
export const PRICE_LEVEL: Record<string, number> = {
  Alpine: 1.9,
  Highland: 1.75,
  'Cedar Hills': 1.2,
  Mapleton: 1.3,
  Holladay: 1.4,
  'Cottonwood Heights': 1.25,
  Bluffdale: 1.25,
  Farmington: 1.3,
  'Fruit Heights': 1.3,
  'Park City': 5,
  Snyderville: 3.5,
  'Summit Park': 3,
  'Silver Summit': 3.5,
  Kamas: 2,
  Oakley: 2.5,
  Midway: 2.8,
  'Heber City': 2.2,
};

/** The median home value a city's prices are anchored to. */
export function medianFor(city: CityInfo): number {
  if (city.medianHomeValue !== null) return city.medianHomeValue;
  return Math.round((countyMedian.get(city.county) ?? FALLBACK_MEDIAN) * (PRICE_LEVEL[city.name] ?? 1));
}

/** Counties whose market the ACS file measures (Salt Lake, Utah, Davis, Weber, Washington). */
const measuredCounties = new Set([...countyMedian.entries()].filter(([, v]) => v !== null).map(([k]) => k));
/** Farm and range zonings, priced as farmland outside the growing counties. */
const FARM_ZONINGS = new Set(['A-5', 'A-20', 'FR-20', 'RR-5', 'OS']);
/**
 * Farm and range land outside the five ACS counties sells as farmland, not as future subdivisions: its factor is
 * scaled down (A-20 range land in Millard County ≈ $6,000/ac instead of the $27,000 of Lehi's hills).
 */
export const RURAL_MARKET_FACTOR = 0.4;

/** Land $/acre as a multiple of the anchor median home value, per zoning district. */
export const LAND_FACTOR: Record<string, number> = {
  'R-1-5': 1.9,
  'R-1-7': 1.5,
  'R-1-8': 1.35,
  'R-1-10': 1.15,
  'R-1-12': 1.0,
  'R-1-20': 0.75,
  'R-1-43': 0.45,
  'RR-1': 0.4,
  'RR-5': 0.15,
  'A-1': 0.35,
  'A-5': 0.15,
  'A-20': 0.08,
  'FR-20': 0.06,
  'R-2': 1.6,
  'RM-8': 1.7,
  'RM-15': 1.9,
  PUD: 1.4,
  'RM-30': 2.1,
  MU: 2.2,
  TOD: 2.4,
  CBD: 2.8,
  'C-1': 1.0,
  'C-2': 1.1,
  CC: 1.2,
  'M-1': 0.55,
  'M-2': 0.45,
  OS: 0.05,
  PF: 0.3,
};
const DEFAULT_FACTOR = 0.1;
/** Location discount: town lots are worth most per acre, big tracts far from town least. */
export const ZONE_FACTOR: Record<Zone, number> = { urban: 1, suburban: 0.9, rural: 0.8, raw: 0.6 };
/** Public land: assessed lower (no sale comparables), not given away. */
export const GOVERNMENT_FACTOR = 0.8;
export const SPREAD_MIN = 0.7;
export const SPREAD_MAX = 1.4;

export function landFactor(zoning: string): number {
  return LAND_FACTOR[zoning] ?? DEFAULT_FACTOR;
}

/** Expected land $/acre (before the spread) of a parcel. */
export function landPerAcre(city: CityInfo, zoning: string, zone: Zone, government: boolean): number {
  const market = FARM_ZONINGS.has(zoning) && !measuredCounties.has(city.county) ? RURAL_MARKET_FACTOR : 1;
  return (
    medianFor(city) * landFactor(zoning) * market * ZONE_FACTOR[zone] * (government ? GOVERNMENT_FACTOR : 1)
  );
}

/** A seeded log-normal spread kept inside [SPREAD_MIN, SPREAD_MAX]. */
export function valueSpread(rng: Random): number {
  return Math.min(SPREAD_MAX, Math.max(SPREAD_MIN, rng.spread(0.2)));
}

/** The range of land $/acre any generated parcel of a county can have (what the generator tests check). */
export function countyLandBand(county: string): [number, number] {
  const anchors = utahCities()
    .filter((c) => c.county === county)
    .map(medianFor);
  if (anchors.length === 0) anchors.push(countyMedian.get(county) ?? FALLBACK_MEDIAN);
  const factors = Object.values(LAND_FACTOR).concat(DEFAULT_FACTOR);
  const zones = Object.values(ZONE_FACTOR);
  return [
    Math.min(...anchors) *
      Math.min(...factors) *
      Math.min(...zones) *
      GOVERNMENT_FACTOR *
      (measuredCounties.has(county) ? 1 : RURAL_MARKET_FACTOR) *
      SPREAD_MIN,
    Math.max(...anchors) * Math.max(...factors) * Math.max(...zones) * SPREAD_MAX,
  ];
}

/**
 * A new-build home price point anchored to the city's median home value, within the product's NEW_HOME_FACTOR band
 * (packages/shared, the same band matching estimates a bare parcel's new homes from), rounded to $5,000.
 */
export function newHomePrice(city: CityInfo, product: Product, rng: Random): number {
  const [lo, hi] = NEW_HOME_FACTOR[product as HomeProduct] ?? NEW_HOME_FACTOR.singleFamily;
  return Math.round((medianFor(city) * rng.float(lo, hi)) / NEW_HOME_PRICE_STEP) * NEW_HOME_PRICE_STEP;
}

/**
 * Building floor area as a share of the lot (floor-area ratio) and its value per square foot at a $500,000 median,
 * scaled by the city's anchor: apartments and condos 0.35-0.9 FAR at $120-200/sq ft, commercial and industrial
 * 0.12-0.3 FAR at $80-160/sq ft (so half an acre of RM-30 carries a $1-4M building, not a $14M one).
 */
export const BUILDING_RULES = {
  multifamily: { far: [0.35, 0.9], perSqft: [120, 200] },
  commercial: { far: [0.12, 0.3], perSqft: [80, 160] },
} as const;

/** Floor area and value of a non-house building on `acres`, from BUILDING_RULES. */
export function buildingOf(
  kind: keyof typeof BUILDING_RULES,
  acres: number,
  median: number,
  rng: Random,
): { sqft: number; value: number } {
  const rule = BUILDING_RULES[kind];
  const sqft = Math.max(1500, Math.round((acres * 43_560 * rng.float(rule.far[0], rule.far[1])) / 100) * 100);
  return { sqft, value: sqft * rng.float(rule.perSqft[0], rule.perSqft[1]) * (median / 500_000) };
}

/**
 * The documented ranges (docs/data.md), as multiples of a city's anchor median: land $/acre of farm and range
 * zonings (A-5, A-20, FR-20, RR-5, OS) and of every other zoning, and the market value of a home on a lot under an
 * acre, with the band the city's median home value stays in.
 */
export const VALUE_BANDS = {
  farmLandPerAcre: [0.02, 0.5],
  townLandPerAcre: [0.1, 4],
  home: [0.35, 3],
  homeMedian: [0.85, 1.25],
} as const;

/** True for the farm and range zonings of VALUE_BANDS.farmLandPerAcre. */
export const isFarmZoning = (zoning: string) => FARM_ZONINGS.has(zoning);
