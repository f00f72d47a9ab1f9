-- The change marker of the map's vector tiles (apps/api/src/modules/tiles/, docs/map-tiles.md): a counter bumped
-- once per statement that writes the parcels, the projects, their parcel links or the water rights. Tile responses
-- are cached and given ETags under its value, so reading it (one row) is all a repeated tile costs. The bump is
-- an UPDATE of this row inside the writing transaction: readers see the new value exactly when they can see the
-- new data. Writers of these tables therefore take turns at commit, which suits their rare bulk edits and imports.
CREATE TABLE map_data_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO map_data_version DEFAULT VALUES;

CREATE FUNCTION bump_map_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_data_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER parcels_map_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parcels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();
CREATE TRIGGER projects_map_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();
CREATE TRIGGER project_parcels_map_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_parcels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();
CREATE TRIGGER water_rights_map_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON water_rights
  FOR EACH STATEMENT EXECUTE FUNCTION bump_map_data_version();
