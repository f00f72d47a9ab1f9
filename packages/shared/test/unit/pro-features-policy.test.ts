import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUSES,
  alertCountsText,
  alertDeliveryFor,
  createAlertWatchBody,
  dataSourceLabel,
  hasArea,
  mapFiltersQuery,
  mayExportGis,
  mayViewPortfolio,
  portfolioQuery,
  type Principal,
  type SubscriptionStatus,
} from '../../src/index.js';

const user = (status: SubscriptionStatus): Principal => ({ role: 'user', status, email: 'pat@example.com' });

describe('issue 20 rules of the access policy', () => {
  it('lets admins, Subscribed, Subscription Cancelled and Test User export GIS files, not Free Trial', () => {
    const allowed = SUBSCRIPTION_STATUSES.filter((s) => mayExportGis(user(s)));
    expect(allowed).toEqual(['Subscribed', 'Subscription Cancelled', 'Test User']);
    expect(mayExportGis({ role: 'admin', status: 'Registered', email: 'a@example.com' })).toBe(true);
    expect(SUBSCRIPTION_STATUSES.filter((s) => mayViewPortfolio(user(s)))).toEqual(allowed);
  });

  it('delivers alerts by mail with full access, in the app only to Free Trial, and not at all without access', () => {
    expect(Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, alertDeliveryFor(user(s))]))).toEqual({
      Registered: 'none',
      'Free Trial': 'in-app',
      'Free Trial Ended': 'none',
      Subscribed: 'in-app-and-mail',
      'Subscription Cancelled': 'in-app-and-mail',
      'Subscription Expired': 'none',
      'Test User': 'in-app-and-mail',
    });
  });
});

describe('issue 20 schemas', () => {
  it('watches a saved search or a survey, never both or neither', () => {
    expect(createAlertWatchBody.safeParse({ savedSearchId: 1, frequency: 'daily' }).success).toBe(true);
    expect(createAlertWatchBody.safeParse({ surveyId: 1, frequency: 'weekly' }).success).toBe(true);
    expect(
      createAlertWatchBody.safeParse({ savedSearchId: 1, surveyId: 2, frequency: 'daily' }).success,
    ).toBe(false);
    expect(createAlertWatchBody.safeParse({ frequency: 'daily' }).success).toBe(false);
    expect(createAlertWatchBody.safeParse({ savedSearchId: 1, frequency: 'hourly' }).success).toBe(false);
  });

  it('asks a portfolio for exactly one record', () => {
    expect(portfolioQuery.safeParse({ parcelId: '12' }).success).toBe(true);
    expect(portfolioQuery.safeParse({}).success).toBe(false);
    expect(portfolioQuery.safeParse({ parcelId: '1', contactId: '2' }).success).toBe(false);
    expect(portfolioQuery.safeParse({ parcelId: '1e400' }).success).toBe(false);
  });

  it('takes a polygon, cities, counties or ZIP codes as an area, not a viewport', () => {
    const area = (q: Record<string, string>) => hasArea(mapFiltersQuery.parse(q));
    expect(area({ cities: 'Provo' })).toBe(true);
    expect(area({ postalCodes: '84604' })).toBe(true);
    expect(area({ coords: '[[-112,40],[-111.9,40],[-111.9,40.1]]' })).toBe(true);
    expect(area({ viewport: '{"northEast":{"lat":41,"lng":-111},"southWest":{"lat":40,"lng":-112}}' })).toBe(
      false,
    );
    expect(area({ acreage: '1|5' })).toBe(false);
  });

  it('says generated records are generated demo data', () => {
    expect(dataSourceLabel('generated')).toBe('Generated demo data');
    expect(dataSourceLabel('ugrc_lir')).toBe('UGRC LIR parcels');
    expect(dataSourceLabel('ugrc_lir', 'Salt Lake')).toBe('UGRC LIR parcels, Salt Lake County');
    expect(dataSourceLabel('no_such_source')).toBe('Unknown source');
    expect(alertCountsText({ listing_price_cut: 2, parcel_fits: 1 })).toBe('1 × newly fits, 2 × price cut');
  });
});
