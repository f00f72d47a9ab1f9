import { mapFiltersQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './area-export.queries.js';
import * as q from './area-export.queries.js';

const area = mapFiltersQuery.parse({ cities: 'Lehi', singleFamily: 'true' });
const started = new Date('2026-03-02T15:00:00Z');

export const cases: SqlCases<typeof queries> = {
  areaSources: (db) => q.areaSources(db, area),
  pruneExports: (db) => q.pruneExports(db, started),
  recordExport: (db) =>
    q.recordExport(db, {
      id: '3f2b8c1e-5d4a-4f7e-9a61-0c2d7e8b9a10',
      userId: 7,
      format: 'geojson',
      total: 120,
      createdAt: started,
    }),
  exportProgress: (db) => q.exportProgress(db, 7, '3f2b8c1e-5d4a-4f7e-9a61-0c2d7e8b9a10'),
};
