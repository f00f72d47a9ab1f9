import type { Product } from '../enums.js';
import { zoningDistrict } from './zoning-density.js';

// The fit model's constants (docs/matching.md, "The fit model"): the hard constraints every listed match passes and
// the soft signals that rank them. The API's match queries (apps/api/src/modules/matching/compilers/) and the web
// (the score and the strong-matches count of the matches drawer) read them from here, so each lives in one place.

/** A match scoring this or more (0–100) is a strong match: the count shown beside a list's total. */
export const STRONG_MATCH_SCORE = 70;

/** Project statuses of a dead project: never matched, never a track record, never wanted by a survey. */
export const DEAD_PROJECT_STATUSES = [
  'Final Rejected by City Council',
  'Prelim Rejected by City Council',
  'Abandoned',
] as const;

/**
 * What each zoning district we hold (packages/data, geography/zoning.ts) allows to be built: a parcel's counted
 * products (lots, pads, units) count for builders and developers only where its zoning allows them. A code not
 * listed is unknown, and then zoning does not rule anything out.
 */
export const ZONING_ALLOWS: Record<string, readonly Product[]> = {
  'R-1-5': ['singleFamily'],
  'R-1-7': ['singleFamily'],
  'R-1-8': ['singleFamily'],
  'R-1-10': ['singleFamily'],
  'R-1-12': ['singleFamily'],
  'R-1-20': ['singleFamily'],
  'R-1-43': ['singleFamily'],
  'RR-1': ['singleFamily'],
  'RR-5': ['singleFamily', 'land'],
  'R-2': ['singleFamily', 'townhouse'],
  'RM-8': ['singleFamily', 'townhouse'],
  'RM-15': ['townhouse'],
  'RM-30': ['townhouse', 'condos'],
  PUD: ['singleFamily', 'townhouse'],
  MU: ['townhouse', 'condos', 'commercial'],
  TOD: ['townhouse', 'condos', 'commercial'],
  CBD: ['condos', 'commercial'],
  'C-1': ['commercial'],
  'C-2': ['commercial'],
  CC: ['commercial'],
  'M-1': ['commercial'],
  'M-2': ['commercial'],
  'A-1': ['singleFamily', 'land'],
  'A-5': ['singleFamily', 'land'],
  'A-20': ['land'],
  'FR-20': ['land'],
  OS: ['land'],
  PF: [],
};

/**
 * The products a zoning allows, given as a code or as a Land Owner survey's answer ('Agricultural': A-1,
 * zoning-density.ts `SURVEY_ZONING_DISTRICT`), or null when it is unknown (or none is given).
 */
export function zoningAllows(zoning: string | null | undefined): readonly Product[] | null {
  const code = zoningDistrict(zoning);
  return code ? (ZONING_ALLOWS[code] ?? null) : null;
}

/**
 * A parcel with a building gets builders and developers only from this many acres: below it the building is the
 * parcel (a home on its lot, a shop on its pad) and nobody buys it for lots; from it, the building is a farmstead or
 * an old house on acreage, and the land is what a builder or developer buys.
 */
export const BUILT_PARCEL_MIN_ACRES = 5;

/**
 * How far from where a contact is based (their location) a match may lie, per contact group, in miles: a company
 * matches where its people work, not everywhere its service-area tags reach. Contacts with no location are not
 * ruled out (unknown stays unknown). Investors and home buyers are not limited by distance; real estate agents need
 * evidence of local work instead (AGENT_OFFICE_MILES).
 */
export const REACH_MILES = {
  builders: 60,
  developers: 75,
} as const;

/** Track record: a company's projects within this many miles of the subject count. */
export const TRACK_RECORD_MILES = 10;
/** A project is of similar size when its units are within this factor of the subject's (either way). */
export const SIMILAR_SIZE_FACTOR = 3;
/** Recent activity: a project started or completed within this many years, or ongoing. */
export const RECENT_YEARS = 2;
/** Agents: their listings and sales within this many miles of the subject, in the last RECENT_YEARS years. */
export const LISTINGS_MILES = 5;

/**
 * Investors: a price range spanning this factor (its upper end over its lower end) or more earns nothing of the
 * price-precision signal; a range of one price earns all of it (docs/matching.md, "Soft signals and the score").
 */
export const PRICE_PRECISION_SPAN = 100;

/**
 * Real estate agents are listed only with evidence that they work near the subject (docs/matching.md, "The fit
 * model"): a listing or sale of their own (`mls_listings.agent`) within LISTINGS_MILES in the last RECENT_YEARS
 * years, or their office (the contact's location) within this many miles. A service-area tag or a licence for the
 * county is no evidence: an agent with neither is not listed, nor is their brokerage on their account.
 */
export const AGENT_OFFICE_MILES = 5;
/**
 * An office counts as evidence only among this many agents' offices nearest the subject: in a dense city there are
 * scores of offices within AGENT_OFFICE_MILES, and a land professional calls the nearest few and those who list
 * there (whose own listings count wherever their office is).
 */
export const AGENT_NEAREST_OFFICES = 20;
/** An agent's nearby listings and sales earn the whole listings signal from this many (fewer earn a share). */
export const AGENT_ACTIVITY_FULL = 5;
/** Agents' base signal: full at the subject, nothing from this many miles. */
export const AGENT_BASE_SCALE_MILES = 15;

/**
 * The soft signals' weights per contact group (they sum to 100). `fit`: how precisely the contact's stated
 * preferences meet the subject (an area tag or city rather than a whole county or none, a stated range that holds
 * the subject's count, acreage or price); `distance`: nearness of the contact's base to the subject (full at 0,
 * none at the group's reach, AGENT_BASE_SCALE_MILES for agents, or 100 miles); `track`: the company built or is
 * building within TRACK_RECORD_MILES (similar size: all of it; another size: half); `recent`: that nearby work is
 * ongoing or recent; `listings`: an agent's own listings and sales near the subject, a share per listing up to
 * AGENT_ACTIVITY_FULL; `price`: how tight the contact's price range is around the subject's price
 * (PRICE_PRECISION_SPAN); `active`: the contact's profile was stated or confirmed in the last RECENT_YEARS years.
 * Investors are rarely named on a project (`project_companies` holds builders and developers), so their score leans
 * on what an investor states (fit, price) and activity, not on a track record.
 */
export const SCORE_WEIGHTS = {
  builders: { fit: 25, distance: 25, track: 35, recent: 15, listings: 0, price: 0, active: 0 },
  developers: { fit: 25, distance: 25, track: 35, recent: 15, listings: 0, price: 0, active: 0 },
  investors: { fit: 30, distance: 15, track: 10, recent: 5, listings: 0, price: 25, active: 15 },
  realEstateAgents: { fit: 20, distance: 30, track: 0, recent: 0, listings: 50, price: 0, active: 0 },
  newBuildHomebuyers: { fit: 100, distance: 0, track: 0, recent: 0, listings: 0, price: 0, active: 0 },
} as const;
export type ScoredGroup = keyof typeof SCORE_WEIGHTS;

/** Whether a score is a strong match. */
export const isStrongMatch = (score: number | null | undefined) => (score ?? 0) >= STRONG_MATCH_SCORE;

/**
 * The fit of a parcel or project a demand survey wants (docs/matching.md, "Ranking a survey's matches"): weights of
 * its soft signals (they sum to 100). `lots`: where the record's count lies in the survey's range for a product it
 * wants (the middle of the range earns all, an end half, an unknown count nothing); `price`: the same for its price
 * in an investor's amount or a home buyer's budget; `acreage`: the same for its acres in the taker's acreage range;
 * `distance`: nearness to the survey's base (its taker's location) or, without one, the centre of its area, full
 * there and nothing at the far edge of the area. A signal the survey cannot read (no range, no price, no centre)
 * leaves its weight out of the score.
 */
export const WANTED_SCORE_WEIGHTS = { lots: 35, price: 25, acreage: 15, distance: 25 } as const;
export type WantedSignal = keyof typeof WANTED_SCORE_WEIGHTS;

/** The distance signal of a survey's wanted places reaches zero no nearer than this (an area of one city). */
export const WANTED_MIN_SCALE_MILES = 5;

/**
 * Where a value lies in an inclusive range, 0–1: 1 at the middle, 0.5 at either end, 0 outside or unknown. An open
 * upper end is read as twice the lower end (a value beyond it earns 0.5). The SQL of the survey's ranking writes
 * the same formula (apps/api/src/modules/matching/compilers/wanted-score.ts).
 */
export function rangePosition(value: number | null | undefined, lo: number, hi: number | null): number {
  if (value === null || value === undefined || value < lo || (hi !== null && value > hi)) return 0;
  const top = hi ?? Math.max(lo * 2, lo + 1);
  const half = (top - lo) / 2;
  if (half <= 0) return 1;
  return Math.max(0.5, 1 - (0.5 * Math.abs(value - (lo + half))) / half);
}
