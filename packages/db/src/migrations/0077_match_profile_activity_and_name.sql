-- Two values the fit model (docs/matching.md) read from the wide contacts table, a probe per matching row, are
-- carried by the narrow match profile, copied by the sync trigger like the rest:
--   * updated_at, for the "active" signal (17 of a match page's 50 ms at 1M parcels);
--   * name_key, the lower-cased name an agent's listings name it by, for the local-work constraint and the listings
--     signal (in a dense city the listings near a subject name 4,000 agents, and finding them by name in contacts
--     took 150 of a survey card's 200 ms).
ALTER TABLE contact_match_profiles ADD COLUMN updated_at timestamptz, ADD COLUMN name_key text;

CREATE OR REPLACE FUNCTION contact_match_profiles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_match_profiles (contact_id, types, match_area_tags, match_cities, match_counties,
    build_products, build_sf_lots, build_th_pads, build_condo_units, develop_products, develop_sf_lots,
    develop_th_pads, develop_condo_units, invest_products, invest_amount, home_price, home_styles,
    new_build_home_buyer_desired_cities, agent_specialties, location, acreage_range, updated_at, name_key)
  SELECT id, types, match_area_tags, match_cities, match_counties, build_products, build_sf_lots, build_th_pads,
    build_condo_units, develop_products, develop_sf_lots, develop_th_pads, develop_condo_units, invest_products,
    invest_amount, home_price, home_styles, new_build_home_buyer_desired_cities, agent_specialties, location,
    acreage_range, updated_at, lower(name)
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
    agent_specialties = EXCLUDED.agent_specialties, location = EXCLUDED.location,
    acreage_range = EXCLUDED.acreage_range, updated_at = EXCLUDED.updated_at,
    name_key = EXCLUDED.name_key;
  RETURN NULL;
END
$$;

UPDATE contact_match_profiles p SET updated_at = c.updated_at, name_key = lower(c.name)
  FROM contacts c WHERE c.id = p.contact_id;
