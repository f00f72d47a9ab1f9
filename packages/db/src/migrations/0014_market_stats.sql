-- Market statistics (issue 17): the listing facts 0004's mls_listings left out, and the indexes the statistics use.
-- Runs on PostgreSQL and PGlite.
ALTER TABLE mls_listings ADD COLUMN year_built integer CHECK (year_built BETWEEN 1800 AND 2100);
ALTER TABLE mls_listings ADD COLUMN property_type text NOT NULL DEFAULT 'Residential'
  CHECK (property_type IN ('Residential', 'Land', 'Commercial'));
-- The date range filters on list_date; the state-wide statistics read it without a place.
CREATE INDEX mls_listings_list_date_idx ON mls_listings (list_date);
CREATE INDEX mls_listings_postal_code_date_idx ON mls_listings (postal_code, list_date);
