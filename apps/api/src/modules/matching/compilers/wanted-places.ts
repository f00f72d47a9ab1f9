import { projectAlive } from './fit.js';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { STRONG_MATCH_SCORE, type MapFilters } from '@utah-land/shared';
import type { DB } from '../../../db/index.js';
import { PARCEL_ROW_COLUMNS, PROJECT_ROW_COLUMNS } from './rows.js';
import { allOf, parcelConditions, projectConditions } from '../../map/map-filters.js';
import type { CountedProduct } from '../profiles.js';
import type { ParcelMatchingType, ProjectTier } from './places.js';
import {
  columnsOf,
  comparedOf,
  matchedOnOf,
  present,
  subjectJson,
  whereOf,
  type Dimension,
  type MaybeDimension,
} from './dimensions.js';

import {
  wantedScoring,
  type RecordColumns,
  type WantedCentre,
  type WantedRange,
  type WantedScoreInput,
} from './wanted-score.js';

export type { WantedCentre, WantedRange } from './wanted-score.js';

/**
 * What a demand survey wants (docs/matching.md, "Surveys as subjects"): the map filters its answers fill (area tags,
 * cities, products, house styles, special product types), and the demand rule's ranges: a count range per counted
 * product and a price range (an investor's amount, a home buyer's budget).
 */
export interface Wants {
  filters: MapFilters;
  ranges: Partial<Record<CountedProduct, WantedRange>>;
  price: WantedRange | null;
  /** The price range of wanted projects (their home price point), when it is not `price` (an investor's amount). */
  projectPrice?: WantedRange | null;
  /** Ranking only: the acreage range the survey's taker states (its contact's `acreage_range`). */
  acreage?: WantedRange | null;
  /** Ranking only: the survey's base or the centre of its area (wanted-score.ts). */
  centre?: WantedCentre | null;
}

const COUNT_COLUMN: Record<CountedProduct, 'sf_lots' | 'th_pads' | 'condo_units'> = {
  singleFamily: 'sf_lots',
  townhouse: 'th_pads',
  condos: 'condo_units',
};
const PRODUCT_FLAGS = ['condos', 'singleFamily', 'townhouse', 'land', 'commercial'] as const;

const ref = (a: string, column: string) => sql.ref(`${a}.${column}`);
/** `value` lies in the range (the bounds cast, so the SQL shown with literals means the same). */
function inRange(value: RawBuilder<unknown>, [lo, hi]: WantedRange): RawBuilder<boolean> {
  return hi === null
    ? sql<boolean>`${value} >= ${lo}::int8`
    : sql<boolean>`${value} BETWEEN ${lo}::int8 AND ${hi}::int8`;
}

/** Keeps only the named map filters (the compilers of map-filters.ts read the rest as absent). */
function only(f: MapFilters, keys: readonly (keyof MapFilters)[]): MapFilters {
  return Object.fromEntries(keys.filter((k) => f[k] !== undefined).map((k) => [k, f[k]])) as MapFilters;
}

/** A map-filter dimension: the filters' conditions as the map writes them; always agreed on the rows it keeps. */
function filterDimension(
  name: string,
  conds: RawBuilder<SqlBool>[],
  columns: string[],
  compared?: RawBuilder<unknown>,
): MaybeDimension {
  if (conds.length === 0) return null;
  return { name, columns, agreed: allOf(conds) as RawBuilder<boolean>, ...(compared ? { compared } : {}) };
}

/**
 * The values compared on a wanted record ("why it matched", packages/shared matching/compared.ts): the record's side
 * is read from the row, the survey's side is the survey's answer. In these rows the record is the supply and the
 * survey the one who wants it.
 */
function areaCompared(f: MapFilters, a: string): RawBuilder<unknown> {
  const wanted = { areaTags: f.utahAreaTags ?? [], cities: f.cities ?? [], counties: f.counties ?? [] };
  return sql`jsonb_build_array(${subjectJson({ dimension: 'area', wanted })} || jsonb_build_object('subject',
    jsonb_build_object('areaTags', ${ref(a, 'area_tags')}, 'city', ${ref(a, 'city')}, 'county', ${ref(a, 'county')})))`;
}
function styleCompared(f: MapFilters, a: string): RawBuilder<unknown> {
  return sql`jsonb_build_array(${subjectJson({ dimension: 'style', wanted: f.houseStyle ?? [] })}
    || jsonb_build_object('styles', ${ref(a, 'house_style')}))`;
}

/**
 * Products: the products the survey checks on the map (an overlap the GIN index on `products` answers) and, for a
 * counted product with a wanted range, the record's count in that range; a record that does not count a product it
 * offers passes (the dimension filters only where both sides define it).
 */
function productsDimension(w: Wants, a: string, table: string, conds: RawBuilder<SqlBool>[]): MaybeDimension {
  if (conds.length === 0) return null;
  const wanted = PRODUCT_FLAGS.filter((p) => w.filters[p] === 'true');
  const columns = [`${table}.products`];
  // Each counted product the record has with a count: its count against the survey's range (null: any count).
  const counts: RawBuilder<unknown>[] = [];
  const parts = wanted.map((p) => {
    const has = sql<boolean>`${ref(a, 'products')} @> ${[p]}::text[]`;
    if (!(p in COUNT_COLUMN)) return has;
    const col = COUNT_COLUMN[p as CountedProduct];
    const range = w.ranges[p as CountedProduct];
    const rangeValue = range ? { min: range[0], max: range[1] } : null;
    const inIt = range
      ? sql<boolean>`${ref(a, col)} IS NULL OR ${inRange(ref(a, col), range)}`
      : sql<boolean>`true`;
    counts.push(sql`(CASE WHEN ${has} AND ${ref(a, col)} IS NOT NULL AND (${inIt})
      THEN jsonb_build_array(${subjectJson({ dimension: 'products', product: p, range: rangeValue })}
        || jsonb_build_object('count', ${ref(a, col)}))
      ELSE '[]'::jsonb END)`);
    if (!range) return has;
    columns.push(`${table}.${col}`);
    return sql<boolean>`(${has} AND (${inIt}))`;
  });
  const agreed = sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const types = sql`jsonb_build_array(${subjectJson({ dimension: 'productTypes', wanted, wantedBy: 'survey' })}
    || jsonb_build_object('offered', ${ref(a, 'products')}))`;
  return {
    name: 'products',
    columns,
    agreed,
    filter: sql<boolean>`(${allOf(conds)} AND ${agreed})`,
    compared: counts.length ? sql`(${types} || ${sql.join(counts, sql` || `)})` : types,
  };
}

/** Price: the record's price lies in the wanted range; a record without a price passes. */
function priceDimension(
  w: Wants,
  price: RawBuilder<unknown>,
  basis: RawBuilder<unknown>,
  columns: string[],
): MaybeDimension {
  if (!w.price) return null;
  const range = { min: w.price[0], max: w.price[1] };
  return {
    name: 'price',
    columns,
    agreed: inRange(price, w.price),
    demandUndefined: sql<boolean>`${price} IS NULL`,
    compared: sql`jsonb_build_array(${subjectJson({ dimension: 'price', range })}
      || jsonb_build_object('price', ${price}, 'basis', ${basis}))`,
  };
}

/** The survey's statements the ranking reads (wanted-score.ts): counted products with a range, price, acreage, centre. */
function scoreInput(w: Wants, price: WantedRange | null): WantedScoreInput {
  const ranges: [CountedProduct, WantedRange][] = [];
  for (const p of PRODUCT_FLAGS) {
    const range = p in COUNT_COLUMN ? w.ranges[p as CountedProduct] : undefined;
    if (w.filters[p] === 'true' && range) ranges.push([p as CountedProduct, range]);
  }
  return { ranges, price, acreage: w.acreage ?? null, centre: w.centre ?? null };
}

/** A record's columns as the ranking reads them (`p`, a parcel or a project of `table`). */
function recordColumns(
  table: 'parcels' | 'projects',
  price: RawBuilder<unknown>,
  priceColumns: string[],
): RecordColumns {
  return {
    products: sql`p.products`,
    counts: { singleFamily: sql`p.sf_lots`, townhouse: sql`p.th_pads`, condos: sql`p.condo_units` },
    price,
    acreage: sql`p.acreage`,
    center: sql`p.center`,
    names: {
      products: `${table}.products`,
      counts: {
        singleFamily: `${table}.sf_lots`,
        townhouse: `${table}.th_pads`,
        condos: `${table}.condo_units`,
      },
      price: priceColumns,
      acreage: `${table}.acreage`,
      center: `${table}.center`,
    },
  };
}

const PARCEL_PRICE = sql`coalesce(p.mls_listing_price, p.market_value)`;
/** A wanted project's price range: a home buyer's budget against its price point (an investor's amount is not). */
const projectPriceOf = (w: Wants) => (w.projectPrice === undefined ? w.price : w.projectPrice);

/** The dimensions of a wanted parcel: area, products (with counts), house style, price. */
function parcelDimensions(w: Wants): Dimension[] {
  const f = w.filters;
  return present([
    filterDimension(
      'area',
      parcelConditions(only(f, ['utahAreaTags', 'cities', 'counties']), 'p'),
      ['parcels.area_tags', 'parcels.city', 'parcels.county'],
      areaCompared(f, 'p'),
    ),
    productsDimension(w, 'p', 'parcels', parcelConditions(only(f, PRODUCT_FLAGS), 'p')),
    filterDimension(
      'style',
      parcelConditions(only(f, ['houseStyle']), 'p'),
      ['parcels.house_style'],
      styleCompared(f, 'p'),
    ),
    priceDimension(
      w,
      PARCEL_PRICE,
      sql`CASE WHEN p.mls_listing_price IS NOT NULL THEN 'listing' ELSE 'marketValue' END`,
      ['parcels.mls_listing_price', 'parcels.market_value'],
    ),
  ]);
}

/** The dimensions of a wanted project (any tier; the tier is a fixed condition). */
function projectDimensions(w: Wants): Dimension[] {
  const f = w.filters;
  const conds = (keys: readonly (keyof MapFilters)[]) => projectConditions(only(f, keys), 'all', 'p');
  return present([
    filterDimension(
      'area',
      conds(['utahAreaTags', 'cities', 'counties']),
      ['projects.area_tags', 'projects.city', 'projects.county'],
      areaCompared(f, 'p'),
    ),
    productsDimension(w, 'p', 'projects', conds(PRODUCT_FLAGS)),
    filterDimension('style', conds(['houseStyle']), ['projects.house_style'], styleCompared(f, 'p')),
    filterDimension('specialProducts', conds(['specialProductTypes']), ['projects.special_product_types']),
    priceDimension({ ...w, price: projectPriceOf(w) }, sql`p.price_point`, sql`'pricePoint'`, [
      'projects.price_point',
    ]),
  ]);
}

/**
 * The parcels a demand survey wants: those the map shows with the survey switched on (its filters), whose counts
 * and price lie in the survey's ranges, ranked by fit (wanted-score.ts), best first, then by id. Split by building
 * like a parcel's neighbours.
 */
export function compileWantedParcels(db: Kysely<DB>, w: Wants) {
  const dims = parcelDimensions(w);
  const fit = wantedScoring(
    scoreInput(w, w.price),
    recordColumns('parcels', PARCEL_PRICE, ['parcels.mls_listing_price', 'parcels.market_value']),
  );
  const fixed = (type: ParcelMatchingType) =>
    type === 'buildableParcels'
      ? [sql<boolean>`NOT p.property_info_building`]
      : type === 'alreadyBuildedParcels'
        ? [sql<boolean>`p.property_info_building`]
        : [];
  const matched = (type: ParcelMatchingType) =>
    db.selectFrom('parcels as p').where(whereOf(fixed(type), dims));
  return {
    kind: 'parcels' as const,
    columnsUsed: [
      ...new Set([...columnsOf(['parcels.id', 'parcels.property_info_building'], dims), ...fit.columns]),
    ],
    count: (type: ParcelMatchingType = 'all') => matched(type).select(sql<number>`count(*)::int`.as('count')),
    /** Records scoring STRONG_MATCH_SCORE or more (the strong-matches count beside a list's total). */
    strongCount: (type: ParcelMatchingType = 'all') =>
      matched(type).select(
        sql<number>`(count(*) FILTER (WHERE ${fit.score} >= ${STRONG_MATCH_SCORE}::int))::int`.as('count'),
      ),
    // The page is cut on ids and scores first (best first, then id; limit), then only its rows have their columns
    // and compared values read.
    /** The ids of the parcels (the map's scope of the survey; surveys/survey-map-scope.ts). */
    ids: () => matched('all').select('p.id'),
    page: (type: ParcelMatchingType, page: number, limit: number) =>
      db
        .selectFrom(
          matched(type)
            .select(['p.id', fit.score.as('score')])
            .orderBy('score', 'desc')
            .orderBy('p.id')
            .limit(limit)
            .offset((page - 1) * limit)
            .as('m'),
        )
        .innerJoin('parcels as p', 'p.id', 'm.id')
        .select([
          ...PARCEL_ROW_COLUMNS,
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
          matchedOnOf(dims).as('matched_on'),
          'm.score',
          sql<unknown[]>`(${comparedOf(dims)} || ${fit.compared})`.as('compared'),
        ])
        .orderBy('m.score', 'desc')
        .orderBy('m.id'),
    coordinates: (type: ParcelMatchingType, page: number, limit: number) =>
      matched(type)
        .select([
          'p.id',
          sql<string>`coalesce(p.formatted_parcel_id, p.parcel_id)`.as('label'),
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
        ])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}

/**
 * The parent and child projects a demand survey wants (the map's project filters, counts and price point), ranked by
 * fit like its parcels.
 */
export function compileWantedProjects(db: Kysely<DB>, w: Wants) {
  const dims = projectDimensions(w);
  const fit = wantedScoring(
    scoreInput(w, projectPriceOf(w)),
    recordColumns('projects', sql`p.price_point`, ['projects.price_point']),
  );
  // Dead projects (DEAD_PROJECT_STATUSES) are wanted by no survey.
  const fixed = (tier?: ProjectTier) =>
    tier === 'parent'
      ? [projectAlive(), sql<boolean>`p.parent_project_id IS NULL`]
      : tier === 'child'
        ? [projectAlive(), sql<boolean>`p.parent_project_id IS NOT NULL`]
        : [projectAlive()];
  const matched = (tier?: ProjectTier) => db.selectFrom('projects as p').where(whereOf(fixed(tier), dims));
  return {
    kind: 'projects' as const,
    columnsUsed: [
      ...new Set([...columnsOf(['projects.id', 'projects.parent_project_id'], dims), ...fit.columns]),
    ],
    count: (tier?: ProjectTier) => matched(tier).select(sql<number>`count(*)::int`.as('count')),
    strongCount: (tier?: ProjectTier) =>
      matched(tier).select(
        sql<number>`(count(*) FILTER (WHERE ${fit.score} >= ${STRONG_MATCH_SCORE}::int))::int`.as('count'),
      ),
    /** The ids of the projects, parents and children (the map's scope of the survey). */
    ids: () => matched().select('p.id'),
    page: (tier: ProjectTier | undefined, page: number, limit: number) =>
      db
        .selectFrom(
          matched(tier)
            .select(['p.id', fit.score.as('score')])
            .orderBy('score', 'desc')
            .orderBy('p.id')
            .limit(limit)
            .offset((page - 1) * limit)
            .as('m'),
        )
        .innerJoin('projects as p', 'p.id', 'm.id')
        .select([
          ...PROJECT_ROW_COLUMNS,
          sql<number | null>`ST_Y(p.center)`.as('lat'),
          sql<number | null>`ST_X(p.center)`.as('lng'),
          matchedOnOf(dims).as('matched_on'),
          'm.score',
          sql<unknown[]>`(${comparedOf(dims)} || ${fit.compared})`.as('compared'),
        ])
        .orderBy('m.score', 'desc')
        .orderBy('m.id'),
    coordinates: (tier: ProjectTier | undefined, page: number, limit: number) =>
      matched(tier)
        .where('p.center', 'is not', null)
        .select([
          'p.id',
          'p.name as label',
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
        ])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}

/**
 * No parcels: a supply survey with no parcel or project record of its own (a land owner, a water right, a private
 * project) has no parcel neighbours. A real query, so its count, page and SQL read like the others'.
 */
export function compileNoParcels(db: Kysely<DB>) {
  const matched = db.selectFrom('parcels as p').where(sql<boolean>`false`);
  return {
    kind: 'parcels' as const,
    columnsUsed: [] as string[],
    count: () => matched.select(sql<number>`count(*)::int`.as('count')),
    strongCount: () => matched.select(sql<number>`count(*)::int`.as('count')),
    ids: () => matched.select('p.id'),
    page: (_type: ParcelMatchingType, page: number, limit: number) =>
      matched
        .select(['p.id', 'p.parcel_id', sql<string[]>`'{}'::text[]`.as('matched_on')])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
    coordinates: (_type: ParcelMatchingType, page: number, limit: number) =>
      matched
        .select([
          'p.id',
          'p.parcel_id as label',
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
        ])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}
