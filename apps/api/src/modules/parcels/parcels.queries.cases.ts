import { mapFiltersQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type { Viewer } from '../map/map-access.js';
import type * as queries from './parcels.queries.js';
import * as q from './parcels.queries.js';

// The map's filter compiler itself is snapshotted with every filter, and run on PostgreSQL, by
// apps/api/test/integration/map-sql-snapshots.test.ts; these cases use a few.

const f = mapFiltersQuery.parse({ cities: 'Lehi', singleFamily: 'true', parcelStatus: 'Vacant|Listed' });
const viewer: Viewer = { userId: 7, isAdmin: false, freeTrial: false, surveyTaker: '' };

export const cases: SqlCases<typeof queries> = {
  parcelCountQuery: (db) => q.parcelCountQuery(db, f),
  selectCard: 'runs no SQL: the columns of parcelDataQuery and parcelAtPointQuery',
  parcelDataQuery: {
    'by id': (db) => q.parcelDataQuery(db, f, viewer, { page: 2, limit: 10, offset: 10 }),
    'by a score (admins)': (db) =>
      q.parcelDataQuery(db, { ...f, sortBy: 'workability_score' }, viewer, { page: 1, limit: 10, offset: 0 }),
  },
  parcelDetailQuery: (db) => q.parcelDetailQuery(db, 42, viewer),
  parcelAllDataQuery: (db) => q.parcelAllDataQuery(db, 42),
  parcelAtPointQuery: (db) => q.parcelAtPointQuery(db, 40.39, -111.85, viewer),
  parcelCenterQuery: (db) => q.parcelCenterQuery(db, f),
  parcelStatusQuery: (db) => q.parcelStatusQuery(db, f, ['Vacant', 'Listed', 'Part of a Project']),
};
