-- countParcelBookmarks
select
  count(*) as "n"
from
  "parcel_bookmarks" as "b"
  inner join "parcels" as "p" on "p"."id" = "b"."parcel_id"
where
  "b"."user_id" = $1
  and "b"."survey_taker" = $2;
-- parameters: [7,""]

-- listParcelBookmarks
select
  "b"."id" as "bookmarkId",
  "b"."description",
  "b"."survey_taker",
  "b"."created_at",
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
  "parcel_bookmarks" as "b"
  inner join "parcels" as "p" on "p"."id" = "b"."parcel_id"
where
  "b"."user_id" = $3
  and "b"."survey_taker" = $4
order by
  "b"."created_at" desc,
  "b"."id" desc
limit
  $5
offset
  $6;
-- parameters: [7,"",7,"",10,20]

-- parcelBookmarkCoordinates
select
  "b"."id" as "bookmarkId",
  "p"."id",
  "p"."parcel_id",
  "p"."ownership_name",
  ST_Y (p.center) as "lat",
  ST_X (p.center) as "lng",
  ST_AsGeoJSON (p.geom, 6)::json as "points"
from
  "parcel_bookmarks" as "b"
  inner join "parcels" as "p" on "p"."id" = "b"."parcel_id"
where
  "b"."user_id" = $1
  and "b"."survey_taker" = $2
order by
  "b"."created_at" desc,
  "b"."id" desc
limit
  $3
offset
  $4;
-- parameters: [7,"",1000,0]

-- parcelExists
select
  "id"
from
  "parcels"
where
  "id" = $1;
-- parameters: [42]

-- insertParcelBookmark
insert into
  "parcel_bookmarks" (
    "user_id",
    "survey_taker",
    "parcel_id",
    "description"
  )
values
  ($1, $2, $3, $4)
on conflict ("user_id", "survey_taker", "parcel_id") do nothing
returning
  "id",
  "parcel_id",
  "survey_taker",
  "description",
  "created_at";
-- parameters: [7,"",42,"Near the canal"]

-- deleteParcelBookmarkById
delete from "parcel_bookmarks"
where
  "id" = $1
  and "user_id" = $2
returning
  "id",
  "parcel_id";
-- parameters: [5,7]

-- deleteParcelBookmarkByParcel
delete from "parcel_bookmarks"
where
  "user_id" = $1
  and "survey_taker" = $2
  and "parcel_id" = $3
returning
  "id",
  "parcel_id";
-- parameters: [7,"",42]

-- bookmarkedParcelIds
select
  "parcel_id"
from
  "parcel_bookmarks"
where
  "user_id" = $1
  and "survey_taker" = $2
  and "parcel_id" in ($3, $4);
-- parameters: [7,"",42,43]
