-- citiesQuery (all)
select
  "c"."name"
from
  "cities" as "c"
where
  "c"."state" = $1
order by
  "c"."name";
-- parameters: ["UT"]

-- citiesQuery (every filter)
select
  "c"."name"
from
  "cities" as "c"
where
  "c"."state" = $1
  and exists (
    select
      1 as "one"
    from
      "counties" as "co"
    where
      "co"."id" = "c"."county_id"
      and "co"."name" in ($2)
  )
  and exists (
    select
      1 as "one"
    from
      "area_tag_cities" as "atc"
      inner join "area_tags" as "at" on "at"."id" = "atc"."area_tag_id"
    where
      "atc"."city_id" = "c"."id"
      and "at"."name" in ($3)
  )
  and exists (
    select
      1 as "one"
    from
      "zip_codes" as "z"
    where
      "z"."city" = "c"."name"
      and "z"."zip" in ($4)
  )
order by
  "c"."name";
-- parameters: ["UT","Utah","North Utah County","84043"]

-- countiesQuery
select
  "name"
from
  "counties"
where
  "state" = $1
order by
  "name";
-- parameters: ["UT"]

-- zoningCitiesQuery (all)
select distinct
  "jurisdiction_name" as "name"
from
  "zoning_codes"
where
  "jurisdiction_type" = $1
order by
  "jurisdiction_name";
-- parameters: ["city"]

-- zoningCitiesQuery (by name)
select distinct
  "jurisdiction_name" as "name"
from
  "zoning_codes"
where
  "jurisdiction_type" = $1
  and "jurisdiction_name" ilike $2
order by
  "jurisdiction_name";
-- parameters: ["county","%ut%"]

-- zoningCodesQuery
select
  "code",
  "description",
  "category",
  "code_link"
from
  "zoning_codes"
where
  "jurisdiction_type" = $1
  and lower(jurisdiction_name) = lower($2)
order by
  "code";
-- parameters: ["city","Lehi"]

-- placeBounds
SELECT
  ST_XMin (b)::float8 AS west,
  ST_YMin (b)::float8 AS south,
  ST_XMax (b)::float8 AS east,
  ST_YMax (b)::float8 AS north
FROM
  (
    SELECT
      ST_Extent (g) AS b
    FROM
      (
        SELECT
          geom AS g
        FROM
          counties
        WHERE
          state = 'UT'
          AND name IN ($1)
        UNION ALL
        SELECT
          geom AS g
        FROM
          area_tags
        WHERE
          name IN ($2)
        UNION ALL
        SELECT
          center AS g
        FROM
          cities
        WHERE
          state = 'UT'
          AND name IN ($3)
        UNION ALL
        SELECT
          center AS g
        FROM
          parcels
        WHERE
          city IN ($4)
        UNION ALL
        SELECT
          center AS g
        FROM
          zip_codes
        WHERE
          zip IN ($5)
        UNION ALL
        SELECT
          center AS g
        FROM
          parcels
        WHERE
          postal_code IN ($6)
      ) AS places
  ) AS e;
-- parameters: ["Utah","North Utah County","Lehi","Lehi","84043","84043"]
