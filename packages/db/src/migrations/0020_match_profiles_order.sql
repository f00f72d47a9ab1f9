-- Survey matching (docs/matching.md, "The match profile table and its indexes"): the order the contact match
-- profiles are kept in. A contact group's count reads its matching rows from the table (a GIN index cannot answer a
-- count alone), so how the rows lie on disk decides its cost: in load order a broad group (13,500 builders of the
-- Wasatch Front in bench/survey-matching.md) lies on 8,600 of the table's 12,500 pages; ordered by type and area on
-- 2,000, and its count takes a fifth of the time. This btree is that order: CLUSTER follows it after a bulk load
-- (packages/data runs `CLUSTER contact_match_profiles` after generating on PostgreSQL; run it after a large import).
-- Only the first four area tags are indexed, so a contact with a long list never exceeds a btree entry's size.
CREATE INDEX contact_match_profiles_order_idx ON contact_match_profiles (types, (match_area_tags[1:4]));
ALTER TABLE contact_match_profiles CLUSTER ON contact_match_profiles_order_idx;
