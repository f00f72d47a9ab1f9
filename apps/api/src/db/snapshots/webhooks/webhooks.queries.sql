-- endpointDto: runs no SQL: shapes a row

-- deliveryDto: runs no SQL: shapes a row

-- listEndpoints
select
  *
from
  "webhook_endpoints"
where
  "user_id" = $1
order by
  "id";
-- parameters: [7]

-- countEndpoints
select
  count(*) as "n"
from
  "webhook_endpoints"
where
  "user_id" = $1;
-- parameters: [7]

-- ownEndpoint
select
  *
from
  "webhook_endpoints"
where
  "id" = $1
  and "user_id" = $2;
-- parameters: [4,7]

-- insertEndpoint
insert into
  "webhook_endpoints" (
    "user_id",
    "url",
    "secret",
    "events",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5)
returning
  *;
-- parameters: [7,"https://crm.example.com/hooks","s",["parcel_fits"],"2026-03-02T15:00:00.000Z"]

-- updateEndpoint (events)
update "webhook_endpoints"
set
  "events" = $1
where
  "id" = $2
  and "user_id" = $3
returning
  *;
-- parameters: [["parcel_fits"],4,7]

-- updateEndpoint (enable)
update "webhook_endpoints"
set
  "enabled" = $1,
  "disabled_reason" = $2,
  "failures_in_a_row" = $3
where
  "id" = $4
  and "user_id" = $5
returning
  *;
-- parameters: [true,null,0,4,7]

-- updateEndpoint (disable)
update "webhook_endpoints"
set
  "enabled" = $1,
  "disabled_reason" = $2
where
  "id" = $3
  and "user_id" = $4
returning
  *;
-- parameters: [false,null,4,7]

-- deleteEndpoint
delete from "webhook_endpoints"
where
  "id" = $1
  and "user_id" = $2
returning
  "id";
-- parameters: [4,7]

-- listDeliveries
select
  *
from
  "webhook_deliveries"
where
  "endpoint_id" = $1
order by
  "id" desc
limit
  $2;
-- parameters: [4,50]

-- deliveryOf
select
  *
from
  "webhook_deliveries"
where
  "id" = $1
  and "endpoint_id" = $2;
-- parameters: [19,4]
