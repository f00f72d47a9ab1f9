import type { ProjectCard, ProjectDetail } from '@utah-land/shared';
import type { ProjectCardRow, ProjectDetailRow } from './projects.queries.js';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const dedupe = (a: string[]) => [...new Set(a)];

export function toProjectCard(r: ProjectCardRow): ProjectCard {
  return {
    id: r.id,
    id_serial: r.id,
    parent_project_id: r.parent_project_id,
    isChild: r.parent_project_id !== null,
    project_name_processed: r.name,
    owner_name_processed: r.owner_names,
    ownershipName: r.ownership_name,
    state: r.state,
    address: r.address,
    city: r.city_by_geometry ?? r.city,
    county: r.county,
    zip: r.postal_code,
    lat: num(r.lat),
    lng: num(r.lng),
    geomCenter: r.center_json,
    project_status: r.project_status,
    numberAndStyleOfLots: dedupe(r.number_and_style_of_lots),
    specialProductTypes: dedupe(r.special_product_types),
    lotSize: r.lot_sizes,
    housestyle: r.house_style,
    pricePoint: num(r.price_point),
    childCount: Number(r.child_count),
    parcelCount: Number(r.parcel_count),
    existsInBookmarks: r.exists_in_bookmarks,
    source: r.source,
    sourceAsOf: r.source_as_of_text,
  };
}

export function toProjectDetail(r: ProjectDetailRow): ProjectDetail {
  const buildable = Number(r.buildable_count);
  const built = Number(r.built_count);
  return {
    ...toProjectCard(r),
    parentName: r.parent_name,
    city_by_geometry: r.city_by_geometry,
    matching_numberandstyleoflots: dedupe(r.number_and_style_of_lots),
    desiredNumberAndStyleOfLots: r.desired_number_and_style_of_lots,
    sub_status: r.sub_status,
    houseSquareFootage: r.house_square_footage,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    garages: r.garages,
    zoning: r.zoning,
    mls_entry: r.mls_entry,
    mlsStatus: r.mls_status,
    companyMatches: r.company_matches,
    retire_or_display: r.retire_or_display,
    distressed: r.distressed,
    acreage: num(r.acreage),
    areaTags: r.area_tags,
    parcels: r.parcel_ids,
    buildableParcels: buildable,
    alreadyBuildedParcels: built,
    buildableAndNonBuildableParcels: r.parcel_ids.length,
    companies: r.companies,
    points: r.points,
  };
}
