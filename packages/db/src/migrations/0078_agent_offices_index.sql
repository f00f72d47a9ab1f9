-- The agents' offices nearest a subject (the local-work constraint of docs/matching.md: an office counts among the
-- AGENT_NEAREST_OFFICES nearest only) are found by a k-nearest-neighbour walk of this index. Without it the walk read
-- every agent's profile through the types index (26,000 rows, 72 of a survey card's 79 ms at 1M parcels).
CREATE INDEX IF NOT EXISTS contact_match_profiles_agent_offices_idx ON contact_match_profiles USING gist (location)
  WHERE types @> '{Real Estate Agent}';
