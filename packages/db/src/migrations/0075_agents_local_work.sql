-- Real estate agents match a subject only where they work (docs/matching.md, "The fit model"): their office near it,
-- or their own listings and sales of the last two years near it. The match queries find those listings by distance
-- from the subject's point (whatever its county) and join them to the agents they name, by name:
--   * a GiST index on the listings' points, for the distance (mls_listings had none: market statistics read it by
--     place and date);
--   * the agents' names, lower-cased, for the join from a nearby listing to the agent contact it names;
--   * the listings' agents, lower-cased, for the way back (an agent's own listings, read by a brokerage's matched
--     parcels and projects).
CREATE INDEX IF NOT EXISTS mls_listings_location_idx ON mls_listings USING gist (location);
CREATE INDEX IF NOT EXISTS mls_listings_agent_lower_idx ON mls_listings (lower(agent));
CREATE INDEX IF NOT EXISTS contacts_agent_name_idx ON contacts (lower(name)) WHERE types @> '{Real Estate Agent}';
