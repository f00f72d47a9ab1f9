-- listingConditions: runs no SQL: the conditions of the statements below

-- summaryQuery
select
  case
    when grouping(l.new_build) = 1 then 'All'
    when l.new_build then 'New Builds'
    else 'Existing Builds'
  end as "buildingType",
  l.status_group as status,
  count(*)::int as number_of_listings,
  round((avg("l"."days_on_market"))::numeric, 2)::float8 as average_list_dom,
  round((max("l"."days_on_market"))::numeric, 2)::float8 as high_list_dom,
  round((min("l"."days_on_market"))::numeric, 2)::float8 as low_list_dom,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as median_list_dom,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q1_list_dom,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q3_list_dom,
  round((avg("l"."list_price"))::numeric, 2)::float8 as average_list_price,
  round((max("l"."list_price"))::numeric, 2)::float8 as high_list_price,
  round((min("l"."list_price"))::numeric, 2)::float8 as low_list_price,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as median_list_price,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q1_list_price,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q3_list_price,
  round((avg(l.lot_size_acres))::numeric, 2)::float8 as average_lot_size,
  round((avg(l.square_feet))::numeric, 2)::float8 as avg_sqft
from
  (
    select
      l.new_build,
      case
        when l.status in ('Active', 'Under Contract', 'Sold') then l.status
        else 'Canceled/Expired/Others'
      end as status_group,
      l.days_on_market,
      l.list_price,
      l.lot_size_acres,
      l.square_feet
    from
      mls_listings l
    where
      l.list_date >= $1::date
      and l.list_date <= $2::date
      and "l"."city" in ($3, $4)
      and "l"."county" in ($5)
      and "l"."postal_code" in ($6)
      and l.parcel_id in (
        select
          p.id
        from
          parcels p
        where
          "p"."products" && ARRAY[$7]::text[]
      )
  ) l
group by
  grouping sets ((l.new_build, l.status_group), (l.status_group));
-- parameters: ["2023-03-01","2026-03-01","Lehi","Provo","Utah","84043","singleFamily"]

-- coverageQuery
select
  coalesce(array_agg(distinct l.source), '{}') as sources,
  to_char(min(l.list_date), 'YYYY-MM-DD') as first,
  to_char(max(l.list_date), 'YYYY-MM-DD') as last
from
  mls_listings l
where
  l.list_date >= $1::date
  and l.list_date <= $2::date
  and "l"."city" in ($3, $4)
  and "l"."county" in ($5)
  and "l"."postal_code" in ($6)
  and l.parcel_id in (
    select
      p.id
    from
      parcels p
    where
      "p"."products" && ARRAY[$7]::text[]
  );
-- parameters: ["2023-03-01","2026-03-01","Lehi","Provo","Utah","84043","singleFamily"]

-- monthlyQuery
select
  to_char(l.list_date, 'YYYY-MM') as month,
  count(*)::int as number_of_listings,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as median_list_price,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as median_list_dom
from
  mls_listings l
where
  l.list_date >= $1::date
  and l.list_date <= $2::date
  and "l"."city" in ($3, $4)
  and "l"."county" in ($5)
  and "l"."postal_code" in ($6)
  and l.parcel_id in (
    select
      p.id
    from
      parcels p
    where
      "p"."products" && ARRAY[$7]::text[]
  )
group by
  1
order by
  1;
-- parameters: ["2023-03-01","2026-03-01","Lehi","Provo","Utah","84043","singleFamily"]

-- fullValuationQuery (new builds, sold)
select
  coalesce(l.architectural_style, 'Unknown') as architecturalstyle,
  count(*)::int as number_of_listings,
  round((avg("l"."days_on_market"))::numeric, 2)::float8 as average_list_dom,
  round((max("l"."days_on_market"))::numeric, 2)::float8 as high_list_dom,
  round((min("l"."days_on_market"))::numeric, 2)::float8 as low_list_dom,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as median_list_dom,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q1_list_dom,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q3_list_dom,
  round((avg("l"."list_price"))::numeric, 2)::float8 as average_list_price,
  round((max("l"."list_price"))::numeric, 2)::float8 as high_list_price,
  round((min("l"."list_price"))::numeric, 2)::float8 as low_list_price,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as median_list_price,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q1_list_price,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q3_list_price,
  round((avg(l.lot_size_acres))::numeric, 2)::float8 as average_lot_size,
  round((avg(l.square_feet))::numeric, 2)::float8 as avg_sqft,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          l.list_price::float8 / nullif(l.square_feet, 0)
      )
    )::numeric,
    2
  )::float8 as price_per_sqft,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          l.list_price::float8 / nullif(l.lot_size_acres, 0)::float8
      )
    )::numeric,
    2
  )::float8 as price_per_acre
from
  mls_listings l
where
  l.list_date >= $1::date
  and l.list_date <= $2::date
  and "l"."city" in ($3, $4)
  and "l"."county" in ($5)
  and "l"."postal_code" in ($6)
  and l.parcel_id in (
    select
      p.id
    from
      parcels p
    where
      "p"."products" && ARRAY[$7]::text[]
  )
  and l.new_build
  and l.status = $8
group by
  1
order by
  number_of_listings desc,
  architecturalstyle;
-- parameters: ["2023-03-01","2026-03-01","Lehi","Provo","Utah","84043","singleFamily","Sold"]

-- fullValuationQuery (existing builds, the other statuses)
select
  coalesce(l.architectural_style, 'Unknown') as architecturalstyle,
  count(*)::int as number_of_listings,
  round((avg("l"."days_on_market"))::numeric, 2)::float8 as average_list_dom,
  round((max("l"."days_on_market"))::numeric, 2)::float8 as high_list_dom,
  round((min("l"."days_on_market"))::numeric, 2)::float8 as low_list_dom,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as median_list_dom,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q1_list_dom,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."days_on_market"
      )
    )::numeric,
    2
  )::float8 as q3_list_dom,
  round((avg("l"."list_price"))::numeric, 2)::float8 as average_list_price,
  round((max("l"."list_price"))::numeric, 2)::float8 as high_list_price,
  round((min("l"."list_price"))::numeric, 2)::float8 as low_list_price,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as median_list_price,
  round(
    (
      percentile_cont(0.25) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q1_list_price,
  round(
    (
      percentile_cont(0.75) within group (
        order by
          "l"."list_price"
      )
    )::numeric,
    2
  )::float8 as q3_list_price,
  round((avg(l.lot_size_acres))::numeric, 2)::float8 as average_lot_size,
  round((avg(l.square_feet))::numeric, 2)::float8 as avg_sqft,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          l.list_price::float8 / nullif(l.square_feet, 0)
      )
    )::numeric,
    2
  )::float8 as price_per_sqft,
  round(
    (
      percentile_cont(0.5) within group (
        order by
          l.list_price::float8 / nullif(l.lot_size_acres, 0)::float8
      )
    )::numeric,
    2
  )::float8 as price_per_acre
from
  mls_listings l
where
  l.list_date >= $1::date
  and l.list_date <= $2::date
  and "l"."city" in ($3, $4)
  and "l"."county" in ($5)
  and "l"."postal_code" in ($6)
  and l.parcel_id in (
    select
      p.id
    from
      parcels p
    where
      "p"."products" && ARRAY[$7]::text[]
  )
  and not l.new_build
  and l.status not in ('Active', 'Under Contract', 'Sold')
group by
  1
order by
  number_of_listings desc,
  architecturalstyle;
-- parameters: ["2023-03-01","2026-03-01","Lehi","Provo","Utah","84043","singleFamily"]

-- parcelPlace
select
  "city",
  "county"
from
  "parcels"
where
  "id" = $1;
-- parameters: [42]
