-- Surveys taken in the app (docs/surveys.md). The surveys and survey_criteria tables exist since 0005; this adds
-- what the survey calls need: the saved map filter of each survey, the allowed deletion reasons, and indexes for
-- the lists. One enabled survey per user stays the partial unique index surveys_one_enabled_per_user (0005).
ALTER TABLE surveys ADD COLUMN filter_url text NOT NULL DEFAULT '';
ALTER TABLE surveys ADD CONSTRAINT surveys_delete_status_check CHECK (delete_status IS NULL OR delete_status IN (
  'deleted', 'Delete Sold Out Status', 'Abandoned', 'Final Rejected by City Council',
  'Prelim Rejected by City Council'));
CREATE INDEX surveys_user_live_idx ON surveys (user_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX survey_criteria_criteria_value_idx ON survey_criteria (criteria, value);
