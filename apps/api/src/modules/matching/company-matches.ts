import { sql, type RawBuilder } from 'kysely';
import { HOME_PRODUCTS } from '@utah-land/shared';
import { mainProductSql, medianAnchorSql, newHomePriceSql } from './new-homes.js';
import type { CountedProduct, HypotheticalKind } from './profiles.js';
import { fitConditions, parcelFit, projectFit, type FitDemand, type SubjectFit } from './company-fit.js';

// The parcels and projects a company is matched to (docs/matching.md, "Company detail"): those for which at least
// one of its contacts would be listed among the subject's matches. It is the contact-group rules of
// compilers/contact-dimensions.ts read the other way round: there the subject is known and its values are
// literals, here the contacts are (a company has a handful) and every parcel or project is a candidate subject, read
// from its columns. A dimension filters only when both sides define it, as there. matching-company.test.ts checks
// that the two readings agree.

/** A candidate subject's values as SQL over its row (a parcel `p` or a project `p`). */
export interface SubjectColumns {
  areaTags: RawBuilder<string[]>;
  /** The city and county columns as they are ('' is no place, as NULL). */
  city: RawBuilder<string | null>;
  county: RawBuilder<string | null>;
  /** It has no city ('' or NULL). */
  noCity: RawBuilder<boolean>;
  /** It has no area at all: no tag, city or county (so an area preference cannot rule it out). */
  noPlace: RawBuilder<boolean>;
  counts: Record<CountedProduct, RawBuilder<number>>;
  products: RawBuilder<string[]>;
  /** Investors' price: a parcel's listing price, else market value; a project's price point. */
  price: RawBuilder<number | null>;
  /** The specialty an agent needs for it, or null (a built parcel). */
  specialty: RawBuilder<string | null>;
  houseStyles: RawBuilder<string[]>;
  /** It carries new homes, at this price (docs/matching.md, "New-build home buyers"). */
  carriesHomes: RawBuilder<boolean>;
  homePrice: RawBuilder<number | null>;
  /** The fit model's subject side (company-fit.ts): what its zoning lets be built, and its rule-outs. */
  fit: SubjectFit;
}

const SUFFIX: Record<HypotheticalKind, string> = {
  Neighbors: '_neighbors',
  Proxy: '_proxy',
  Zoning: '_zoning',
};
const COUNT_COLUMN: Record<CountedProduct, string> = {
  singleFamily: 'sf_lots',
  townhouse: 'th_pads',
  condos: 'condo_units',
};
const texts = (values: string[]) => sql`${values}::text[]`;

/** Products offered without a count. */
const UNCOUNTED = ['commercial', 'land'];

const countsOf = (suffix: string) =>
  Object.fromEntries(
    HOME_PRODUCTS.map((p) => [p, sql<number>`coalesce(${sql.ref(`p.${COUNT_COLUMN[p]}${suffix}`)}, 0)`]),
  ) as Record<CountedProduct, RawBuilder<number>>;

/** Where a candidate is, as written in parcels and projects alike; plain columns, so that their indexes serve. */
function placeColumns() {
  const noCity = sql<boolean>`(p.city IS NULL OR p.city = '')`;
  return {
    areaTags: sql<string[]>`p.area_tags`,
    city: sql<string | null>`p.city`,
    county: sql<string | null>`p.county`,
    noCity,
    noPlace: sql<boolean>`(cardinality(p.area_tags) = 0 AND ${noCity} AND (p.county IS NULL OR p.county = ''))`,
  };
}

/** A parcel as a subject; `hypothetical` picks the lot estimate that counts its products (as in its matches). */
export function parcelColumns(hypothetical?: HypotheticalKind): SubjectColumns {
  const counts = countsOf(hypothetical ? SUFFIX[hypothetical] : '');
  const product = mainProductSql(counts);
  return {
    ...placeColumns(),
    counts,
    products: sql`p.products`,
    price: sql`coalesce(p.mls_listing_price, p.market_value)`,
    specialty: sql`(CASE WHEN NOT p.property_info_building THEN 'Land' END)`,
    houseStyles: sql`p.house_style`,
    carriesHomes: sql`(NOT p.property_info_building AND ${product} IS NOT NULL)`,
    homePrice: newHomePriceSql(product, medianAnchorSql(sql`nullif(p.city, '')`, sql`nullif(p.county, '')`)),
    fit: parcelFit(counts, !hypothetical || hypothetical === 'Zoning'),
  };
}

/** A parent or child project as a subject. */
export function projectColumns(): SubjectColumns {
  const counts = countsOf('');
  const anyCount = sql.join(
    HOME_PRODUCTS.map((p) => sql`${counts[p]} > 0`),
    sql` OR `,
  );
  return {
    ...placeColumns(),
    counts,
    products: sql`p.products`,
    price: sql`p.price_point`,
    specialty: sql`'New Construction'::text`,
    houseStyles: sql`p.house_style`,
    carriesHomes: sql`(${anyCount} OR p.products && ${texts([...HOME_PRODUCTS])})`,
    homePrice: sql`p.price_point`,
    fit: projectFit(counts),
  };
}

const any = (parts: RawBuilder<boolean>[]) =>
  parts.length ? sql<boolean>`(${sql.join(parts, sql` OR `)})` : sql<boolean>`false`;
const all = (parts: (RawBuilder<boolean> | null)[]) => {
  const present = parts.filter((p): p is RawBuilder<boolean> => p !== null);
  return present.length ? sql<boolean>`(${sql.join(present, sql` AND `)})` : sql<boolean>`true`;
};

/** One contact's demand profile (a row of contact_match_profiles); ranges as PostgreSQL writes them ('[4,16)'). */
export interface ContactDemand extends FitDemand {
  types: string[];
  match_area_tags: string[];
  match_cities: string[];
  match_counties: string[];
  build_products: string[];
  build_sf_lots: string | null;
  build_th_pads: string | null;
  build_condo_units: string | null;
  develop_products: string[];
  develop_sf_lots: string | null;
  develop_th_pads: string | null;
  develop_condo_units: string | null;
  invest_products: string[];
  invest_amount: string | null;
  home_price: string | null;
  home_styles: string[];
  new_build_home_buyer_desired_cities: string[];
  agent_specialties: string[];
}

/** Area, when the contact names one: the subject defines none, or they share a tag, the city or the county. */
function area(s: SubjectColumns, c: ContactDemand) {
  if (!hasArea(c)) return null;
  return any([
    s.noPlace,
    ...(c.match_area_tags.length ? [sql<boolean>`${s.areaTags} && ${texts(c.match_area_tags)}`] : []),
    ...(c.match_cities.length ? [sql<boolean>`${s.city} = ANY(${texts(c.match_cities)})`] : []),
    ...(c.match_counties.length ? [sql<boolean>`${s.county} = ANY(${texts(c.match_counties)})`] : []),
  ]);
}

const hasArea = (c: ContactDemand) =>
  c.match_area_tags.length > 0 || c.match_cities.length > 0 || c.match_counties.length > 0;
const AREA_GROUPS = ['Builder', 'Developer', 'Investor', 'Real Estate Agent'];

/**
 * What every contact's conditions imply about the candidate's place, as one condition the indexes answer (area tags,
 * county, city): null when some contact does not restrict the place. The exact conditions run on the rows it leaves.
 */
function placePrefilter(s: SubjectColumns, contacts: ContactDemand[]): RawBuilder<boolean> | null {
  const tags = new Set<string>();
  const cities = new Set<string>();
  const counties = new Set<string>();
  let noPlace = false;
  let noCity = false;
  for (const c of contacts) {
    if (c.types.some((t) => AREA_GROUPS.includes(t))) {
      if (!hasArea(c)) return null;
      c.match_area_tags.forEach((t) => tags.add(t));
      c.match_cities.forEach((t) => cities.add(t));
      c.match_counties.forEach((t) => counties.add(t));
      noPlace = true;
    }
    if (c.types.includes('New Build Homebuyer')) {
      if (!c.new_build_home_buyer_desired_cities.length) return null;
      c.new_build_home_buyer_desired_cities.forEach((t) => cities.add(t));
      noCity = true;
    }
  }
  if (!noPlace && !noCity) return null;
  return any([
    ...(tags.size ? [sql<boolean>`${s.areaTags} && ${texts([...tags])}`] : []),
    ...(counties.size ? [sql<boolean>`${s.county} = ANY(${texts([...counties])})`] : []),
    ...(cities.size ? [sql<boolean>`${s.city} = ANY(${texts([...cities])})`] : []),
    ...(noPlace ? [s.noPlace] : []),
    ...(noCity ? [s.noCity] : []),
  ]);
}

/** The subject offers no product at all (counted above zero, or uncounted): a product preference cannot filter. */
function offersNone(s: SubjectColumns) {
  return sql<boolean>`NOT ${s.fit.offersAny}`;
}

const isHomeProduct = (p: string): p is CountedProduct => (HOME_PRODUCTS as readonly string[]).includes(p);

/** The contact's range for a counted product (builders and developers; investors give none). */
function rangeFor(
  c: ContactDemand,
  prefix: 'build' | 'develop' | 'invest',
  p: CountedProduct,
): string | null {
  if (prefix === 'invest') return null;
  const ranges = {
    singleFamily: c[`${prefix}_sf_lots`],
    townhouse: c[`${prefix}_th_pads`],
    condos: c[`${prefix}_condo_units`],
  };
  return ranges[p];
}

/**
 * A wanted product the subject offers: a counted one above zero (within the contact's range, when it gives one),
 * or commercial or land. Other names are not compared (null).
 */
function wantedProduct(s: SubjectColumns, product: string, range: string | null) {
  if (isHomeProduct(product)) {
    const count = s.fit.counts[product];
    return range === null
      ? sql<boolean>`${count} > 0`
      : sql<boolean>`(${count} > 0 AND ${range}::int4range @> ${count}::int4)`;
  }
  return UNCOUNTED.includes(product) ? sql<boolean>`${s.fit.uncounted} @> ${texts([product])}` : null;
}

/** Products, when the contact names any: builders and developers with their ranges, investors without. */
function products(s: SubjectColumns, c: ContactDemand, prefix: 'build' | 'develop' | 'invest') {
  const wanted = c[`${prefix}_products`];
  if (!wanted.length) return null;
  const offered = wanted
    .map((p) => wantedProduct(s, p, isHomeProduct(p) ? rangeFor(c, prefix, p) : null))
    .filter((x): x is RawBuilder<boolean> => x !== null);
  return any([offersNone(s), ...offered]);
}

/** A price range, when the contact gives one: the subject's price lies in it (or the subject has none). */
function price(value: RawBuilder<number | null>, range: string | null) {
  if (range === null) return null;
  return sql<boolean>`(${value} IS NULL OR ${range}::int8range @> ${value}::int8)`;
}

/**
 * The subject's candidates that would list this contact among their matches: per group the contact belongs to,
 * every dimension the contact defines (those it leaves empty, and those the subject does not define, pass).
 */
export function matchedByContact(s: SubjectColumns, c: ContactDemand): RawBuilder<boolean> {
  const groups: RawBuilder<boolean>[] = [];
  const fit = fitConditions(s.fit, c);
  if (c.types.includes('Builder'))
    groups.push(all([fit.lotBuyers, fit.builders, area(s, c), products(s, c, 'build')]));
  if (c.types.includes('Developer'))
    groups.push(all([fit.lotBuyers, fit.developers, area(s, c), products(s, c, 'develop')]));
  if (c.types.includes('Investor'))
    groups.push(
      all([fit.alive, fit.acreage, area(s, c), products(s, c, 'invest'), price(s.price, c.invest_amount)]),
    );
  if (c.types.includes('Real Estate Agent'))
    groups.push(
      all([
        fit.alive,
        fit.agents,
        area(s, c),
        c.agent_specialties.length
          ? sql<boolean>`(${s.specialty} IS NULL OR ${s.specialty} = ANY(${texts(c.agent_specialties)}))`
          : null,
      ]),
    );
  if (c.types.includes('New Build Homebuyer'))
    groups.push(
      all([
        fit.alive,
        s.carriesHomes,
        c.new_build_home_buyer_desired_cities.length
          ? sql<boolean>`(${s.noCity} OR ${s.city} = ANY(${texts(c.new_build_home_buyer_desired_cities)}))`
          : null,
        c.home_styles.length
          ? sql<boolean>`(cardinality(${s.houseStyles}) = 0 OR ${s.houseStyles} && ${texts(c.home_styles)})`
          : null,
        price(s.homePrice, c.home_price),
      ]),
    );
  return any(groups);
}

/** Contact lists as compared: no empty names ('' is no place on a subject either). */
function cleaned(c: ContactDemand): ContactDemand {
  const names = (list: string[]) => list.filter((x) => x !== '');
  return {
    ...c,
    match_area_tags: names(c.match_area_tags),
    match_cities: names(c.match_cities),
    match_counties: names(c.match_counties),
    new_build_home_buyer_desired_cities: names(c.new_build_home_buyer_desired_cities),
  };
}

/** Matched by any of the contacts (each distinct demand once), behind the place they imply for the indexes. */
export function matchedByAny(s: SubjectColumns, contacts: ContactDemand[]): RawBuilder<boolean> {
  const distinct = [...new Map(contacts.map((c) => cleaned(c)).map((c) => [JSON.stringify(c), c])).values()];
  const exact = any(distinct.map((c) => matchedByContact(s, c)));
  const place = placePrefilter(s, distinct);
  return place ? sql<boolean>`(${place} AND ${exact})` : exact;
}
