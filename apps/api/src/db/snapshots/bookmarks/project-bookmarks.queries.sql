-- countProjectBookmarks (all)
select
  count(*) as "n"
from
  "project_bookmarks" as "b"
  inner join "projects" as "pr" on "pr"."id" = "b"."project_id"
where
  "b"."user_id" = $1
  and "b"."survey_taker" = $2;
-- parameters: [7,"taker@example.com"]

-- countProjectBookmarks (child)
select
  count(*) as "n"
from
  "project_bookmarks" as "b"
  inner join "projects" as "pr" on "pr"."id" = "b"."project_id"
where
  "b"."user_id" = $1
  and "b"."survey_taker" = $2
  and "b"."type" = $3;
-- parameters: [7,"taker@example.com","child"]

-- listProjectBookmarks
select
  "b"."id" as "bookmarkId",
  "b"."description",
  "b"."survey_taker",
  "b"."created_at",
  "b"."type",
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
  "project_bookmarks" as "b"
  inner join "projects" as "pr" on "pr"."id" = "b"."project_id"
where
  "b"."user_id" = $3
  and "b"."survey_taker" = $4
  and "b"."type" = $5
order by
  "b"."created_at" desc,
  "b"."id" desc
limit
  $6
offset
  $7;
-- parameters: [7,"taker@example.com",7,"taker@example.com","parent",10,0]

-- projectBookmarkCoordinates
select
  "b"."id" as "bookmarkId",
  "b"."type",
  "pr"."id",
  "pr"."name",
  ST_Y (pr.center) as "lat",
  ST_X (pr.center) as "lng"
from
  "project_bookmarks" as "b"
  inner join "projects" as "pr" on "pr"."id" = "b"."project_id"
where
  "b"."user_id" = $1
  and "b"."survey_taker" = $2
  and "pr"."center" is not null
order by
  "b"."created_at" desc,
  "b"."id" desc
limit
  $3
offset
  $4;
-- parameters: [7,"taker@example.com",1000,0]

-- findProjectKind
select
  "id",
  "name",
  "parent_project_id"
from
  "projects"
where
  "id" = $1;
-- parameters: [9]

-- insertProjectBookmark
insert into
  "project_bookmarks" (
    "user_id",
    "survey_taker",
    "project_id",
    "type",
    "description"
  )
values
  ($1, $2, $3, $4, $5)
on conflict ("user_id", "survey_taker", "project_id") do nothing
returning
  "id",
  "project_id",
  "type",
  "survey_taker",
  "description",
  "created_at";
-- parameters: [7,"taker@example.com",9,"child",null]

-- deleteProjectBookmarkById
delete from "project_bookmarks"
where
  "id" = $1
  and "user_id" = $2
returning
  "id",
  "project_id",
  "type";
-- parameters: [5,7]

-- deleteProjectBookmarkByProject
delete from "project_bookmarks"
where
  "user_id" = $1
  and "survey_taker" = $2
  and "project_id" = $3
  and "type" = $4
returning
  "id",
  "project_id",
  "type";
-- parameters: [7,"taker@example.com",9,"parent"]

-- bookmarkedProjectIds
select
  "project_id"
from
  "project_bookmarks"
where
  "user_id" = $1
  and "survey_taker" = $2
  and "project_id" in ($3, $4);
-- parameters: [7,"taker@example.com",9,10]
