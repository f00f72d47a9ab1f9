-- Matching speed (docs/matching.md, "The match profile table and its indexes"; bench/matching.md).
-- Each contact group filtered its ~36k candidates row by row:
-- the area dimension was three ORed overlaps plus "all three empty", and a dimension the contact leaves empty was an
-- OR with `cardinality(..) = 0`, so no index but the type's could be used. Here every dimension of a group gets one
-- key array, generated from the matching columns, in which "the contact leaves it empty" is the key '*':
--   area_keys          't:' || area tag, 'c:' || city, 'k:' || county, or '*'
--   build_keys,        each wanted product, plus for singleFamily/townhouse/condos 'product:*' when the contact has no
--   develop_keys       range for it, else 'product:N' for every count band N that its range reaches; or '*'
--   invest_keys        invest_products, or '*'
--   specialty_keys     agent_specialties, or '*'
--   desired_city_keys  new_build_home_buyer_desired_cities, or '*'
--   style_keys         home_styles, or '*'
-- A dimension then reads `keys && '{*, subject keys}'` (one overlap, answered by a partial GIN index per group);
-- range checks stay exact conditions next to it, the band keys only narrow the rows they run on.
-- Count bands: width_bucket over fixed thresholds (the API computes the same band for a subject's count).
CREATE FUNCTION matching_count_band(n integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT width_bucket(n, '{1,2,3,4,5,6,8,10,12,15,20,25,30,40,50,60,80,100,125,150,200,250,300,400,500,750,1000,1500,2000,3000,5000,10000}'::integer[])
$$;

CREATE FUNCTION matching_set_keys(vals text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(cardinality(vals), 0) = 0 THEN '{*}'::text[] ELSE vals END
$$;

CREATE FUNCTION matching_area_keys(tags text[], cities text[], counties text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(cardinality(tags), 0) + coalesce(cardinality(cities), 0) + coalesce(cardinality(counties), 0) = 0
      THEN '{*}'::text[]
    ELSE ARRAY(
      SELECT 't:' || v FROM unnest(tags) v
      UNION ALL SELECT 'c:' || v FROM unnest(cities) v
      UNION ALL SELECT 'k:' || v FROM unnest(counties) v)
  END
$$;

CREATE FUNCTION matching_range_band_keys(product text, r int4range) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN r IS NULL THEN ARRAY[product || ':*']
    WHEN isempty(r) THEN '{}'::text[]
    ELSE ARRAY(
      SELECT product || ':' || b
      FROM generate_series(
        CASE WHEN lower_inf(r) THEN 0 ELSE matching_count_band(lower(r)) END,
        CASE WHEN upper_inf(r) THEN 32 ELSE matching_count_band(upper(r) - 1) END) b)
  END
$$;

CREATE FUNCTION matching_product_keys(products text[], sf int4range, th int4range, condo int4range)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(cardinality(products), 0) = 0 THEN '{*}'::text[] ELSE ARRAY(
    SELECT k FROM (
      SELECT p AS k FROM unnest(products) p
      UNION ALL
      SELECT unnest(CASE p
        WHEN 'singleFamily' THEN matching_range_band_keys(p, sf)
        WHEN 'townhouse' THEN matching_range_band_keys(p, th)
        WHEN 'condos' THEN matching_range_band_keys(p, condo)
        ELSE '{}'::text[] END)
      FROM unnest(products) p) x)
  END
$$;

-- A group's keys are kept only on the contacts of that group (NULL elsewhere), so that the planner's statistics of
-- each key array describe the group its index serves ('*' is rare among builders but would be the commonest key of
-- the whole table).
ALTER TABLE contact_match_profiles
  ADD COLUMN area_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types && '{Builder,Developer,Investor,"Real Estate Agent"}'::text[]
      THEN matching_area_keys(match_area_tags, match_cities, match_counties) END) STORED,
  ADD COLUMN build_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{Builder}'::text[]
      THEN matching_product_keys(build_products, build_sf_lots, build_th_pads, build_condo_units) END) STORED,
  ADD COLUMN develop_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{Developer}'::text[]
      THEN matching_product_keys(develop_products, develop_sf_lots, develop_th_pads, develop_condo_units) END) STORED,
  ADD COLUMN invest_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{Investor}'::text[] THEN matching_set_keys(invest_products) END) STORED,
  ADD COLUMN specialty_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{"Real Estate Agent"}'::text[] THEN matching_set_keys(agent_specialties) END) STORED,
  ADD COLUMN desired_city_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{"New Build Homebuyer"}'::text[]
      THEN matching_set_keys(new_build_home_buyer_desired_cities) END) STORED,
  ADD COLUMN style_keys text[] GENERATED ALWAYS AS (
    CASE WHEN types @> '{"New Build Homebuyer"}'::text[] THEN matching_set_keys(home_styles) END) STORED;

-- One partial GIN index per contact group over the key arrays of its dimensions: a count or a page is one bitmap
-- index scan on the group's own (smaller) index, ANDing the dimensions inside it.
CREATE INDEX contact_match_profiles_builders_idx ON contact_match_profiles USING gin (area_keys, build_keys)
  WHERE types @> '{Builder}'::text[];
CREATE INDEX contact_match_profiles_developers_idx ON contact_match_profiles USING gin (area_keys, develop_keys)
  WHERE types @> '{Developer}'::text[];
CREATE INDEX contact_match_profiles_investors_idx ON contact_match_profiles USING gin (area_keys, invest_keys)
  WHERE types @> '{Investor}'::text[];
CREATE INDEX contact_match_profiles_agents_idx ON contact_match_profiles USING gin (area_keys, specialty_keys)
  WHERE types @> '{"Real Estate Agent"}'::text[];
CREATE INDEX contact_match_profiles_homebuyers_idx ON contact_match_profiles USING gin (desired_city_keys, style_keys)
  WHERE types @> '{"New Build Homebuyer"}'::text[];
ANALYZE contact_match_profiles;
