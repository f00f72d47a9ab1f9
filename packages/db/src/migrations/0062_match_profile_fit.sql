-- The fit model (docs/matching.md, "The fit model"): the contact's base (its location) and its acreage range join
-- the narrow match profile, so the reach and acreage constraints and the distance signal of a match query read the
-- profile alone, like every other dimension. The sync trigger of migration 0008 copies them too.
ALTER TABLE contact_match_profiles
  ADD COLUMN location geometry(Point, 4326),
  ADD COLUMN acreage_range numrange;

CREATE OR REPLACE FUNCTION contact_match_profiles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_match_profiles (contact_id, types, match_area_tags, match_cities, match_counties,
    build_products, build_sf_lots, build_th_pads, build_condo_units, develop_products, develop_sf_lots,
    develop_th_pads, develop_condo_units, invest_products, invest_amount, home_price, home_styles,
    new_build_home_buyer_desired_cities, agent_specialties, location, acreage_range)
  SELECT id, types, match_area_tags, match_cities, match_counties, build_products, build_sf_lots, build_th_pads,
    build_condo_units, develop_products, develop_sf_lots, develop_th_pads, develop_condo_units, invest_products,
    invest_amount, home_price, home_styles, new_build_home_buyer_desired_cities, agent_specialties, location,
    acreage_range
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
    acreage_range = EXCLUDED.acreage_range;
  RETURN NULL;
END
$$;

UPDATE contact_match_profiles p SET location = c.location, acreage_range = c.acreage_range
  FROM contacts c WHERE c.id = p.contact_id AND (c.location IS NOT NULL OR c.acreage_range IS NOT NULL);

