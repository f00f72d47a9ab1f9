import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './parcel-bookmarks.queries.js';
import * as q from './parcel-bookmarks.queries.js';

const scope = { userId: 7, surveyTaker: '' };

export const cases: SqlCases<typeof queries> = {
  countParcelBookmarks: (db) => q.countParcelBookmarks(db, scope),
  listParcelBookmarks: (db) => q.listParcelBookmarks(db, scope, 10, 20),
  parcelBookmarkCoordinates: (db) => q.parcelBookmarkCoordinates(db, scope, 1000, 0),
  parcelExists: (db) => q.parcelExists(db, 42),
  insertParcelBookmark: (db) => q.insertParcelBookmark(db, scope, 42, 'Near the canal'),
  deleteParcelBookmarkById: (db) => q.deleteParcelBookmarkById(db, 7, 5),
  deleteParcelBookmarkByParcel: (db) => q.deleteParcelBookmarkByParcel(db, scope, 42),
  bookmarkedParcelIds: (db) => q.bookmarkedParcelIds(db, scope, [42, 43]),
};
