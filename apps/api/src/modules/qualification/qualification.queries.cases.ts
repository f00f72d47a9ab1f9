import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './qualification.queries.js';
import * as q from './qualification.queries.js';

const now = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  findParcel: (db) => q.findParcel(db, '58-021-0045'),
  sheetRow: (db) => q.sheetRow(db, 42),
  lockSheet: (db) => db.transaction().execute((trx) => q.lockSheet(trx, 42)),
  updateSheet: (db) =>
    db.transaction().execute((trx) =>
      q.updateSheet(trx, 42, {
        owner_info: { owner_name_processed: 'Sorensen Family Trust' },
        online_info: {},
        city_info: {},
        notes: [],
        field_versions: { owner_name_processed: 3 },
        version: 3,
        updated_by: 1,
        updated_at: now,
      }),
    ),
  insertSave: (db) =>
    db.transaction().execute((trx) =>
      q.insertSave(trx, {
        parcel_id: 42,
        version: 3,
        fields: ['owner_name_processed'],
        note_added: true,
        saved_by: 1,
        saved_at: now,
      }),
    ),
  recentSaves: (db) => q.recentSaves(db, 42, 20),
  utahCityName: (db) => q.utahCityName(db, 'lehi'),
  utahCountyName: (db) => q.utahCountyName(db, 'Utah County'),
};
