-- Account safety (issue 12): a shared store for the sign-in rate limits, e-mail changes that wait for the new
-- address to be verified, and one saved search per name.

-- Rate-limit counters shared by every server process (apps/api/src/modules/auth/auth.rate-limit.ts). A key is the
-- SHA-256 of "<call>:<ip|account>:<value>", so no e-mail or address is stored. Rows whose window has passed are
-- swept by the limiter itself, so the table holds at most the keys of the current window.
CREATE TABLE auth_rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX auth_rate_limits_reset_at_idx ON auth_rate_limits (reset_at);

-- A new e-mail address asked for in PUT /users: the account keeps its e-mail until the link mailed to the new
-- address (an email_tokens row of purpose change_email) is used.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'));

-- Saved searches: one per name (any letter case) in a user's scope, so a retried create cannot store a second.
-- Earlier duplicates keep the oldest name; the others get their id appended.
UPDATE saved_searches s
SET description = left(s.description, 180) || ' (' || s.id || ')'
WHERE EXISTS (
  SELECT 1 FROM saved_searches older
  WHERE older.user_id = s.user_id
    AND older.survey_taker = s.survey_taker
    AND lower(older.description) = lower(s.description)
    AND older.id < s.id
);
CREATE UNIQUE INDEX saved_searches_name_key ON saved_searches (user_id, survey_taker, lower(description));
