import { sql, type RawBuilder } from 'kysely';
import {
  FALLBACK_MEDIAN_SHARE,
  HOME_PRODUCTS,
  NEW_HOME_PRICE_STEP,
  newHomeFactor,
  type HomeProduct,
} from '@utah-land/shared';

// What a new-build home buyer is offered by a bare parcel (docs/matching.md, "New-build home buyers"): the homes its
// lot estimate could carry, priced as a typical new home of its main product in its city. One SQL text serves the
// subject's profile (profiles.ts) and the company's matched parcels (company-matches.ts), so both read the same
// price.

/** The counts of a parcel's estimate, as SQL (0 when none). */
export type HomeCounts = Record<HomeProduct, RawBuilder<number>>;

/** The main product: the one with the most units (ties: single family, townhome, condo); NULL with none. */
export function mainProductSql(n: HomeCounts): RawBuilder<HomeProduct | null> {
  const [sf, th, co] = HOME_PRODUCTS.map((p) => n[p]);
  return sql<HomeProduct | null>`(CASE WHEN ${sf} > 0 AND ${sf} >= ${th} AND ${sf} >= ${co} THEN 'singleFamily'
    WHEN ${th} > 0 AND ${th} >= ${co} THEN 'townhouse' WHEN ${co} > 0 THEN 'condos' END)`;
}

/**
 * The median home value a place's new homes are priced from: its city's Census ACS figure, else its county's, else
 * FALLBACK_MEDIAN_SHARE of the lowest county figure (as the demo data prices its projects).
 */
export function medianAnchorSql(city: RawBuilder<string | null>, county: RawBuilder<string | null>) {
  return sql<number | null>`coalesce(
    (SELECT ci.median_home_value FROM cities ci WHERE ci.state = 'UT' AND ci.name = ${city}),
    (SELECT k.median_home_value FROM counties k WHERE k.state = 'UT' AND k.name = ${county}),
    (SELECT round(min(k.median_home_value) * ${FALLBACK_MEDIAN_SHARE}::numeric)::int FROM counties k))`;
}

/** A typical new home's price of `product` where the median home value is `median`, rounded to NEW_HOME_PRICE_STEP. */
export function newHomePriceSql(
  product: RawBuilder<HomeProduct | null>,
  median: RawBuilder<number | null>,
): RawBuilder<number | null> {
  const factors = HOME_PRODUCTS.map(
    (p) => sql`WHEN ${sql.lit(p)} THEN ${sql.lit(newHomeFactor(p))}::numeric`,
  );
  return sql<number | null>`(round(${median}::numeric * (CASE ${product} ${sql.join(factors, sql` `)} END)
    / ${sql.lit(NEW_HOME_PRICE_STEP)}) * ${sql.lit(NEW_HOME_PRICE_STEP)})::int8`;
}
