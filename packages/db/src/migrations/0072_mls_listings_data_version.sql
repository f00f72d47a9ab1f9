-- The market statistics (apps/api/src/modules/market-stats/) are kept per server process, per data version of the
-- MLS listings and the parcels (their filters): a statewide summary sorts every listing for its medians, so it is
-- computed once per version instead of once per request. This gives the listings a data version and a
-- data_changed notice as migration 0050 gave the map's tables: any write (the importer, the data CLI, psql) moves
-- it on, in every process.
INSERT INTO data_versions (name) VALUES ('mls_listings') ON CONFLICT (name) DO NOTHING;
CREATE TRIGGER mls_listings_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mls_listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
