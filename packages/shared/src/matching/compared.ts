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

export type ComparedValue =
  | AreaCompared
  | CountCompared
  | ProductTypesCompared
  | PriceCompared
  | SpecialtyCompared
  | CitiesCompared
  | StyleCompared
  | DistanceCompared
  | ProjectCompared;
