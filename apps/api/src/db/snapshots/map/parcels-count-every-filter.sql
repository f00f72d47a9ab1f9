-- parcels-count-every-filter
select
  count(*) as "count"
from
  "parcels" as "p"
where
  "p"."geom" && ST_MakeEnvelope ($1, $2, $3, $4, 4326)
  and "p"."city" in ($5, $6)
  and "p"."county" in ($7)
  and "p"."postal_code" in ($8)
  and "p"."area_tags" && ARRAY[$9]::text[]
  and "p"."products" && ARRAY[$10, $11]::text[]
  and "p"."house_style" && ARRAY[$12]::text[]
  and (
    "p"."geom" && ST_MakeEnvelope ($13, $14, $15, $16, 4326)
    and _ST_Intersects (
      "p"."geom",
      ST_MakeValid (
        ST_MakePolygon (ST_SetSRID (ST_GeomFromGeoJSON ($17), 4326))
      )
    )
  )
  and "p"."acreage" between $18 and $19
  and "p"."acreage" >= $20
  and "p"."acreage" <= $21
  and (
    "p"."property_info_building" = false
    or "p"."mls_status" in ('Active', 'Under Contract')
    or exists (
      select
        1
      from
        project_parcels pp
      where
        pp.parcel_id = "p"."id"
    )
  )
  and (
    "p"."possible_lots_proxy" is not null
    or "p"."possible_lots_zoning" is not null
  )
  and (
    "p"."parcel_id" collate "C" like $22
    or "p"."formatted_parcel_id" collate "C" like $23
  )
  and (
    (
      "p"."city" = $24
      and "p"."actual_zoning" = $25
    )
    or "p"."actual_zoning" = $26
    or (
      "p"."county" = $27
      and "p"."actual_zoning" = $28
    )
  )
  and "p"."property_info_building" = false;
-- parameters: [-111.95,40.7,-111.8,40.8,"Lehi","Provo","Utah","84043","North Utah County","singleFamily","townhouse","Rambler",-111.9,40.71,-111.85,40.75,"{\"type\":\"LineString\",\"coordinates\":[[-111.9,40.71],[-111.85,40.71],[-111.85,40.75],[-111.9,40.71]]}",0.5,20,1,10,"58-021%","58-021%","Lehi","R-1-8","RM-15","Utah","A-1"]
