-- countSavedSearches (all)
select
  count(*) as "n"
from
  "saved_searches"
where
  "user_id" = $1
  and "survey_taker" = $2;
-- parameters: [7,""]

-- countSavedSearches (named)
select
  count(*) as "n"
from
  "saved_searches"
where
  "user_id" = $1
  and "survey_taker" = $2
  and description ILIKE $3;
-- parameters: [7,"","%lehi%"]

-- listSavedSearches
select
  "id",
  "description",
  "url",
  "survey_taker",
  "created_at"
from
  "saved_searches"
where
  "user_id" = $1
  and "survey_taker" = $2
  and description ILIKE $3
order by
  "created_at" desc,
  "id" desc
limit
  $4
offset
  $5;
-- parameters: [7,"","%lehi%",50,0]

-- insertSavedSearch
insert into
  "saved_searches" ("user_id", "survey_taker", "description", "url")
values
  ($1, $2, $3, $4)
on conflict (user_id, survey_taker, lower(description)) do nothing
returning
  "id",
  "description",
  "url",
  "survey_taker",
  "created_at";
-- parameters: [7,"","Lehi acreage","?cities=Lehi&minAcreage=5"]

-- deleteSavedSearch
delete from "saved_searches"
where
  "id" = $1
  and "user_id" = $2
returning
  "id";
-- parameters: [12,7]
