-- API keys (issue 30 item 1): an integrator's credential, sent as X-API-Key. Only the SHA-256 hash of a key is
-- stored (the key is shown once, when it is created); `prefix` (the 8 characters after 'ulk_') is what the owner
-- sees to tell keys apart. A key acts as its owner with the owner's current role and status at each call
-- (apps/api/src/plugins/auth.ts); read-only unless `write`. Revoked keys are kept (revoked_at, revoked_by) so the
-- owner and the admins still see them in the list.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  write boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX api_keys_user_id_idx ON api_keys (user_id, created_at DESC);
CREATE INDEX api_keys_revoked_by_idx ON api_keys (revoked_by);

-- A key's creation, revocation and use (at most one 'api_key_used' per key and day) are in the owner's activity.
ALTER TABLE user_events DROP CONSTRAINT user_events_event_type_check;
ALTER TABLE user_events ADD CONSTRAINT user_events_event_type_check
  CHECK (event_type IN ('registered', 'status_changed', 'api_key_created', 'api_key_revoked', 'api_key_used'));
