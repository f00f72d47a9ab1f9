import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './portfolios.queries.js';
import * as q from './portfolios.queries.js';

// The recording database answers no rows, so ownerOf stops after reading the record; portfolioOf is shown for an
// owner with a mailing address and for one without.

export const cases: SqlCases<typeof queries> = {
  ownerOf: {
    parcel: (db) => q.ownerOf(db, { parcelId: 42 }),
    project: (db) => q.ownerOf(db, { projectId: 9 }),
    contact: (db) => q.ownerOf(db, { contactId: 31 }),
  },
  groupingOf: 'runs no SQL: the grouping in words',
  portfolioOf: {
    'name and mailing address': (db) =>
      q.portfolioOf(db, {
        name: 'Harvest Fellowship Holdings LLC',
        key: 'FELLOWSHIP HARVEST HOLDINGS',
        mailKey: '123 MAIN ST|84043',
        mailingAddress: '123 Main St, Lehi, UT 84043',
        addressFrom: 'record',
      }),
    'name only': (db) =>
      q.portfolioOf(db, {
        name: 'Harvest Fellowship',
        key: 'FELLOWSHIP HARVEST',
        mailKey: null,
        mailingAddress: null,
        addressFrom: null,
      }),
  },
};
