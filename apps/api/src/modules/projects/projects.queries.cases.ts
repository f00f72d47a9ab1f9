import { mapFiltersQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type { Viewer } from '../map/map-access.js';
import type * as queries from './projects.queries.js';
import * as q from './projects.queries.js';

// The map's filter compiler itself is snapshotted with every filter, and run on PostgreSQL, by
// apps/api/test/integration/map-sql-snapshots.test.ts; these cases use a few.

const f = mapFiltersQuery.parse({ cities: 'Lehi', projectStatus: 'Concept|For Sale' });
const viewer: Viewer = { userId: 7, isAdmin: false, freeTrial: false, surveyTaker: '' };
const paging = { page: 2, limit: 10, offset: 10 };

export const cases: SqlCases<typeof queries> = {
  childOf: 'runs no SQL: a condition (the children cases below)',
  parentOfChild: 'runs no SQL: a condition (parentMarkersOf)',
  filteredProjects: (db) => q.filteredProjects(db, f, 'parent').selectAll('pr'),
  projectCountQuery: {
    parents: (db) => q.projectCountQuery(db, f, 'parent'),
    'children of a parent': (db) => q.projectCountQuery(db, f, 'child', [q.childOf(9)]),
  },
  selectProjectCard: 'runs no SQL: the columns of projectDataQuery and projectsOfParcel',
  projectDataQuery: {
    children: (db) => q.projectDataQuery(db, f, 'child', viewer, paging),
    'children of a parent': (db) => q.projectDataQuery(db, f, 'child', viewer, paging, [q.childOf(9)]),
  },
  projectDetailQuery: (db) => q.projectDetailQuery(db, 9, viewer),
  projectAllDataQuery: (db) => q.projectAllDataQuery(db, 9),
  projectCenterQuery: (db) => q.projectCenterQuery(db, f, 'parent'),
  projectNamesQuery: {
    'parents, data': (db) => q.projectNamesQuery(db, 'parent', 'ridge', paging).data,
    'children, count': (db) => q.projectNamesQuery(db, 'child', 'phase', paging).count,
  },
  isParentProject: (db) => q.isParentProject(db, 9),
  parentCenterOf: (db) => q.parentCenterOf(db, 10),
  parcelExists: (db) => q.parcelExists(db, 42),
  projectMarkersPage: (db) => q.projectMarkersPage(db, f, 'parent', paging),
  projectMarkerOf: (db) => q.projectMarkerOf(db, 9),
  parentMarkersOf: (db) => q.parentMarkersOf(db, 10),
  projectsOfParcel: (db) => q.projectsOfParcel(db, 42, f, viewer),
};
