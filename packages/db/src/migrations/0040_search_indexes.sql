-- The address box (GET /api/search; apps/api/src/modules/search/search.queries.ts; bench/search-and-counts.md).
--
-- On 1M parcels the address branch took p50 694 ms (trigram `%` over ~190k GIN candidates, each scored and sorted)
-- and the formatted parcel id's LIKE had no index at all (a walk of every parcel). Each branch of the search now
-- reads one index in the order it answers and stops at its LIMIT:
--
-- * the nearest addresses and project names by trigram distance: KNN (`ORDER BY address <-> q`) on GiST;
-- * addresses, project names and parcel ids (raw and formatted) starting with the query: a btree in "C" order, in
--   which `LIKE 'q%'` is a range scan whatever the database's collation (text_pattern_ops would find the range but
--   cannot give the order).
CREATE INDEX parcels_address_knn_idx ON parcels USING gist (address gist_trgm_ops);
CREATE INDEX parcels_address_prefix_idx ON parcels ((lower(address) COLLATE "C"));
CREATE INDEX parcels_parcel_id_prefix_idx ON parcels ((parcel_id COLLATE "C"));
CREATE INDEX parcels_formatted_parcel_id_prefix_idx ON parcels ((formatted_parcel_id COLLATE "C"));
CREATE INDEX projects_name_knn_idx ON projects USING gist (name gist_trgm_ops);
CREATE INDEX projects_name_prefix_idx ON projects ((lower(name) COLLATE "C"));
