-- The streets of the generated demo data (packages/data/src/generate/streets.ts): the block lines and section roads
-- the generated lots face, named on the grid of their city (Salt Lake County: the one county grid from Main and South
-- Temple), so a street named in a parcel's address is a street here. For the offline basemap; loaded with the demo
-- data and emptied with it on --reset.
CREATE TABLE streets (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  city text,
  county text,
  source text NOT NULL DEFAULT 'generated',
  geom geometry(LineString, 4326) NOT NULL
);
CREATE INDEX streets_geom_idx ON streets USING gist (geom);
CREATE INDEX streets_city_name_idx ON streets (city, name);
