-- criteriaRowsOf
select
  "c"."id",
  "c"."criteria",
  "c"."value",
  "c"."survey_id",
  "c"."created_at",
  "s"."email",
  "s"."survey_type",
  "s"."is_private",
  "s"."response"
from
  "survey_criteria" as "c"
  inner join "surveys" as "s" on "s"."id" = "c"."survey_id"
where
  "c"."survey_id" = $1
order by
  "c"."id";
-- parameters: [5]

-- surveyIdOfCriteria
select
  "survey_id"
from
  "survey_criteria"
where
  "id" = $1;
-- parameters: [12]

-- replaceCriteria
delete from "survey_criteria"
where
  "survey_id" = $1;
-- parameters: [5]

insert into
  "survey_criteria" ("survey_id", "criteria", "value")
values
  ($1, $2, $3),
  ($4, $5, $6);
-- parameters: [5,"cities","Lehi|Provo",5,"singleFamily","true"]

-- surveyOptionsPage (own)
select
  count(*)::int as "n"
from
  "surveys" as "s"
where
  "s"."deleted_at" is null
  and "s"."user_id" = $1;
-- parameters: [7]

select
  "s"."id",
  "s"."email",
  "s"."firstname",
  "s"."lastname",
  "s"."survey_type",
  "s"."client_code_name"
from
  "surveys" as "s"
where
  "s"."deleted_at" is null
  and "s"."user_id" = $1
order by
  "s"."created_at" desc,
  "s"."id" desc
limit
  $2
offset
  $3;
-- parameters: [7,20,0]

-- surveyOptionsPage (admin, every narrowing)
select
  count(*)::int as "n"
from
  "surveys" as "s"
where
  "s"."deleted_at" is null
  and lower(s.email) LIKE $1
  and (s.survey_type || ' Survey') ILIKE $2
  and exists (
    select
      "ur"."user_id"
    from
      "user_roles" as "ur"
      inner join "roles" as "r" on "r"."id" = "ur"."role_id"
    where
      "ur"."user_id" = "s"."user_id"
      and "r"."name" = $3
  );
-- parameters: ["%taker%","%builder%","user"]

select
  "s"."id",
  "s"."email",
  "s"."firstname",
  "s"."lastname",
  "s"."survey_type",
  "s"."client_code_name"
from
  "surveys" as "s"
where
  "s"."deleted_at" is null
  and lower(s.email) LIKE $1
  and (s.survey_type || ' Survey') ILIKE $2
  and exists (
    select
      "ur"."user_id"
    from
      "user_roles" as "ur"
      inner join "roles" as "r" on "r"."id" = "ur"."role_id"
    where
      "ur"."user_id" = "s"."user_id"
      and "r"."name" = $3
  )
order by
  "s"."created_at" desc,
  "s"."id" desc
limit
  $4
offset
  $5;
-- parameters: ["%taker%","%builder%","user",20,20]

-- unknownCity
select
  lower(name) as "name"
from
  "cities"
where
  lower(name) = ANY ($1::text[]);
-- parameters: [["lehi","atlantis"]]
