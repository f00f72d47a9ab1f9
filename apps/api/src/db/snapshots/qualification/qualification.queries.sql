-- findParcel
select
  "p"."id",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."acreage",
  "p"."address",
  "p"."city",
  "p"."city_by_geometry",
  "p"."county",
  "p"."county_by_geometry",
  "p"."ownership_name",
  "p"."owner_type",
  "p"."actual_zoning",
  "p"."property_info_building",
  "p"."mls_status",
  "p"."mls_listing_price",
  "p"."source",
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
      water_rights w
    where
      ST_DWithin (w.location::geography, p.geom::geography, $1)
  ) as "water_rights_nearby"
from
  "parcels" as "p"
where
  "p"."parcel_id" = $2;
-- parameters: [1609.344,"58-021-0045"]

select
  "p"."id",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."acreage",
  "p"."address",
  "p"."city",
  "p"."city_by_geometry",
  "p"."county",
  "p"."county_by_geometry",
  "p"."ownership_name",
  "p"."owner_type",
  "p"."actual_zoning",
  "p"."property_info_building",
  "p"."mls_status",
  "p"."mls_listing_price",
  "p"."source",
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
      water_rights w
    where
      ST_DWithin (w.location::geography, p.geom::geography, $1)
  ) as "water_rights_nearby"
from
  "parcels" as "p"
where
  "p"."formatted_parcel_id" = $2
order by
  "p"."id"
limit
  $3;
-- parameters: [1609.344,"58-021-0045",1]

-- sheetRow
select
  "e"."owner_info",
  "e"."online_info",
  "e"."city_info",
  "e"."notes",
  "e"."version",
  "e"."field_versions",
  "e"."updated_at",
  "e"."updated_by",
  (
    select
      coalesce(
        nullif(trim(u.firstname || ' ' || u.lastname), ''),
        u.email
      )
    from
      users u
    where
      u.id = "e"."updated_by"
  ) as "updated_by_name"
from
  "parcel_extra_info" as "e"
where
  "e"."parcel_id" = $1;
-- parameters: [42]

-- lockSheet
insert into
  "parcel_extra_info" ("parcel_id")
values
  ($1)
on conflict ("parcel_id") do nothing;
-- parameters: [42]

select
  "e"."owner_info",
  "e"."online_info",
  "e"."city_info",
  "e"."notes",
  "e"."version",
  "e"."field_versions",
  "e"."updated_at",
  "e"."updated_by",
  null as "updated_by_name"
from
  "parcel_extra_info" as "e"
where
  "e"."parcel_id" = $1
for update;
-- parameters: [42]

-- updateSheet
update "parcel_extra_info"
set
  "owner_info" = $1,
  "online_info" = $2,
  "city_info" = $3,
  "notes" = $4,
  "field_versions" = $5,
  "version" = $6,
  "updated_by" = $7,
  "updated_at" = $8
where
  "parcel_id" = $9;
-- parameters: ["{\"owner_name_processed\":\"Sorensen Family Trust\"}","{}","{}","[]","{\"owner_name_processed\":3}",3,1,"2026-03-02T15:00:00.000Z",42]

-- insertSave
insert into
  "parcel_extra_info_saves" (
    "parcel_id",
    "version",
    "fields",
    "note_added",
    "saved_by",
    "saved_at"
  )
values
  ($1, $2, $3, $4, $5, $6);
-- parameters: [42,3,["owner_name_processed"],true,1,"2026-03-02T15:00:00.000Z"]

-- recentSaves
select
  "s"."version",
  "s"."saved_at",
  "s"."saved_by",
  "s"."fields",
  "s"."note_added",
  (
    select
      coalesce(
        nullif(trim(u.firstname || ' ' || u.lastname), ''),
        u.email
      )
    from
      users u
    where
      u.id = "s"."saved_by"
  ) as "saved_by_name"
from
  "parcel_extra_info_saves" as "s"
where
  "s"."parcel_id" = $1
order by
  "s"."version" desc
limit
  $2;
-- parameters: [42,20]

-- utahCityName
select
  "c"."name"
from
  "cities" as "c"
where
  "c"."state" = $1
  and lower(c.name) = lower($2)
order by
  "c"."name";
-- parameters: ["UT","lehi"]

-- utahCountyName
select
  "name"
from
  "counties"
where
  "state" = $1
  and lower(name) = lower($2)
order by
  "name";
-- parameters: ["UT","Utah"]
