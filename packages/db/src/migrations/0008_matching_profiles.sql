-- Matching (docs/matching.md, "The match profile table and its indexes"): a narrow copy of each contact's demand
-- profile. The match counts and lists read this small table and its indexes (about 150 bytes a row) instead of the
-- wide contacts rows, which made every count read thousands of heap pages. Kept current by statement-level triggers, so bulk loads (COPY) and imports keep it in step.
CREATE TABLE contact_match_profiles (
  contact_id bigint PRIMARY KEY REFERENCES contacts (id) ON DELETE CASCADE,
  types text[] NOT NULL,
  match_area_tags text[] NOT NULL,
  match_cities text[] NOT NULL,
  match_counties text[] NOT NULL,
  build_products text[] NOT NULL,
  build_sf_lots int4range,
  build_th_pads int4range,
  build_condo_units int4range,
  develop_products text[] NOT NULL,
  develop_sf_lots int4range,
  develop_th_pads int4range,
  develop_condo_units int4range,
  invest_products text[] NOT NULL,
  invest_amount int8range,
  home_price int8range,
  home_styles text[] NOT NULL,
  new_build_home_buyer_desired_cities text[] NOT NULL,
  agent_specialties text[] NOT NULL
);
CREATE INDEX contact_match_profiles_types_idx ON contact_match_profiles USING gin (types);
CREATE INDEX contact_match_profiles_area_tags_idx ON contact_match_profiles USING gin (match_area_tags);
CREATE INDEX contact_match_profiles_cities_idx ON contact_match_profiles USING gin (match_cities);
CREATE INDEX contact_match_profiles_counties_idx ON contact_match_profiles USING gin (match_counties);
CREATE INDEX contact_match_profiles_desired_cities_idx
  ON contact_match_profiles USING gin (new_build_home_buyer_desired_cities);

CREATE FUNCTION contact_match_profiles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_match_profiles (contact_id, types, match_area_tags, match_cities, match_counties,
    build_products, build_sf_lots, build_th_pads, build_condo_units, develop_products, develop_sf_lots,
    develop_th_pads, develop_condo_units, invest_products, invest_amount, home_price, home_styles,
    new_build_home_buyer_desired_cities, agent_specialties)
  SELECT id, types, match_area_tags, match_cities, match_counties, build_products, build_sf_lots, build_th_pads,
    build_condo_units, develop_products, develop_sf_lots, develop_th_pads, develop_condo_units, invest_products,
    invest_amount, home_price, home_styles, new_build_home_buyer_desired_cities, agent_specialties
  FROM new_rows
  ON CONFLICT (contact_id) DO UPDATE SET types = EXCLUDED.types, match_area_tags = EXCLUDED.match_area_tags,
    match_cities = EXCLUDED.match_cities, match_counties = EXCLUDED.match_counties,
    build_products = EXCLUDED.build_products, build_sf_lots = EXCLUDED.build_sf_lots,
    build_th_pads = EXCLUDED.build_th_pads, build_condo_units = EXCLUDED.build_condo_units,
    develop_products = EXCLUDED.develop_products, develop_sf_lots = EXCLUDED.develop_sf_lots,
    develop_th_pads = EXCLUDED.develop_th_pads, develop_condo_units = EXCLUDED.develop_condo_units,
    invest_products = EXCLUDED.invest_products, invest_amount = EXCLUDED.invest_amount,
    home_price = EXCLUDED.home_price, home_styles = EXCLUDED.home_styles,
    new_build_home_buyer_desired_cities = EXCLUDED.new_build_home_buyer_desired_cities,
    agent_specialties = EXCLUDED.agent_specialties;
  RETURN NULL;
END
$$;
CREATE TRIGGER contacts_match_profiles_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_sync();
CREATE TRIGGER contacts_match_profiles_update AFTER UPDATE ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_sync();

INSERT INTO contact_match_profiles (contact_id, types, match_area_tags, match_cities, match_counties,
  build_products, build_sf_lots, build_th_pads, build_condo_units, develop_products, develop_sf_lots,
  develop_th_pads, develop_condo_units, invest_products, invest_amount, home_price, home_styles,
  new_build_home_buyer_desired_cities, agent_specialties)
SELECT id, types, match_area_tags, match_cities, match_counties, build_products, build_sf_lots, build_th_pads,
  build_condo_units, develop_products, develop_sf_lots, develop_th_pads, develop_condo_units, invest_products,
  invest_amount, home_price, home_styles, new_build_home_buyer_desired_cities, agent_specialties
FROM contacts;
