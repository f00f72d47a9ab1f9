import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './health.queries.js';
import * as q from './health.queries.js';

export const cases: SqlCases<typeof queries> = {
  parcelSources: (db) => q.parcelSources(db),
};
