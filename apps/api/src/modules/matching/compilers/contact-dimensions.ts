import { sql, type RawBuilder } from 'kysely';
import { PRICE_PER_UNIT } from '@utah-land/shared';
import { type CountedProduct, type SupplyProfile } from '../profiles.js';
import { rangeJson, subjectJson, type MaybeDimension } from './dimensions.js';
import { buildableCounts, buildableOtherProducts } from './fit.js';

/**
 * Key arrays (migration 0010): every contact dimension has a generated key array in which '*' means "the contact
 * leaves it empty", so `keys && '{*, subject keys}'` is "undefined or agreed" in one overlap a GIN index answers.
 */
const withUndefined = (keys: string[]) => ['*', ...keys];

/** Count bands of matching_count_band() in migration 0010 (width_bucket over the same thresholds). */
const COUNT_BAND_THRESHOLDS = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 125, 150, 200, 250, 300, 400, 500, 750,
  1000, 1500, 2000, 3000, 5000, 10000,
];
export function countBand(n: number): number {
  return COUNT_BAND_THRESHOLDS.filter((t) => t <= n).length;
}

/** The subject's area keys: 't:' area tag, 'c:' city, 'k:' county (as matching_area_keys() writes them). */
export function areaKeys(s: SupplyProfile): string[] {
  return [
    ...s.areaTags.map((t) => `t:${t}`),
    ...(s.city ? [`c:${s.city}`] : []),
    ...(s.county ? [`k:${s.county}`] : []),
  ];
}

/** Area: the contact's area tags, cities or counties overlap the subject's area tags, city or county. */
export function areaDimension(s: SupplyProfile): MaybeDimension {
  const parts = [];
  if (s.areaTags.length) parts.push(sql<boolean>`c.match_area_tags && ${s.areaTags}::text[]`);
  if (s.city) parts.push(sql<boolean>`c.match_cities && ${[s.city]}::text[]`);
  if (s.county) parts.push(sql<boolean>`c.match_counties && ${[s.county]}::text[]`);
  if (parts.length === 0) return null;
  const subject = { areaTags: s.areaTags, city: s.city, county: s.county };
  return {
    name: 'area',
    // The three lists are read for the values compared (all of the contact's places), whichever agreed.
    columns: [
      'contact_match_profiles.area_keys',
      'contact_match_profiles.match_area_tags',
      'contact_match_profiles.match_cities',
      'contact_match_profiles.match_counties',
    ],
    filter: sql<boolean>`c.area_keys && ${withUndefined(areaKeys(s))}::text[]`,
    agreed: sql<boolean>`(${sql.join(parts, sql` OR `)})`,
    demandUndefined: sql<boolean>`(cardinality(c.match_area_tags) = 0 AND cardinality(c.match_cities) = 0 AND cardinality(c.match_counties) = 0)`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'area', subject })} || jsonb_build_object('wanted',
      jsonb_build_object('areaTags', c.match_area_tags, 'cities', c.match_cities, 'counties', c.match_counties)))`,
  };
}

/** One compared value when `condition` holds on the row, else none (a jsonb array of zero or one). */
const when = (condition: RawBuilder<boolean>, value: RawBuilder<unknown>) =>
  sql`(CASE WHEN ${condition} THEN jsonb_build_array(${value}) ELSE '[]'::jsonb END)`;

const RANGE_SUFFIX: Record<CountedProduct, string> = {
  singleFamily: 'sf_lots',
  townhouse: 'th_pads',
  condos: 'condo_units',
};

/**
 * Products with counts (builders: build_*, developers: develop_*): at least one product the contact wants whose
 * count on the subject lies in the contact's range for it (a wanted product without a range takes any count).
 */
export function countedProductsDimension(s: SupplyProfile, prefix: 'build' | 'develop'): MaybeDimension {
  const productsCol = sql.ref(`c.${prefix}_products`);
  const keysCol = sql.ref(`c.${prefix}_keys`);
  const parts: RawBuilder<boolean>[] = [];
  const compared: RawBuilder<unknown>[] = [];
  /** Why not: each counted product the contact wants, in its range or not. */
  const explained: RawBuilder<unknown>[] = [];
  const keys: string[] = [];
  const columns = [`contact_match_profiles.${prefix}_keys`, `contact_match_profiles.${prefix}_products`];
  for (const [product, count] of Object.entries(buildableCounts(s)) as [CountedProduct, number][]) {
    keys.push(`${product}:*`, `${product}:${countBand(count)}`);
    const range = sql.ref(`c.${prefix}_${RANGE_SUFFIX[product]}`);
    const part = sql<boolean>`(${productsCol} @> ${[product]}::text[] AND (${range} IS NULL OR ${range} @> ${count}::int4))`;
    parts.push(part);
    // Each counted product that agreed: the subject's count against the contact's range for it.
    compared.push(
      when(
        part,
        sql`${subjectJson({ dimension: 'products', product, count })} || jsonb_build_object('range', ${rangeJson(range)})`,
      ),
    );
    explained.push(
      when(
        sql<boolean>`${productsCol} @> ${[product]}::text[]`,
        sql`${subjectJson({ dimension: 'products', product, count })} || jsonb_build_object('range', ${rangeJson(range)}, 'ok', ${part})`,
      ),
    );
    columns.push(`contact_match_profiles.${prefix}_${RANGE_SUFFIX[product]}`);
  }
  const otherProducts = buildableOtherProducts(s);
  if (otherProducts.length) {
    const part = sql<boolean>`${productsCol} && ${otherProducts}::text[]`;
    parts.push(part);
    // Commercial and land carry no count: only the product types are compared.
    compared.push(
      when(
        part,
        sql`${subjectJson({ dimension: 'productTypes', offered: otherProducts })} || jsonb_build_object('wanted', ${productsCol})`,
      ),
    );
    keys.push(...otherProducts);
  }
  if (parts.length === 0) return null;
  const agreed = sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const demandUndefined = sql<boolean>`cardinality(${productsCol}) = 0`;
  // Why not: the products the subject offers (that its zoning allows) against those the contact wants, then each
  // wanted counted product against its range.
  const offered = [...Object.keys(buildableCounts(s)), ...otherProducts];
  return {
    name: 'products',
    columns,
    agreed,
    demandUndefined,
    compared: sql`(${sql.join(compared, sql` || `)})`,
    explained: sql`(jsonb_build_array(${subjectJson({ dimension: 'productTypes', offered })}
      || jsonb_build_object('wanted', ${productsCol}, 'ok', ${agreed})) || ${sql.join(explained.length ? explained : [sql`'[]'::jsonb`], sql` || `)})`,
    // The keys narrow the rows (a wanted product with no range, or whose range reaches the count's band); the exact
    // range check runs on those.
    filter: sql<boolean>`(${keysCol} && ${withUndefined(keys)}::text[] AND (${demandUndefined} OR ${agreed}))`,
  };
}

/** Investors: the product invested in is one the subject offers. */
export function investProductsDimension(s: SupplyProfile): MaybeDimension {
  // What the subject's zoning allows (all it offers where zoning is unknown or does not apply).
  const offered = [...Object.keys(buildableCounts(s)), ...buildableOtherProducts(s)];
  if (offered.length === 0) return null;
  return {
    name: 'products',
    columns: ['contact_match_profiles.invest_keys', 'contact_match_profiles.invest_products'],
    filter: sql<boolean>`c.invest_keys && ${withUndefined(offered)}::text[]`,
    agreed: sql<boolean>`c.invest_products && ${offered}::text[]`,
    demandUndefined: sql<boolean>`cardinality(c.invest_products) = 0`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'productTypes', offered })}
      || jsonb_build_object('wanted', c.invest_products))`,
  };
}

/** The price a contact's range is compared with, and where it comes from. */
function priceOffered(s: SupplyProfile, column: 'invest_amount' | 'home_price') {
  // Home buyers compare a home's price: a project's price point or a bare parcel's new-home estimate.
  if (column === 'home_price' && s.newHome === null) return { price: null, basis: null };
  if (column === 'home_price' && s.newHome) {
    const { price, basis, product, place, median } = s.newHome;
    const estimate =
      basis === 'newHomeEstimate' && product && place && median !== null
        ? { product, place, median }
        : undefined;
    return { price, basis, ...(estimate ? { estimate } : {}) };
  }
  return { price: s.price, basis: s.priceBasis ?? null };
}

/**
 * Price: the subject's price lies in the contact's range. Investors: its listing price, else market value, else
 * price point. Home buyers: the price of its new homes (a project's price point, a bare parcel's estimate).
 */
export function priceDimension(s: SupplyProfile, column: 'invest_amount' | 'home_price'): MaybeDimension {
  const offered = priceOffered(s, column);
  if (offered.price === null) return null;
  const col = sql.ref(`c.${column}`);
  return {
    name: 'price',
    columns: [`contact_match_profiles.${column}`],
    agreed: sql<boolean>`${col} @> ${offered.price}::int8`,
    demandUndefined: sql<boolean>`${col} IS NULL`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'price', ...offered })}
      || jsonb_build_object('range', ${rangeJson(col)}))`,
  };
}

/**
 * The size of the deals a demand survey wants, in dollars: an investor's own amount, else the land for the lots it
 * wants (each counted product's range × PRICE_PER_UNIT, the land cost of one lot, pad or unit; the widest of them).
 * Null when it wants no counted product and states no amount; an open upper end stays open.
 */
export function dealSizeOf(s: SupplyProfile): { min: number; max: number | null; lots: boolean } | null {
  const wants = s.survey?.side === 'demand' ? s.survey.wants : null;
  if (!wants) return null;
  if (wants.price) return { min: wants.price[0], max: wants.price[1], lots: false };
  const ranges = Object.entries(wants.ranges) as [CountedProduct, [number, number | null]][];
  if (!ranges.length) return null;
  const lows = ranges.map(([p, [lo]]) => lo * PRICE_PER_UNIT[p]);
  const highs = ranges.map(([p, [, hi]]) => (hi === null ? null : hi * PRICE_PER_UNIT[p]));
  return {
    min: Math.min(...lows),
    max: highs.includes(null) ? null : Math.max(...(highs as number[])),
    lots: true,
  };
}

/**
 * Deal size (investors, for a demand survey without a price of its own: a builder's or developer's survey): the
 * investor's amount overlaps the size of the deals the survey wants (dealSizeOf). An investor stating no amount is
 * open, as for a price.
 */
export function dealSizeDimension(s: SupplyProfile): MaybeDimension {
  if (priceOffered(s, 'invest_amount').price !== null) return null;
  const deal = dealSizeOf(s);
  if (!deal) return null;
  const range = sql`int8range(${deal.min}::int8, ${deal.max}::int8, '[]')`;
  return {
    name: 'dealSize',
    columns: ['contact_match_profiles.invest_amount'],
    agreed: sql<boolean>`c.invest_amount && ${range}`,
    demandUndefined: sql<boolean>`c.invest_amount IS NULL`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'dealSize', ...deal })}
      || jsonb_build_object('range', ${rangeJson(sql`c.invest_amount`)}))`,
  };
}

/** Agents: specialty Land for bare land, New Construction for projects; otherwise no specialty filter. */
export function specialtyDimension(s: SupplyProfile): MaybeDimension {
  const specialty = s.kind === 'parcel' ? (s.isLand ? 'Land' : null) : 'New Construction';
  if (!specialty) return null;
  return {
    name: 'specialty',
    columns: ['contact_match_profiles.specialty_keys', 'contact_match_profiles.agent_specialties'],
    filter: sql<boolean>`c.specialty_keys && ${withUndefined([specialty])}::text[]`,
    agreed: sql<boolean>`c.agent_specialties @> ${[specialty]}::text[]`,
    demandUndefined: sql<boolean>`cardinality(c.agent_specialties) = 0`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'specialty', specialty })}
      || jsonb_build_object('specialties', c.agent_specialties))`,
  };
}

/** New build homebuyers: the subject's city (or one of its cities) is one of the desired cities. */
export function desiredCitiesDimension(s: SupplyProfile): MaybeDimension {
  const cities = s.cities?.length ? s.cities : s.city ? [s.city] : [];
  if (cities.length === 0) return null;
  return {
    name: 'cities',
    columns: [
      'contact_match_profiles.desired_city_keys',
      'contact_match_profiles.new_build_home_buyer_desired_cities',
    ],
    filter: sql<boolean>`c.desired_city_keys && ${withUndefined(cities)}::text[]`,
    agreed: sql<boolean>`c.new_build_home_buyer_desired_cities && ${cities}::text[]`,
    demandUndefined: sql<boolean>`cardinality(c.new_build_home_buyer_desired_cities) = 0`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'cities', cities })}
      || jsonb_build_object('wanted', c.new_build_home_buyer_desired_cities))`,
  };
}

/** Home style: one of the subject's house styles is wanted. */
export function styleDimension(s: SupplyProfile): MaybeDimension {
  if (s.houseStyles.length === 0) return null;
  return {
    name: 'style',
    columns: ['contact_match_profiles.style_keys', 'contact_match_profiles.home_styles'],
    filter: sql<boolean>`c.style_keys && ${withUndefined(s.houseStyles)}::text[]`,
    agreed: sql<boolean>`c.home_styles && ${s.houseStyles}::text[]`,
    demandUndefined: sql<boolean>`cardinality(c.home_styles) = 0`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'style', styles: s.houseStyles })}
      || jsonb_build_object('wanted', c.home_styles))`,
  };
}
