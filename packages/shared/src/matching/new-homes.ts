// New-build home prices, anchored to the Census ACS median home value of a place (docs/matching.md, "New-build
// home buyers"). The demo data prices its projects with these factors (packages/data/src/generate/land-values.ts)
// and matching estimates what a new home on a bare parcel would sell for with the same ones, so a home buyer's
// budget is compared with a home's price, never with the value of the land under it.

/** Products that carry a count of homes: single family lots, townhome pads, condo units. */
export const HOME_PRODUCTS = ['singleFamily', 'townhouse', 'condos'] as const;
export type HomeProduct = (typeof HOME_PRODUCTS)[number];

/** New-build price by product, as a multiple of the place's median home value (new homes sell above resale). */
export const NEW_HOME_FACTOR: Record<HomeProduct, readonly [number, number]> = {
  singleFamily: [1.05, 1.4],
  townhouse: [0.75, 0.95],
  condos: [0.55, 0.8],
};

/** A place without a Census figure of its own or of its county: this share of the lowest county median. */
export const FALLBACK_MEDIAN_SHARE = 0.8;

/** Prices are rounded to this many dollars. */
export const NEW_HOME_PRICE_STEP = 5_000;

/** The middle of a product's factor band: the estimate of a typical new home there. */
export function newHomeFactor(product: HomeProduct): number {
  const [lo, hi] = NEW_HOME_FACTOR[product];
  return (lo + hi) / 2;
}

/** The product homes are priced as: the one with the most units (ties: single family, townhome, condo). */
export function mainHomeProduct(counts: Partial<Record<HomeProduct, number | null>>): HomeProduct | null {
  let best: HomeProduct | null = null;
  for (const p of HOME_PRODUCTS) {
    const n = counts[p] ?? 0;
    if (n > 0 && (best === null || n > (counts[best] ?? 0))) best = p;
  }
  return best;
}
