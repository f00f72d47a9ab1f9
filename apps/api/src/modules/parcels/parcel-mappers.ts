import type { ParcelCard, ParcelDetail } from '@utah-land/shared';
import type { Viewer } from '../map/map-access.js';
import type { ParcelCardRow, ParcelDetailRow } from './parcels.queries.js';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toParcelCard(r: ParcelCardRow, viewer: Viewer): ParcelCard {
  const card: ParcelCard = {
    id: r.id,
    id_serial: r.id,
    parcelId: r.parcel_id,
    formattedParcelId: r.formatted_parcel_id,
    acreage: Number(r.acreage),
    address: r.address,
    // Spec 2.3: city and county prefer the geometry-derived value.
    city: r.city_by_geometry ?? r.city,
    county: r.county_by_geometry ?? r.county,
    state: r.state,
    postalCode: r.postal_code,
    ownershipName: r.ownership_name,
    areaTags: r.area_tags,
    actualZoning: r.actual_zoning,
    possibleNumberAndStyleOfLots: r.possible_lots,
    marketValue: num(r.market_value),
    mlsStatus: r.mls_status,
    propertyInfoBuilding: r.property_info_building,
    geomCenter: r.center_json,
    existsInBookmarks: r.exists_in_bookmarks,
    source: r.source,
    sourceAsOf: r.source_as_of_text,
  };
  if (viewer.isAdmin) {
    card.workabilityScore = r.workability_score;
    card.reasonabilityScore = r.reasonability_score;
    card.dispositionScore = r.disposition_score;
  }
  return card;
}

const HYPOTHETICAL_COLUMN = {
  Neighbors: 'possible_lots_neighbors',
  Proxy: 'possible_lots_proxy',
  Zoning: 'possible_lots_zoning',
} as const;

export function toParcelDetail(
  r: ParcelDetailRow,
  viewer: Viewer,
  hypothetical?: keyof typeof HYPOTHETICAL_COLUMN,
): ParcelDetail {
  return {
    ...toParcelCard(r, viewer),
    cityByGeometry: r.city_by_geometry,
    countyByGeometry: r.county_by_geometry,
    points: r.points,
    ownerLocation: r.owner_location,
    ownerType: r.owner_type,
    bathrooms: num(r.bathrooms),
    bedrooms: r.bedrooms,
    mortgageWhoIsTheLender: r.mortgage_lender,
    ownershipInfoAbsentee: r.ownership_info_absentee,
    mailingAddress: r.mailing_address,
    mailingCity: r.mailing_city,
    mailingZip: r.mailing_zip,
    mailingState: r.mailing_state,
    possibleNumberAndStyleOfLotsNeighbors: r.possible_lots_neighbors,
    possibleNumberAndStyleOfLotsProxy: r.possible_lots_proxy,
    possibleNumberAndStyleOfLotsZoning: r.possible_lots_zoning,
    hypothetical: hypothetical ? r[HYPOTHETICAL_COLUMN[hypothetical]] : r.possible_lots,
    mlsAgent: r.mls_agent,
    mlsAgentContact: r.mls_agent_contact,
    mlsBrokerage: r.mls_brokerage,
    mlsBrokerageContact: r.mls_brokerage_contact,
    mlsListingNumber: r.mls_listing_number,
    mlsDom: r.mls_dom,
    mlsListingPrice: num(r.mls_listing_price),
    zoningCodeLinks: r.zoning_code_links,
    zoningOverlayLinks: r.zoning_overlay_links,
    taxId: r.tax_id,
    unincorporatedParcelStatus: r.unincorporated,
    isPartOfACurrentProject: r.project_names.length > 0,
    project_names: r.project_names,
    houseStyle: r.house_style,
    products: r.products,
    builtYear: r.built_year,
    buildingSqft: r.building_sqft,
    yearsHeld: r.years_held,
    landValue: num(r.land_value),
  };
}
