import { marketStatsQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './market-stats.queries.js';
import * as q from './market-stats.queries.js';

/** A place of the listings' own columns and a parcel filter, over three years. */
const conds = () =>
  q.listingConditions(
    marketStatsQuery.parse({
      counties: 'Utah County',
      postalCodes: '84043',
      singleFamily: 'true',
      fromDate: '2023-03-01',
      toDate: '2026-03-01',
    }),
    ['Lehi', 'Provo'],
  );

export const cases: SqlCases<typeof queries> = {
  listingConditions: 'runs no SQL: the conditions of the statements below',
  summaryQuery: (db) => q.summaryQuery(conds()).execute(db),
  coverageQuery: (db) => q.coverageQuery(conds()).execute(db),
  monthlyQuery: (db) => q.monthlyQuery(conds()).execute(db),
  fullValuationQuery: {
    'new builds, sold': (db) => q.fullValuationQuery(conds(), 'New Builds', 'Sold').execute(db),
    'existing builds, the other statuses': (db) =>
      q.fullValuationQuery(conds(), 'Existing Builds', 'Canceled/Expired/Others').execute(db),
  },
  parcelPlace: (db) => q.parcelPlace(db, 42),
};
