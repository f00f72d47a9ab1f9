-- Parcels (land records). Product counts per estimate drive matching (docs/matching.md, "Supply side: the subject").
CREATE TABLE parcels (
  id bigserial PRIMARY KEY,
  parcel_id text NOT NULL UNIQUE,
  formatted_parcel_id text,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  center geometry(Point, 4326) NOT NULL,
  acreage numeric(12, 4) NOT NULL CHECK (acreage >= 0),
  address text,
  city text,
  city_by_geometry text,
  county text,
  county_by_geometry text,
  state text NOT NULL DEFAULT 'UT',
  postal_code text,
  ownership_name text,
  owner_type text CHECK (owner_type IN ('Person', 'LLC', 'Trust', 'Corporation', 'Government', 'Church', 'Other')),
  owner_location text CHECK (owner_location IN ('Local', 'In State', 'Out of State')),
  ownership_info_absentee boolean,
  mailing_address text,
  mailing_city text,
  mailing_zip text,
  mailing_state text,
  mortgage_lender text,
  years_held integer,
  market_value bigint CHECK (market_value >= 0),
  land_value bigint CHECK (land_value >= 0),
  prop_class text,
  building_sqft integer,
  built_year integer,
  bedrooms integer,
  bathrooms numeric(4, 1),
  area_tags text[] NOT NULL DEFAULT '{}',
  actual_zoning text,
  zoning_code_links text[] NOT NULL DEFAULT '{}',
  zoning_overlay_links text[] NOT NULL DEFAULT '{}',
  tax_id text,
  unincorporated boolean NOT NULL DEFAULT false,
  property_info_building boolean NOT NULL DEFAULT false,
  has_road_access boolean,
  slope_percent numeric(5, 2),
  has_utilities boolean,
  -- What could be built: the main estimate and its Neighbors, Proxy and Zoning variants, as text
  -- ('12 Single Family Lots') and as counts per product for matching.
  possible_lots text,
  possible_lots_neighbors text,
  possible_lots_proxy text,
  possible_lots_zoning text,
  sf_lots integer, th_pads integer, condo_units integer,
  sf_lots_neighbors integer, th_pads_neighbors integer, condo_units_neighbors integer,
  sf_lots_proxy integer, th_pads_proxy integer, condo_units_proxy integer,
  sf_lots_zoning integer, th_pads_zoning integer, condo_units_zoning integer,
  products text[] NOT NULL DEFAULT '{}',
  house_style text[] NOT NULL DEFAULT '{}',
  -- MLS listing (present on a share of parcels)
  mls_status text,
  mls_agent text,
  mls_agent_contact text,
  mls_brokerage text,
  mls_brokerage_contact text,
  mls_listing_number text,
  mls_dom integer,
  mls_listing_price bigint,
  workability_score smallint CHECK (workability_score BETWEEN 0 AND 100),
  reasonability_score smallint CHECK (reasonability_score BETWEEN 0 AND 100),
  disposition_score smallint CHECK (disposition_score BETWEEN 0 AND 100),
  source text NOT NULL DEFAULT 'generated',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcels_geom_idx ON parcels USING gist (geom);
CREATE INDEX parcels_center_idx ON parcels USING gist (center);
CREATE INDEX parcels_city_idx ON parcels (city);
CREATE INDEX parcels_county_idx ON parcels (county);
CREATE INDEX parcels_postal_code_idx ON parcels (postal_code);
CREATE INDEX parcels_acreage_idx ON parcels (acreage);
CREATE INDEX parcels_actual_zoning_idx ON parcels (actual_zoning);
CREATE INDEX parcels_area_tags_idx ON parcels USING gin (area_tags);
CREATE INDEX parcels_products_idx ON parcels USING gin (products);
CREATE INDEX parcels_address_trgm_idx ON parcels USING gin (address gin_trgm_ops);
CREATE INDEX parcels_ownership_name_trgm_idx ON parcels USING gin (ownership_name gin_trgm_ops);
CREATE INDEX parcels_parcel_id_trgm_idx ON parcels USING gin (parcel_id gin_trgm_ops);
CREATE INDEX parcels_workability_idx ON parcels (workability_score DESC NULLS LAST);
CREATE INDEX parcels_reasonability_idx ON parcels (reasonability_score DESC NULLS LAST);
CREATE INDEX parcels_disposition_idx ON parcels (disposition_score DESC NULLS LAST);

-- Parent projects have parent_project_id NULL; child projects (phases) point at their parent.
CREATE TABLE projects (
  id bigserial PRIMARY KEY,
  parent_project_id bigint REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  owner_names text[] NOT NULL DEFAULT '{}',
  ownership_name text,
  state text NOT NULL DEFAULT 'UT',
  address text,
  city text,
  city_by_geometry text,
  county text,
  postal_code text,
  center geometry(Point, 4326),
  geom geometry(MultiPolygon, 4326),
  acreage numeric(12, 4),
  number_and_style_of_lots text[] NOT NULL DEFAULT '{}',
  desired_number_and_style_of_lots text[] NOT NULL DEFAULT '{}',
  special_product_types text[] NOT NULL DEFAULT '{}',
  lot_sizes text[] NOT NULL DEFAULT '{}',
  project_status text CHECK (project_status IN ('Concept', 'Seeking Preliminary from Planning Commission',
    'Seeking Preliminary from City Council', 'Prelim Rejected by City Council', 'Seeking Final',
    'Final Rejected by City Council', 'For Sale', 'Abandoned', 'Papered', 'Rezone Accepted', 'Coming Soon',
    'For Rent', 'Human Check Needed', 'Off-Market')),
  sub_status text,
  house_style text[] NOT NULL DEFAULT '{}',
  house_square_footage text,
  bedrooms text,
  bathrooms text,
  garages text,
  zoning text,
  price_point bigint CHECK (price_point >= 0),
  mls_entry boolean,
  mls_status text,
  company_matches text[] NOT NULL DEFAULT '{}',
  retire_or_display text,
  distressed boolean NOT NULL DEFAULT false,
  area_tags text[] NOT NULL DEFAULT '{}',
  products text[] NOT NULL DEFAULT '{}',
  sf_lots integer,
  th_pads integer,
  condo_units integer,
  commercial_units integer,
  total_units integer,
  started_on date,
  completed_on date,
  source text NOT NULL DEFAULT 'generated',
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_project_id IS NULL OR parent_project_id <> id)
);
CREATE INDEX projects_parent_project_id_idx ON projects (parent_project_id);
CREATE INDEX projects_center_idx ON projects USING gist (center);
CREATE INDEX projects_geom_idx ON projects USING gist (geom);
CREATE INDEX projects_city_idx ON projects (city);
CREATE INDEX projects_county_idx ON projects (county);
CREATE INDEX projects_status_idx ON projects (project_status);
CREATE INDEX projects_area_tags_idx ON projects USING gin (area_tags);
CREATE INDEX projects_products_idx ON projects USING gin (products);
CREATE INDEX projects_special_product_types_idx ON projects USING gin (special_product_types);
CREATE INDEX projects_lot_sizes_idx ON projects USING gin (lot_sizes);
CREATE INDEX projects_house_style_idx ON projects USING gin (house_style);
CREATE INDEX projects_name_trgm_idx ON projects USING gin (name gin_trgm_ops);
CREATE UNIQUE INDEX projects_source_external_id_key ON projects (source, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE project_parcels (
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  parcel_id bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
  buildable boolean NOT NULL DEFAULT true,
  PRIMARY KEY (project_id, parcel_id)
);
CREATE INDEX project_parcels_parcel_id_idx ON project_parcels (parcel_id);
