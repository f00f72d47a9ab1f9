-- parcelsNewlyFitting
SELECT
  p.id,
  p.parcel_id,
  p.address,
  p.city,
  p.acreage,
  count(*) OVER ()::int AS total
FROM
  parcels p
WHERE
  p.id IN (
    SELECT
      id
    FROM
      parcels
    WHERE
      created_at >= $1
      AND created_at < $2
    UNION
    SELECT
      parcel_id
    FROM
      parcel_revisions
    WHERE
      replaced_at >= $3
      AND replaced_at < $4
  )
  AND "p"."city" in ($5)
  and "p"."products" && ARRAY[$6]::text[]
  AND NOT EXISTS (
    SELECT
      1
    FROM
      (
        SELECT
          r.old_row
        FROM
          parcel_revisions r
        WHERE
          r.parcel_id = p.id
          AND r.replaced_at >= $7
          AND r.replaced_at < $8
        ORDER BY
          r.replaced_at,
          r.id
        LIMIT
          1
      ) first_change
      CROSS JOIN LATERAL (
        SELECT
          (jsonb_populate_record(p, first_change.old_row)).*
      ) o
    WHERE
      p.created_at < $9
      AND "o"."city" in ($10)
      and "o"."products" && ARRAY[$11]::text[]
  )
ORDER BY
  p.id
LIMIT
  $12;
-- parameters: ["2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","Lehi","singleFamily","2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","2026-02-23T00:00:00.000Z","Lehi","singleFamily",20]

-- listingEvents
SELECT
  e.*,
  count(*) OVER ()::int AS total
FROM
  (
    SELECT DISTINCT
      ON (dc.listing_id, dc.kind) dc.kind,
      dc.listing_id,
      l.listing_number,
      dc.old_value,
      dc.new_value,
      p.parcel_id,
      p.address,
      p.city
    FROM
      data_changes dc
      JOIN parcels p ON p.id = dc.parcel_id
      JOIN mls_listings l ON l.id = dc.listing_id
    WHERE
      dc.kind IN (
        'listing_new',
        'listing_price_cut',
        'listing_back_on_market',
        'listing_sold'
      )
      AND dc.changed_at >= $1
      AND dc.changed_at < $2
      AND "p"."city" in ($3)
      and "p"."products" && ARRAY[$4]::text[]
    ORDER BY
      dc.listing_id,
      dc.kind,
      dc.changed_at DESC,
      dc.id DESC
  ) e
ORDER BY
  e.listing_id,
  e.kind
LIMIT
  $5;
-- parameters: ["2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","Lehi","singleFamily",20]

-- projectStatusChanges
SELECT
  pr.id,
  pr.name,
  pr.parent_project_id IS NOT NULL AS is_child,
  (
    SELECT
      d.old_value
    FROM
      data_changes d
    WHERE
      d.kind = 'project_status'
      AND d.project_id = pr.id
      AND d.changed_at >= $1
      AND d.changed_at < $2
    ORDER BY
      d.changed_at,
      d.id
    LIMIT
      1
  ) AS old_value,
  pr.project_status AS new_value,
  count(*) OVER ()::int AS total
FROM
  projects pr
WHERE
  pr.id IN (
    SELECT
      project_id
    FROM
      data_changes
    WHERE
      kind = 'project_status'
      AND changed_at >= $3
      AND changed_at < $4
  )
  AND "pr"."city" in ($5)
  and "pr"."products" && ARRAY[$6]::text[]
  and "pr"."project_status" in ($7)
ORDER BY
  pr.id
LIMIT
  $8;
-- parameters: ["2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z","Lehi","singleFamily","For Sale",20]

-- newMatchingContacts
select
  "fresh"."id",
  "fresh"."name"
from
  "contact_match_profiles" as "c"
  inner join "contacts" as "fresh" on "fresh"."id" = "c"."contact_id"
where
  c.types @> $1::text[]
  AND c.contact_id <> ALL ($2::int8[])
  AND c.area_keys && $3::text[]
  AND (
    "c"."build_keys" && $4::text[]
    AND (
      cardinality("c"."build_products") = 0
      OR (
        (
          "c"."build_products" @> $5::text[]
          AND (
            "c"."build_sf_lots" IS NULL
            OR "c"."build_sf_lots" @> $6::int4
          )
        )
        OR "c"."build_products" && $7::text[]
      )
    )
  )
  AND (
    c.acreage_range IS NULL
    OR c.acreage_range @> $8::numeric
  )
  AND (
    c.location IS NULL
    OR (
      c.location && ST_Expand (
        ST_SetSRID (ST_MakePoint ($9::float8, $10::float8), 4326),
        $11::float8
      )
      AND ST_DWithin (
        c.location::geography,
        ST_SetSRID (ST_MakePoint ($12::float8, $13::float8), 4326)::geography,
        $14::float8,
        false
      )
    )
  )
  and "fresh"."created_at" >= $15
  and "fresh"."created_at" < $16
order by
  "fresh"."id";
-- parameters: [["Builder"],[31],["*","t:North Utah County","c:Lehi","k:Utah"],["*","singleFamily:*","singleFamily:9","land"],["singleFamily"],12,["land"],4.2,-111.85,40.39,1.195804,-111.85,40.39,96560.64,"2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z"]

select
  "fresh"."id",
  "fresh"."name"
from
  "contact_match_profiles" as "c"
  inner join "contacts" as "fresh" on "fresh"."id" = "c"."contact_id"
where
  c.types @> $1::text[]
  AND c.contact_id <> ALL ($2::int8[])
  AND c.area_keys && $3::text[]
  AND c.invest_keys && $4::text[]
  AND (
    "c"."invest_amount" IS NULL
    OR "c"."invest_amount" @> $5::int8
  )
  AND (
    c.acreage_range IS NULL
    OR c.acreage_range @> $6::numeric
  )
  and "fresh"."created_at" >= $7
  and "fresh"."created_at" < $8
order by
  "fresh"."id";
-- parameters: [["Investor"],[31],["*","t:North Utah County","c:Lehi","k:Utah"],["*","singleFamily","land"],900000,4.2,"2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z"]

select
  "fresh"."id",
  "fresh"."name"
from
  "contact_match_profiles" as "c"
  inner join "contacts" as "fresh" on "fresh"."id" = "c"."contact_id"
where
  c.types @> $1::text[]
  AND c.contact_id <> ALL ($2::int8[])
  AND c.area_keys && $3::text[]
  AND (
    "c"."develop_keys" && $4::text[]
    AND (
      cardinality("c"."develop_products") = 0
      OR (
        (
          "c"."develop_products" @> $5::text[]
          AND (
            "c"."develop_sf_lots" IS NULL
            OR "c"."develop_sf_lots" @> $6::int4
          )
        )
        OR "c"."develop_products" && $7::text[]
      )
    )
  )
  AND (
    c.acreage_range IS NULL
    OR c.acreage_range @> $8::numeric
  )
  AND (
    c.location IS NULL
    OR (
      c.location && ST_Expand (
        ST_SetSRID (ST_MakePoint ($9::float8, $10::float8), 4326),
        $11::float8
      )
      AND ST_DWithin (
        c.location::geography,
        ST_SetSRID (ST_MakePoint ($12::float8, $13::float8), 4326)::geography,
        $14::float8,
        false
      )
    )
  )
  and "fresh"."created_at" >= $15
  and "fresh"."created_at" < $16
order by
  "fresh"."id";
-- parameters: [["Developer"],[31],["*","t:North Utah County","c:Lehi","k:Utah"],["*","singleFamily:*","singleFamily:9","land"],["singleFamily"],12,["land"],4.2,-111.85,40.39,1.4947549,-111.85,40.39,120700.8,"2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z"]

select
  "fresh"."id",
  "fresh"."name"
from
  "contact_match_profiles" as "c"
  inner join "contacts" as "fresh" on "fresh"."id" = "c"."contact_id"
where
  c.types @> $1::text[]
  AND c.contact_id <> ALL ($2::int8[])
  AND c.area_keys && $3::text[]
  AND c.specialty_keys && $4::text[]
  AND (
    (
      c.location IS NOT NULL
      AND c.contact_id = ANY (
        ARRAY(
          SELECT
            a.contact_id
          FROM
            contact_match_profiles a
          WHERE
            a.types @> $5::text[]
            AND a.location IS NOT NULL
            AND a.location && ST_Expand (
              ST_SetSRID (ST_MakePoint ($6::float8, $7::float8), 4326),
              $8::float8
            )
            AND ST_DWithin (
              a.location::geography,
              ST_SetSRID (ST_MakePoint ($9::float8, $10::float8), 4326)::geography,
              $11::float8,
              false
            )
          ORDER BY
            a.location <-> ST_SetSRID (ST_MakePoint ($12::float8, $13::float8), 4326),
            a.contact_id
          LIMIT
            $14::int
        )
      )
    )
    OR c.name_key IN (
      SELECT
        lower(l.agent)
      FROM
        mls_listings l
      WHERE
        l.location && ST_Expand (
          ST_SetSRID (ST_MakePoint ($15::float8, $16::float8), 4326),
          $17::float8,
          $18::float8
        )
        AND ST_DWithin (
          l.location::geography,
          ST_SetSRID (ST_MakePoint ($19::float8, $20::float8), 4326)::geography,
          $21::float8,
          false
        )
        AND coalesce(l.status_date, l.list_date) >= (current_date - make_interval(years => $22::int))
    )
  )
  and "fresh"."created_at" >= $23
  and "fresh"."created_at" < $24
order by
  "fresh"."id";
-- parameters: [["Real Estate Agent"],[31],["*","t:North Utah County","c:Lehi","k:Utah"],["*","Land"],["Real Estate Agent"],-111.85,40.39,0.0996503,-111.85,40.39,8046.72,-111.85,40.39,20,-111.85,40.39,0.0996503,0.0758988,-111.85,40.39,8046.72,2,"2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z"]

select
  "fresh"."id",
  "fresh"."name"
from
  "contact_match_profiles" as "c"
  inner join "contacts" as "fresh" on "fresh"."id" = "c"."contact_id"
where
  c.types @> $1::text[]
  AND c.contact_id <> ALL ($2::int8[])
  AND c.desired_city_keys && $3::text[]
  AND (
    "c"."home_price" IS NULL
    OR "c"."home_price" @> $4::int8
  )
  and "fresh"."created_at" >= $5
  and "fresh"."created_at" < $6
order by
  "fresh"."id";
-- parameters: [["New Build Homebuyer"],[31],["*","Lehi"],900000,"2026-02-23T00:00:00.000Z","2026-03-02T00:00:00.000Z"]
