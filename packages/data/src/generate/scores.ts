/**
 * The three 0-100 parcel scores of the admin sort (docs/data.md, "Parcel scores"), each a weighted sum. An input
 * that is unknown (null/undefined) contributes nothing; weights of each score add up to 100.
 *
 * workability (can it be built on?):   size 25 (0.5-20 ac: 25; 0.2-0.5 or 20-160 ac: 15; otherwise 5),
 *   road access 20, slope 20 (<5%: 20, <10%: 12, <20%: 5), utilities 20, no building on it 15.
 * reasonability (does the estimate make sense?): zoning allows the estimated product 40,
 *   estimated lot count 30 (>=50: 30, >=10: 22, >=2: 12, 1: 5), neighbour development 30
 *   (neighbours' estimate at least the main one: 30, smaller but present: 15).
 * disposition (would the owner sell?): absentee owner 20, out-of-state owner 15, years held 20
 *   (>=20: 20, >=10: 12, >=5: 5), no mortgage 15, listing status 30 (Active: 30, Expired/Canceled/Withdrawn: 20).
 */
export interface ScoreInput {
  acreage?: number | null;
  hasRoadAccess?: boolean | null;
  slopePercent?: number | null;
  hasUtilities?: boolean | null;
  hasBuilding?: boolean | null;
  zoningAllowsEstimate?: boolean | null;
  estimatedLots?: number | null;
  neighborsLots?: number | null;
  absentee?: boolean | null;
  outOfState?: boolean | null;
  yearsHeld?: number | null;
  /** The lender's name; null = known to have no mortgage; undefined = unknown. */
  mortgageLender?: string | null;
  listingStatus?: string | null;
}

const known = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

export function workabilityScore(p: ScoreInput): number {
  let s = 0;
  if (known(p.acreage))
    s += p.acreage >= 0.5 && p.acreage <= 20 ? 25 : p.acreage >= 0.2 && p.acreage <= 160 ? 15 : 5;
  if (p.hasRoadAccess === true) s += 20;
  if (known(p.slopePercent))
    s += p.slopePercent < 5 ? 20 : p.slopePercent < 10 ? 12 : p.slopePercent < 20 ? 5 : 0;
  if (p.hasUtilities === true) s += 20;
  if (p.hasBuilding === false) s += 15;
  return s;
}

export function reasonabilityScore(p: ScoreInput): number {
  let s = 0;
  if (p.zoningAllowsEstimate === true) s += 40;
  if (known(p.estimatedLots) && p.estimatedLots > 0) {
    s += p.estimatedLots >= 50 ? 30 : p.estimatedLots >= 10 ? 22 : p.estimatedLots >= 2 ? 12 : 5;
  }
  if (known(p.neighborsLots) && p.neighborsLots > 0) {
    s += known(p.estimatedLots) && p.neighborsLots >= p.estimatedLots ? 30 : 15;
  }
  return s;
}

export function dispositionScore(p: ScoreInput): number {
  let s = 0;
  if (p.absentee === true) s += 20;
  if (p.outOfState === true) s += 15;
  if (known(p.yearsHeld)) s += p.yearsHeld >= 20 ? 20 : p.yearsHeld >= 10 ? 12 : p.yearsHeld >= 5 ? 5 : 0;
  if (p.mortgageLender === null) s += 15;
  if (known(p.listingStatus)) {
    s +=
      p.listingStatus === 'Active'
        ? 30
        : ['Expired', 'Canceled', 'Withdrawn'].includes(p.listingStatus)
          ? 20
          : 0;
  }
  return s;
}

export function parcelScores(p: ScoreInput): {
  workability: number;
  reasonability: number;
  disposition: number;
} {
  return {
    workability: workabilityScore(p),
    reasonability: reasonabilityScore(p),
    disposition: dispositionScore(p),
  };
}
