import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './alerts.queries.js';
import * as q from './alerts.queries.js';

const now = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  listWatches: (db) => q.listWatches(db, 7),
  countWatches: (db) => q.countWatches(db, 7),
  unreadCount: (db) => q.unreadCount(db, 7),
  listDigests: (db) => q.listDigests(db, 7),
  markDigestsRead: {
    all: (db) => q.markDigestsRead(db, 7, now),
    some: (db) => q.markDigestsRead(db, 7, now, [3, 4]),
  },
  ownSavedSearch: (db) => q.ownSavedSearch(db, 7, 12),
  ownSurvey: (db) => q.ownSurvey(db, 7, 5),
  insertWatch: (db) => q.insertWatch(db, 7, { savedSearchId: 12, frequency: 'daily' }),
  updateWatch: (db) => q.updateWatch(db, 7, 2, { frequency: 'weekly', emailEnabled: false }),
  deleteWatch: (db) => q.deleteWatch(db, 7, 2),
  disableWatchMail: (db) => q.disableWatchMail(db, 7, 2),
};
