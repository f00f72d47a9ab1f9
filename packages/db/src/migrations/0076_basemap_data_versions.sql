-- The offline basemap's vector tiles (apps/api/src/modules/tiles/tile-layers.ts: layers streets and places) are
-- cached per data version like the map's other layers (migration 0050): the streets and the cities get a data
-- version and a data_changed notice, so a street or city written by the data CLI or psql shows at the next request.
INSERT INTO data_versions (name) VALUES ('streets'), ('cities') ON CONFLICT (name) DO NOTHING;
CREATE TRIGGER streets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON streets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER cities_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
