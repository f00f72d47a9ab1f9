import type { HomeProduct } from './new-homes.js';

// "Why it matched", checkably: the values each match row was compared on, the subject's side and the other side,
// for every dimension that agreed (docs/matching.md, "Why it matched"). The server writes them in the match
// queries themselves (`compared` on every row); `whyMatchedLines` (why-matched.ts) turns them into the text that
// the match card, the contact and company windows and the match export show.

/** An inclusive range of whole numbers; null at an end means open on that side. */
export interface ComparedRange {
  min: number | null;
  max: number | null;
}

/** Where a subject's price comes from. */
export type PriceBasis = 'listing' | 'marketValue' | 'pricePoint' | 'newHomeEstimate';

/** The subject's area against the places a contact works in (builders, developers, investors, agents). */
export interface AreaCompared {
  dimension: 'area';
  subject: { areaTags: string[]; city: string | null; county: string | null };
  wanted: { areaTags: string[]; cities: string[]; counties: string[] };
}

/** A counted product: the subject's count against the contact's range for it (null: any count). */
export interface CountCompared {
  dimension: 'products';
  product: HomeProduct;
  count: number;
  range: ComparedRange | null;
}

/**
 * Product types only, no counts: the subject's products against the products a contact builds, develops or invests
 * in, or against a nearby project's products (for the projects kind, `wanted` is the project's).
 */
export interface ProductTypesCompared {
  dimension: 'productTypes';
  offered: string[];
  wanted: string[];
  /** Set on the parcels and projects a demand survey wants: `wanted` are the survey's products. */
  wantedBy?: 'survey';
}

/** The subject's price against a contact's range (investment amount, home budget). */
export interface PriceCompared {
  dimension: 'price';
  price: number;
  basis: PriceBasis | null;
  range: ComparedRange;
  /** For a new-home estimate: what it is for, and the median home value it is anchored to. */
  estimate?: { product: HomeProduct; place: string; median: number };
}

/**
 * Investors, for a demand survey: the size of the deals it wants (its amount, or the land for the lots it wants at
 * PRICE_PER_UNIT a lot; `lots` says which) against the investor's amount; `max` null is open.
 */
export interface DealSizeCompared {
  dimension: 'dealSize';
  min: number;
  max: number | null;
  lots: boolean;
  range: ComparedRange | null;
}

/** The specialty an agent needs for the subject (Land, New Construction) against the agent's specialties. */
export interface SpecialtyCompared {
  dimension: 'specialty';
  specialty: string;
  specialties: string[];
}

/** The subject's city (or cities) against the cities a home buyer wants. */
export interface CitiesCompared {
  dimension: 'cities';
  cities: string[];
  wanted: string[];
}

/** The subject's house styles against the styles a home buyer wants. */
export interface StyleCompared {
  dimension: 'style';
  styles: string[];
  wanted: string[];
}

/** How far the row is from the subject (metres), against the distance asked (metres), shown in miles or feet. */
export interface DistanceCompared {
  dimension: 'distance';
  meters: number;
  within: number;
  unit: 'mi' | 'ft';
}

/** A parcel of the subject project: the project (or child project) it belongs to, and whether it is buildable. */
export interface ProjectCompared {
  dimension: 'project';
  project: string;
  buildable: boolean;
}

// The fit model's rows (docs/matching.md, "The fit model"): each says whether it passed (`ok`), so a listed row
// shows the signals it earned and those it did not.

/** The subject's zoning: the products it allows, those of the subject's estimate it rules out. */
export interface ZoningCompared {
  dimension: 'zoning';
  zoning: string;
  allows: string[];
  ruledOut: string[];
  ok: boolean;
}

/** The subject's acres against the contact's acreage range (null: none stated). */
export interface AcreageCompared {
  dimension: 'acreage';
  acres: number;
  range: { min: number | null; max: number | null } | null;
  ok: boolean;
}

/** Where the contact is based: metres from the subject (null: no location) within the group's reach (metres). */
export interface ReachCompared {
  dimension: 'reach';
  meters: number | null;
  within: number;
  ok: boolean;
}

/** The distance signal: metres from the contact's base to the subject, scored down to nothing at `scale`. */
export interface BaseCompared {
  dimension: 'base';
  meters: number | null;
  scale: number;
  ok: boolean;
}

/** How much of the group's dimensions the contact states and the subject meets (0–1). */
export interface FitCompared {
  dimension: 'fit';
  share: number;
  ok: boolean;
}

/** The company's live projects within `within` metres of the subject (`similar`: one of similar size). */
export interface TrackRecordCompared {
  dimension: 'trackRecord';
  within: number;
  similar: boolean;
  projects: string[];
  ok: boolean;
}

/** The company's nearby work is ongoing or recent (within `years`). */
export interface RecentCompared {
  dimension: 'recent';
  years: number;
  ok: boolean;
}

/**
 * An agent's own listings and sales within `within` metres of the subject in the last `years` years: how many are
 * listings (any status but Sold) and how many sales, and a few of them, newest first ('12 N Main St, Lehi').
 */
export interface ListingsCompared {
  dimension: 'listings';
  within: number;
  years: number;
  listed: number;
  sold: number;
  addresses: string[];
  ok: boolean;
}

/**
 * A real estate agent's evidence of local work (a hard constraint): their office (the contact's location) `meters`
 * from the subject (null: no location) within `within` metres, or `listings` listings and sales of their own near
 * the subject (the listings signal says which). Either is enough.
 */
export interface LocalWorkCompared {
  dimension: 'localWork';
  meters: number | null;
  within: number;
  /** AGENT_NEAREST_OFFICES, and whether the agent's office is among those nearest the subject. */
  nearest: number;
  among: boolean;
  listings: number;
  ok: boolean;
}

/** Investors: how tight the contact's price range is around the subject's price (0–1, PRICE_PRECISION_SPAN). */
export interface PriceFitCompared {
  dimension: 'priceFit';
  range: ComparedRange | null;
  share: number;
  ok: boolean;
}

/** The contact's profile was stated or confirmed in the last `years` years. */
export interface ActiveCompared {
  dimension: 'active';
  years: number;
  ok: boolean;
}

/**
 * A record a demand survey wants: where its count (`lots`) or price lies in the survey's range (0–1: the middle earns
 * all, an end half); `known` false when the record has no count or price to place.
 */
export interface PositionCompared {
  dimension: 'position';
  of: 'lots' | 'price';
  share: number;
  known: boolean;
  ok: boolean;
}

/**
 * A record a demand survey wants: its distance (metres) from the survey's base (`from: 'base'`, the taker's
 * location) or the centre of its area (`'area'`), scored down to nothing at `scale` metres.
 */
export interface CentreCompared {
  dimension: 'centre';
  from: 'base' | 'area';
  meters: number | null;
  scale: number;
  ok: boolean;
}

/** A hard dimension the contact leaves open (no preference): it passes without earning. */
export interface OpenCompared {
  dimension: 'open';
  of: string;
  ok: boolean;
}

export type ComparedValue =
  | ZoningCompared
  | AcreageCompared
  | ReachCompared
  | BaseCompared
  | FitCompared
  | TrackRecordCompared
  | RecentCompared
  | ListingsCompared
  | PriceFitCompared
  | ActiveCompared
  | PositionCompared
  | CentreCompared
  | LocalWorkCompared
  | OpenCompared
  | AreaCompared
  | CountCompared
  | ProductTypesCompared
  | PriceCompared
  | DealSizeCompared
  | SpecialtyCompared
  | CitiesCompared
  | StyleCompared
  | DistanceCompared
  | ProjectCompared;
