import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './company-detail.queries.js';
import * as q from './company-detail.queries.js';

// The recording database answers no rows, so matchedProperties shows its statements for a company whose contacts
// have no demand profile; the matching conditions themselves are the compilers' (matching/queries/*.sql).

export const cases: SqlCases<typeof queries> = {
  companyById: (db) => q.companyById(db, 31),
  ongoingProjects: (db) => q.ongoingProjects(db, 31),
  latestProjects: (db) => q.latestProjects(db, 31, new Date('2024-03-02T00:00:00Z')),
  companyDemand: (db) => q.companyDemand(db, 31),
  matchedProperties: (db) => q.matchedProperties(db, 31, { parcelId: 42, hypothetical: 'Zoning' }),
  companyNames: {
    all: (db) => q.companyNames(db, undefined, 20),
    'by name': (db) => q.companyNames(db, 'ivory_100%', 20),
  },
};
