-- countActiveKeys
select
  count(*) as "n"
from
  "api_keys"
where
  "user_id" = $1
  and "revoked_at" is null;
-- parameters: [7]

-- insertKey
insert into
  "api_keys" (
    "user_id",
    "name",
    "prefix",
    "key_hash",
    "write",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6)
returning
  "id",
  "name",
  "prefix",
  "write",
  "created_at",
  "last_used_at",
  "revoked_at";
-- parameters: [7,"CRM sync","ul_ab12","hash",false,"2026-03-02T15:00:00.000Z"]

-- listKeysOf
select
  "k"."id",
  "k"."name",
  "k"."prefix",
  "k"."write",
  "k"."created_at",
  "k"."last_used_at",
  "k"."revoked_at"
from
  "api_keys" as "k"
where
  "k"."user_id" = $1
order by
  "k"."created_at" desc,
  "k"."id" desc;
-- parameters: [7]

-- listAllKeys (everyone)
select
  count(*) as "n"
from
  "api_keys" as "k"
  inner join "users" as "u" on "u"."id" = "k"."user_id";

select
  "k"."id",
  "k"."name",
  "k"."prefix",
  "k"."write",
  "k"."created_at",
  "k"."last_used_at",
  "k"."revoked_at",
  "u"."id" as "owner_id",
  "u"."email",
  "u"."firstname",
  "u"."lastname"
from
  "api_keys" as "k"
  inner join "users" as "u" on "u"."id" = "k"."user_id"
order by
  "k"."created_at" desc,
  "k"."id" desc
limit
  $1
offset
  $2;
-- parameters: [20,0]

-- listAllKeys (one user)
select
  count(*) as "n"
from
  "api_keys" as "k"
  inner join "users" as "u" on "u"."id" = "k"."user_id"
where
  "k"."user_id" = $1;
-- parameters: [7]

select
  "k"."id",
  "k"."name",
  "k"."prefix",
  "k"."write",
  "k"."created_at",
  "k"."last_used_at",
  "k"."revoked_at",
  "u"."id" as "owner_id",
  "u"."email",
  "u"."firstname",
  "u"."lastname"
from
  "api_keys" as "k"
  inner join "users" as "u" on "u"."id" = "k"."user_id"
where
  "k"."user_id" = $1
order by
  "k"."created_at" desc,
  "k"."id" desc
limit
  $2
offset
  $3;
-- parameters: [7,20,20]

-- revokeKey (owner)
select
  "k"."id",
  "k"."name",
  "k"."prefix",
  "k"."write",
  "k"."created_at",
  "k"."last_used_at",
  "k"."revoked_at",
  "k"."user_id"
from
  "api_keys" as "k"
where
  "k"."id" = $1
  and "k"."user_id" = $2
for update;
-- parameters: [3,7]

-- revokeKey (admin)
select
  "k"."id",
  "k"."name",
  "k"."prefix",
  "k"."write",
  "k"."created_at",
  "k"."last_used_at",
  "k"."revoked_at",
  "k"."user_id"
from
  "api_keys" as "k"
where
  "k"."id" = $1
for update;
-- parameters: [3]

-- findUsableKey
select
  "id",
  "user_id",
  "name",
  "prefix",
  "write",
  "last_used_at"
from
  "api_keys"
where
  "key_hash" = $1
  and "revoked_at" is null;
-- parameters: ["hash"]

-- recordKeyUse
update "api_keys"
set
  "last_used_at" = $1
where
  "id" = $2
  and (
    "last_used_at" is null
    or "last_used_at" < $3
  )
returning
  "id";
-- parameters: ["2026-03-02T15:00:00.000Z",3,"2026-03-02T00:00:00.000Z"]

update "api_keys"
set
  "last_used_at" = $1
where
  "id" = $2
  and "last_used_at" < $3;
-- parameters: ["2026-03-02T15:00:00.000Z",3,"2026-03-02T14:59:00.000Z"]
