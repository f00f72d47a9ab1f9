// The parcel importer's SQL (parcels.ts): what the database checks and derives from the staged rows, and the merge.

/** Rows the database finds wrong: outside Utah first (a wrong CRS puts every parcel elsewhere), then invalid. */
export const VALIDATE_PARCELS = `
SELECT s.line, s.row_location AS location,
  CASE WHEN NOT EXISTS (SELECT 1 FROM counties co WHERE ST_Intersects(co.geom, ST_Envelope(s.geom)))
    THEN 'geometry: outside Utah (at latitude ' || round(ST_Y(ST_Centroid(ST_Envelope(s.geom)))::numeric, 3) ||
      ', longitude ' || round(ST_X(ST_Centroid(ST_Envelope(s.geom)))::numeric, 3) || '; wrong or missing --srid?)'
    ELSE 'geometry: ' || ST_IsValidReason(s.geom) END AS reason
FROM import_stage s
WHERE NOT EXISTS (SELECT 1 FROM counties co WHERE ST_Intersects(co.geom, ST_Envelope(s.geom)))
  OR NOT ST_IsValid(s.geom)
  OR NOT EXISTS (SELECT 1 FROM counties co WHERE ST_Intersects(co.geom, s.geom))`;

/** The acreage the database derives where the file has none, before the scores are computed from it. */
export const DERIVE_ACREAGE = `
UPDATE import_stage SET acreage = round((ST_Area(geom::geography) / 4046.8564224)::numeric, 4)
WHERE acreage IS NULL AND ST_IsValid(geom)`;

export const STAGED_SCORE_INPUTS = `
SELECT line, acreage::float8 AS acreage, property_info_building AS building, mls_status FROM import_stage`;

export const SET_SCORES = `
UPDATE import_stage s SET workability_score = v.w, reasonability_score = v.r, disposition_score = v.d
FROM (SELECT unnest($1::int[]) AS line, unnest($2::smallint[]) AS w, unnest($3::smallint[]) AS r,
  unnest($4::smallint[]) AS d) v
WHERE s.line = v.line`;

/** The centres of staged parcels without a ZIP code (parcel-zip.ts derives one where it can). */
export const STAGED_WITHOUT_ZIP = `
SELECT line, ST_X(c) AS lng, ST_Y(c) AS lat FROM import_stage, ST_PointOnSurface(geom) c
WHERE postal_code IS NULL AND ST_IsValid(geom)`;

export const SET_ZIPS = `
UPDATE import_stage s SET postal_code = v.zip FROM (SELECT unnest($1::int[]) AS line, unnest($2::text[]) AS zip) v
WHERE s.line = v.line`;

/**
 * Inserts or updates the parcels. The database derives the centre, the county and nearest city by geometry (the
 * file's win when given) and the area tags.
 */
export const MERGE_PARCELS = `
INSERT INTO parcels (parcel_id, formatted_parcel_id, geom, center, acreage, address, city, city_by_geometry, county,
  county_by_geometry, postal_code, ownership_name, owner_type, mailing_address, mailing_city, mailing_state,
  mailing_zip, market_value, land_value, prop_class, building_sqft, built_year, area_tags, actual_zoning, tax_id,
  unincorporated, property_info_building, mls_status, mls_listing_price, workability_score, reasonability_score,
  disposition_score, source, source_as_of)
SELECT s.parcel_id, s.formatted_parcel_id, s.geom, c.center, s.acreage,
  s.address, coalesce(s.city, g.city), g.city, coalesce(s.county, k.county), k.county, s.postal_code,
  s.ownership_name, s.owner_type, s.mailing_address, s.mailing_city, s.mailing_state, s.mailing_zip,
  s.market_value, s.land_value, s.prop_class, s.building_sqft, s.built_year,
  coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM area_tags t WHERE ST_Covers(t.geom, c.center)), '{}'),
  s.actual_zoning, s.tax_id, g.city IS NULL, s.property_info_building, s.mls_status, s.mls_listing_price,
  s.workability_score, s.reasonability_score, s.disposition_score, s.source, s.source_as_of
FROM import_stage s
CROSS JOIN LATERAL (SELECT ST_PointOnSurface(s.geom) AS center) c
CROSS JOIN LATERAL (SELECT (SELECT co.name FROM counties co WHERE ST_Covers(co.geom, c.center) LIMIT 1) AS county) k
CROSS JOIN LATERAL (SELECT (SELECT ci.name FROM cities ci JOIN counties co ON co.id = ci.county_id
  WHERE co.name = k.county AND ST_DWithin(ci.center, c.center, 0.08) ORDER BY ci.center <-> c.center LIMIT 1) AS city) g
WHERE s.line <> ALL($1::int[])
ON CONFLICT (parcel_id) DO UPDATE SET formatted_parcel_id = excluded.formatted_parcel_id, geom = excluded.geom,
  center = excluded.center, acreage = excluded.acreage, address = coalesce(excluded.address, parcels.address),
  city = coalesce(excluded.city, parcels.city), city_by_geometry = excluded.city_by_geometry,
  county = excluded.county, county_by_geometry = excluded.county_by_geometry,
  postal_code = coalesce(excluded.postal_code, parcels.postal_code),
  ownership_name = coalesce(excluded.ownership_name, parcels.ownership_name),
  owner_type = coalesce(excluded.owner_type, parcels.owner_type),
  mailing_address = coalesce(excluded.mailing_address, parcels.mailing_address),
  mailing_city = coalesce(excluded.mailing_city, parcels.mailing_city),
  mailing_state = coalesce(excluded.mailing_state, parcels.mailing_state),
  mailing_zip = coalesce(excluded.mailing_zip, parcels.mailing_zip),
  market_value = coalesce(excluded.market_value, parcels.market_value),
  land_value = coalesce(excluded.land_value, parcels.land_value),
  prop_class = coalesce(excluded.prop_class, parcels.prop_class),
  building_sqft = coalesce(excluded.building_sqft, parcels.building_sqft),
  built_year = coalesce(excluded.built_year, parcels.built_year), area_tags = excluded.area_tags,
  actual_zoning = coalesce(excluded.actual_zoning, parcels.actual_zoning), tax_id = coalesce(excluded.tax_id, parcels.tax_id),
  unincorporated = excluded.unincorporated,
  property_info_building = coalesce(excluded.property_info_building, parcels.property_info_building),
  mls_status = coalesce(excluded.mls_status, parcels.mls_status),
  mls_listing_price = coalesce(excluded.mls_listing_price, parcels.mls_listing_price),
  workability_score = excluded.workability_score, reasonability_score = excluded.reasonability_score,
  disposition_score = excluded.disposition_score, source = excluded.source, source_as_of = excluded.source_as_of,
  updated_at = now()
RETURNING (xmax = 0) AS inserted`;
