-- Map counts with the common filters (issue 6; bench/map-viewport.md, "Covering indexes for the counts").
--
-- A count such as "Salt Lake County, minAcreage 1, singleFamily, Vacant" used to AND three bitmaps of 220k-290k
-- parcels each (county, acreage, products) and then read ~3,500 heap pages: ~95 ms on 1M parcels. Both indexes
-- below carry the columns those counts test, so PostgreSQL answers them with an index-only scan (the heap is read
-- only for pages not yet marked all-visible by VACUUM).

-- One or more counties with an acreage range, optionally a parcel status / noBuildings and
-- product flags: the range of the county with that acreage, building flag and products checked in the index.
CREATE INDEX parcels_county_acreage_idx ON parcels (county, acreage) INCLUDE (property_info_building, products);

-- Vacant parcels (parcelStatus=Vacant or noBuildings=true) with an acreage range, products and a viewport. A
-- zoom-10 viewport over the Wasatch Front holds a third of all parcels, so the spatial index alone narrows little;
-- here the acreage range of the vacant parcels is scanned and the bounding-box test runs on the included geometry
-- (the filter compiler writes the viewport condition first so it rejects most rows before the products test).
CREATE INDEX parcels_vacant_acreage_idx ON parcels (acreage) INCLUDE (products, geom)
  WHERE NOT property_info_building;
