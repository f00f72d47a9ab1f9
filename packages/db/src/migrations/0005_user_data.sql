-- What users keep: bookmarks, saved searches, surveys, qualification sheets.
CREATE TABLE parcel_bookmarks (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parcel_id bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
  survey_taker text NOT NULL DEFAULT '',
  description varchar(15),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, survey_taker, parcel_id)
);
CREATE INDEX parcel_bookmarks_parcel_id_idx ON parcel_bookmarks (parcel_id);

CREATE TABLE project_bookmarks (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('parent', 'child')),
  survey_taker text NOT NULL DEFAULT '',
  description varchar(15),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, survey_taker, project_id)
);
CREATE INDEX project_bookmarks_project_id_idx ON project_bookmarks (project_id);

CREATE TABLE saved_searches (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  url text NOT NULL CHECK (length(url) <= 8000),
  survey_taker text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user_id_idx ON saved_searches (user_id, survey_taker);

-- A survey response. Derived matching criteria are stored as (criteria, value) rows.
CREATE TABLE surveys (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  survey_type text NOT NULL CHECK (survey_type IN ('Builder Company', 'Builder Client', 'Developer Company',
    'Investor', 'Land Owner', 'New Build Home Buyer', 'I Have a Project', 'Real Estate Agent',
    'Real Estate Agent Client', 'Water Right')),
  email text NOT NULL,
  firstname text,
  lastname text,
  company text,
  client_code_name text,
  client_type text CHECK (client_type IN ('Property Seller', 'Land Buyer', 'Investor', 'Builder', 'Developer')),
  contact_id bigint REFERENCES contacts (id) ON DELETE SET NULL,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  response jsonb NOT NULL DEFAULT '{}',
  project_name text,
  acres numeric(12, 4),
  address text,
  city text,
  is_private boolean NOT NULL DEFAULT false,
  is_enabled boolean NOT NULL DEFAULT false,
  delete_status text,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX surveys_user_id_idx ON surveys (user_id);
CREATE INDEX surveys_email_idx ON surveys (lower(email));
CREATE INDEX surveys_contact_id_idx ON surveys (contact_id);
CREATE INDEX surveys_project_id_idx ON surveys (project_id);
CREATE UNIQUE INDEX surveys_one_enabled_per_user ON surveys (user_id) WHERE is_enabled AND deleted_at IS NULL;

CREATE TABLE survey_criteria (
  id bigserial PRIMARY KEY,
  survey_id bigint NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  criteria text NOT NULL,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_criteria_survey_id_idx ON survey_criteria (survey_id);

-- Admin qualification sheet for a parcel.
CREATE TABLE parcel_extra_info (
  parcel_id bigint PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
  owner_info jsonb NOT NULL DEFAULT '{}',
  online_info jsonb NOT NULL DEFAULT '{}',
  city_info jsonb NOT NULL DEFAULT '{}',
  notes jsonb NOT NULL DEFAULT '[]',
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcel_extra_info_updated_by_idx ON parcel_extra_info (updated_by);
