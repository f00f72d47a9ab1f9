import { mapFiltersQuery } from '@utah-land/shared';
import type { SqlCases } from '../../db/sql-cases.js';
import type { SurveySubject } from '../surveys/survey-subject.js';
import type * as queries from './alert-changes.queries.js';
import * as q from './alert-changes.queries.js';

const f = mapFiltersQuery.parse({ cities: 'Lehi', singleFamily: 'true', projectStatus: 'For Sale' });
const week = { start: new Date('2026-02-23T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') };

/** A Land Owner survey's parcel (supply side): its contact groups are the contacts who would build or buy on it. */
const landOwnerSurvey: SurveySubject = {
  side: 'supply',
  profile: {
    kind: 'parcel',
    id: 42,
    name: 'Land Owner Survey',
    areaTags: ['North Utah County'],
    city: 'Lehi',
    county: 'Utah',
    counts: { singleFamily: 12 },
    otherProducts: ['land'],
    price: 900_000,
    acreage: 4.2,
    zoning: 'R-1-10',
    houseStyles: [],
    isLand: true,
    lng: -111.85,
    lat: 40.39,
    survey: { surveyId: 5, side: 'supply', exclude: [31], places: 'record', wants: null },
  },
};

export const cases: SqlCases<typeof queries> = {
  parcelsNewlyFitting: (db) => q.parcelsNewlyFitting(db, f, week, 20),
  listingEvents: (db) => q.listingEvents(db, f, week, 20),
  projectStatusChanges: (db) => q.projectStatusChanges(db, f, week, 20),
  newMatchingContacts: (db) => q.newMatchingContacts(db, landOwnerSurvey, week, 20),
};
