-- The fit model's "active" signal (docs/matching.md) reads when the contact's profile was last stated or confirmed.
-- Read from contacts it cost a probe of that wide table per matching row (17 of a match page's 50 ms at 1M
-- parcels, bench/matching.md); the narrow match profile carries it, copied by the sync trigger like the rest.
ALTER TABLE contact_match_profiles ADD COLUMN updated_at timestamptz;

CREATE OR REPLACE FUNCTION contact_match_profiles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_match_profiles (contact_id, types, match_area_tags, match_cities, match_counties,
    build_products, build_sf_lots, build_th_pads, build_condo_units, develop_products, develop_sf_lots,
    develop_th_pads, develop_condo_units, invest_products, invest_amount, home_price, home_styles,
    new_build_home_buyer_desired_cities, agent_specialties, location, acreage_range, updated_at)
  SELECT id, types, match_area_tags, match_cities, match_counties, build_products, build_sf_lots, build_th_pads,
    build_condo_units, develop_products, develop_sf_lots, develop_th_pads, develop_condo_units, invest_products,
    invest_amount, home_price, home_styles, new_build_home_buyer_desired_cities, agent_specialties, location,
    acreage_range, updated_at
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
    acreage_range = EXCLUDED.acreage_range, updated_at = EXCLUDED.updated_at;
  RETURN NULL;
END
$$;

UPDATE contact_match_profiles p SET updated_at = c.updated_at FROM contacts c WHERE c.id = p.contact_id;
