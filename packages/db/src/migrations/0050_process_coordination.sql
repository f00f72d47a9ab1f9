-- Several server processes on one database (docs/architecture.md, "Several processes"): each keeps caches of the
-- parcels (points, cluster grid) and of the per-request user lookup. These triggers tell every process, at commit,
-- what changed, so no process answers from a stale cache.

-- A version per data table, moved on by every statement that writes it (any process, the data CLI, psql). The
-- caches of parcels are keyed by it: reading it is one primary-key lookup, exact at once (unlike the statistics
-- counters, which reach other sessions late). The same statement notifies channel data_changed with the table name.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO data_versions (name) VALUES ('parcels'), ('projects'), ('water_rights'), ('project_parcels');

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1, changed_at = now() WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE TRIGGER parcels_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parcels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER projects_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER water_rights_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON water_rights
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
-- The parcel points keep which parcels are part of a project (parcelStatus 'Part of a Project').
CREATE TRIGGER project_parcels_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_parcels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

-- The sign-in state of users (role, newest subscription status, token version, active flag, names, e-mail), which
-- the per-request user lookup caches (plugins/auth.ts): channel auth_changed carries the user ids a statement
-- touched, comma-separated, or '*' when they would not fit in one notification.
CREATE FUNCTION notify_auth_changed(ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR ids = '' THEN RETURN; END IF;
  PERFORM pg_notify('auth_changed', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
END $$;

-- user_roles and user_subscriptions: every written row's user_id.
CREATE FUNCTION user_rows_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM new_rows;
  END IF;
  PERFORM notify_auth_changed(ids);
  RETURN NULL;
END $$;
CREATE TRIGGER user_roles_auth_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();
CREATE TRIGGER user_roles_auth_update AFTER UPDATE ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();
CREATE TRIGGER user_roles_auth_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();
CREATE TRIGGER user_subscriptions_auth_insert AFTER INSERT ON user_subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();
CREATE TRIGGER user_subscriptions_auth_update AFTER UPDATE ON user_subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();
CREATE TRIGGER user_subscriptions_auth_delete AFTER DELETE ON user_subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_rows_auth_changed();

-- users: deleted rows, and updated rows whose cached columns changed (not a sign-in's last_login_at).
CREATE FUNCTION users_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(n.id::text, ',') INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.token_version, o.is_active, o.email, o.firstname, o.lastname)
      IS DISTINCT FROM (n.token_version, n.is_active, n.email, n.firstname, n.lastname);
  END IF;
  PERFORM notify_auth_changed(ids);
  RETURN NULL;
END $$;
CREATE TRIGGER users_auth_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_auth_changed();
CREATE TRIGGER users_auth_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_auth_changed();
