-- Per-record provenance of projects, contacts, companies and water rights, as parcels have it (0070; docs/data.md,
-- "Provenance"): `source_as_of` says as of when a record's values are true: the date an import names (`--as-of`),
-- or the day a survey taker gave the answers a survey-written contact or project holds. Generated records are true
-- as of the day they were made (created_at). NULL means the source does not say: the product shows it as unknown,
-- never the load time.
ALTER TABLE projects ADD COLUMN source_as_of date;
ALTER TABLE contacts ADD COLUMN source_as_of date;
ALTER TABLE companies ADD COLUMN source_as_of date;
ALTER TABLE water_rights ADD COLUMN source_as_of date;
