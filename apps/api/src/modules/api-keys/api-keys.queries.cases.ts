import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './api-keys.queries.js';
import * as q from './api-keys.queries.js';

const now = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  countActiveKeys: (db) => q.countActiveKeys(db, 7),
  insertKey: (db) =>
    q.insertKey(db, { userId: 7, name: 'CRM sync', prefix: 'ul_ab12', hash: 'hash', write: false, now }),
  listKeysOf: (db) => q.listKeysOf(db, 7),
  listAllKeys: {
    everyone: (db) => q.listAllKeys(db, { limit: 20, offset: 0 }),
    'one user': (db) => q.listAllKeys(db, { userId: 7, limit: 20, offset: 20 }),
  },
  revokeKey: {
    owner: (db) => q.revokeKey(db, { id: 3, ownerId: 7, by: 7, now }),
    admin: (db) => q.revokeKey(db, { id: 3, by: 1, now }),
  },
  findUsableKey: (db) => q.findUsableKey(db, 'hash'),
  recordKeyUse: (db) =>
    q.recordKeyUse(
      db,
      { id: 3, user_id: 7, name: 'CRM sync', prefix: 'ul_ab12', write: false, last_used_at: null },
      now,
    ),
};
