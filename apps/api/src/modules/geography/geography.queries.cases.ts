import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './geography.queries.js';
import * as q from './geography.queries.js';

export const cases: SqlCases<typeof queries> = {
  citiesQuery: {
    all: (db) => q.citiesQuery(db, 'UT', {}),
    'every filter': (db) =>
      q.citiesQuery(db, 'UT', {
        counties: ['Utah County'],
        areaTags: ['North Utah County'],
        postalCodes: ['84043'],
      }),
  },
  countiesQuery: (db) => q.countiesQuery(db, 'UT'),
  zoningCitiesQuery: {
    all: (db) => q.zoningCitiesQuery(db, 'city'),
    'by name': (db) => q.zoningCitiesQuery(db, 'county', 'ut'),
  },
  zoningCodesQuery: (db) => q.zoningCodesQuery(db, 'city', 'Lehi'),
  placeBounds: (db) =>
    q.placeBounds(db, {
      cities: ['Lehi'],
      counties: ['Utah County'],
      areaTags: ['North Utah County'],
      postalCodes: ['84043'],
    }),
};
