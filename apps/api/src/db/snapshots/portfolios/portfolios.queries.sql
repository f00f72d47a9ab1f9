-- ownerOf (parcel)
SELECT
  ownership_name AS name,
  mailing_address AS address,
  mailing_zip AS zip,
  concat_ws(
    ', ',
    mailing_address,
    mailing_city,
    concat_ws(' ', mailing_state, mailing_zip)
  ) AS mailing
FROM
  parcels
WHERE
  id = $1;
-- parameters: [42]

-- ownerOf (project)
SELECT
  coalesce(ownership_name, owner_names[1]) AS name,
  NULL AS address,
  NULL AS zip,
  NULL AS mailing
FROM
  projects
WHERE
  id = $1;
-- parameters: [9]

-- ownerOf (contact)
SELECT
  coalesce(nullif(owner_name, ''), name) AS name,
  address,
  zip,
  nullif(concat_ws(', ', address, zip), '') AS mailing
FROM
  contacts
WHERE
  id = $1;
-- parameters: [31]

-- groupingOf: runs no SQL: the grouping in words

-- portfolioOf (name and mailing address)
SELECT
  count(*)::int AS parcels,
  coalesce(sum(p.acreage), 0)::float8 AS acres,
  coalesce(sum(p.market_value), 0)::float8 AS market_value
FROM
  (
    SELECT
      p.id,
      'name and mailing address' AS matched_on
    FROM
      parcels p
    WHERE
      owner_name_key (p.ownership_name) = $1
      AND owner_mailing_key (p.mailing_address, p.mailing_zip) = $2
    UNION ALL
    SELECT
      p.id,
      'mailing address'
    FROM
      parcels p
    WHERE
      owner_mailing_key (p.mailing_address, p.mailing_zip) = $3
      AND owner_name_key (p.ownership_name) IS DISTINCT FROM $4
      AND string_to_array(owner_name_key (p.ownership_name), ' ') && $5::text[]
  ) o
  JOIN parcels p ON p.id = o.id;
-- parameters: ["FELLOWSHIP HARVEST HOLDINGS","123 MAIN ST|84043","123 MAIN ST|84043","FELLOWSHIP HARVEST HOLDINGS",["FELLOWSHIP","HARVEST"]]

WITH
  chosen AS (
    SELECT
      o.id,
      o.matched_on
    FROM
      (
        SELECT
          p.id,
          'name and mailing address' AS matched_on
        FROM
          parcels p
        WHERE
          owner_name_key (p.ownership_name) = $1
          AND owner_mailing_key (p.mailing_address, p.mailing_zip) = $2
        UNION ALL
        SELECT
          p.id,
          'mailing address'
        FROM
          parcels p
        WHERE
          owner_mailing_key (p.mailing_address, p.mailing_zip) = $3
          AND owner_name_key (p.ownership_name) IS DISTINCT FROM $4
          AND string_to_array(owner_name_key (p.ownership_name), ' ') && $5::text[]
      ) o
      JOIN parcels p ON p.id = o.id
    ORDER BY
      p.acreage DESC,
      p.id
    LIMIT
      $6
  )
SELECT
  p.id,
  p.parcel_id,
  p.address,
  p.city,
  p.county,
  p.acreage::float8 AS acreage,
  p.market_value,
  p.ownership_name,
  c.matched_on,
  p.source,
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) AS source_as_of,
  nullif(
    concat_ws(
      ', ',
      p.mailing_address,
      p.mailing_city,
      concat_ws(' ', p.mailing_state, p.mailing_zip)
    ),
    ''
  ) AS mailing,
  ST_ClusterDBSCAN (p.geom, eps := $7, minpoints := 1) OVER () AS
cluster
FROM
  chosen c
  JOIN parcels p ON p.id = c.id
ORDER BY
  p.id;
-- parameters: ["FELLOWSHIP HARVEST HOLDINGS","123 MAIN ST|84043","123 MAIN ST|84043","FELLOWSHIP HARVEST HOLDINGS",["FELLOWSHIP","HARVEST"],2000,0.00001796622349982034]

SELECT
  id,
  name,
  parent_project_id IS NOT NULL AS is_child,
  project_status AS status,
  city,
  ownership_name,
  source,
  to_char(
    coalesce(
      pr.source_as_of,
      CASE
        WHEN pr.source = 'generated' THEN pr.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) AS source_as_of
FROM
  projects pr
WHERE
  owner_name_keys (array_append(pr.owner_names, pr.ownership_name)) @> ARRAY[$1::text]
ORDER BY
  pr.parent_project_id NULLS FIRST,
  pr.id
LIMIT
  $2;
-- parameters: ["FELLOWSHIP HARVEST HOLDINGS",2000]

-- portfolioOf (name only)
SELECT
  count(*)::int AS parcels,
  coalesce(sum(p.acreage), 0)::float8 AS acres,
  coalesce(sum(p.market_value), 0)::float8 AS market_value
FROM
  (
    SELECT
      p.id,
      'name' AS matched_on
    FROM
      parcels p
    WHERE
      owner_name_key (p.ownership_name) = $1
      AND owner_mailing_key (p.mailing_address, p.mailing_zip) IS NULL
  ) o
  JOIN parcels p ON p.id = o.id;
-- parameters: ["FELLOWSHIP HARVEST"]

WITH
  chosen AS (
    SELECT
      o.id,
      o.matched_on
    FROM
      (
        SELECT
          p.id,
          'name' AS matched_on
        FROM
          parcels p
        WHERE
          owner_name_key (p.ownership_name) = $1
          AND owner_mailing_key (p.mailing_address, p.mailing_zip) IS NULL
      ) o
      JOIN parcels p ON p.id = o.id
    ORDER BY
      p.acreage DESC,
      p.id
    LIMIT
      $2
  )
SELECT
  p.id,
  p.parcel_id,
  p.address,
  p.city,
  p.county,
  p.acreage::float8 AS acreage,
  p.market_value,
  p.ownership_name,
  c.matched_on,
  p.source,
  to_char(
    coalesce(
      p.source_as_of,
      CASE
        WHEN p.source = 'generated' THEN p.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) AS source_as_of,
  nullif(
    concat_ws(
      ', ',
      p.mailing_address,
      p.mailing_city,
      concat_ws(' ', p.mailing_state, p.mailing_zip)
    ),
    ''
  ) AS mailing,
  ST_ClusterDBSCAN (p.geom, eps := $3, minpoints := 1) OVER () AS
cluster
FROM
  chosen c
  JOIN parcels p ON p.id = c.id
ORDER BY
  p.id;
-- parameters: ["FELLOWSHIP HARVEST",2000,0.00001796622349982034]

SELECT
  id,
  name,
  parent_project_id IS NOT NULL AS is_child,
  project_status AS status,
  city,
  ownership_name,
  source,
  to_char(
    coalesce(
      pr.source_as_of,
      CASE
        WHEN pr.source = 'generated' THEN pr.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) AS source_as_of
FROM
  projects pr
WHERE
  owner_name_keys (array_append(pr.owner_names, pr.ownership_name)) @> ARRAY[$1::text]
ORDER BY
  pr.parent_project_id NULLS FIRST,
  pr.id
LIMIT
  $2;
-- parameters: ["FELLOWSHIP HARVEST",2000]
