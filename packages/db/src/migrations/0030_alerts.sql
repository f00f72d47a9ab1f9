-- Alerts on saved searches and surveys (issue 20; apps/api/src/modules/alerts/). A user watches a saved search or
-- an enabled survey, daily or weekly; at the end of each window the scheduler writes one digest per watch (the
-- unique key on (user, watch, window end) makes it once, also with several server processes) with its entries,
-- shows it in the app and mails it. What is new is read from the change capture below: parcel revisions (the
-- values a parcel had before an update, so "newly fits" can be decided), listing events and project status changes.

CREATE TABLE alert_watches (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  saved_search_id bigint REFERENCES saved_searches (id) ON DELETE CASCADE,
  survey_id bigint REFERENCES surveys (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  -- Turned off by the mail's one-click unsubscribe; the in-app list goes on.
  email_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((saved_search_id IS NULL) <> (survey_id IS NULL))
);
CREATE UNIQUE INDEX alert_watches_saved_search_key ON alert_watches (saved_search_id) WHERE saved_search_id IS NOT NULL;
CREATE UNIQUE INDEX alert_watches_survey_key ON alert_watches (user_id, survey_id) WHERE survey_id IS NOT NULL;
CREATE INDEX alert_watches_user_id_idx ON alert_watches (user_id);
CREATE INDEX alert_watches_survey_id_idx ON alert_watches (survey_id);

CREATE TABLE alert_digests (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  watch_id bigint NOT NULL REFERENCES alert_watches (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  title text NOT NULL,
  -- Entries found (all of them, also those past the per-digest cap) and per kind.
  total integer NOT NULL,
  counts jsonb NOT NULL DEFAULT '{}',
  map_url text NOT NULL DEFAULT '',
  -- pending: to be mailed; sending: claimed by a process (mail_claimed_at); sent; skipped: nothing to mail
  -- (empty, Free Trial, unsubscribed, daily cap); failed: gave up after a few attempts.
  mail_status text NOT NULL CHECK (mail_status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  mail_attempts integer NOT NULL DEFAULT 0,
  mail_claimed_at timestamptz,
  mailed_at timestamptz,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, watch_id, window_end)
);
CREATE INDEX alert_digests_user_idx ON alert_digests (user_id, window_end DESC) WHERE total > 0;
CREATE INDEX alert_digests_watch_idx ON alert_digests (watch_id, window_end DESC);
CREATE INDEX alert_digests_to_mail_idx ON alert_digests (id) WHERE mail_status IN ('pending', 'sending');

CREATE TABLE alert_entries (
  id bigserial PRIMARY KEY,
  digest_id bigint NOT NULL REFERENCES alert_digests (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('parcel_fits', 'listing_new', 'listing_price_cut', 'listing_back_on_market',
    'listing_sold', 'project_status', 'contact_new')),
  subject_id bigint NOT NULL,
  label text NOT NULL,
  detail text NOT NULL,
  map_url text NOT NULL
);
CREATE INDEX alert_entries_digest_id_idx ON alert_entries (digest_id);

-- Change capture. Listing events and project status changes, one row each, written by the triggers below.
CREATE TABLE data_changes (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('listing_new', 'listing_price_cut', 'listing_back_on_market', 'listing_sold',
    'project_status')),
  listing_id bigint,
  parcel_id bigint,
  project_id bigint,
  old_value text,
  new_value text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_changes_changed_at_idx ON data_changes (changed_at);
-- New parcels of a window.
CREATE INDEX parcels_created_at_idx ON parcels (created_at);

-- A parcel's values before an update (only when something but updated_at changed): to_jsonb of the old row without
-- its geometry, which is kept as hex EWKB only when it changed. jsonb_populate_record(current row, old_row) gives
-- the parcel as it was, and the map's filter compiler runs on it unchanged.
CREATE TABLE parcel_revisions (
  id bigserial PRIMARY KEY,
  parcel_id bigint NOT NULL,
  old_row jsonb NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcel_revisions_replaced_at_idx ON parcel_revisions (replaced_at, parcel_id);

CREATE FUNCTION parcels_keep_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parcel_revisions (parcel_id, old_row)
  SELECT o.id,
    (to_jsonb(o) - 'geom' - 'center') ||
      CASE WHEN o.geom IS NOT DISTINCT FROM n.geom THEN '{}'::jsonb
        ELSE jsonb_build_object('geom', encode(ST_AsEWKB(o.geom), 'hex'),
          'center', encode(ST_AsEWKB(o.center), 'hex')) END
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (to_jsonb(o) - 'geom' - 'center' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'geom' - 'center' - 'updated_at')
     OR o.geom IS DISTINCT FROM n.geom;
  RETURN NULL;
END $$;
CREATE TRIGGER parcels_revisions AFTER UPDATE ON parcels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parcels_keep_revisions();

-- New, price cut, back on market, sold. A listing inserted as Sold is a sale; one inserted in another status than
-- Active or Sold is no event.
CREATE FUNCTION mls_listings_new_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes (kind, listing_id, parcel_id, new_value)
  SELECT CASE WHEN n.status = 'Sold' THEN 'listing_sold' ELSE 'listing_new' END, n.id, n.parcel_id,
    coalesce(n.sold_price, n.list_price)::text
  FROM new_rows n WHERE n.status IN ('Active', 'Sold');
  RETURN NULL;
END $$;
CREATE TRIGGER mls_listings_new_events AFTER INSERT ON mls_listings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mls_listings_new_events();

CREATE FUNCTION mls_listings_change_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes (kind, listing_id, parcel_id, old_value, new_value)
  SELECT 'listing_sold', n.id, n.parcel_id, o.status, coalesce(n.sold_price, n.list_price)::text
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.status = 'Sold' AND o.status <> 'Sold'
  UNION ALL
  SELECT 'listing_back_on_market', n.id, n.parcel_id, o.status, n.list_price::text
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.status = 'Active' AND o.status <> 'Active'
  UNION ALL
  SELECT 'listing_price_cut', n.id, n.parcel_id, o.list_price::text, n.list_price::text
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.list_price < o.list_price AND n.status <> 'Sold';
  RETURN NULL;
END $$;
CREATE TRIGGER mls_listings_change_events AFTER UPDATE ON mls_listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mls_listings_change_events();

CREATE FUNCTION projects_status_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes (kind, project_id, old_value, new_value)
  SELECT 'project_status', n.id, o.project_status, n.project_status
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE o.project_status IS DISTINCT FROM n.project_status AND n.project_status IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_status_events AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_status_events();
