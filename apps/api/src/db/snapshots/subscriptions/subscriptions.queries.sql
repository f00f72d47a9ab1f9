-- toSubscriptionDto: runs no SQL: shapes a row

-- currentRow
select
  *
from
  "user_subscriptions"
where
  "user_id" = $1
order by
  "id" desc
limit
  $2;
-- parameters: [7,1]

-- lockUserRow
select
  "id"
from
  "users"
where
  "id" = $1
for update;
-- parameters: [7]

-- liveProviderRow
select
  *
from
  "user_subscriptions"
where
  "user_id" = $1
  and "status" in ($2, $3)
  and "provider_subscription_id" is not null
order by
  "id" desc
limit
  $4;
-- parameters: [7,"Subscribed","Subscription Cancelled",1]

-- rowById
select
  *
from
  "user_subscriptions"
where
  "id" = $1;
-- parameters: [11]

-- rowByProviderSubscription
select
  *
from
  "user_subscriptions"
where
  "provider" = $1
  and "provider_subscription_id" = $2;
-- parameters: ["stripe","sub_123"]

-- userById
select
  "id",
  "email",
  "firstname",
  "lastname"
from
  "users"
where
  "id" = $1;
-- parameters: [7]

-- checkoutSessionById
select
  *
from
  "checkout_sessions"
where
  "id" = $1;
-- parameters: ["cs_123"]

-- latestCheckoutSessionFor
select
  *
from
  "checkout_sessions"
where
  "user_id" = $1
  and "subscription_row_id" = $2
order by
  "created_at" desc,
  "id" desc
limit
  $3;
-- parameters: [7,11,1]

-- insertStatusEvent
insert into
  "user_events" (
    "user_id",
    "event_type",
    "new_value",
    "creator_id",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5);
-- parameters: [7,"status_changed","Free Trial",1,"2026-03-02T15:00:00.000Z"]

-- claimConfirmationMail
update "user_subscriptions"
set
  "confirmation_mail_sent_at" = $1
where
  "id" = $2
  and "confirmation_mail_sent_at" is null
returning
  "id";
-- parameters: ["2026-03-02T15:00:00.000Z",11]
