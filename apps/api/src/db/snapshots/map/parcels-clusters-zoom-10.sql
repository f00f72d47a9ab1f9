-- parcels-clusters-zoom-10
select
  avg(ST_Y (p.center)) as "lat",
  avg(ST_X (p.center)) as "lng",
  count(*) as "count"
from
  "parcels" as "p"
where
  "p"."center" && ST_MakeEnvelope ($1, $2, $3, $4, 4326)
  and "p"."products" && ARRAY[$5]::text[]
group by
  floor(ST_X (p.center) / $6),
  floor(ST_Y (p.center) / $7)
order by
  count(*) desc;
-- parameters: [-111.95,40.7,-111.8,40.8,"land",0.0439453125,0.0439453125]
