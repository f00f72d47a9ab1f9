-- project-parcels-buildable
select
  "p"."id",
  "p"."parcel_id",
  "p"."acreage",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  ST_AsGeoJSON (ST_SimplifyPreserveTopology (p.geom, $1), 5)::json as "points"
from
  "parcels" as "p"
where
  exists (
    select
      1
    from
      project_parcels pp
      join projects ppr on ppr.id = pp.project_id
    where
      pp.parcel_id = p.id
      and (
        ppr.id = $2
        or ppr.parent_project_id = $3
      )
      and pp.buildable = true
  )
order by
  "p"."id"
limit
  $4;
-- parameters: [0.000005364418029785156,42,42,1000]
