-- Contacts: builders, developers, investors/lenders, agents, new-build homebuyers, land owners.
-- The match_* / build_* / develop_* / invest_* columns are the contact's demand profile
-- (docs/matching.md, "Demand side: contacts").
CREATE TABLE contacts (
  id bigserial PRIMARY KEY,
  firstname text,
  lastname text,
  name text NOT NULL,
  owner_name text,
  emails text[] NOT NULL DEFAULT '{}',
  work_email text,
  jobtitle text,
  address text,
  cities text[] NOT NULL DEFAULT '{}',
  state text DEFAULT 'UT',
  counties text[] NOT NULL DEFAULT '{}',
  zip text,
  country text DEFAULT 'United States',
  types text[] NOT NULL DEFAULT '{}' CHECK (types <@ ARRAY['Builder', 'Developer', 'Investor',
    'Real Estate Agent', 'New Build Homebuyer', 'Land Owner', 'Water Right Owner']::text[]),
  created_by text,
  date_of_birth date,
  phones text[] NOT NULL DEFAULT '{}',
  phone_number1 text,
  phone_number2 text,
  mobilephone text,
  fax text,
  websites text[] NOT NULL DEFAULT '{}',
  facebook_url text,
  twitter_url text,
  linkedin_url text,
  website_projects_url text,
  vendor_id text,
  owner_tags text[] NOT NULL DEFAULT '{}',
  utah_area_tags text[] NOT NULL DEFAULT '{}',
  utah_area_investment_tags text[] NOT NULL DEFAULT '{}',
  developer_tags text[] NOT NULL DEFAULT '{}',
  hs_lead_status text,
  investment_range text,
  investor_kind text CHECK (investor_kind IN ('Investor', 'Lender', 'Both')),
  end_product_price_ranges text[] NOT NULL DEFAULT '{}',
  home_buyer_price_range text,
  garage_size text,
  how_many_beds text,
  number_of_bathrooms text,
  how_many_acres_is_your_land numeric(12, 4),
  land_owner_general_zoning_question text,
  market_sell_bulk text,
  lot_size text,
  desired_lot_sizes text[] NOT NULL DEFAULT '{}',
  number_and_style_of_lots text[] NOT NULL DEFAULT '{}',
  desired_number_and_style_of_lots text[] NOT NULL DEFAULT '{}',
  number_and_style_of_lots_purchased text[] NOT NULL DEFAULT '{}',
  type_style_of_home text[] NOT NULL DEFAULT '{}',
  new_build_home_buyer_desired_cities text[] NOT NULL DEFAULT '{}',
  real_estate_license_type_and_focus text[] NOT NULL DEFAULT '{}',
  builder_focus_specialty text[] NOT NULL DEFAULT '{}',
  invest_products text[] NOT NULL DEFAULT '{}',
  what_size_of_lot_do_you_want text,
  project_status text,
  -- demand profile
  match_area_tags text[] NOT NULL DEFAULT '{}',
  match_cities text[] NOT NULL DEFAULT '{}',
  match_counties text[] NOT NULL DEFAULT '{}',
  build_products text[] NOT NULL DEFAULT '{}',
  build_sf_lots int4range,
  build_th_pads int4range,
  build_condo_units int4range,
  develop_products text[] NOT NULL DEFAULT '{}',
  develop_sf_lots int4range,
  develop_th_pads int4range,
  develop_condo_units int4range,
  invest_amount int8range,
  home_price int8range,
  home_styles text[] NOT NULL DEFAULT '{}',
  acreage_range numrange,
  zonings text[] NOT NULL DEFAULT '{}',
  agent_specialties text[] NOT NULL DEFAULT '{}',
  location geometry(Point, 4326),
  source text NOT NULL DEFAULT 'generated',
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_types_idx ON contacts USING gin (types);
CREATE INDEX contacts_match_area_tags_idx ON contacts USING gin (match_area_tags);
CREATE INDEX contacts_match_cities_idx ON contacts USING gin (match_cities);
CREATE INDEX contacts_match_counties_idx ON contacts USING gin (match_counties);
CREATE INDEX contacts_build_products_idx ON contacts USING gin (build_products);
CREATE INDEX contacts_develop_products_idx ON contacts USING gin (develop_products);
CREATE INDEX contacts_invest_products_idx ON contacts USING gin (invest_products);
CREATE INDEX contacts_home_styles_idx ON contacts USING gin (home_styles);
CREATE INDEX contacts_build_sf_lots_idx ON contacts USING gist (build_sf_lots);
CREATE INDEX contacts_build_th_pads_idx ON contacts USING gist (build_th_pads);
CREATE INDEX contacts_build_condo_units_idx ON contacts USING gist (build_condo_units);
CREATE INDEX contacts_develop_sf_lots_idx ON contacts USING gist (develop_sf_lots);
CREATE INDEX contacts_develop_th_pads_idx ON contacts USING gist (develop_th_pads);
CREATE INDEX contacts_develop_condo_units_idx ON contacts USING gist (develop_condo_units);
CREATE INDEX contacts_invest_amount_idx ON contacts USING gist (invest_amount);
CREATE INDEX contacts_home_price_idx ON contacts USING gist (home_price);
CREATE INDEX contacts_acreage_range_idx ON contacts USING gist (acreage_range);
CREATE INDEX contacts_location_idx ON contacts USING gist (location);
CREATE INDEX contacts_name_trgm_idx ON contacts USING gin (name gin_trgm_ops);
CREATE INDEX contacts_emails_idx ON contacts USING gin (emails);
CREATE UNIQUE INDEX contacts_source_external_id_key ON contacts (source, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE companies (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  emails text[] NOT NULL DEFAULT '{}',
  address text,
  mailing_address text,
  city text,
  state text DEFAULT 'UT',
  zip text,
  company_type text,
  contact_types text[] NOT NULL DEFAULT '{}',
  websites text[] NOT NULL DEFAULT '{}',
  phones text[] NOT NULL DEFAULT '{}',
  facebook_url text,
  facebook_company_page text,
  linkedin_url text,
  linkedin_company_page text,
  twitter_url text,
  google_rating numeric(2, 1) CHECK (google_rating BETWEEN 0 AND 5),
  google_review_count integer,
  source text NOT NULL DEFAULT 'generated',
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_name_lower_key ON companies (lower(name));
CREATE INDEX companies_name_trgm_idx ON companies USING gin (name gin_trgm_ops);
CREATE INDEX companies_contact_types_idx ON companies USING gin (contact_types);

CREATE TABLE company_contacts (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  contact_id bigint NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  PRIMARY KEY (company_id, contact_id)
);
CREATE INDEX company_contacts_contact_id_idx ON company_contacts (contact_id);

-- Companies behind projects (developer, builder, owner).
CREATE TABLE project_companies (
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('Developer', 'Builder', 'Owner', 'Investor', 'Lender')),
  PRIMARY KEY (project_id, company_id, role)
);
CREATE INDEX project_companies_company_id_idx ON project_companies (company_id);

-- Utah water rights (WRNUM like '57-10711', WRCHEX like 'a12345'), located at a point of diversion.
CREATE TABLE water_rights (
  id bigserial PRIMARY KEY,
  wrnum text NOT NULL UNIQUE CHECK (wrnum ~ '^[0-9]{2,3}-[0-9A-Za-z]+$'),
  wrchex text,
  owner_first_name text,
  owner_last_name text,
  owner_email_address text,
  owner_phone text,
  owner_address1 text,
  owner_address2 text,
  owner_interest text,
  uses text[] NOT NULL DEFAULT '{}',
  municipality text,
  flow_cfs numeric(12, 4),
  volume_acre_feet numeric(14, 2),
  source_name text,
  city text,
  county text,
  location geometry(Point, 4326) NOT NULL,
  source text NOT NULL DEFAULT 'generated',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX water_rights_location_idx ON water_rights USING gist (location);
CREATE INDEX water_rights_city_idx ON water_rights (city);

-- MLS listings, the basis of market statistics.
CREATE TABLE mls_listings (
  id bigserial PRIMARY KEY,
  listing_number text NOT NULL UNIQUE,
  parcel_id bigint REFERENCES parcels (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('Active', 'Under Contract', 'Sold', 'Canceled', 'Expired', 'Withdrawn')),
  list_price bigint NOT NULL CHECK (list_price >= 0),
  sold_price bigint CHECK (sold_price >= 0),
  list_date date NOT NULL,
  status_date date,
  days_on_market integer NOT NULL CHECK (days_on_market >= 0),
  lot_size_acres numeric(12, 4),
  square_feet integer,
  bedrooms integer,
  bathrooms numeric(4, 1),
  architectural_style text,
  new_build boolean NOT NULL,
  address text,
  city text NOT NULL,
  county text NOT NULL,
  postal_code text,
  agent text,
  brokerage text,
  location geometry(Point, 4326),
  source text NOT NULL DEFAULT 'generated'
);
CREATE INDEX mls_listings_parcel_id_idx ON mls_listings (parcel_id);
CREATE INDEX mls_listings_city_date_idx ON mls_listings (city, list_date);
CREATE INDEX mls_listings_county_date_idx ON mls_listings (county, list_date);
CREATE INDEX mls_listings_status_idx ON mls_listings (status, new_build);
