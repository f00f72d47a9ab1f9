import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './search.queries.js';
import * as q from './search.queries.js';

export const cases: SqlCases<typeof queries> = {
  searchPlaces: (db) => q.searchPlaces(db, 'lehi main', 10),
  searchStatement: 'runs no SQL: the statement searchPlaces runs',
};
