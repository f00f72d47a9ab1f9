-- childOf: runs no SQL: a condition (the children cases below)

-- parentOfChild: runs no SQL: a condition (parentMarkersOf)

-- filteredProjects
select
  "pr".*
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($2, $3);
-- parameters: ["Lehi","Concept","For Sale"]

-- projectCountQuery (parents)
select
  count(*) as "count"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($2, $3);
-- parameters: ["Lehi","Concept","For Sale"]

-- projectCountQuery (children of a parent)
select
  count(*) as "count"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."parent_project_id" is not null
  and "pr"."project_status" in ($2, $3)
  and pr.parent_project_id = $4;
-- parameters: ["Lehi","Concept","For Sale",9]

-- selectProjectCard: runs no SQL: the columns of projectDataQuery and projectsOfParcel

-- projectDataQuery (children)
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
  "pr"."city" in ($3)
  and "pr"."parent_project_id" is not null
  and "pr"."project_status" in ($4, $5)
order by
  "pr"."name",
  "pr"."id"
limit
  $6
offset
  $7;
-- parameters: [7,"","Lehi","Concept","For Sale",10,10]

-- projectDataQuery (children of a parent)
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
  "pr"."city" in ($3)
  and "pr"."parent_project_id" is not null
  and "pr"."project_status" in ($4, $5)
  and pr.parent_project_id = $6
order by
  "pr"."name",
  "pr"."id"
limit
  $7
offset
  $8;
-- parameters: [7,"","Lehi","Concept","For Sale",9,10,10]

-- projectDetailQuery
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
  ) as "exists_in_bookmarks",
  "pr"."desired_number_and_style_of_lots",
  "pr"."sub_status",
  "pr"."house_square_footage",
  "pr"."bedrooms",
  "pr"."bathrooms",
  "pr"."garages",
  "pr"."zoning",
  "pr"."mls_entry",
  "pr"."mls_status",
  "pr"."company_matches",
  "pr"."retire_or_display",
  "pr"."distressed",
  "pr"."acreage",
  "pr"."area_tags",
  (
    select
      pa.name
    from
      projects pa
    where
      pa.id = pr.parent_project_id
  ) as "parent_name",
  (
    select
      coalesce(json_agg(distinct pa.parcel_id), '[]'::json)
    from
      project_parcels pp
      join projects pp_pr on pp_pr.id = pp.project_id
      join parcels pa on pa.id = pp.parcel_id
    where
      (
        pp_pr.id = pr.id
        or pp_pr.parent_project_id = pr.id
      )
  ) as "parcel_ids",
  (
    select
      count(distinct pa.id)
    from
      project_parcels pp
      join projects pp_pr on pp_pr.id = pp.project_id
      join parcels pa on pa.id = pp.parcel_id
    where
      (
        pp_pr.id = pr.id
        or pp_pr.parent_project_id = pr.id
      )
      and pp.buildable = $3
  ) as "buildable_count",
  (
    select
      count(distinct pa.id)
    from
      project_parcels pp
      join projects pp_pr on pp_pr.id = pp.project_id
      join parcels pa on pa.id = pp.parcel_id
    where
      (
        pp_pr.id = pr.id
        or pp_pr.parent_project_id = pr.id
      )
      and pp.buildable = $4
  ) as "built_count",
  coalesce(
    (
      select
        json_agg(
          json_build_object('id', c.id, 'name', c.name, 'role', pc.role)
          order by
            c.name
        )
      from
        project_companies pc
        join companies c on c.id = pc.company_id
      where
        pc.project_id = pr.id
    ),
    '[]'::json
  ) as "companies",
  ST_AsGeoJSON (pr.geom, 6)::json as "points"
from
  "projects" as "pr"
where
  "pr"."id" = $5;
-- parameters: [7,"",true,false,9]

-- projectAllDataQuery
select
  to_jsonb(pr) - 'geom' - 'center' || jsonb_build_object(
    'geom',
    ST_AsGeoJSON (pr.geom, 6)::jsonb,
    'center',
    ST_AsGeoJSON (pr.center, 6)::jsonb
  ) as "all_data"
from
  "projects" as "pr"
where
  "pr"."id" = $1;
-- parameters: [9]

-- projectCenterQuery
select
  avg(ST_Y (pr.center)) as "lat",
  avg(ST_X (pr.center)) as "lng"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($2, $3);
-- parameters: ["Lehi","Concept","For Sale"]

-- projectNamesQuery (parents, data)
select
  "pr"."id",
  "pr"."name"
from
  "projects" as "pr"
where
  "pr"."parent_project_id" is null
  and "pr"."name" ilike $1
order by
  "pr"."name",
  "pr"."id"
limit
  $2
offset
  $3;
-- parameters: ["%ridge%",10,10]

-- projectNamesQuery (children, count)
select
  count(*) as "count"
from
  "projects" as "pr"
where
  "pr"."parent_project_id" is not null
  and "pr"."name" ilike $1;
-- parameters: ["%phase%"]

-- isParentProject
select
  "id"
from
  "projects"
where
  "id" = $1
  and "parent_project_id" is null;
-- parameters: [9]

-- parentCenterOf
select
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "projects" as "ch"
  inner join "projects" as "pr" on "pr"."id" = "ch"."parent_project_id"
where
  "ch"."id" = $1;
-- parameters: [10]

-- parcelExists
select
  "id"
from
  "parcels"
where
  "id" = $1;
-- parameters: [42]

-- projectMarkersPage
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
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($2, $3)
  and pr.center is not null
order by
  "pr"."id"
limit
  $4
offset
  $5;
-- parameters: ["Lehi","Concept","For Sale",10,10]

select
  count(*) as "count"
from
  "projects" as "pr"
where
  "pr"."city" in ($1)
  and "pr"."parent_project_id" is null
  and "pr"."project_status" in ($2, $3)
  and pr.center is not null;
-- parameters: ["Lehi","Concept","For Sale"]

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

-- parentMarkersOf
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
  "pr"."parent_project_id" is null
  and pr.center is not null
  and pr.id = (
    select
      ch.parent_project_id
    from
      projects ch
    where
      ch.id = $1
  )
order by
  "pr"."id";
-- parameters: [10]

-- projectsOfParcel
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
  "pr"."city" in ($3)
  and "pr"."project_status" in ($4, $5)
  and exists (
    select
      1
    from
      project_parcels pp
    where
      pp.project_id = pr.id
      and pp.parcel_id = $6
  )
order by
  "pr"."name";
-- parameters: [7,"","Lehi","Concept","For Sale",42]
