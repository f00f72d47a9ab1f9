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
  'address',
  'city',
  'county',
  'postal_code',
  'agent',
  'brokerage',
  'location',
  'source',
] as const;

/** About one parcel in ten has an MLS listing (Active, Under Contract, Sold, Canceled or Expired). */
export function decideListing(seed: number, parcelKey: string, number: () => string): ListingDecision | null {
  const rng = new Random(seed, 'listing', parcelKey);
  if (!rng.chance(0.1)) return null;
  const status = rng.weighted([
    ['Active', 20],
    ['Under Contract', 10],
    ['Sold', 50],
    ['Canceled', 10],
    ['Expired', 10],
  ] as const);
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

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The listing row for a parcel (dates counted back from a fixed reference day, so output is reproducible). */
export function listingRow(seed: number, parcel: GeneratedParcel, decision: ListingDecision) {
  const rng = new Random(seed, 'listing-row', decision.number);
  const r = parcel.record;
  const reference = Date.UTC(2026, 0, 15);
  const current = decision.status === 'Active' || decision.status === 'Under Contract';
  const statusDaysAgo = current ? 0 : rng.int(5, 3 * 365);
  const statusDate = new Date(reference - statusDaysAgo * 86_400_000);
  const listDate = new Date(statusDate.getTime() - decision.dom * 86_400_000);
  const listPrice = Math.max(
    10_000,
    Math.round((Number(r.market_value) * decision.priceFactor) / 1000) * 1000,
  );
  const newBuild = parcel.built && Number(r.built_year) >= 2023;
  return [
    decision.number,
    r.id as number,
    decision.status,
    listPrice,
    decision.status === 'Sold' ? Math.round((listPrice * rng.float(0.93, 1.02)) / 1000) * 1000 : null,
    day(listDate),
    current ? null : day(statusDate),
    decision.dom,
    r.acreage as number,
    r.building_sqft as number | null,
    r.bedrooms as number | null,
    r.bathrooms as number | null,
    (r.house_style as string[])[0] ?? (parcel.built ? null : 'Land'),
    newBuild,
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
