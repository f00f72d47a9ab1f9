import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './surveys.queries.js';
import * as q from './surveys.queries.js';

const page = { page: 2, limit: 10 };

export const cases: SqlCases<typeof queries> = {
  surveyPage: {
    own: (db) => q.surveyPage(db, { userId: 7 }, page),
    "a taker's projects": (db) => q.surveyPage(db, { email: 'taker@example.com', projectsOnly: true }, page),
    'of a type': (db) => q.surveyPage(db, { userId: 7, type: 'Builder Company' }, page),
  },
  takerSurveys: {
    own: (db) => q.takerSurveys(db, 7, null),
    "a taker's": (db) => q.takerSurveys(db, 7, 'taker@example.com'),
  },
  parcelsNamed: (db) => q.parcelsNamed(db, ['58-021-0077', '580210077']),
  landOfferSurveys: (db) => q.landOfferSurveys(db, 7, ['lehi', 'saratoga springs'], 200),
};
