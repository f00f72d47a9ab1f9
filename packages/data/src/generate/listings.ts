import type { MlsStatus } from '@utah-land/shared';
import { Random } from '../util/random.js';
import type { GeneratedParcel, ListingDecision } from './parcel-row.js';
import { brokerage, email, personName, phone } from './people.js';

export const LISTING_COLUMNS = [
  'listing_number',
  'parcel_id',
  'status',
  'list_price',
  'sold_price',
  'list_date',
  'status_date',
  'days_on_market',
  'lot_size_acres',
  'square_feet',
  'bedrooms',
  'bathrooms',
  'architectural_style',
  'new_build',
  'year_built',
  'property_type',
  'address',
  'city',
  'county',
  'postal_code',
  'agent',
  'brokerage',
  'location',
  'source',
] as const;

/**
 * The last day of the generated MLS history: listings are spread over the three years before it. A fixed day keeps
 * the output reproducible from the seed.
 */
export const LISTINGS_REFERENCE_DAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 3 * 365;

/**
 * The share of parcels with an MLS listing in the three years (Active, Under Contract, Sold, Canceled, Expired or
 * Withdrawn): one in ten in towns, more in cities of CITY_MARKET_POPULATION or more, whose markets turn over more
 * often and whose market statistics must show every building type and status at the demo size.
 */
export const LISTING_SHARE = { town: 0.1, city: 0.35 } as const;
export const CITY_MARKET_POPULATION = 40_000;

export function decideListing(
  seed: number,
  parcelKey: string,
  number: () => string,
  population = 0,
): ListingDecision | null {
  const rng = new Random(seed, 'listing', parcelKey);
  if (!rng.chance(population >= CITY_MARKET_POPULATION ? LISTING_SHARE.city : LISTING_SHARE.town))
    return null;
  const drawn = rng.weighted([
    ['Active', 20],
    ['Under Contract', 10],
    ['Sold', 50],
    ['Canceled', 10],
    ['Expired', 10],
  ] as const);
  // A separate stream, so the draws above (and the parcels built from them) stay what they were.
  const status: ListingDecision['status'] =
    drawn === 'Canceled' && new Random(seed, 'listing-withdrawn', parcelKey).chance(0.4)
      ? 'Withdrawn'
      : drawn;
  const agent = personName(rng);
  const office = brokerage(rng);
  return {
    number: number(),
    status,
    parcelStatus: status === 'Sold' ? null : status,
    agent: `${agent.first} ${agent.last}`,
    agentContact: `${phone(rng)} · ${email(agent.first, agent.last, rng)}`,
    brokerage: office,
    brokerageContact: phone(rng, '801'),
    dom: status === 'Active' ? rng.int(1, 120) : status === 'Expired' ? rng.int(90, 365) : rng.int(3, 150),
    priceFactor: rng.float(0.95, 1.15),
  };
}

/** MLS architectural styles (what a Utah MLS calls them) for the parcels' house styles. */
const MLS_STYLE: Record<string, string> = {
  Rambler: 'Rambler/Ranch',
  'Two Story': 'Two Story',
  'Multi Level': 'Multi-Level',
  'Split Entry': 'Split-Entry',
  Townhome: 'Townhouse',
  'Twin Home': 'Twin Home',
  Condo: 'Condo',
  Cabin: 'Cabin',
  Farmhouse: 'Two Story',
  Modern: 'Modern',
};

/** Price of a style relative to a detached house of the same size (condos and manufactured homes sell for less). */
const STYLE_FACTOR: Record<string, number> = {
  'Rambler/Ranch': 1,
  'Two Story': 1.04,
  'Multi-Level': 0.97,
  'Split-Entry': 0.93,
  Townhouse: 0.86,
  'Twin Home': 0.9,
  Condo: 0.8,
  Cabin: 0.85,
  Modern: 1.15,
  Manufactured: 0.55,
};

/**
 * Listings per month (Utah's spring market: most listings in March–June, fewest in December). Index 0 = January.
 */
const MONTH_WEIGHT = [5, 6.5, 9.5, 11, 12, 11.5, 10, 9, 8, 7, 5.5, 4.5];
/** Days on market per month of listing: winter listings sit longer, spring ones go fast. */
const MONTH_DOM = [1.45, 1.25, 0.95, 0.8, 0.78, 0.85, 0.95, 1.05, 1.1, 1.2, 1.35, 1.5];
/** List prices per month: spring listings ask a little more. */
const MONTH_PRICE = [0.97, 0.98, 1.0, 1.02, 1.03, 1.03, 1.02, 1.01, 1.0, 0.99, 0.98, 0.97];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A list day in the window [from, to] (days before the reference day), drawn with the monthly seasonality. */
function seasonalDay(rng: Random, from: number, to: number): number {
  for (let tries = 0; tries < 40; tries++) {
    const ms = LISTINGS_REFERENCE_DAY - rng.int(to, from) * DAY_MS;
    const month = new Date(ms).getUTCMonth();
    if (rng.chance(MONTH_WEIGHT[month]! / 12)) return ms;
  }
  return LISTINGS_REFERENCE_DAY - rng.int(to, from) * DAY_MS;
}

/** Days on market for a closed listing: log-normal, median about three weeks for a sale, with long tails. */
function closedDom(rng: Random, status: MlsStatus, month: number): number {
  const median = status === 'Sold' ? 22 : status === 'Expired' ? 150 : 55;
  const dom = Math.round(median * MONTH_DOM[month]! * rng.spread(status === 'Sold' ? 0.85 : 0.6));
  return status === 'Expired' ? Math.min(365, Math.max(90, dom)) : Math.min(400, Math.max(0, dom));
}

interface Product {
  style: string;
  newBuild: boolean;
  yearBuilt: number | null;
  sqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lotAcres: number;
  type: 'Residential' | 'Land' | 'Commercial';
}

/** What is listed on the parcel: its house, a unit of its condos/townhomes, a new build on its lot, or the land. */
function productOf(rng: Random, parcel: GeneratedParcel, listYear: number): Product {
  const r = parcel.record;
  const acres = Number(r.acreage);
  const styles = r.house_style as string[];
  const sqft = r.building_sqft as number | null;
  if (parcel.built && styles.length && (styles[0] === 'Condo' || styles[0] === 'Townhome')) {
    // A unit of the building: the parcel's figures are the whole building's.
    const style = MLS_STYLE[styles[0]]!;
    const unit =
      Math.round(rng.float(style === 'Condo' ? 650 : 1100, style === 'Condo' ? 1500 : 2300) / 10) * 10;
    const built = Number(r.built_year);
    return {
      style,
      newBuild: built >= listYear - 1,
      yearBuilt: built,
      sqft: unit,
      bedrooms: Math.max(1, Math.min(4, Math.round(unit / 500))),
      bathrooms: Math.max(1, Math.round((unit / 700) * 2) / 2),
      lotAcres: Math.round(rng.float(0.01, 0.05) * 10_000) / 10_000,
      type: 'Residential',
    };
  }
  if (parcel.built && styles.length && sqft) {
    const built = Number(r.built_year);
    const manufactured = (acres > 1 || styles[0] === 'Cabin') && built < 2000 && rng.chance(0.25);
    return {
      style: manufactured ? 'Manufactured' : (MLS_STYLE[styles[0]!] ?? styles[0]!),
      newBuild: built >= listYear - 1,
      yearBuilt: built,
      sqft: manufactured ? Math.min(sqft, Math.round(rng.float(900, 2000) / 10) * 10) : sqft,
      bedrooms: r.bedrooms as number | null,
      bathrooms: r.bathrooms as number | null,
      lotAcres: acres,
      type: 'Residential',
    };
  }
  if (parcel.built) {
    return {
      style: 'Commercial',
      newBuild: false,
      yearBuilt: Number(r.built_year) || null,
      sqft,
      bedrooms: null,
      bathrooms: null,
      lotAcres: acres,
      type: 'Commercial',
    };
  }
  // A vacant lot: most small lots are sold with a builder's new home on them, the rest as land (or a cabin/manufactured
  // home out in the country).
  if (acres <= 1.5 && rng.chance(0.8)) {
    const style = rng.weighted([
      ['Two Story', 40],
      ['Rambler/Ranch', 30],
      ['Multi-Level', 10],
      ['Townhouse', 15],
      ['Modern', 5],
    ] as const);
    const size =
      Math.round(rng.float(style === 'Townhouse' ? 1300 : 1800, style === 'Townhouse' ? 2400 : 4200) / 10) *
      10;
    return {
      style,
      newBuild: true,
      yearBuilt: listYear,
      sqft: size,
      bedrooms: Math.max(2, Math.min(6, Math.round(size / 650))),
      bathrooms: Math.max(2, Math.round((size / 1000) * 2) / 2),
      lotAcres: style === 'Townhouse' ? Math.round(rng.float(0.02, 0.06) * 10_000) / 10_000 : acres,
      type: 'Residential',
    };
  }
  if (acres > 1.5 && rng.chance(0.2)) {
    const style = rng.pick(['Cabin', 'Manufactured'] as const);
    const size = Math.round(rng.float(800, 2000) / 10) * 10;
    return {
      style,
      newBuild: false,
      yearBuilt: rng.int(1965, 2015),
      sqft: size,
      bedrooms: Math.max(1, Math.min(4, Math.round(size / 550))),
      bathrooms: Math.max(1, Math.round((size / 900) * 2) / 2),
      lotAcres: acres,
      type: 'Residential',
    };
  }
  return {
    style: 'Land',
    newBuild: false,
    yearBuilt: null,
    sqft: null,
    bedrooms: null,
    bathrooms: null,
    lotAcres: acres,
    type: 'Land',
  };
}

/**
 * The list price, anchored to the ACS median home value of the listing's city (else its county): a home of about
 * 2,200 sq ft on a typical lot lists near the median; size, style, lot, age, new construction, the month and a
 * gentle appreciation over the three years move it, with a log-normal spread.
 */
function listPriceOf(rng: Random, p: Product, median: number, listMs: number): number {
  const month = new Date(listMs).getUTCMonth();
  const yearsIn = (listMs - (LISTINGS_REFERENCE_DAY - HISTORY_DAYS * DAY_MS)) / (365 * DAY_MS);
  const market = (1 + 0.025 * yearsIn) * MONTH_PRICE[month]!;
  let price: number;
  if (p.type === 'Land') {
    price = median * 0.32 * Math.pow(Math.max(p.lotAcres, 0.1), 0.55) * rng.spread(0.35);
  } else if (p.type === 'Commercial') {
    price = median * 1.6 * Math.pow(Math.max(p.sqft ?? 5000, 1000) / 5000, 0.8) * rng.spread(0.4);
  } else {
    const size = Math.pow((p.sqft ?? 2000) / 2200, 0.75);
    const lot = p.lotAcres > 0.1 ? 1 + 0.08 * Math.log(p.lotAcres / 0.2 + 1) : 1;
    const age = p.newBuild ? 1.1 : p.yearBuilt && p.yearBuilt < 1970 ? 0.92 : 1;
    price = median * size * (STYLE_FACTOR[p.style] ?? 1) * lot * age * rng.spread(0.18);
  }
  return Math.max(15_000, Math.round((price * market) / 1000) * 1000);
}

/**
 * The listing row for a parcel, deterministic from (seed, listing number). Current listings (Active, Under
 * Contract) keep the parcel's days on market; closed ones are spread over the last three years with the seasons.
 * `median` is the ACS median home value of the parcel's city (else county).
 */
export function listingRow(seed: number, parcel: GeneratedParcel, decision: ListingDecision, median: number) {
  const rng = new Random(seed, 'listing-row', decision.number);
  const r = parcel.record;
  const current = decision.status === 'Active' || decision.status === 'Under Contract';
  let listMs: number;
  let statusMs: number | null;
  let dom: number;
  if (current) {
    dom = decision.dom;
    listMs = LISTINGS_REFERENCE_DAY - dom * DAY_MS;
    statusMs =
      decision.status === 'Under Contract'
        ? LISTINGS_REFERENCE_DAY - rng.int(0, Math.min(20, dom)) * DAY_MS
        : null;
  } else {
    listMs = seasonalDay(rng, HISTORY_DAYS, 20);
    dom = closedDom(rng, decision.status, new Date(listMs).getUTCMonth());
    statusMs = Math.min(LISTINGS_REFERENCE_DAY, listMs + dom * DAY_MS);
    dom = Math.round((statusMs - listMs) / DAY_MS);
  }
  const product = productOf(rng, parcel, new Date(listMs).getUTCFullYear());
  const listPrice = listPriceOf(rng, product, median, listMs);
  // Sales close under list when a listing sat, over it in a hot spring week.
  const soldRatio = dom < 10 ? rng.float(0.98, 1.04) : dom < 45 ? rng.float(0.95, 1.0) : rng.float(0.9, 0.97);
  return [
    decision.number,
    r.id as number,
    decision.status,
    listPrice,
    decision.status === 'Sold' ? Math.round((listPrice * soldRatio) / 1000) * 1000 : null,
    day(listMs),
    statusMs === null ? null : day(statusMs),
    dom,
    product.lotAcres,
    product.sqft,
    product.bedrooms,
    product.bathrooms,
    product.style,
    product.newBuild,
    product.yearBuilt,
    product.type,
    r.address as string,
    r.city as string,
    r.county as string,
    r.postal_code as string | null,
    decision.agent,
    decision.brokerage,
    r.center as string,
    'generated',
  ];
}
