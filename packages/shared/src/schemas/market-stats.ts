import { z } from 'zod';
import { mapFiltersQuery } from './map.js';

// Market statistics (spec map-matching-surveys.md 2.7, 3 "Market stats summary", 7 "Market stats", 9): MLS listings
// grouped by building type and status, for the map's filters, a parcel (id_serial) and a list-date range.

export const BUILDING_TYPES = ['New Builds', 'Existing Builds', 'All'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const STATUS_GROUPS = ['Active', 'Under Contract', 'Sold', 'Canceled/Expired/Others'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const blank = (v: unknown) => {
  const s = Array.isArray(v) ? v[v.length - 1] : v;
  return typeof s === 'string' && s.trim() === '' ? undefined : typeof s === 'string' ? s.trim() : s;
};

/** A calendar day 'YYYY-MM-DD' that exists. */
const day = z.preprocess(
  blank,
  z
    .string({ error: 'must be a date YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'must be a date YYYY-MM-DD')
    .refine((s) => s >= '1950-01-01' && s <= '2100-12-31', 'must be between 1950-01-01 and 2100-12-31')
    .optional(),
);

/** GET /parcels/get-stats-summary: the map's filters, a parcel, a list-date range (inclusive), viewQuery. */
export const marketStatsQuery = mapFiltersQuery.extend({
  /** The parcel of a card's 'Market Analysis': its city is the default place when no place filter is given. */
  id_serial: z.preprocess(
    (v) => {
      const s = blank(v);
      return s === undefined ? undefined : Number(s);
    },
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(Number.MAX_SAFE_INTEGER, 'is too large')
      .optional(),
  ),
  /** First list date counted (inclusive). */
  fromDate: day,
  /** Last list date counted (inclusive). */
  toDate: day,
  viewQuery: z.preprocess(
    blank,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
});
export type MarketStatsQuery = z.output<typeof marketStatsQuery>;
export type MarketStatsQueryInput = z.input<typeof marketStatsQuery>;

/**
 * GET /parcels/get-stats-full-valuation: the same, plus one building type and one status (spec 7: buildingType
 * New Builds, Existing Builds or none = All; status Active, Under Contract, Sold, or none = the others).
 */
export const fullValuationQuery = marketStatsQuery.extend({
  buildingType: z.preprocess(
    blank,
    z.enum(BUILDING_TYPES, { error: `must be one of ${BUILDING_TYPES.join(', ')}` }).optional(),
  ),
  status: z.preprocess(
    blank,
    z.enum(STATUS_GROUPS, { error: `must be one of ${STATUS_GROUPS.join(', ')}` }).optional(),
  ),
});
export type FullValuationQuery = z.output<typeof fullValuationQuery>;
export type FullValuationQueryInput = z.input<typeof fullValuationQuery>;

const stat = z.number().nullable();

/** The spec's market stats summary fields (section 3); null where a group has no listings. */
export const marketMetrics = z.object({
  average_list_dom: stat,
  average_list_price: stat,
  average_lot_size: stat,
  avg_sqft: stat,
  high_list_dom: stat,
  high_list_price: stat,
  low_list_dom: stat,
  low_list_price: stat,
  median_list_dom: stat,
  median_list_price: stat,
  q1_list_dom: stat,
  q1_list_price: stat,
  q3_list_dom: stat,
  q3_list_price: stat,
  number_of_listings: z.number(),
});
export type MarketMetrics = z.infer<typeof marketMetrics>;
/** The metric columns in the order the screens and the workbook show them. */
export const MARKET_METRIC_KEYS = Object.keys(marketMetrics.shape) as (keyof MarketMetrics)[];

export const summaryRow = marketMetrics.extend({
  buildingType: z.enum(BUILDING_TYPES),
  status: z.enum(STATUS_GROUPS),
});
export type SummaryRow = z.infer<typeof summaryRow>;

/** Median list price and days on market of the listings listed in one month ('YYYY-MM'). */
export const monthlyPoint = z.object({
  month: z.string(),
  median_list_price: stat,
  median_list_dom: stat,
  number_of_listings: z.number(),
});
export type MonthlyPoint = z.infer<typeof monthlyPoint>;

export const summaryAnswer = z.object({
  /** 12 rows: building type × status, always all of them (count 0 and nulls when a group is empty). */
  data: z.array(summaryRow),
  /** Listings per month of list date, for the chart. */
  monthly: z.array(monthlyPoint),
  /** The cities the statistics cover (the parcel's city when id_serial named the place). */
  cities: z.array(z.string()),
  /** What the counted listings are: their sources (provenance/sources.ts keys) and first and last list dates. */
  coverage: z.object({
    sources: z.array(z.string()),
    firstListDate: z.string().nullable(),
    lastListDate: z.string().nullable(),
  }),
  /** viewQuery=true: the summary SQL run, parameters inlined. */
  query: z.string().optional(),
  /** viewQuery=true: the monthly SQL run, parameters inlined. */
  monthlyQuery: z.string().optional(),
});
export type SummaryAnswer = z.infer<typeof summaryAnswer>;

/** Valuation rows (spec 3): per architectural style, the metric columns plus median price per sq ft and per acre. */
export const valuationRow = marketMetrics.extend({
  architecturalstyle: z.string(),
  price_per_sqft: stat,
  price_per_acre: stat,
});
export type ValuationRow = z.infer<typeof valuationRow>;

export const fullValuationAnswer = z.object({
  data: z.array(valuationRow),
  query: z.string().optional(),
});
export type FullValuationAnswer = z.infer<typeof fullValuationAnswer>;
