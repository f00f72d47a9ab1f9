import { sql, type Kysely } from 'kysely';
import { HOME_PRODUCTS, mainHomeProduct, type HomeProduct, type PriceBasis } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { NotFoundError } from '../../lib/errors.js';
import { mainProductSql, medianAnchorSql, newHomePriceSql } from './new-homes.js';
import type { Wants } from './compilers/wanted-places.js';

/** Products that carry a count on the supply side (docs/matching.md, "Supply side: the subject"). */
export const COUNTED_PRODUCTS = HOME_PRODUCTS;
export type CountedProduct = HomeProduct;
export type HypotheticalKind = 'Neighbors' | 'Proxy' | 'Zoning';

export type SubjectKind = 'parcel' | 'parentProject' | 'childProject';

/**
 * The new homes a subject offers a new-build home buyer (docs/matching.md, "New-build home buyers"): a project's
 * homes at its price point, or the homes a bare parcel's lot estimate could carry at the estimated price of a new
 * home of its main product in its city (`median`: the Census median home value the estimate is anchored to).
 */
export interface NewHomeOffer {
  product: HomeProduct | null;
  price: number | null;
  basis: 'pricePoint' | 'newHomeEstimate';
  place: string | null;
  median: number | null;
}

/** The supply side of one subject (docs/matching.md): any dimension may be missing (null/empty = not defined). */
export interface SupplyProfile {
  kind: SubjectKind;
  id: number;
  name: string;
  areaTags: string[];
  city: string | null;
  /** Several cities where the subject is a wanted place rather than a point (a demand survey's area). */
  cities?: string[];
  county: string | null;
  /** Counts per counted product (only those above zero). */
  counts: Partial<Record<CountedProduct, number>>;
  /** Uncounted products offered (commercial, land). */
  otherProducts: string[];
  price: number | null;
  /** Where `price` comes from (listing price, market value, price point); unset when not known. */
  priceBasis?: PriceBasis | null;
  /**
   * What new-build home buyers are offered: null when the subject carries no new home (a built parcel, a parcel
   * with no lot estimate, a project without homes), so no home buyer matches it. Left undefined by subjects that
   * describe no homes of their own (surveys): home buyers then compare `price`.
   */
  newHome?: NewHomeOffer | null;
  acreage: number | null;
  zoning: string | null;
  /**
   * Whether the subject's zoning rules out the products it does not allow (docs/matching.md, "The fit model"): a
   * parcel's main and Zoning estimates; not a Neighbors or Proxy estimate (a rezone is what they ask about), not a
   * project (already entitled), not a survey.
   */
  zoningApplies?: boolean;
  /** A project's status (a dead one has no matches: DEAD_PROJECT_STATUSES). */
  status?: string | null;
  houseStyles: string[];
  /** Bare land (no building on it): real estate agents with a Land specialty serve it. */
  isLand: boolean;
  lng: number | null;
  lat: number | null;
  /** Set when the subject is a survey (modules/surveys/survey-subject.ts): how it is matched where a record would be. */
  survey?: SurveyPart;
}

/**
 * A survey as a subject (docs/matching.md, "Surveys as subjects"). Its profile's `kind` says what it resembles for
 * the contact groups (a bare parcel for an owner's land, a project otherwise) and its `id` is the survey's own, so
 * the place compilers, which read the subject's record, run only where `places` is 'record' (a public project
 * survey's project, whose profile is then that project's).
 */
export interface SurveyPart {
  surveyId: number;
  side: 'supply' | 'demand';
  /** Contacts left out of the contact groups: the survey's own taker. */
  exclude: number[];
  /**
   * Parcels and projects: 'record', the project the survey wrote (its parcels, projects near it); 'wants', what a
   * demand survey wants (compilers/wanted-places.ts); 'point', projects near its city and no parcels.
   */
  places: 'record' | 'wants' | 'point';
  wants: Wants | null;
}

/** Every product the subject offers, counted or not. */
export function offeredProducts(p: SupplyProfile): string[] {
  return [...Object.keys(p.counts), ...p.otherProducts];
}

const HYPOTHETICAL_SUFFIX: Record<HypotheticalKind, string> = {
  Neighbors: '_neighbors',
  Proxy: '_proxy',
  Zoning: '_zoning',
};

function counts(sf: number | null, th: number | null, condo: number | null) {
  const out: Partial<Record<CountedProduct, number>> = {};
  if (sf && sf > 0) out.singleFamily = sf;
  if (th && th > 0) out.townhouse = th;
  if (condo && condo > 0) out.condos = condo;
  return out;
}

/**
 * A parcel's supply profile. `hypothetical` picks which estimate of what could be built is the product dimension:
 * the main one (default) or its Neighbors, Proxy or Zoning variant.
 */
export async function loadParcelProfile(
  db: Kysely<DB>,
  id: number,
  hypothetical?: HypotheticalKind,
): Promise<SupplyProfile> {
  const suffix = hypothetical ? HYPOTHETICAL_SUFFIX[hypothetical] : '';
  const count = (column: string) => sql<number>`coalesce(${sql.ref(`p.${column}${suffix}`)}, 0)`;
  const product = mainProductSql({
    singleFamily: count('sf_lots'),
    townhouse: count('th_pads'),
    condos: count('condo_units'),
  });
  const median = medianAnchorSql(sql`p.city`, sql`p.county`);
  const row = await db
    .selectFrom('parcels as p')
    .select([
      'p.id',
      'p.parcel_id',
      'p.ownership_name',
      'p.area_tags',
      'p.city',
      'p.county',
      'p.products',
      'p.acreage',
      'p.actual_zoning',
      'p.house_style',
      'p.property_info_building',
      sql<number | null>`coalesce(p.mls_listing_price, p.market_value)`.as('price'),
      sql<PriceBasis | null>`CASE WHEN p.mls_listing_price IS NOT NULL THEN 'listing'
        WHEN p.market_value IS NOT NULL THEN 'marketValue' END`.as('price_basis'),
      product.as('home_product'),
      median.as('median'),
      newHomePriceSql(product, median).as('home_price'),
      sql<number | null>`${sql.ref(`p.sf_lots${suffix}`)}`.as('sf'),
      sql<number | null>`${sql.ref(`p.th_pads${suffix}`)}`.as('th'),
      sql<number | null>`${sql.ref(`p.condo_units${suffix}`)}`.as('condo'),
      sql<number>`ST_X(p.center)`.as('lng'),
      sql<number>`ST_Y(p.center)`.as('lat'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Parcel not found');
  return {
    kind: 'parcel',
    id: row.id,
    name: row.ownership_name ?? row.parcel_id,
    areaTags: row.area_tags,
    city: row.city,
    county: row.county,
    counts: counts(row.sf, row.th, row.condo),
    otherProducts: row.products.filter((p) => p === 'commercial' || p === 'land'),
    price: row.price === null ? null : Number(row.price),
    priceBasis: row.price_basis,
    // A bare parcel whose estimate carries homes offers new homes; a built one offers the home already on it
    // (unknown, as imported files may leave it: neither).
    newHome:
      row.property_info_building !== false || row.home_product === null
        ? null
        : {
            product: row.home_product,
            price: row.home_price === null ? null : Number(row.home_price),
            basis: 'newHomeEstimate',
            place: row.city ?? (row.county ? `${row.county} County` : null),
            median: row.median === null ? null : Number(row.median),
          },
    acreage: row.acreage === null ? null : Number(row.acreage),
    zoning: row.actual_zoning,
    zoningApplies: !hypothetical || hypothetical === 'Zoning',
    houseStyles: row.house_style,
    isLand: row.property_info_building === false,
    lng: row.lng,
    lat: row.lat,
  };
}

/** A parent or child project's supply profile (its kind follows parent_project_id). */
export async function loadProjectProfile(db: Kysely<DB>, id: number): Promise<SupplyProfile> {
  const row = await db
    .selectFrom('projects as p')
    .select([
      'p.id',
      'p.name',
      'p.parent_project_id',
      'p.area_tags',
      'p.city',
      'p.county',
      'p.products',
      'p.sf_lots',
      'p.th_pads',
      'p.condo_units',
      'p.price_point',
      'p.acreage',
      'p.zoning',
      'p.project_status',
      'p.house_style',
      sql<number | null>`ST_X(p.center)`.as('lng'),
      sql<number | null>`ST_Y(p.center)`.as('lat'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Project not found');
  const projectCounts = counts(row.sf_lots, row.th_pads, row.condo_units);
  const price = row.price_point === null ? null : Number(row.price_point);
  // Its homes: the counted products, else the home products it lists without counts.
  const homeProduct =
    mainHomeProduct(projectCounts) ?? HOME_PRODUCTS.find((p) => row.products.includes(p)) ?? null;
  return {
    kind: row.parent_project_id === null ? 'parentProject' : 'childProject',
    id: row.id,
    name: row.name,
    areaTags: row.area_tags,
    city: row.city,
    county: row.county,
    counts: projectCounts,
    otherProducts: row.products.filter((p) => p === 'commercial' || p === 'land'),
    price,
    priceBasis: price === null ? null : 'pricePoint',
    newHome: homeProduct
      ? { product: homeProduct, price, basis: 'pricePoint', place: row.city, median: null }
      : null,
    acreage: row.acreage === null ? null : Number(row.acreage),
    zoning: row.zoning,
    status: row.project_status,
    houseStyles: row.house_style,
    isLand: false,
    lng: row.lng,
    lat: row.lat,
  };
}
