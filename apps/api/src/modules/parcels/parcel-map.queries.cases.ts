import { mapCoordinatesQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './parcel-map.queries.js';
import * as q from './parcel-map.queries.js';

const f = mapCoordinatesQuery.parse({ cities: 'Lehi', singleFamily: 'true' });
const paging = { page: 1, limit: 1000, offset: 0 };

export const cases: SqlCases<typeof queries> = {
  projectParcelCondition: 'runs no SQL: the condition of projectParcelCount and projectParcelPolygonsQuery',
  centeredItems: (db) => q.centeredItems(db, 16, 42, 9),
  polygonPage: {
    polygons: (db) => q.polygonPage(db, f, 16, 2, 1000, false),
    'markers only, Free Trial': (db) =>
      q.polygonPage(db, { ...f, parcelPolygons: 'false' }, 16, 1, 1000, true),
  },
  projectMarkerOf: (db) => q.projectMarkerOf(db, 9),
  projectExists: (db) => q.projectExists(db, 9),
  projectParcelCount: {
    all: (db) => q.projectParcelCount(db, 9, 'all'),
    buildable: (db) => q.projectParcelCount(db, 9, 'buildableParcels'),
    'already built': (db) => q.projectParcelCount(db, 9, 'alreadyBuildedParcels'),
  },
  projectParcelPolygonsQuery: (db) => q.projectParcelPolygonsQuery(db, 9, 'all', 16),
  projectParcelsPage: (db) => q.projectParcelsPage(db, 9, 'buildableParcels', 16, paging),
};
