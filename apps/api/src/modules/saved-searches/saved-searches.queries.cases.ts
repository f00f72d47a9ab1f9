import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './saved-searches.queries.js';
import * as q from './saved-searches.queries.js';

const scope = { userId: 7, surveyTaker: '' };

export const cases: SqlCases<typeof queries> = {
  countSavedSearches: {
    all: (db) => q.countSavedSearches(db, scope),
    named: (db) => q.countSavedSearches(db, scope, 'lehi'),
  },
  listSavedSearches: (db) => q.listSavedSearches(db, scope, 'lehi', 50, 0),
  insertSavedSearch: (db) => q.insertSavedSearch(db, scope, 'Lehi acreage', '?cities=Lehi&minAcreage=5'),
  deleteSavedSearch: (db) => q.deleteSavedSearch(db, 7, 12),
};
