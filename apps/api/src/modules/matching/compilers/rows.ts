import { sourceAsOfOf } from '../../map/map-provenance.js';

/**
 * The columns of a parcel and of a project row in a page of matches, whichever compiler found them (a parcel's or
 * project's own matches, places.ts; what a demand survey wants, wanted-places.ts). Camelized by the engine, they are
 * the `matchParcelRow` and `matchProjectRow` of packages/shared (survey-matching.ts), with `lat`, `lng`,
 * `matched_on` and `compared` added by each compiler. Each row says where it comes from and as of when (`source`,
 * `source_as_of`: docs/data.md, "Provenance"), for the match cards and the matching export's source lines.
 */
export const PARCEL_ROW_COLUMNS = [
  'p.id',
  'p.parcel_id',
  'p.formatted_parcel_id',
  'p.ownership_name',
  'p.address',
  'p.city',
  'p.county',
  'p.acreage',
  'p.actual_zoning',
  'p.area_tags',
  'p.products',
  'p.possible_lots',
  'p.sf_lots',
  'p.th_pads',
  'p.condo_units',
  'p.house_style',
  'p.market_value',
  'p.mls_listing_price',
  'p.property_info_building',
  'p.source',
  sourceAsOfOf('p').as('source_as_of'),
] as const;

export const PROJECT_ROW_COLUMNS = [
  'p.id',
  'p.name',
  'p.parent_project_id',
  'p.city',
  'p.county',
  'p.address',
  'p.area_tags',
  'p.project_status',
  'p.products',
  'p.special_product_types',
  'p.sf_lots',
  'p.th_pads',
  'p.condo_units',
  'p.number_and_style_of_lots',
  'p.house_style',
  'p.price_point',
  'p.ownership_name',
  'p.source',
  sourceAsOfOf('p').as('source_as_of'),
] as const;
