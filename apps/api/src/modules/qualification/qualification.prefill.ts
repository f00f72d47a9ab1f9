import type { QualificationValues } from '@utah-land/shared';

// What a qualification sheet shows from its parcel where the sheet has no saved value (issue
// 18): acreage, owner name, company name (entity owners), property address, city, county, actual zoning, parcel
// id, building on the property, water rights nearby, and an active MLS listing with its price.

export interface PrefillParcel {
  parcel_id: string;
  formatted_parcel_id: string | null;
  acreage: number;
  address: string | null;
  city: string | null;
  city_by_geometry: string | null;
  county: string | null;
  county_by_geometry: string | null;
  ownership_name: string | null;
  owner_type: string | null;
  actual_zoning: string | null;
  property_info_building: boolean | null;
  mls_status: string | null;
  mls_listing_price: number | null;
  water_rights_nearby: boolean;
}

const ENTITY_WORDS =
  /\b(LLC|L\.?L\.?C|INC|CORP|CORPORATION|CO|COMPANY|LP|LLP|LTD|TRUST|HOLDINGS|PARTNERS|PARTNERSHIP|ASSOCIATION|ASSN|HOA|CHURCH|CITY|COUNTY|STATE|UNITED STATES|DISTRICT|BANK)\b/i;

/** Whether the owner is a company (any entity rather than a person): by the recorded owner type, else by name. */
export function isCompanyOwner(ownerType: string | null, name: string | null): boolean {
  if (ownerType) return ownerType !== 'Person';
  return !!name && ENTITY_WORDS.test(name);
}

/**
 * The owner's name as 'First Last': county records write people 'LAST, FIRST M & SPOUSE', which becomes the first
 * owner's 'FIRST LAST' (so that splitting at the first space gives first and last name); other names are kept.
 */
export function processOwnerName(name: string | null, company: boolean): string | null {
  const s = name?.replace(/\s+/g, ' ').trim();
  if (!s) return null;
  if (company) return s;
  const m = /^([^,&]+),\s*([^\s,&]+)/.exec(s);
  return m ? `${m[2]} ${m[1]!.trim()}` : s;
}

export function prefillFromParcel(p: PrefillParcel): Partial<QualificationValues> {
  const company = isCompanyOwner(p.owner_type, p.ownership_name);
  const owner = processOwnerName(p.ownership_name, company);
  const out: Partial<QualificationValues> = {
    acreage: Math.round(p.acreage * 100) / 100,
    owner_name_processed: owner,
    company_name: company ? owner : null,
    property_address: p.address,
    city: p.city_by_geometry || p.city,
    county: p.county_by_geometry || p.county,
    actualZoning: p.actual_zoning,
    parcelId: p.formatted_parcel_id || p.parcel_id,
    property_info_building: p.property_info_building,
    // Only a yes is known from the water-rights records; their absence nearby proves nothing.
    water_rights: p.water_rights_nearby ? true : null,
    has_active_listing: p.mls_status === 'Active' ? true : null,
    listing_price: p.mls_status === 'Active' ? p.mls_listing_price : null,
  };
  return Object.fromEntries(
    Object.entries(out).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<QualificationValues>;
}
