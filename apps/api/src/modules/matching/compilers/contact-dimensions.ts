import { sql } from 'kysely';
import { offeredProducts, type CountedProduct, type SupplyProfile } from '../profiles.js';
import type { MaybeDimension } from './dimensions.js';

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
  const columns = [];
  if (s.areaTags.length) {
    parts.push(sql<boolean>`c.match_area_tags && ${s.areaTags}::text[]`);
    columns.push('contact_match_profiles.match_area_tags');
  }
  if (s.city) {
    parts.push(sql<boolean>`c.match_cities && ${[s.city]}::text[]`);
    columns.push('contact_match_profiles.match_cities');
  }
  if (s.county) {
    parts.push(sql<boolean>`c.match_counties && ${[s.county]}::text[]`);
    columns.push('contact_match_profiles.match_counties');
  }
  if (parts.length === 0) return null;
  return {
    name: 'area',
    columns: ['contact_match_profiles.area_keys', ...columns],
    filter: sql<boolean>`c.area_keys && ${withUndefined(areaKeys(s))}::text[]`,
    agreed: sql<boolean>`(${sql.join(parts, sql` OR `)})`,
    demandUndefined: sql<boolean>`(cardinality(c.match_area_tags) = 0 AND cardinality(c.match_cities) = 0 AND cardinality(c.match_counties) = 0)`,
  };
}

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
  const parts = [];
  const keys: string[] = [];
  const columns = [`contact_match_profiles.${prefix}_keys`, `contact_match_profiles.${prefix}_products`];
  for (const [product, count] of Object.entries(s.counts) as [CountedProduct, number][]) {
    keys.push(`${product}:*`, `${product}:${countBand(count)}`);
    const range = sql.ref(`c.${prefix}_${RANGE_SUFFIX[product]}`);
    parts.push(
      sql<boolean>`(${productsCol} @> ${[product]}::text[] AND (${range} IS NULL OR ${range} @> ${count}::int4))`,
    );
    columns.push(`contact_match_profiles.${prefix}_${RANGE_SUFFIX[product]}`);
  }
  if (s.otherProducts.length) {
    parts.push(sql<boolean>`${productsCol} && ${s.otherProducts}::text[]`);
    keys.push(...s.otherProducts);
  }
  if (parts.length === 0) return null;
  const agreed = sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const demandUndefined = sql<boolean>`cardinality(${productsCol}) = 0`;
  return {
    name: 'products',
    columns,
    agreed,
    demandUndefined,
    // The keys narrow the rows (a wanted product with no range, or whose range reaches the count's band); the exact
    // range check runs on those.
    filter: sql<boolean>`(${keysCol} && ${withUndefined(keys)}::text[] AND (${demandUndefined} OR ${agreed}))`,
  };
}

/** Investors: the product invested in is one the subject offers. */
export function investProductsDimension(s: SupplyProfile): MaybeDimension {
  const offered = offeredProducts(s);
  if (offered.length === 0) return null;
  return {
    name: 'products',
    columns: ['contact_match_profiles.invest_keys', 'contact_match_profiles.invest_products'],
    filter: sql<boolean>`c.invest_keys && ${withUndefined(offered)}::text[]`,
    agreed: sql<boolean>`c.invest_products && ${offered}::text[]`,
    demandUndefined: sql<boolean>`cardinality(c.invest_products) = 0`,
  };
}

/** Price: the subject's price (listing, else market value, else price point) lies in the contact's range. */
export function priceDimension(s: SupplyProfile, column: 'invest_amount' | 'home_price'): MaybeDimension {
  if (s.price === null) return null;
  const col = sql.ref(`c.${column}`);
  return {
    name: 'price',
    columns: [`contact_match_profiles.${column}`],
    agreed: sql<boolean>`${col} @> ${s.price}::int8`,
    demandUndefined: sql<boolean>`${col} IS NULL`,
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
  };
}
