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
 * Land values and new-home prices, anchored to the real ACS 2024 median home values (assets/ut-median-home-
 * value-*.csv): a city's own median when the Census figure exists, else its county's, else FALLBACK_MEDIAN.
 * Land $/acre = anchor × LAND_FACTOR[zoning] × ZONE_FACTOR[zone] × a seeded spread in [SPREAD_MIN, SPREAD_MAX]
 * (government land at GOVERNMENT_FACTOR). The factors are multiples of the median home value per acre that
 * give Utah-like figures: an R-1-8 lot of 0.2 ac in Salt Lake City ≈ $146,000; A-20 range land ≈ $9,000/ac.
 */
const knownMedians = utahCounties()
  .map((c) => c.medianHomeValue)
  .filter((v): v is number => v !== null);
/** Counties without a Census figure in our file: 80% of the lowest known county median (rural Utah is cheaper). */
export const FALLBACK_MEDIAN = Math.round(Math.min(...knownMedians) * FALLBACK_MEDIAN_SHARE);
const countyMedian = new Map(utahCounties().map((c) => [c.name, c.medianHomeValue]));

/** The median home value a city's prices are anchored to. */
export function medianFor(city: CityInfo): number {
  return city.medianHomeValue ?? countyMedian.get(city.county) ?? FALLBACK_MEDIAN;
}

/** Land $/acre as a multiple of the anchor median home value, per zoning district. */
export const LAND_FACTOR: Record<string, number> = {
  'R-1-5': 1.9,
  'R-1-7': 1.5,
  'R-1-8': 1.35,
  'R-1-10': 1.15,
  'R-1-12': 1.0,
  'R-1-20': 0.7,
  'R-1-43': 0.4,
  'RR-1': 0.35,
  'RR-5': 0.12,
  'A-1': 0.3,
  'A-5': 0.1,
  'A-20': 0.03,
  'FR-20': 0.02,
  'R-2': 1.6,
  'RM-8': 1.6,
  'RM-15': 1.9,
  PUD: 1.4,
  'RM-30': 2.2,
  MU: 2.4,
  TOD: 2.6,
  CBD: 3.0,
  'C-1': 1.2,
  'C-2': 1.3,
  CC: 1.4,
  'M-1': 0.6,
  'M-2': 0.45,
  OS: 0.02,
  PF: 0.3,
};
const DEFAULT_FACTOR = 0.1;
/** Location discount: town lots are worth most per acre, big tracts far from town least. */
export const ZONE_FACTOR: Record<Zone, number> = { urban: 1, suburban: 0.9, rural: 0.8, raw: 0.6 };
export const GOVERNMENT_FACTOR = 0.5;
export const SPREAD_MIN = 0.7;
export const SPREAD_MAX = 1.4;

export function landFactor(zoning: string): number {
  return LAND_FACTOR[zoning] ?? DEFAULT_FACTOR;
}

/** Expected land $/acre (before the spread) of a parcel. */
export function landPerAcre(city: CityInfo, zoning: string, zone: Zone, government: boolean): number {
  return medianFor(city) * landFactor(zoning) * ZONE_FACTOR[zone] * (government ? GOVERNMENT_FACTOR : 1);
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
    Math.min(...anchors) * Math.min(...factors) * Math.min(...zones) * GOVERNMENT_FACTOR * SPREAD_MIN,
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
