-- surveyPage (own)
select
  count(*)::int as "n"
from
  "surveys"
where
  "deleted_at" is null
  and "user_id" = $1;
-- parameters: [7]

select
  *
from
  "surveys"
where
  "deleted_at" is null
  and "user_id" = $1
order by
  "created_at" desc,
  "id" desc
limit
  $2
offset
  $3;
-- parameters: [7,10,10]

-- surveyPage (a taker's projects)
select
  count(*)::int as "n"
from
  "surveys"
where
  "deleted_at" is null
  and lower(email) = $1
  and "survey_type" = $2;
-- parameters: ["taker@example.com","I Have a Project"]

select
  *
from
  "surveys"
where
  "deleted_at" is null
  and lower(email) = $1
  and "survey_type" = $2
order by
  "created_at" desc,
  "id" desc
limit
  $3
offset
  $4;
-- parameters: ["taker@example.com","I Have a Project",10,10]

-- surveyPage (of a type)
select
  count(*)::int as "n"
from
  "surveys"
where
  "deleted_at" is null
  and "user_id" = $1
  and "survey_type" = $2;
-- parameters: [7,"Builder Company"]

select
  *
from
  "surveys"
where
  "deleted_at" is null
  and "user_id" = $1
  and "survey_type" = $2
order by
  "created_at" desc,
  "id" desc
limit
  $3
offset
  $4;
-- parameters: [7,"Builder Company",10,10]

-- takerSurveys (own)
select
  *
from
  "surveys"
where
  "deleted_at" is null
  and "user_id" = $1
order by
  "created_at" desc,
  "id" desc;
-- parameters: [7]

-- takerSurveys (a taker's)
select
  *
from
  "surveys"
where
  "deleted_at" is null
  and lower(email) = $1
order by
  "created_at" desc,
  "id" desc;
-- parameters: ["taker@example.com"]

-- parcelsNamed
select
  "id",
  "parcel_id",
  "formatted_parcel_id"
from
  "parcels"
where
  (
    "parcel_id" in ($1, $2)
    or "formatted_parcel_id" in ($3, $4)
  );
-- parameters: ["58-021-0077","580210077","58-021-0077","580210077"]

-- landOfferSurveys
select
  "s"."id",
  "s"."survey_type",
  "s"."response",
  "s"."contact_id",
  "s"."project_id",
  "s"."email",
  "s"."firstname",
  "s"."lastname",
  "s"."user_id",
  "s"."updated_at"
from
  "surveys" as "s"
where
  "s"."deleted_at" is null
  and "s"."id" <> $1
  and (
    "s"."survey_type" = $2
    or (
      "s"."survey_type" in ($3, $4)
      and "s"."client_type" = $5
    )
  )
  and lower(s.response ->> 'city') = ANY ($6::text[])
  and coalesce(btrim(s.response ->> 'parcel_ids'), '') = ''
order by
  "s"."updated_at" desc,
  "s"."id" desc
limit
  $7;
-- parameters: [7,"Land Owner","Builder Client","Real Estate Agent Client","Property Seller",["lehi","saratoga springs"],200]
