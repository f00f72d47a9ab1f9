-- parcels-polygons-zoom-16
select
  "p"."id",
  "p"."parcel_id",
  "p"."acreage",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  ST_AsGeoJSON (ST_SimplifyPreserveTopology (p.geom, $1), 5)::json as "points"
from
  (
    select
      "p"."id",
      "p"."parcel_id",
      "p"."acreage",
      "p"."center",
      "p"."geom"
    from
      "parcels" as "p"
    where
      "p"."geom" && ST_MakeEnvelope ($2, $3, $4, $5, 4326)
    offset
      0
  ) as "p"
limit
  $6;
-- parameters: [0.000005364418029785156,-111.95,40.7,-111.8,40.8,1001]
