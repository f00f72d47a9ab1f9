-- searchPlaces
(
  WITH
    prefixed AS MATERIALIZED (
      SELECT
        p.id,
        p.address,
        p.city,
        p.city_by_geometry,
        p.center
      FROM
        parcels p
      WHERE
        lower(p.address) COLLATE "C" LIKE $1
      ORDER BY
        lower(p.address) COLLATE "C"
      LIMIT
        $2
    )
  SELECT
    'address' AS type,
    c.id,
    c.address || coalesce(', ' || coalesce(c.city_by_geometry, c.city), '') AS label,
    ST_Y (c.center) AS lat,
    ST_X (c.center) AS lng,
    similarity (c.address, $3) AS score
  FROM
    (
      (
        SELECT
          *
        FROM
          prefixed
      )
      UNION
      (
        SELECT
          *
        FROM
          prefixed
        WHERE
          false
      )
    ) c
  WHERE
    (
      c.address % $4
      OR c.address ILIKE $5
    )
    AND (
      $6::text IS NULL
      OR "c"."city" ILIKE $7
    )
  ORDER BY
    score DESC,
    c.id
  LIMIT
    $8
)
UNION ALL
(
  SELECT
    'city' AS type,
    NULL::bigint AS id,
    c.name || ', ' || c.state AS label,
    ST_Y (c.center) AS lat,
    ST_X (c.center) AS lng,
    similarity (c.name, $9) + CASE
      WHEN c.name ILIKE $10 THEN 0.5
      ELSE 0
    END AS score
  FROM
    cities c
  WHERE
    c.name ILIKE $11
    OR c.name % $12
  ORDER BY
    score DESC
  LIMIT
    $13
)
UNION ALL
(
  WITH
    prefixed AS MATERIALIZED (
      SELECT
        pr.id,
        pr.name,
        pr.center
      FROM
        projects pr
      WHERE
        pr.center IS NOT NULL
        AND lower(pr.name) COLLATE "C" LIKE $14
      ORDER BY
        lower(pr.name) COLLATE "C"
      LIMIT
        $15
    )
  SELECT
    'project' AS type,
    c.id,
    c.name AS label,
    ST_Y (c.center) AS lat,
    ST_X (c.center) AS lng,
    similarity (c.name, $16) + CASE
      WHEN c.name ILIKE $17 THEN 0.3
      ELSE 0
    END AS score
  FROM
    (
      (
        SELECT
          *
        FROM
          prefixed
      )
      UNION
      (
        SELECT
          pr.id,
          pr.name,
          pr.center
        FROM
          projects pr
        WHERE
          pr.center IS NOT NULL
          AND true
          AND (
            SELECT
              count(*)
            FROM
              prefixed
          ) < $18
        ORDER BY
          pr.name <-> $19
        LIMIT
          $20
      )
    ) c
  WHERE
    c.name % $21
    OR c.name ILIKE $22
  ORDER BY
    score DESC,
    c.id
  LIMIT
    $23
);
-- parameters: ["lehi main%",5,"lehi main","lehi main","%lehi main%",null,null,5,"lehi main","lehi main%","%lehi main%","lehi main",5,"lehi main%",5,"lehi main","%lehi main%",5,"lehi main",5,"lehi main","%lehi main%",5]

-- searchStatement: runs no SQL: the statement searchPlaces runs
