-- parcelCountQuery
select
  count(*) as "count"
from
  "parcels" as "p"
where
  "p"."city" in ($1)
  and "p"."products" && ARRAY[$2]::text[]
  and (
    "p"."property_info_building" = false
    or "p"."mls_status" in ('Active', 'Under Contract')
  );
-- parameters: ["Lehi","singleFamily"]

-- selectCard: runs no SQL: the columns of parcelDataQuery and parcelAtPointQuery

-- parcelDataQuery (by id)
select
  "p"."id",
  "p"."source",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."acreage",
  "p"."address",
  "p"."city",
  "p"."city_by_geometry",
  "p"."county",
  "p"."county_by_geometry",
  "p"."state",
  "p"."postal_code",
  "p"."ownership_name",
  "p"."area_tags",
  "p"."actual_zoning",
  "p"."possible_lots",
  "p"."market_value",
  "p"."mls_status",
  "p"."property_info_building",
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "source_as_of_text",
  "p"."workability_score",
  "p"."reasonability_score",
  "p"."disposition_score",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  exists (
    select
      1
    from
      parcel_bookmarks b
    where
      b.parcel_id = p.id
      and b.user_id = $1
      and b.survey_taker = $2
  ) as "exists_in_bookmarks"
from
  "parcels" as "p"
where
  "p"."city" in ($3)
  and "p"."products" && ARRAY[$4]::text[]
  and (
    "p"."property_info_building" = false
    or "p"."mls_status" in ('Active', 'Under Contract')
  )
order by
  "p"."id"
limit
  $5
offset
  $6;
-- parameters: [7,"","Lehi","singleFamily",10,10]

-- parcelDataQuery (by a score (admins))
select
  "p"."id",
  "p"."source",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."acreage",
  "p"."address",
  "p"."city",
  "p"."city_by_geometry",
  "p"."county",
  "p"."county_by_geometry",
  "p"."state",
  "p"."postal_code",
  "p"."ownership_name",
  "p"."area_tags",
  "p"."actual_zoning",
  "p"."possible_lots",
  "p"."market_value",
  "p"."mls_status",
  "p"."property_info_building",
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "source_as_of_text",
  "p"."workability_score",
  "p"."reasonability_score",
  "p"."disposition_score",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  exists (
    select
      1
    from
      parcel_bookmarks b
    where
      b.parcel_id = p.id
      and b.user_id = $1
      and b.survey_taker = $2
  ) as "exists_in_bookmarks"
from
  "parcels" as "p"
where
  "p"."city" in ($3)
  and "p"."products" && ARRAY[$4]::text[]
  and (
    "p"."property_info_building" = false
    or "p"."mls_status" in ('Active', 'Under Contract')
  )
order by
  "p"."workability_score" desc nulls last,
  "p"."id"
limit
  $5
offset
  $6;
-- parameters: [7,"","Lehi","singleFamily",10,0]

-- parcelDetailQuery
select
  "p".*,
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  ST_AsGeoJSON (p.geom, 6)::json as "points",
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "source_as_of_text",
  exists (
    select
      1
    from
      parcel_bookmarks b
    where
      b.parcel_id = p.id
      and b.user_id = $1
      and b.survey_taker = $2
  ) as "exists_in_bookmarks",
  coalesce(
    (
      select
        json_agg(
          json_build_object(
            'id',
            pr.id,
            'name',
            pr.name,
            'isChild',
            pr.parent_project_id is not null
          )
          order by
            pr.name
        )
      from
        project_parcels pp
        join projects pr on pr.id = pp.project_id
      where
        pp.parcel_id = p.id
    ),
    '[]'::json
  ) as "project_names"
from
  "parcels" as "p"
where
  "p"."id" = $3;
-- parameters: [7,"",42]

-- parcelAllDataQuery
select
  to_jsonb(p) - 'geom' - 'center' || jsonb_build_object(
    'geom',
    ST_AsGeoJSON (p.geom, 6)::jsonb,
    'center',
    ST_AsGeoJSON (p.center, 6)::jsonb
  ) as "all_data"
from
  "parcels" as "p"
where
  "p"."id" = $1;
-- parameters: [42]

-- parcelAtPointQuery
select
  "p"."id",
  "p"."source",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."acreage",
  "p"."address",
  "p"."city",
  "p"."city_by_geometry",
  "p"."county",
  "p"."county_by_geometry",
  "p"."state",
  "p"."postal_code",
  "p"."ownership_name",
  "p"."area_tags",
  "p"."actual_zoning",
  "p"."possible_lots",
  "p"."market_value",
  "p"."mls_status",
  "p"."property_info_building",
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "source_as_of_text",
  "p"."workability_score",
  "p"."reasonability_score",
  "p"."disposition_score",
  ST_AsGeoJSON (p.center, 6)::json as "center_json",
  exists (
    select
      1
    from
      parcel_bookmarks b
    where
      b.parcel_id = p.id
      and b.user_id = $1
      and b.survey_taker = $2
  ) as "exists_in_bookmarks"
from
  "parcels" as "p"
where
  ST_Intersects (p.geom, ST_SetSRID (ST_MakePoint ($3, $4), 4326))
order by
  ST_Area (p.geom)
limit
  $5;
-- parameters: [7,"",-111.85,40.39,1]

-- parcelCenterQuery
select
  avg(ST_Y (p.center)) as "lat",
  avg(ST_X (p.center)) as "lng"
from
  "parcels" as "p"
where
  "p"."city" in ($1)
  and "p"."products" && ARRAY[$2]::text[]
  and (
    "p"."property_info_building" = false
    or "p"."mls_status" in ('Active', 'Under Contract')
  );
-- parameters: ["Lehi","singleFamily"]

-- parcelStatusQuery
select
  count(*) filter (
    where
      "p"."property_info_building" = false
  ) as "s0",
  count(*) filter (
    where
      "p"."mls_status" in ('Active', 'Under Contract')
  ) as "s1",
  count(*) filter (
    where
      exists (
        select
          1
        from
          project_parcels pp
        where
          pp.parcel_id = "p"."id"
      )
  ) as "s2"
from
  "parcels" as "p"
where
  "p"."city" in ($1)
  and "p"."products" && ARRAY[$2]::text[];
-- parameters: ["Lehi","singleFamily"]
