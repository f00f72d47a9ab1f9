-- Signed webhooks for alerts (issue 30; apps/api/src/modules/webhooks/, docs/api.md "Webhooks"). A user with full
-- data access registers endpoints (HTTPS URLs) for alert kinds; when the alert scheduler writes a digest it also
-- enqueues one delivery per enabled endpoint that wants one of its kinds, in the digest's transaction (so once).
-- The delivery worker, on the process holding the scheduler lock, POSTs them signed with the endpoint's secret,
-- retries with backoff and disables an endpoint whose deliveries keep failing.

CREATE TABLE webhook_endpoints (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  -- The signing secret ('whsec_' + base64 of 24 random bytes, Standard Webhooks): kept to sign, shown once.
  secret text NOT NULL,
  -- The alert kinds (ALERT_KINDS in packages/shared/src/schemas/alerts.ts) the endpoint receives.
  events text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- Why the server turned it off (shown to the owner); null when on, or turned off by the owner.
  disabled_reason text,
  -- Deliveries that failed every attempt, in a row; a delivered one sets it back to 0.
  failures_in_a_row integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user_id_idx ON webhook_endpoints (user_id);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The event (sent as Webhook-Id): the same on every attempt and on a replay, so a receiver can drop repeats.
  event_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  -- pending: to be sent at next_attempt_at; delivered: a 2xx answer; failed: gave up.
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  last_status_code integer,
  last_error text,
  -- A replay's original delivery.
  replay_of bigint REFERENCES webhook_deliveries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE UNIQUE INDEX webhook_deliveries_event_key ON webhook_deliveries (endpoint_id, event_id) WHERE replay_of IS NULL;
