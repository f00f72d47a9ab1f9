-- parcels-clusters-zoom-10
-- parameters: ["land",-111.95,40.7,-111.8,40.8,0.0439453125,0.0439453125]
select avg(ST_Y(p.center)) as "lat", avg(ST_X(p.center)) as "lng", count(*) as "count" from "parcels" as "p" where "p"."products" && ARRAY[$1]::text[] and "p"."center" && ST_MakeEnvelope($2, $3, $4, $5, 4326) group by floor(ST_X(p.center) / $6), floor(ST_Y(p.center) / $7) order by count(*) desc;
