import type { CompiledQuery, Kysely, RawBuilder } from 'kysely';
import {
  BUILDING_TYPES,
  MARKET_METRIC_KEYS,
  STATUS_GROUPS,
  type MarketMetrics,
  type MarketStatsQuery,
  type SummaryRow,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  listingConditions,
  monthlyQuery,
  coverageQuery,
  parcelPlace,
  summaryQuery,
} from './market-stats.queries.js';

// Market Stats / Market Analysis (spec map-matching-surveys 2.7, 3, 6, 7): what GET /parcels/get-stats-summary
// answers, shared with the MCP tool market_stats (modules/mcp/). Admins only: the callers check it.

const emptyMetrics = (): MarketMetrics =>
  Object.fromEntries(
    MARKET_METRIC_KEYS.map((k) => [k, k === 'number_of_listings' ? 0 : null]),
  ) as unknown as MarketMetrics;

/** Runs exactly the compiled query whose text is shown (View Query shows the SQL run). */
export async function run<R>(
  db: Kysely<DB>,
  query: RawBuilder<R>,
): Promise<{ rows: R[]; compiled: CompiledQuery }> {
  const compiled = query.compile(db);
  const result = await db.executeQuery<R>(compiled);
  return { rows: result.rows, compiled };
}

/** The cities the statistics cover: the filter's, else the parcel's city when id_serial names one. */
export async function citiesOf(db: Kysely<DB>, f: MarketStatsQuery): Promise<string[] | undefined> {
  if (f.id_serial === undefined) return f.cities;
  const place = await parcelPlace(db, f.id_serial);
  if (!place) throw new NotFoundError('Parcel not found');
  if (f.cities || f.counties || f.postalCodes || !place.city) return f.cities;
  return [place.city];
}

/**
 * The summary: one row per building type and status group (empty groups with zero listings and null figures), the
 * monthly medians and the cities covered (`answer`), and the two queries run (`compiled`, for View Query).
 */
export async function marketSummary(db: Kysely<DB>, f: MarketStatsQuery) {
  const cities = await citiesOf(db, f);
  const conds = listingConditions(f, cities);
  const [summary, monthly, coverage] = await Promise.all([
    run(db, summaryQuery(conds)),
    run(db, monthlyQuery(conds)),
    run(db, coverageQuery(conds)),
  ]);
  const covered = coverage.rows[0]!;
  const data: SummaryRow[] = BUILDING_TYPES.flatMap((buildingType) =>
    STATUS_GROUPS.map((status) => {
      const row = summary.rows.find((r) => r.buildingType === buildingType && r.status === status);
      return { ...emptyMetrics(), ...(row as Partial<MarketMetrics>), buildingType, status };
    }),
  );
  return {
    answer: {
      data,
      monthly: monthly.rows,
      cities: cities ?? [],
      coverage: { sources: covered.sources, firstListDate: covered.first, lastListDate: covered.last },
    },
    compiled: { summary: summary.compiled, monthly: monthly.compiled },
  };
}
