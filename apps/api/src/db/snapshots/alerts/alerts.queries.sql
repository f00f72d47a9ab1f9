-- listWatches
select
  "w"."id",
  "w"."saved_search_id",
  "w"."survey_id",
  "w"."frequency",
  "w"."email_enabled",
  "w"."created_at",
  "ss"."description",
  "sv"."survey_type"
from
  "alert_watches" as "w"
  left join "saved_searches" as "ss" on "ss"."id" = "w"."saved_search_id"
  left join "surveys" as "sv" on "sv"."id" = "w"."survey_id"
where
  "w"."user_id" = $1
order by
  "w"."id";
-- parameters: [7]

-- countWatches
select
  count(*) as "n"
from
  "alert_watches"
where
  "user_id" = $1;
-- parameters: [7]

-- unreadCount
select
  count(*) as "n"
from
  "alert_digests"
where
  "user_id" = $1
  and "total" > $2
  and "read_at" is null;
-- parameters: [7,0]

-- listDigests
select
  "id",
  "watch_id",
  "title",
  "window_start",
  "window_end",
  "total",
  "counts",
  "map_url",
  "read_at"
from
  "alert_digests"
where
  "user_id" = $1
  and "total" > $2
order by
  "window_end" desc,
  "id" desc
limit
  $3;
-- parameters: [7,0,20]

-- markDigestsRead (all)
update "alert_digests"
set
  "read_at" = $1
where
  "user_id" = $2
  and "read_at" is null;
-- parameters: ["2026-03-02T15:00:00.000Z",7]

-- markDigestsRead (some)
update "alert_digests"
set
  "read_at" = $1
where
  "user_id" = $2
  and "read_at" is null
  and "id" in ($3, $4);
-- parameters: ["2026-03-02T15:00:00.000Z",7,3,4]

-- ownSavedSearch
select
  "id"
from
  "saved_searches"
where
  "id" = $1
  and "user_id" = $2;
-- parameters: [12,7]

-- ownSurvey
select
  "id",
  "is_enabled"
from
  "surveys"
where
  "id" = $1
  and "user_id" = $2
  and "deleted_at" is null;
-- parameters: [5,7]

-- insertWatch
insert into
  "alert_watches" (
    "user_id",
    "saved_search_id",
    "survey_id",
    "frequency"
  )
values
  ($1, $2, $3, $4)
on conflict do nothing
returning
  "id";
-- parameters: [7,12,null,"daily"]

-- updateWatch
update "alert_watches"
set
  "frequency" = $1,
  "email_enabled" = $2
where
  "id" = $3
  and "user_id" = $4
returning
  "id";
-- parameters: ["weekly",false,2,7]

-- deleteWatch
delete from "alert_watches"
where
  "id" = $1
  and "user_id" = $2
returning
  "id";
-- parameters: [2,7]

-- disableWatchMail
update "alert_watches"
set
  "email_enabled" = $1
where
  "id" = $2
  and "user_id" = $3
returning
  "id";
-- parameters: [false,2,7]
