-- parent-projects-data-every-filter
select
  "pr"."id",
  "pr"."parent_project_id",
  "pr"."name",
  "pr"."owner_names",
  "pr"."ownership_name",
  "pr"."state",
  "pr"."address",
  "pr"."city",
  "pr"."city_by_geometry",
  "pr"."county",
  "pr"."postal_code",
  "pr"."project_status",
  "pr"."number_and_style_of_lots",
  "pr"."special_product_types",
  "pr"."lot_sizes",
  "pr"."house_style",
  "pr"."price_point",
  "pr"."source",
  to_char(
    coalesce(
      pr.source_as_of,
      CASE
        WHEN pr.source = 'generated' THEN pr.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "source_as_of_text",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng",
  ST_AsGeoJSON (pr.center, 6)::json as "center_json",
  (
    select
      count(*)
    from
      projects ch
    where
      ch.parent_project_id = pr.id
  ) as "child_count",
  (
    select
      count(*)
    from
      project_parcels pp
    where
      pp.project_id = pr.id
  ) as "parcel_count",
  exists (
    select
      1
    from
      project_bookmarks b
    where
      b.project_id = pr.id
      and b.user_id = $1
      and b.survey_taker = $2
  ) as "exists_in_bookmarks"
from
  "projects" as "pr"
where
  "pr"."center" && ST_MakeEnvelope ($3, $4, $5, $6, 4326)
  and "pr"."city" in ($7)
  and "pr"."products" && ARRAY[$8]::text[]
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($9, $10)
  and "pr"."lot_sizes" && ARRAY[$11]::text[]
  and "pr"."special_product_types" && ARRAY[$12]::text[]
  and "pr"."name" ilike $13
  and exists (
    select
      1
    from
      projects ch
    where
      ch.parent_project_id = "pr"."id"
      and ch.name ilike $14
  )
order by
  "pr"."name",
  "pr"."id"
limit
  $15
offset
  $16;
-- parameters: [1,"",-111.95,40.7,-111.8,40.8,"Lehi","condos","Concept","For Sale","0.10 - 0.20 acre","55+ Communities","%Ridge%","%Phase%",10,10]
