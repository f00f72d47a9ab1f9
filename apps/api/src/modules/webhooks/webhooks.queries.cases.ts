import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './webhooks.queries.js';
import * as q from './webhooks.queries.js';

const now = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  endpointDto: 'runs no SQL: shapes a row',
  deliveryDto: 'runs no SQL: shapes a row',
  listEndpoints: (db) => q.listEndpoints(db, 7),
  countEndpoints: (db) => q.countEndpoints(db, 7),
  ownEndpoint: (db) => q.ownEndpoint(db, 7, 4),
  insertEndpoint: (db) =>
    q.insertEndpoint(db, {
      userId: 7,
      url: 'https://crm.example.com/hooks',
      secret: 's',
      events: ['parcel_fits'],
      now,
    }),
  updateEndpoint: {
    events: (db) => q.updateEndpoint(db, 7, 4, { events: ['parcel_fits'] }),
    enable: (db) => q.updateEndpoint(db, 7, 4, { enabled: true }),
    disable: (db) => q.updateEndpoint(db, 7, 4, { enabled: false }),
  },
  deleteEndpoint: (db) => q.deleteEndpoint(db, 7, 4),
  listDeliveries: (db) => q.listDeliveries(db, 4),
  deliveryOf: (db) => q.deliveryOf(db, 4, 19),
};
