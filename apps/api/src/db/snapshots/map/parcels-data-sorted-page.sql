-- parcels-data-sorted-page
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
  "p"."county" in ($3)
order by
  "p"."workability_score" desc nulls last,
  "p"."id"
limit
  $4
offset
  $5;
-- parameters: [1,"","Salt Lake",10,10]
