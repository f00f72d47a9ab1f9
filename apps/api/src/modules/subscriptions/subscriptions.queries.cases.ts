import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './subscriptions.queries.js';
import * as q from './subscriptions.queries.js';

const now = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  toSubscriptionDto: 'runs no SQL: shapes a row',
  currentRow: (db) => q.currentRow(db, 7),
  lockUserRow: (db) => db.transaction().execute((trx) => q.lockUserRow(trx, 7)),
  liveProviderRow: (db) => q.liveProviderRow(db, 7),
  rowById: (db) => q.rowById(db, 11),
  rowByProviderSubscription: (db) => q.rowByProviderSubscription(db, 'stripe', 'sub_123'),
  userById: (db) => q.userById(db, 7),
  checkoutSessionById: (db) => q.checkoutSessionById(db, 'cs_123'),
  latestCheckoutSessionFor: (db) => q.latestCheckoutSessionFor(db, 7, 11),
  insertStatusEvent: (db) => q.insertStatusEvent(db, 7, 'Free Trial', 1, now),
  claimConfirmationMail: (db) => q.claimConfirmationMail(db, 11, now),
};
