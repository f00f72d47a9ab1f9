-- companyById
select
  "co".*,
  to_char(
    coalesce(
      co.source_as_of,
      CASE
        WHEN co.source = 'generated' THEN co.created_at::date
      END
    ),
    'YYYY-MM-DD'
  ) as "as_of",
  coalesce(
    (
      SELECT
        json_agg(
          json_build_object('id', c.id, 'name', c.name)
          ORDER BY
            c.name
        )
      FROM
        company_contacts cc
        JOIN contacts c ON c.id = cc.contact_id
      WHERE
        cc.company_id = co.id
    ),
    '[]'::json
  ) as "contacts"
from
  "companies" as "co"
where
  "co"."id" = $1;
-- parameters: [31]

-- ongoingProjects
select
  "p"."id",
  "p"."name",
  "p"."parent_project_id",
  "p"."city",
  "p"."county",
  "p"."address",
  "p"."project_status",
  "p"."products",
  "p"."number_and_style_of_lots",
  "p"."price_point",
  "p"."started_on",
  "p"."completed_on",
  ST_Y (p.center) as "lat",
  ST_X (p.center) as "lng"
from
  "projects" as "p"
where
  "p"."id" in (
    select
      "project_id"
    from
      "project_companies"
    where
      "company_id" = $1
  )
  and "p"."completed_on" is null
  and (
    "p"."project_status" is null
    or "p"."project_status" not in ($2, $3, $4)
  )
order by
  "p"."id"
limit
  $5;
-- parameters: [31,"Abandoned","Final Rejected by City Council","Prelim Rejected by City Council",200]

-- latestProjects
select
  "p"."id",
  "p"."name",
  "p"."parent_project_id",
  "p"."city",
  "p"."county",
  "p"."address",
  "p"."project_status",
  "p"."products",
  "p"."number_and_style_of_lots",
  "p"."price_point",
  "p"."started_on",
  "p"."completed_on",
  ST_Y (p.center) as "lat",
  ST_X (p.center) as "lng"
from
  "projects" as "p"
where
  "p"."id" in (
    select
      "project_id"
    from
      "project_companies"
    where
      "company_id" = $1
  )
  and coalesce(p.completed_on, p.started_on, p.created_at::date) >= $2::date
order by
  "p"."id"
limit
  $3;
-- parameters: [31,"2024-03-02",200]

-- companyDemand
select
  "c"."types",
  "c"."match_area_tags",
  "c"."match_cities",
  "c"."match_counties",
  "c"."build_products",
  c.build_sf_lots::text as "build_sf_lots",
  c.build_th_pads::text as "build_th_pads",
  c.build_condo_units::text as "build_condo_units",
  "c"."develop_products",
  c.develop_sf_lots::text as "develop_sf_lots",
  c.develop_th_pads::text as "develop_th_pads",
  c.develop_condo_units::text as "develop_condo_units",
  "c"."invest_products",
  c.invest_amount::text as "invest_amount",
  c.home_price::text as "home_price",
  "c"."home_styles",
  "c"."new_build_home_buyer_desired_cities",
  "c"."agent_specialties",
  ST_X (c.location) as "lng",
  ST_Y (c.location) as "lat",
  c.acreage_range::text as "acreage_range",
  (
    CASE
      WHEN c.types @> $1::text[] THEN (
        SELECT
          ST_AsEWKT (ST_Collect (l.location))
        FROM
          contacts ct
          JOIN mls_listings l ON lower(l.agent) = lower(ct.name)
        WHERE
          ct.id = c.contact_id
          AND coalesce(l.status_date, l.list_date) >= (current_date - make_interval(years => $2::int))
      )
    END
  ) as "listing_points"
from
  "company_contacts" as "cc"
  inner join "contact_match_profiles" as "c" on "c"."contact_id" = "cc"."contact_id"
where
  "cc"."company_id" = $3
order by
  "c"."contact_id";
-- parameters: [["Real Estate Agent"],2,31]

-- matchedProperties
select
  "c"."types",
  "c"."match_area_tags",
  "c"."match_cities",
  "c"."match_counties",
  "c"."build_products",
  c.build_sf_lots::text as "build_sf_lots",
  c.build_th_pads::text as "build_th_pads",
  c.build_condo_units::text as "build_condo_units",
  "c"."develop_products",
  c.develop_sf_lots::text as "develop_sf_lots",
  c.develop_th_pads::text as "develop_th_pads",
  c.develop_condo_units::text as "develop_condo_units",
  "c"."invest_products",
  c.invest_amount::text as "invest_amount",
  c.home_price::text as "home_price",
  "c"."home_styles",
  "c"."new_build_home_buyer_desired_cities",
  "c"."agent_specialties",
  ST_X (c.location) as "lng",
  ST_Y (c.location) as "lat",
  c.acreage_range::text as "acreage_range",
  (
    CASE
      WHEN c.types @> $1::text[] THEN (
        SELECT
          ST_AsEWKT (ST_Collect (l.location))
        FROM
          contacts ct
          JOIN mls_listings l ON lower(l.agent) = lower(ct.name)
        WHERE
          ct.id = c.contact_id
          AND coalesce(l.status_date, l.list_date) >= (current_date - make_interval(years => $2::int))
      )
    END
  ) as "listing_points"
from
  "company_contacts" as "cc"
  inner join "contact_match_profiles" as "c" on "c"."contact_id" = "cc"."contact_id"
where
  "cc"."company_id" = $3
order by
  "c"."contact_id";
-- parameters: [["Real Estate Agent"],2,31]

SET
  LOCAL jit = off;

select
  "p"."id",
  "p"."name",
  "p"."parent_project_id",
  "p"."city",
  "p"."county",
  "p"."address",
  "p"."project_status",
  "p"."products",
  "p"."number_and_style_of_lots",
  "p"."price_point",
  "p"."started_on",
  "p"."completed_on",
  ST_Y (p.center) as "lat",
  ST_X (p.center) as "lng",
  (count(*) OVER ())::int as "total"
from
  "projects" as "p"
where
  false
order by
  p.id = $1::int8 desc,
  "p"."id"
limit
  $2;
-- parameters: [0,200]

select
  "p"."id",
  "p"."parcel_id",
  "p"."formatted_parcel_id",
  "p"."ownership_name",
  "p"."address",
  "p"."city",
  "p"."acreage",
  ST_Y (p.center) as "lat",
  ST_X (p.center) as "lng",
  (count(*) OVER ())::int as "total"
from
  "parcels" as "p"
where
  false
order by
  p.id = $1::int8 desc,
  "p"."id"
limit
  $2;
-- parameters: [42,200]

-- companyNames (all)
select
  "id",
  "name"
from
  "companies"
order by
  "name"
limit
  $1;
-- parameters: [20]

-- companyNames (by name)
select
  "id",
  "name"
from
  "companies"
where
  "name" ilike $1
order by
  "name"
limit
  $2;
-- parameters: ["%ivory\\_100\\%%",20]
