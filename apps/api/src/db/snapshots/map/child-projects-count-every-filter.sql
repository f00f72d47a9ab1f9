-- child-projects-count-every-filter
select
  count(*) as "count"
from
  "projects" as "pr"
where
  "pr"."center" && ST_MakeEnvelope ($1, $2, $3, $4, 4326)
  and "pr"."city" in ($5)
  and "pr"."products" && ARRAY[$6]::text[]
  and "pr"."parent_project_id" is not null
  and "pr"."project_status" in ($7, $8)
  and "pr"."lot_sizes" && ARRAY[$9]::text[]
  and "pr"."special_product_types" && ARRAY[$10]::text[]
  and exists (
    select
      1
    from
      projects pa
    where
      pa.id = "pr"."parent_project_id"
      and pa.name ilike $11
  )
  and "pr"."name" ilike $12;
-- parameters: [-111.95,40.7,-111.8,40.8,"Lehi","condos","Concept","For Sale","0.10 - 0.20 acre","55+ Communities","%Ridge%","%Phase%"]
