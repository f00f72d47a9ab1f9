-- projects-markers-zoom-16
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
  "pr"."center" && ST_MakeEnvelope ($1, $2, $3, $4, 4326)
  and "pr"."project_status" in ($5)
  and pr.center is not null
order by
  "pr"."id"
limit
  $6;
-- parameters: [-111.95,40.7,-111.8,40.8,"Concept",1001]
