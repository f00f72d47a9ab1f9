-- Qualification sheets (parcel_extra_info, 0005): a version per sheet and per field, so two admins saving at once
-- merge field by field and a save of a field someone changed since it was read is refused (409); a log of every
-- save (who, when, which fields); the formatted parcel id, which the sheet's path accepts, gets an index.
ALTER TABLE parcel_extra_info
  ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
  -- field name → the sheet version that last wrote it; a field absent here was never saved (prefilled).
  ADD COLUMN field_versions jsonb NOT NULL DEFAULT '{}';

CREATE TABLE parcel_extra_info_saves (
  id bigserial PRIMARY KEY,
  parcel_id bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  saved_by integer REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL,
  fields text[] NOT NULL DEFAULT '{}',
  note_added boolean NOT NULL DEFAULT false,
  UNIQUE (parcel_id, version)
);
CREATE INDEX parcel_extra_info_saves_saved_by_idx ON parcel_extra_info_saves (saved_by);

CREATE INDEX parcels_formatted_parcel_id_idx ON parcels (formatted_parcel_id);
