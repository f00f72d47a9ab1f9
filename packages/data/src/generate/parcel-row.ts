import { HOUSE_STYLES, PRODUCT_LABELS, ZONING_DENSITY, zoningYield, type Product } from '@utah-land/shared';
import { areaTagsAt } from '../geography/area-tags.js';
import { utahCities, zoningFor } from '../geography/lookups.js';
import { zoningCodeLink, type ZoningDistrict } from '../geography/zoning.js';
import { pointToEwkt, polygonsToEwkt } from '../util/geo.js';
import { gridAddress, gridNumber, zipFor } from './addresses.js';
import { Random } from '../util/random.js';
import { streetLineLng, type BlockKind, type ParcelGroup, type ParcelShape } from './layout.js';
import { buildingOf, landPerAcre, medianFor, valueSpread } from './land-values.js';
import { LENDERS } from './names.js';
import { outOfStateAddress, ownerName, streetAddress, type OwnerType } from './people.js';
import type { PortfolioOwner } from './portfolios.js';
import { parcelScores } from './scores.js';
import { taxId } from './tax-ids.js';

export { FALLBACK_MEDIAN, medianFor } from './land-values.js';
export { gridAddress, gridNorth, gridPosition, GRID_UNITS_PER_MILE, zipFor } from './addresses.js';

/** One generated parcel, keyed by column name (see PARCEL_COLUMNS). */
export type ParcelRecord = Record<
  (typeof PARCEL_COLUMNS)[number],
  string | number | boolean | null | string[]
>;

export const PARCEL_COLUMNS = [
  'id',
  'parcel_id',
  'formatted_parcel_id',
  'geom',
  'center',
  'acreage',
  'address',
  'city',
  'city_by_geometry',
  'county',
  'county_by_geometry',
  'state',
  'postal_code',
  'ownership_name',
  'owner_type',
  'owner_location',
  'ownership_info_absentee',
  'mailing_address',
  'mailing_city',
  'mailing_zip',
  'mailing_state',
  'mortgage_lender',
  'years_held',
  'market_value',
  'land_value',
  'prop_class',
  'building_sqft',
  'built_year',
  'bedrooms',
  'bathrooms',
  'area_tags',
  'actual_zoning',
  'zoning_code_links',
  'zoning_overlay_links',
  'tax_id',
  'unincorporated',
  'property_info_building',
  'has_road_access',
  'slope_percent',
  'has_utilities',
  'possible_lots',
  'possible_lots_neighbors',
  'possible_lots_proxy',
  'possible_lots_zoning',
  'sf_lots',
  'th_pads',
  'condo_units',
  'sf_lots_neighbors',
  'th_pads_neighbors',
  'condo_units_neighbors',
  'sf_lots_proxy',
  'th_pads_proxy',
  'condo_units_proxy',
  'sf_lots_zoning',
  'th_pads_zoning',
  'condo_units_zoning',
  'products',
  'house_style',
  'mls_status',
  'mls_agent',
  'mls_agent_contact',
  'mls_brokerage',
  'mls_brokerage_contact',
  'mls_listing_number',
  'mls_dom',
  'mls_listing_price',
  'workability_score',
  'reasonability_score',
  'disposition_score',
  'source',
] as const;

export interface LotEstimate {
  sf: number;
  th: number;
  condo: number;
}

const LABEL_SINGULAR: Record<string, string> = {
  singleFamily: 'Single Family Lot',
  townhouse: 'Townhome Pad',
  condos: 'Apartment/Condo Unit',
};

/** '12 Single Family Lots, 8 Townhome Pads' (null when nothing can be built). */
export function lotsText(e: LotEstimate | null): string | null {
  if (!e) return null;
  const parts: string[] = [];
  const add = (n: number, p: Product) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? LABEL_SINGULAR[p] : PRODUCT_LABELS[p]}`);
  };
  add(e.sf, 'singleFamily');
  add(e.th, 'townhouse');
  add(e.condo, 'condos');
  return parts.length ? parts.join(', ') : null;
}

const nz = (n: number) => (n > 0 ? n : null);

/** Formats 14 digits as Salt Lake County style '22-01-151-012-0000'. */
export function formatParcelId(digits: string): string {
  return /^\d{14}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 7)}-${digits.slice(7, 10)}-${digits.slice(10)}`
    : digits;
}

/** A unique 14-digit id from the section, group and lot. */
export function parcelDigits(sx: number, sy: number, group: number, lot: number): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return `${p(sy % 100, 2)}${p(sx % 100, 2)}${p(group + 100 * Math.floor(sy / 100), 3)}${p(lot, 3)}${p(Math.floor(sx / 100), 4)}`;
}

const zoningCache = new Map<string, ZoningDistrict[]>();
function districts(type: 'city' | 'county', name: string): ZoningDistrict[] {
  const key = `${type}:${name}`;
  let list = zoningCache.get(key);
  if (!list) zoningCache.set(key, (list = zoningFor(type, name)));
  return list;
}

const ZONING_PREFS: Record<BlockKind, string[]> = {
  sf: ['R-1-7', 'R-1-8', 'R-1-10', 'R-1-5', 'R-1-12', 'R-1-20', 'R-1-43'],
  dense: ['R-1-5', 'R-2', 'RM-8', 'R-1-7', 'R-1-8', 'R-1-10'],
  multifamily: ['RM-15', 'RM-30', 'MU', 'RM-8', 'R-2', 'TOD'],
  commercial: ['C-2', 'CBD', 'CC', 'MU', 'C-1', 'M-1', 'M-2'],
  suburban: ['R-1-10', 'R-1-12', 'R-1-20', 'R-1-43', 'A-1', 'PUD', 'RR-1', 'A-5'],
  rural: ['A-5', 'A-1', 'RR-5', 'RR-1', 'A-20', 'R-1-43'],
  raw: ['A-20', 'FR-20', 'A-5', 'OS', 'M-2'],
};

function pickZoning(kind: BlockKind, list: ZoningDistrict[], rng: Random): ZoningDistrict {
  const available = ZONING_PREFS[kind]
    .map((c) => list.find((z) => z.code === c))
    .filter((z) => z !== undefined);
  return available.length ? rng.pick(available.slice(0, 3)) : list[0]!;
}

const OWNER_MIX: Record<BlockKind, [OwnerType, number][]> = {
  sf: [
    ['Person', 75],
    ['Trust', 15],
    ['LLC', 8],
    ['Corporation', 1],
    ['Church', 1],
  ],
  dense: [
    ['Person', 65],
    ['Trust', 10],
    ['LLC', 22],
    ['Corporation', 3],
  ],
  multifamily: [
    ['LLC', 60],
    ['Corporation', 20],
    ['Person', 10],
    ['Trust', 10],
  ],
  commercial: [
    ['LLC', 55],
    ['Corporation', 30],
    ['Government', 5],
    ['Church', 5],
    ['Person', 5],
  ],
  suburban: [
    ['Person', 60],
    ['Trust', 20],
    ['LLC', 15],
    ['Church', 3],
    ['Government', 2],
  ],
  rural: [
    ['Person', 45],
    ['Trust', 25],
    ['LLC', 20],
    ['Corporation', 5],
    ['Government', 4],
    ['Other', 1],
  ],
  raw: [
    ['Government', 35],
    ['Person', 20],
    ['LLC', 20],
    ['Trust', 15],
    ['Corporation', 10],
  ],
};

const BUILT_SHARE: Record<BlockKind, number> = {
  sf: 0.88,
  dense: 0.9,
  multifamily: 0.7,
  commercial: 0.75,
  suburban: 0.65,
  rural: 0.3,
  raw: 0.03,
};

/**
 * Lot estimates that agree with the zoning: the zoning yield is ZONING_DENSITY's units per acre × acres
 * (RR-5: one lot per 5 acres; R-1-8: about 4 an acre), the main estimate 75-100% of it (less the existing home on
 * a built parcel), neighbours and proxy estimates around the main one.
 */
function estimates(z: ZoningDistrict, acres: number, built: boolean, rng: Random) {
  if (built && acres < 0.75) return null;
  const product = ZONING_DENSITY[z.code]?.product ?? z.product;
  const toEstimate = (n: number): LotEstimate => {
    if (product === 'townhouse') return { sf: 0, th: n, condo: 0 };
    if (product === 'condos') return { sf: 0, th: 0, condo: n };
    if (product === 'singleFamily' || product === 'land') return { sf: n, th: 0, condo: 0 };
    return { sf: 0, th: 0, condo: 0 };
  };
  const cap = zoningYield(z.code, acres);
  const zoning = toEstimate(cap);
  const planned = Math.max(cap > 0 ? 1 : 0, Math.floor(cap * rng.float(0.75, 1)));
  const main = toEstimate(Math.max(0, planned - (built ? 1 : 0)));
  const scale = (e: LotEstimate, s: number): LotEstimate => ({
    sf: Math.round(e.sf * s),
    th: Math.round(e.th * s),
    condo: Math.round(e.condo * s),
  });
  const neighbors = scale(main, rng.float(0.8, 1.2));
  const proxy = scale(main, rng.spread(0.2));
  const none = (e: LotEstimate) => (e.sf + e.th + e.condo > 0 ? e : null);
  return { main: none(main), neighbors: none(neighbors), proxy: none(proxy), zoning: none(zoning) };
}

export interface ParcelContext {
  seed: number;
  group: ParcelGroup;
  /** Parcels of this group belong to a project: mostly vacant, ready to build. */
  inProject: boolean;
  groupBounds: [number, number, number, number];
  /** The portfolio owner of this lot, if any (portfolios.ts). */
  owner?: PortfolioOwner;
}

export interface GeneratedParcel {
  record: ParcelRecord;
  lng: number;
  lat: number;
  built: boolean;
  zoning: ZoningDistrict;
  estimate: LotEstimate | null;
}

const cities = utahCities();

/** All attributes of one parcel, deterministic from (seed, parcel id). */
export function buildParcel(
  ctx: ParcelContext,
  shape: ParcelShape,
  id: number,
  listing: ListingDecision | null,
): GeneratedParcel {
  const { group } = ctx;
  const { city } = group;
  const digits = parcelDigits(group.sx, group.sy, group.group, shape.lot);
  const serial = taxId(city.county, {
    sx: group.sx,
    sy: group.sy,
    group: group.group,
    lot: shape.lot,
    city: city.name,
  });
  const rng = new Random(ctx.seed, 'parcel', digits);
  // The vertex average of a convex lot lies inside it; a subdivision lot brings a point inside it.
  const corners = shape.ring.slice(0, -1);
  const [lng, lat] = shape.center ?? [
    corners.reduce((t, p) => t + p[0], 0) / corners.length,
    corners.reduce((t, p) => t + p[1], 0) / corners.length,
  ];
  const acres = Math.round(shape.acres * 10_000) / 10_000;
  const unincorporated = group.zone === 'rural' || group.zone === 'raw';
  const jurisdiction = unincorporated ? districts('county', city.county) : districts('city', city.name);
  // A subdivision's lots share its zoning (drawn anyway, so the draws after it stay as the seed makes them).
  const drawnZoning = pickZoning(group.kind, jurisdiction, rng);
  const platted = group.subdivision && jurisdiction.find((z) => z.code === group.subdivision!.zoning);
  const zoning = platted ?? drawnZoning;
  const built = rng.chance(ctx.inProject ? 0.2 : BUILT_SHARE[group.kind]);
  const zip = zipFor(city, lng, lat);
  const westSide = lng < (ctx.groupBounds[0] + ctx.groupBounds[2]) / 2;
  const address = shape.frontage
    ? `${gridNumber(city, lat, shape.frontage.parity)} ${shape.frontage.street}`
    : gridAddress(
        city,
        lat,
        streetLineLng(westSide ? ctx.groupBounds[0] : ctx.groupBounds[2], group.zone),
        westSide ? 0 : 1,
      );

  const drawnType = rng.weighted(OWNER_MIX[group.kind]);
  const drawnName = ownerName(drawnType, rng, { city: city.name, county: city.county });
  const drawnLocation =
    drawnType === 'Government' || drawnType === 'Church'
      ? 'In State'
      : rng.weighted([
          ['Local', drawnType === 'Person' ? 70 : 45],
          ['In State', 18],
          ['Out of State', 12],
        ] as const);
  let mailing = { address, city: city.name, state: 'UT', zip: zip?.zip ?? null };
  if (drawnLocation === 'In State') {
    const home = rng.pick(cities);
    mailing = { address: streetAddress(rng), city: home.name, state: 'UT', zip: zipFor(home)?.zip ?? null };
  } else if (drawnLocation === 'Out of State') {
    mailing = outOfStateAddress(rng);
  }
  // A portfolio owner (portfolios.ts) takes over a private owner's lot after the draws, so everything else about the
  // lot stays as the seed makes it (no later draw depends on the owner unless it is public or a church).
  const held = ctx.owner && drawnType !== 'Government' && drawnType !== 'Church' ? ctx.owner : undefined;
  const ownerType = held?.type ?? drawnType;
  const ownership = held?.name ?? drawnName;
  const location = held?.location ?? drawnLocation;
  if (held) mailing = { ...held.mailing, zip: held.mailing.zip ?? mailing.zip };
  const yearsHeld = rng.chance(0.1) ? null : Math.min(60, Math.floor(rng.spread(0.9) * 9));
  const lender =
    ownerType === 'Government' || ownerType === 'Church' || !rng.chance(built ? 0.6 : 0.2)
      ? null
      : rng.pick(LENDERS);

  const median = medianFor(city);
  const isHouse =
    built &&
    (group.kind === 'sf' ||
      group.kind === 'dense' ||
      group.kind === 'suburban' ||
      group.kind === 'rural' ||
      group.kind === 'raw');
  let buildingSqft: number | null = null;
  let builtYear: number | null = null;
  let bedrooms: number | null = null;
  let bathrooms: number | null = null;
  let styles: string[] = [];
  let building: { sqft: number; value: number } | null = null;
  if (built) {
    builtYear = group.zone === 'urban' ? rng.int(1905, 2023) : rng.int(1950, 2024);
    // New construction (a separate stream, so the draws after this stay what they were): Utah builds fast.
    const recent = new Random(ctx.seed, 'new-construction', digits);
    if (recent.chance(NEW_CONSTRUCTION_SHARE)) builtYear = recent.int(2024, 2026);
    if (isHouse) {
      buildingSqft = Math.round(rng.float(1000, 4200) / 10) * 10;
      bedrooms = Math.max(2, Math.min(7, Math.round(buildingSqft / 650)));
      bathrooms = Math.max(1, Math.round((buildingSqft / 1100) * 2) / 2);
      styles = [rng.pick(HOUSE_STYLES.filter((s) => s !== 'Condo' && s !== 'Townhome' && s !== 'Twin Home'))];
    } else {
      building = buildingOf(group.kind === 'multifamily' ? 'multifamily' : 'commercial', acres, median, rng);
      buildingSqft = building.sqft;
      if (group.kind === 'multifamily') styles = [rng.pick(['Condo', 'Townhome'] as const)];
    }
  }
  const perAcre = landPerAcre(city, zoning.code, group.zone, ownerType === 'Government');
  const landValue = Math.max(100, Math.round((perAcre * acres * valueSpread(rng)) / 100) * 100);
  let improvement = 0;
  if (isHouse && buildingSqft)
    improvement = median * 0.6 * Math.pow(buildingSqft / 2200, 0.8) * rng.spread(0.2);
  else if (building) improvement = building.value;
  const marketValue = Math.round((landValue + improvement) / 100) * 100;

  const est = estimates(zoning, acres, built, rng);
  const main = est?.main ?? null;
  const products = new Set<string>();
  if (main?.sf) products.add('singleFamily');
  if (main?.th) products.add('townhouse');
  if (main?.condo) products.add('condos');
  if (['Commercial', 'Industrial', 'Mixed Use'].includes(zoning.category)) products.add('commercial');
  if (!built && acres >= 5) products.add('land');

  const propClass = !built
    ? group.zone === 'rural' || group.zone === 'raw'
      ? 'Agricultural'
      : 'Vacant'
    : zoning.category === 'Industrial'
      ? 'Industrial'
      : zoning.category === 'Commercial'
        ? 'Commercial'
        : zoning.category === 'Mixed Use'
          ? 'Mixed'
          : 'Residential';

  const hasRoad =
    group.zone === 'urban' || group.zone === 'suburban'
      ? true
      : rng.weighted<boolean | null>([
          [true, group.zone === 'rural' ? 7 : 3],
          [false, group.zone === 'rural' ? 2 : 4],
          [null, group.zone === 'rural' ? 1 : 3],
        ]);
  const slopeMax = { urban: 6, suburban: 12, rural: 25, raw: 40 }[group.zone];
  const slope =
    (group.zone === 'rural' || group.zone === 'raw') && rng.chance(0.15)
      ? null
      : Math.round(rng.float(0, slopeMax) * 10) / 10;
  const utilities =
    group.zone === 'urban'
      ? true
      : group.zone === 'suburban'
        ? rng.chance(0.9)
        : rng.weighted<boolean | null>([
            [true, group.zone === 'rural' ? 4 : 1],
            [false, group.zone === 'rural' ? 4 : 7],
            [null, 2],
          ]);

  const scores = parcelScores({
    acreage: acres,
    hasRoadAccess: hasRoad,
    slopePercent: slope,
    hasUtilities: utilities,
    hasBuilding: built,
    zoningAllowsEstimate: main
      ? (main.sf > 0 && zoning.unitsPerAcre > 0) ||
        (main.th > 0 && zoning.product === 'townhouse') ||
        (main.condo > 0 && zoning.product === 'condos')
      : null,
    estimatedLots: main ? main.sf + main.th + main.condo : null,
    neighborsLots: est?.neighbors ? est.neighbors.sf + est.neighbors.th + est.neighbors.condo : null,
    absentee: location !== 'Local',
    outOfState: location === 'Out of State',
    yearsHeld,
    mortgageLender: lender,
    listingStatus: listing?.parcelStatus ?? null,
  });

  const e = (x: LotEstimate | null | undefined) => x ?? { sf: 0, th: 0, condo: 0 };
  const record: ParcelRecord = {
    id,
    parcel_id: digits,
    formatted_parcel_id: serial,
    geom: polygonsToEwkt([[shape.ring]]),
    center: pointToEwkt(lng, lat),
    acreage: acres,
    address,
    city: city.name,
    city_by_geometry: unincorporated ? null : city.name,
    county: city.county,
    county_by_geometry: city.county,
    state: 'UT',
    postal_code: zip?.zip ?? null,
    ownership_name: ownership,
    owner_type: ownerType,
    owner_location: location,
    ownership_info_absentee: location !== 'Local',
    mailing_address: mailing.address,
    mailing_city: mailing.city,
    mailing_zip: mailing.zip,
    mailing_state: mailing.state,
    mortgage_lender: lender,
    years_held: yearsHeld,
    market_value: marketValue,
    land_value: landValue,
    prop_class: propClass,
    building_sqft: buildingSqft,
    built_year: builtYear,
    bedrooms,
    bathrooms,
    area_tags: areaTagsAt(city.county, lng, lat),
    actual_zoning: zoning.code,
    zoning_code_links: [zoningCodeLink(unincorporated ? `${city.county} County` : city.name, zoning.code)],
    zoning_overlay_links: rng.chance(0.05)
      ? [zoningCodeLink(unincorporated ? `${city.county} County` : city.name, 'overlay district')]
      : [],
    tax_id: serial,
    unincorporated,
    property_info_building: built,
    has_road_access: hasRoad,
    slope_percent: slope,
    has_utilities: utilities,
    possible_lots: lotsText(main),
    possible_lots_neighbors: lotsText(est?.neighbors ?? null),
    possible_lots_proxy: lotsText(est?.proxy ?? null),
    possible_lots_zoning: lotsText(est?.zoning ?? null),
    sf_lots: nz(e(main).sf),
    th_pads: nz(e(main).th),
    condo_units: nz(e(main).condo),
    sf_lots_neighbors: nz(e(est?.neighbors).sf),
    th_pads_neighbors: nz(e(est?.neighbors).th),
    condo_units_neighbors: nz(e(est?.neighbors).condo),
    sf_lots_proxy: nz(e(est?.proxy).sf),
    th_pads_proxy: nz(e(est?.proxy).th),
    condo_units_proxy: nz(e(est?.proxy).condo),
    sf_lots_zoning: nz(e(est?.zoning).sf),
    th_pads_zoning: nz(e(est?.zoning).th),
    condo_units_zoning: nz(e(est?.zoning).condo),
    products: [...products],
    house_style: styles,
    mls_status: listing?.parcelStatus ?? null,
    mls_agent: listing?.parcelStatus ? listing.agent : null,
    mls_agent_contact: listing?.parcelStatus ? listing.agentContact : null,
    mls_brokerage: listing?.parcelStatus ? listing.brokerage : null,
    mls_brokerage_contact: listing?.parcelStatus ? listing.brokerageContact : null,
    mls_listing_number: listing?.parcelStatus ? listing.number : null,
    mls_dom: listing?.parcelStatus ? listing.dom : null,
    mls_listing_price: listing?.parcelStatus
      ? Math.round((marketValue * listing.priceFactor) / 1000) * 1000
      : null,
    workability_score: scores.workability,
    reasonability_score: scores.reasonability,
    disposition_score: scores.disposition,
    source: 'generated',
  };
  return { record, lng, lat, built, zoning, estimate: main };
}

/**
 * Buildings finished in the last three years (2024-2026), sold as new builds when listed: more than the ~8% Utah's
 * housing growth gives, so the market statistics show new builds in every status at the demo size.
 */
export const NEW_CONSTRUCTION_SHARE = 0.15;

/** A listing decided before the parcel is built (its status shows on the parcel when current). */
export interface ListingDecision {
  number: string;
  status: 'Active' | 'Under Contract' | 'Sold' | 'Canceled' | 'Expired' | 'Withdrawn';
  /** The status shown on the parcel (current listings only). */
  parcelStatus: string | null;
  agent: string;
  agentContact: string;
  brokerage: string;
  brokerageContact: string;
  dom: number;
  priceFactor: number;
}
