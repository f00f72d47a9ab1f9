import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { BuildingType, MarketStatsQuery, StatusGroup } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError } from '../../lib/errors.js';
import { allOf, countyName, parcelConditions, type Cond } from '../map/map-filters.js';

/**
 * The SQL of the market statistics (spec map-matching-surveys 2.7, 3, 7): every figure is computed by the database
 * (avg, min, max, percentile_cont), rounded to 2 decimals there, the same on PostgreSQL and PGlite.
 *
 * Which listings count: those listed (list_date) within [fromDate, toDate], in the place (cities, counties, postal
 * codes: the listing's own columns), and — for every other map filter — on a parcel that matches it (the map's
 * filter compiler, map/map-filters.ts). Building type: new_build. Status group: Active, Under Contract, Sold,
 * and everything else (Canceled, Expired, Withdrawn) as 'Canceled/Expired/Others'.
 */

const STATUS_GROUP_SQL = sql`case when l.status in ('Active', 'Under Contract', 'Sold') then l.status else 'Canceled/Expired/Others' end`;

const r2 = (expr: RawBuilder<unknown>) => sql`round((${expr})::numeric, 2)::float8`;
const pct = (p: number, column: RawBuilder<unknown>) =>
  r2(sql`percentile_cont(${sql.lit(p)}) within group (order by ${column})`);

/** The spec's summary fields over the rows of the group (`l` = the listings). */
function metrics(): RawBuilder<unknown> {
  const dom = sql.ref('l.days_on_market');
  const price = sql.ref('l.list_price');
  return sql`count(*)::int as number_of_listings,
  ${r2(sql`avg(${dom})`)} as average_list_dom,
  ${r2(sql`max(${dom})`)} as high_list_dom,
  ${r2(sql`min(${dom})`)} as low_list_dom,
  ${pct(0.5, dom)} as median_list_dom,
  ${pct(0.25, dom)} as q1_list_dom,
  ${pct(0.75, dom)} as q3_list_dom,
  ${r2(sql`avg(${price})`)} as average_list_price,
  ${r2(sql`max(${price})`)} as high_list_price,
  ${r2(sql`min(${price})`)} as low_list_price,
  ${pct(0.5, price)} as median_list_price,
  ${pct(0.25, price)} as q1_list_price,
  ${pct(0.75, price)} as q3_list_price,
  ${r2(sql`avg(l.lot_size_acres)`)} as average_lot_size,
  ${r2(sql`avg(l.square_feet)`)} as avg_sqft`;
}

const inList = (column: string, values: readonly string[]): Cond =>
  sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((v) => sql`${v}`))})`;

/** The listings' conditions for the filters; `cities` replaces f.cities (the parcel's city by default). */
export function listingConditions(f: MarketStatsQuery, cities: string[] | undefined): Cond[] {
  if (f.fromDate && f.toDate && f.fromDate > f.toDate)
    throw new BadRequestError('fromDate: must not be after toDate');
  const c: Cond[] = [];
  if (f.fromDate) c.push(sql<SqlBool>`l.list_date >= ${f.fromDate}::date`);
  if (f.toDate) c.push(sql<SqlBool>`l.list_date <= ${f.toDate}::date`);
  if (cities?.length) c.push(inList('l.city', cities));
  if (f.counties) c.push(inList('l.county', f.counties.map(countyName)));
  if (f.postalCodes) c.push(inList('l.postal_code', f.postalCodes));
  const parcel = parcelConditions(
    { ...f, cities: undefined, counties: undefined, postalCodes: undefined },
    'p',
  );
  if (parcel.length) c.push(sql<SqlBool>`l.parcel_id in (select p.id from parcels p where ${allOf(parcel)})`);
  return c;
}

/** Summary: one row per (building type, status group) present, and per status group for All (grouping sets). */
export function summaryQuery(conds: Cond[]) {
  return sql<Record<string, unknown>>`select
  case when grouping(l.new_build) = 1 then 'All' when l.new_build then 'New Builds' else 'Existing Builds' end as "buildingType",
  l.status_group as status,
  ${metrics()}
from (select l.new_build, ${STATUS_GROUP_SQL} as status_group, l.days_on_market, l.list_price, l.lot_size_acres,
    l.square_feet
  from mls_listings l
  where ${allOf(conds)}) l
group by grouping sets ((l.new_build, l.status_group), (l.status_group))`;
}

/** What the statistics cover: the listings' sources and their first and last list dates. */
export function coverageQuery(conds: Cond[]) {
  return sql<{ sources: string[]; first: string | null; last: string | null }>`select
  coalesce(array_agg(distinct l.source), '{}') as sources,
  to_char(min(l.list_date), 'YYYY-MM-DD') as first,
  to_char(max(l.list_date), 'YYYY-MM-DD') as last
from mls_listings l
where ${allOf(conds)}`;
}

/** Median list price and days on market per month of list date. */
export function monthlyQuery(conds: Cond[]) {
  return sql<{
    month: string;
    number_of_listings: number;
    median_list_price: number | null;
    median_list_dom: number | null;
  }>`select to_char(l.list_date, 'YYYY-MM') as month,
  count(*)::int as number_of_listings,
  ${pct(0.5, sql.ref('l.list_price'))} as median_list_price,
  ${pct(0.5, sql.ref('l.days_on_market'))} as median_list_dom
from mls_listings l
where ${allOf(conds)}
group by 1
order by 1`;
}

/** Full valuation: per architectural style, the metrics plus median price per square foot and per acre. */
export function fullValuationQuery(conds: Cond[], buildingType: BuildingType, status: StatusGroup) {
  const c = [...conds];
  if (buildingType === 'New Builds') c.push(sql<SqlBool>`l.new_build`);
  if (buildingType === 'Existing Builds') c.push(sql<SqlBool>`not l.new_build`);
  c.push(
    status === 'Canceled/Expired/Others'
      ? sql<SqlBool>`l.status not in ('Active', 'Under Contract', 'Sold')`
      : sql<SqlBool>`l.status = ${status}`,
  );
  return sql<Record<string, unknown>>`select coalesce(l.architectural_style, 'Unknown') as architecturalstyle,
  ${metrics()},
  ${pct(0.5, sql`l.list_price::float8 / nullif(l.square_feet, 0)`)} as price_per_sqft,
  ${pct(0.5, sql`l.list_price::float8 / nullif(l.lot_size_acres, 0)::float8`)} as price_per_acre
from mls_listings l
where ${allOf(c)}
group by 1
order by number_of_listings desc, architecturalstyle`;
}

/** The parcel's city and county (a card's Market Analysis); undefined when there is no such parcel. */
export async function parcelPlace(db: Kysely<DB>, id: number) {
  return db.selectFrom('parcels').select(['city', 'county']).where('id', '=', id).executeTakeFirst();
}
