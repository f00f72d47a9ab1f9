-- Extensions used by the whole product.
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Key/value settings owned by the server (generated JWT secret, first-run markers).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);
INSERT INTO roles (name) VALUES ('admin'), ('user');

CREATE TABLE users (
  id serial PRIMARY KEY,
  firstname text NOT NULL,
  lastname text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  is_email_verified boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  token_version integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_created_by_idx ON users (created_by);
CREATE INDEX users_name_trgm_idx ON users USING gin ((firstname || ' ' || lastname || ' ' || email) gin_trgm_ops);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_id_idx ON user_roles (role_id);

-- One row per subscription period; the newest row is the user's current subscription.
CREATE TABLE user_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Registered', 'Free Trial', 'Free Trial Ended', 'Subscribed',
    'Subscription Cancelled', 'Subscription Expired', 'Test User')),
  subscription_start_date timestamptz,
  subscription_end_date timestamptz,
  trial_end_date timestamptz,
  provider text CHECK (provider IN ('stripe', 'sandbox')),
  provider_customer_id text,
  provider_subscription_id text,
  provider_checkout_session_id text,
  product_name text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_subscriptions_user_id_idx ON user_subscriptions (user_id, id DESC);
CREATE UNIQUE INDEX user_subscriptions_provider_subscription_key
  ON user_subscriptions (provider, provider_subscription_id) WHERE provider_subscription_id IS NOT NULL;
CREATE INDEX user_subscriptions_status_end_idx ON user_subscriptions (status, subscription_end_date);

-- Provider events already applied (webhook idempotency).
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE user_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('registered', 'status_changed')),
  new_value text,
  creator_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_events_user_id_idx ON user_events (user_id, created_at DESC);
CREATE INDEX user_events_creator_id_idx ON user_events (creator_id);

-- Single-use e-mail tokens; only a SHA-256 hash of the token is stored.
CREATE TABLE email_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id, purpose);

-- Mail that was not sent over SMTP (no SMTP_URL): kept here so an operator can read it.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
