-- Real Utah geography, loaded on every install (see packages/data).
CREATE TABLE counties (
  id serial PRIMARY KEY,
  fips text NOT NULL UNIQUE,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'UT',
  geom geometry(MultiPolygon, 4326) NOT NULL,
  center geometry(Point, 4326) NOT NULL,
  median_home_value integer,
  UNIQUE (state, name)
);
CREATE INDEX counties_geom_idx ON counties USING gist (geom);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'UT',
  county_id integer REFERENCES counties (id) ON DELETE SET NULL,
  population integer,
  center geometry(Point, 4326) NOT NULL,
  median_home_value integer,
  source text NOT NULL,
  UNIQUE (state, name)
);
CREATE INDEX cities_county_id_idx ON cities (county_id);
CREATE INDEX cities_center_idx ON cities USING gist (center);
CREATE INDEX cities_name_trgm_idx ON cities USING gin (name gin_trgm_ops);

CREATE TABLE zip_codes (
  zip text PRIMARY KEY CHECK (zip ~ '^[0-9]{5}$'),
  city text NOT NULL,
  state text NOT NULL DEFAULT 'UT',
  county_id integer REFERENCES counties (id) ON DELETE SET NULL,
  center geometry(Point, 4326) NOT NULL
);
CREATE INDEX zip_codes_county_id_idx ON zip_codes (county_id);
CREATE INDEX zip_codes_center_idx ON zip_codes USING gist (center);

-- Area tags: named sub-regions of counties (e.g. 'North Salt Lake County'), each a polygon.
CREATE TABLE area_tags (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  county_id integer NOT NULL REFERENCES counties (id) ON DELETE CASCADE,
  geom geometry(MultiPolygon, 4326) NOT NULL
);
CREATE INDEX area_tags_county_id_idx ON area_tags (county_id);
CREATE INDEX area_tags_geom_idx ON area_tags USING gist (geom);

CREATE TABLE area_tag_cities (
  area_tag_id integer NOT NULL REFERENCES area_tags (id) ON DELETE CASCADE,
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  PRIMARY KEY (area_tag_id, city_id)
);
CREATE INDEX area_tag_cities_city_id_idx ON area_tag_cities (city_id);

-- Zoning codes per city or county jurisdiction.
CREATE TABLE zoning_codes (
  id serial PRIMARY KEY,
  jurisdiction_type text NOT NULL CHECK (jurisdiction_type IN ('city', 'county')),
  jurisdiction_name text NOT NULL,
  code text NOT NULL,
  description text,
  category text,
  code_link text,
  UNIQUE (jurisdiction_type, jurisdiction_name, code)
);
