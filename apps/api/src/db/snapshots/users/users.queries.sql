-- loadUserDtos
select
  *
from
  "users"
where
  "id" in ($1, $2);
-- parameters: [7,8]

select
  "ur"."user_id",
  "r"."id",
  "r"."name"
from
  "user_roles" as "ur"
  inner join "roles" as "r" on "r"."id" = "ur"."role_id"
where
  "ur"."user_id" in ($1, $2)
order by
  "r"."id";
-- parameters: [7,8]

select
  *
from
  "user_subscriptions"
where
  "user_id" in ($1, $2)
order by
  "id" desc;
-- parameters: [7,8]

-- loadUserDto
select
  *
from
  "users"
where
  "id" in ($1);
-- parameters: [7]

select
  "ur"."user_id",
  "r"."id",
  "r"."name"
from
  "user_roles" as "ur"
  inner join "roles" as "r" on "r"."id" = "ur"."role_id"
where
  "ur"."user_id" in ($1)
order by
  "r"."id";
-- parameters: [7]

select
  *
from
  "user_subscriptions"
where
  "user_id" in ($1)
order by
  "id" desc;
-- parameters: [7]

-- findUserByEmail
select
  *
from
  "users"
where
  lower("email") = $1;
-- parameters: ["dana.whitaker@example.com"]

-- findUserById
select
  *
from
  "users"
where
  "id" = $1;
-- parameters: [7]

-- listUserIds (page)
select
  "u"."id"
from
  "users" as "u"
order by
  "u"."created_at" desc,
  "u"."id" desc
limit
  $1
offset
  $2;
-- parameters: [10,0]

select
  count(*) as "n"
from
  "users" as "u";

-- listUserIds (every filter)
select
  "u"."id"
from
  "users" as "u"
where
  (
    (u.firstname || ' ' || u.lastname) ilike $1
    or u.email ilike $2
  )
  and exists (
    select
      "ur"."user_id"
    from
      "user_roles" as "ur"
      inner join "roles" as "r" on "r"."id" = "ur"."role_id"
    where
      "ur"."user_id" = "u"."id"
      and "r"."name" = $3
  )
  and (
    select
      "s"."status"
    from
      "user_subscriptions" as "s"
    where
      "s"."user_id" = "u"."id"
    order by
      "s"."id" desc
    limit
      $4
  ) = $5
order by
  "u"."created_at" desc,
  "u"."id" desc
limit
  $6
offset
  $7;
-- parameters: ["%whit%","%whit%","user",1,"Free Trial",10,10]

select
  count(*) as "n"
from
  "users" as "u"
where
  (
    (u.firstname || ' ' || u.lastname) ilike $1
    or u.email ilike $2
  )
  and exists (
    select
      "ur"."user_id"
    from
      "user_roles" as "ur"
      inner join "roles" as "r" on "r"."id" = "ur"."role_id"
    where
      "ur"."user_id" = "u"."id"
      and "r"."name" = $3
  )
  and (
    select
      "s"."status"
    from
      "user_subscriptions" as "s"
    where
      "s"."user_id" = "u"."id"
    order by
      "s"."id" desc
    limit
      $4
  ) = $5;
-- parameters: ["%whit%","%whit%","user",1,"Free Trial"]

-- roleIdByName
select
  "id"
from
  "roles"
where
  "name" = $1;
-- parameters: ["admin"]

-- listRoles
select
  "id",
  "name"
from
  "roles"
order by
  "id";

-- userEventsOf
select
  "e"."id",
  "e"."event_type",
  "e"."new_value",
  "e"."created_at",
  "c"."firstname",
  "c"."lastname",
  "c"."email"
from
  "user_events" as "e"
  left join "users" as "c" on "c"."id" = "e"."creator_id"
where
  "e"."user_id" = $1
order by
  "e"."created_at" desc,
  "e"."id" desc;
-- parameters: [7]
