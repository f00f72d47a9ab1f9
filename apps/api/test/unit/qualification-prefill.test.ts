import { describe, expect, it } from 'vitest';
import {
  isCompanyOwner,
  prefillFromParcel,
  processOwnerName,
  type PrefillParcel,
} from '../../src/modules/qualification/qualification.prefill.js';

describe('[QUALIFICATION] prefill from the parcel', () => {
  it("people recorded 'LAST, FIRST M & SPOUSE' become 'FIRST LAST'; entities keep their name", () => {
    expect(processOwnerName('SMITH, JOHN M & MARY', false)).toBe('JOHN SMITH');
    expect(processOwnerName('VAN DYKE,  ANNA', false)).toBe('ANNA VAN DYKE');
    expect(processOwnerName('Maria Lopez', false)).toBe('Maria Lopez');
    expect(processOwnerName('  ', false)).toBeNull();
    expect(processOwnerName('SMITH, JOHN FAMILY TRUST', true)).toBe('SMITH, JOHN FAMILY TRUST');
  });

  it('an owner is a company by its recorded type, else by the words of its name', () => {
    expect(isCompanyOwner('LLC', 'ANYTHING')).toBe(true);
    expect(isCompanyOwner('Person', 'ACME LLC')).toBe(false);
    expect(isCompanyOwner(null, 'WASATCH FRONT HOLDINGS LLC')).toBe(true);
    expect(isCompanyOwner(null, 'PROVO CITY')).toBe(true);
    expect(isCompanyOwner(null, 'JENSEN, COLLEEN')).toBe(false);
    expect(isCompanyOwner(null, null)).toBe(false);
  });

  const parcel: PrefillParcel = {
    parcel_id: '16063780030000',
    formatted_parcel_id: '16-06-378-003-0000',
    acreage: 0.2549,
    address: '1234 E Ramona Ave',
    city: 'Salt Lake City',
    city_by_geometry: null,
    county: 'Salt Lake',
    county_by_geometry: 'Salt Lake',
    ownership_name: 'NGUYEN, LINH',
    owner_type: 'Person',
    actual_zoning: 'R-1/5000',
    property_info_building: false,
    mls_status: 'Sold',
    mls_listing_price: 500000,
    water_rights_nearby: false,
  };

  it('fills only what the parcel knows: false stays, unknown and a sold listing are left out', () => {
    expect(prefillFromParcel(parcel)).toEqual({
      acreage: 0.25,
      owner_name_processed: 'LINH NGUYEN',
      property_address: '1234 E Ramona Ave',
      city: 'Salt Lake City',
      county: 'Salt Lake',
      actualZoning: 'R-1/5000',
      parcelId: '16-06-378-003-0000',
      property_info_building: false,
    });
  });

  it('the geometry-derived city and county win; an active listing brings its price; water rights nearby a yes', () => {
    expect(
      prefillFromParcel({
        ...parcel,
        city_by_geometry: 'Millcreek',
        mls_status: 'Active',
        water_rights_nearby: true,
        owner_type: 'Corporation',
        ownership_name: 'BONNEVILLE REALTY INC',
      }),
    ).toMatchObject({
      city: 'Millcreek',
      has_active_listing: true,
      listing_price: 500000,
      water_rights: true,
      owner_name_processed: 'BONNEVILLE REALTY INC',
      company_name: 'BONNEVILLE REALTY INC',
    });
  });
});
