import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './project-bookmarks.queries.js';
import * as q from './project-bookmarks.queries.js';

const scope = { userId: 7, surveyTaker: 'taker@example.com' };

export const cases: SqlCases<typeof queries> = {
  countProjectBookmarks: {
    all: (db) => q.countProjectBookmarks(db, scope),
    child: (db) => q.countProjectBookmarks(db, scope, 'child'),
  },
  listProjectBookmarks: (db) => q.listProjectBookmarks(db, scope, 'parent', 10, 0),
  projectBookmarkCoordinates: (db) => q.projectBookmarkCoordinates(db, scope, undefined, 1000, 0),
  findProjectKind: (db) => q.findProjectKind(db, 9),
  insertProjectBookmark: (db) => q.insertProjectBookmark(db, scope, 9, 'child', null),
  deleteProjectBookmarkById: (db) => q.deleteProjectBookmarkById(db, 7, 5),
  deleteProjectBookmarkByProject: (db) => q.deleteProjectBookmarkByProject(db, scope, 9, 'parent'),
  bookmarkedProjectIds: (db) => q.bookmarkedProjectIds(db, scope, [9, 10]),
};
