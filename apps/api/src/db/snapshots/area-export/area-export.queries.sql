-- areaSources
SELECT DISTINCT
  p.source,
  coalesce(p.county_by_geometry, p.county) AS county,
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) AS as_of
FROM
  parcels p
WHERE
  "p"."city" in ($1)
  and "p"."products" && ARRAY[$2]::text[]
ORDER BY
  1,
  2,
  3
LIMIT
  30;
-- parameters: ["Lehi","singleFamily"]

-- pruneExports
delete from "area_exports"
where
  "created_at" < $1;
-- parameters: ["2026-03-02T15:00:00.000Z"]

-- recordExport
insert into
  "area_exports" ("id", "user_id", "format", "total", "created_at")
values
  ($1, $2, $3, $4, $5)
on conflict ("id") do nothing;
-- parameters: ["3f2b8c1e-5d4a-4f7e-9a61-0c2d7e8b9a10",7,"geojson",120,"2026-03-02T15:00:00.000Z"]

-- exportProgress
select
  "total",
  "done",
  "finished_at"
from
  "area_exports"
where
  "id" = $1
  and "user_id" = $2;
-- parameters: ["3f2b8c1e-5d4a-4f7e-9a61-0c2d7e8b9a10",7]
