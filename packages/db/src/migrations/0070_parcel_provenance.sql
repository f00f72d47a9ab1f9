-- Per-record provenance of parcels (docs/data.md, "Provenance"): `source` says where a parcel comes from and
-- `source_as_of` as of when its values are true (UGRC LIR CURRENT_ASOF, an export's DATA_DATE, a date the
-- import names). Generated parcels are true as of the day they were made (created_at). NULL means the source
-- does not say: the product shows it as unknown, never the load time.
ALTER TABLE parcels ADD COLUMN source_as_of date;

-- 'Building on the Property' is unknown (NULL) when an imported file does not say; the map's "no buildings"
-- filter and matching's land/home tests compare with true/false, so an unknown parcel meets neither.
ALTER TABLE parcels ALTER COLUMN property_info_building DROP NOT NULL;

-- Which sources the parcels come from, asked per source by the health report for the map's attribution
-- (apps/api/src/modules/health/health.queries.ts): one index probe each.
CREATE INDEX parcels_source_idx ON parcels (source);
