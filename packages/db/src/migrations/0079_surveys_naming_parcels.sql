-- A survey's parcel list marks the parcels a land owner named in a supply survey (owner-land.ts): it reads the
-- surveys that name parcels by id on every page. Without an index that read scanned every survey's answers (20 ms at
-- 30,000 surveys, on every page); this partial index holds only those that name parcels.
CREATE INDEX IF NOT EXISTS surveys_naming_parcels_idx ON surveys (id)
  WHERE deleted_at IS NULL AND response ? 'parcel_ids';
