import { join } from 'node:path';
import type { Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mapFiltersQuery, type MapFilters } from '@utah-land/shared';
import { openPostgres, type Database } from '../../src/db/index.js';
import { parcelCountQuery, parcelDataQuery } from '../../src/modules/parcels/parcels.queries.js';
import { clusterQuery, polygonQuery, projectMarkerQuery } from '../../src/modules/map/map-geometry.js';
import { projectParcelCondition } from '../../src/modules/parcels/parcel-map.queries.js';
import { projectCountQuery, projectDataQuery } from '../../src/modules/projects/projects.queries.js';
import type { Viewer } from '../../src/modules/map/map-access.js';
import { formatStatement } from '../support/sql-capture.js';

// Committed SQL snapshots of the map's filter compiler, formatted one clause per line as every query's are
// (apps/api/test/unit/sql-snapshots.test.ts): a change of SQL shows in review, and PostgreSQL must accept each.
// Refresh with: npx vitest run --project postgres apps/api/test/integration/map-sql-snapshots.test.ts -u

const DIR = join(import.meta.dirname, '../../src/db/snapshots');
const viewer: Viewer = { userId: 1, isAdmin: true, freeTrial: false, surveyTaker: '' };
const paging = { page: 2, limit: 10, offset: 10 };
const view = JSON.stringify({
  northEast: { lat: 40.8, lng: -111.8 },
  southWest: { lat: 40.7, lng: -111.95 },
});
const parse = (q: Record<string, string>): MapFilters => mapFiltersQuery.parse(q);

const everyParcelFilter = parse({
  cities: 'Lehi, Provo',
  counties: 'Utah County',
  singleFamily: 'true',
  townhouse: 'true',
  acreage: '0.5|20',
  minAcreage: '1',
  maxAcreage: '10',
  parcelStatus: 'Vacant|Listed|Part of a Project',
  hypotheticals: 'Proxy|Zoning',
  postalCodes: '84043',
  utahAreaTags: 'North Utah County',
  parcelId: '58-021',
  currentZoningCity: 'Lehi:R-1-8|RM-15',
  currentZoningCounty: 'Utah:A-1',
  houseStyle: 'Rambler',
  noBuildings: 'true',
  viewport: view,
  coords: JSON.stringify([
    [-111.9, 40.71],
    [-111.85, 40.71],
    [-111.85, 40.75],
  ]),
});
const everyProjectFilter = parse({
  cities: 'Lehi',
  condos: 'true',
  projectStatus: 'Concept|For Sale',
  lotSize: '0.10 - 0.20 acre',
  specialProductTypes: '55+ Communities',
  name: 'Ridge',
  childName: 'Phase',
  viewport: view,
});

function queries(database: Database): Record<string, Compilable> {
  const db = database.db;
  return {
    'parcels-count-every-filter': parcelCountQuery(db, everyParcelFilter),
    'parcels-data-sorted-page': parcelDataQuery(
      db,
      { ...parse({ counties: 'Salt Lake' }), sortBy: 'workability_score' },
      viewer,
      paging,
    ),
    'parcels-clusters-zoom-10': clusterQuery(db, parse({ viewport: view, land: 'true' }), 10),
    'parcels-polygons-zoom-16': polygonQuery(db, parse({ viewport: view }), 16, false).limit(1001),
    'projects-markers-zoom-16': projectMarkerQuery(
      db,
      parse({ viewport: view, projectStatus: 'Concept' }),
      'all',
    ).limit(1001),
    'parent-projects-data-every-filter': projectDataQuery(db, everyProjectFilter, 'parent', viewer, paging),
    'child-projects-count-every-filter': projectCountQuery(db, everyProjectFilter, 'child'),
    'project-parcels-buildable': polygonQuery(db, {}, 16, true, [
      projectParcelCondition(42, 'buildableParcels'),
    ]).limit(1000),
  };
}

const render = (name: string, q: Compilable) => `-- ${name}\n${formatStatement(q.compile())}\n`;

describe('[MAP] committed SQL snapshots of the filter compiler', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(inject('databaseUrl'), 1);
  });
  afterAll(() => database.close());

  it('compiles the representative queries to the committed SQL, and PostgreSQL accepts each', async () => {
    for (const [name, q] of Object.entries(queries(database))) {
      await expect(
        render(name, q),
        `${name}.sql differs: review the SQL change, then -u`,
      ).toMatchFileSnapshot(join(DIR, 'map', `${name}.sql`));
      const c = q.compile();
      await database.db.executeQuery({ ...c, sql: `explain ${c.sql}` });
    }
  });
});
