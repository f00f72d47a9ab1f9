import {
  fullValuationAnswer,
  fullValuationQuery as fullValuationParams,
  marketStatsQuery,
  summaryAnswer,
  type ValuationRow,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError } from '../../lib/errors.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import { inlineSql } from '../map/sql-display.js';
import { fullValuationQuery, listingConditions } from './market-stats.queries.js';
import { citiesOf, run } from './market-stats.service.js';
import { MarketSummaryCache } from './market-stats-cache.js';

const tags = ['market-stats'];

const filtersNote =
  "Admins only (401 without a session, 403 'Admins only' for anyone else). Listings count when their list date is " +
  'within fromDate..toDate (inclusive, YYYY-MM-DD) and they are in the cities, counties and postal codes given; ' +
  "every other map filter applies to the listing's parcel. `id_serial` names a parcel (404 when unknown): " +
  'without a place filter, its city is the place. Figures are computed in SQL and rounded to 2 decimals; medians ' +
  'and quartiles are percentile_cont (linear interpolation); null where a group has no listings. `viewQuery=true` ' +
  'adds the SQL run, parameters inlined.';

/**
 * PostgreSQL cannot hold a NUL character in text: refuse it up front, naming the parameter (the map's filter schema
 * lets any character through).
 */
function refuseNul(query: Record<string, unknown>) {
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000')))
      throw new BadRequestError(`${key}: must not contain NUL characters`);
  }
}

/** Market Stats / Market Analysis (spec map-matching-surveys 2.7, 3, 6, 7). */
export async function marketStatsRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  // The admin guard, then the map link's shared checks (map/map-link-checks.ts): an unknown city is a 400 here too.
  const guard = { preHandler: [app.requireAdmin, mapLinkCheck(db)] };

  app.get(
    '/parcels/get-stats-summary',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Admin: MLS statistics per building type (New Builds, Existing Builds, All) and status (Active, Under ' +
          'Contract, Sold, Canceled/Expired/Others), with the median list price and days on market per month',
        description: filtersNote,
        querystring: marketStatsQuery,
        response: { 200: summaryAnswer },
      },
    },
    async (req) => {
      const f = req.query;
      refuseNul(f);
      const { answer, compiled } = await MarketSummaryCache.of(db()).summary(f);
      return {
        ...answer,
        ...(f.viewQuery === 'true'
          ? { query: inlineSql(compiled.summary), monthlyQuery: inlineSql(compiled.monthly) }
          : {}),
      };
    },
  );

  app.get(
    '/parcels/get-stats-full-valuation',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Admin: MLS statistics per architectural style for one building type and status, with the median price ' +
          'per square foot and per acre',
        description:
          `${filtersNote} buildingType: New Builds, Existing Builds or All (absent = All). status: Active, Under ` +
          "Contract, Sold or Canceled/Expired/Others (absent = Canceled/Expired/Others, as the spec's 'none').",
        querystring: fullValuationParams,
        response: { 200: fullValuationAnswer },
      },
    },
    async (req) => {
      const f = req.query;
      refuseNul(f);
      const conds = listingConditions(f, await citiesOf(db(), f));
      const result = await run(
        db(),
        fullValuationQuery(conds, f.buildingType ?? 'All', f.status ?? 'Canceled/Expired/Others'),
      );
      return {
        data: result.rows as ValuationRow[],
        ...(f.viewQuery === 'true' ? { query: inlineSql(result.compiled) } : {}),
      };
    },
  );
}
