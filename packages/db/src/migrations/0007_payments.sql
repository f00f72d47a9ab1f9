-- Subscriptions and payments (issue 5).

-- Provider timestamp of the state last applied to a row (out-of-order webhooks older than it are ignored), and
-- when the activation confirmation mail went out (sent once, whichever path learns of the payment first).
ALTER TABLE user_subscriptions
  ADD COLUMN provider_synced_at timestamptz,
  ADD COLUMN confirmation_mail_sent_at timestamptz;

-- Every checkout session the server opened, for both providers: who opened it (a session is only ever applied
-- to its own user) and, for the built-in sandbox provider, the session's whole state.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_row_id integer,
  login_email text NOT NULL,
  price_id text NOT NULL,
  product_name text,
  amount integer,
  currency text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('paid', 'unpaid')),
  provider_customer_id text,
  provider_subscription_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_sessions_user_id_idx ON checkout_sessions (user_id, created_at DESC);

-- Subscriptions of the built-in sandbox provider (used when no STRIPE_SECRET_KEY is set).
CREATE TABLE sandbox_subscriptions (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'canceled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  ended_at timestamptz,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_subscriptions_renewal_idx ON sandbox_subscriptions (status, current_period_end);
