import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './survey-criteria.queries.js';
import * as q from './survey-criteria.queries.js';

export const cases: SqlCases<typeof queries> = {
  criteriaRowsOf: (db) => q.criteriaRowsOf(db, 5),
  surveyIdOfCriteria: (db) => q.surveyIdOfCriteria(db, 12),
  replaceCriteria: (db) =>
    q.replaceCriteria(db, 5, [
      { criteria: 'cities', value: 'Lehi|Provo' },
      { criteria: 'singleFamily', value: 'true' },
    ]),
  surveyOptionsPage: {
    own: (db) => q.surveyOptionsPage(db, { userId: 7, email: null, page: 1, limit: 20 }),
    'admin, every narrowing': (db) =>
      q.surveyOptionsPage(db, { email: 'taker', value: 'builder', role: 'user', page: 2, limit: 20 }),
  },
  unknownCity: (db) => q.unknownCity(db, ['Lehi', 'Atlantis']),
};
