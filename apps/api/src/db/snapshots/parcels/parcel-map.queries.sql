-- projectParcelCondition: runs no SQL: the condition of projectParcelCount and projectParcelPolygonsQuery

-- centeredItems
select
  "p"."id",
  "p"."parcel_id",
  "p"."acreage",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  ST_AsGeoJSON (ST_SimplifyPreserveTopology (p.geom, $1), 5)::json as "points"
from
  "parcels" as "p"
where
  p.id = $2
order by
  "p"."id"
limit
  $3;
-- parameters: [0.000005364418029785156,42,1]

select
  "pr"."id",
  "pr"."name",
  "pr"."parent_project_id",
  "pr"."project_status",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "projects" as "pr"
where
  pr.center is not null
  and pr.id = $1
order by
  "pr"."id";
-- parameters: [9]

-- polygonPage (polygons)
select
  (
    select
      row_to_json(j)::text
    from
      (
        select
          r.id,
          r.parcel_id as "parcelId",
          r.acreage::float8 as acreage,
          r.center_json as "geomCenter",
          r.points
      ) j
  ) as "json"
from
  (
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
          "p"."city" in ($2)
          and "p"."products" && ARRAY[$3]::text[]
        offset
          0
      ) as "p"
    order by
      "p"."id"
    limit
      $4
    offset
      $5
  ) as "r"
order by
  "r"."id";
-- parameters: [0.000005364418029785156,"Lehi","singleFamily",1001,1000]

select
  "pr"."id",
  "pr"."name",
  "pr"."parent_project_id",
  "pr"."project_status",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."products" && ARRAY[$2]::text[]
  and pr.center is not null
order by
  "pr"."id"
limit
  $3
offset
  $4;
-- parameters: ["Lehi","singleFamily",1001,1000]

-- polygonPage (markers only, Free Trial)
select
  "pr"."id",
  "pr"."name",
  "pr"."parent_project_id",
  "pr"."project_status",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."products" && ARRAY[$2]::text[]
  and pr.center is not null
order by
  "pr"."id"
limit
  $3
offset
  $4;
-- parameters: ["Lehi","singleFamily",1001,0]

-- projectMarkerOf
select
  "pr"."id",
  "pr"."name",
  "pr"."parent_project_id",
  "pr"."project_status",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "projects" as "pr"
where
  pr.center is not null
  and pr.id = $1
order by
  "pr"."id";
-- parameters: [9]

-- projectExists
select
  "id"
from
  "projects"
where
  "id" = $1;
-- parameters: [9]

-- projectParcelCount (all)
select
  count(*) as "count"
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
        ppr.id = $1
        or ppr.parent_project_id = $2
      )
  );
-- parameters: [9,9]

-- projectParcelCount (buildable)
select
  count(*) as "count"
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
        ppr.id = $1
        or ppr.parent_project_id = $2
      )
      and pp.buildable = true
  );
-- parameters: [9,9]

-- projectParcelCount (already built)
select
  count(*) as "count"
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
        ppr.id = $1
        or ppr.parent_project_id = $2
      )
      and pp.buildable = false
  );
-- parameters: [9,9]

-- projectParcelPolygonsQuery
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
  )
order by
  "p"."id";
-- parameters: [0.000005364418029785156,9,9]

-- projectParcelsPage
select
  (
    select
      row_to_json(j)::text
    from
      (
        select
          r.id,
          r.parcel_id as "parcelId",
          r.acreage::float8 as acreage,
          r.center_json as "geomCenter",
          r.points
      ) j
  ) as "json"
from
  (
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
      $4
    offset
      $5
  ) as "r"
order by
  "r"."id";
-- parameters: [0.000005364418029785156,9,9,1000,0]

select
  count(*) as "count"
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
        ppr.id = $1
        or ppr.parent_project_id = $2
      )
      and pp.buildable = true
  );
-- parameters: [9,9]
