-- parcelSources
select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["generated",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["dwri_wtruse_municipal",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["ugrc_lir",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["ugrc_parcels",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["slc_open_data",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["mls",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["import",1]

select
  "id"
from
  "parcels"
where
  "source" = $1
limit
  $2;
-- parameters: ["survey",1]
