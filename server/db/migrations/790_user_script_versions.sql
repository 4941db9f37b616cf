-- The previous versions of the user scripts (issue 21; server/repositories/userScripts.ts): every save of a
-- script keeps the entry it replaces here, so an editor can restore it (POST <script path>/versions/{id}/restore).
-- savedAt/savedBy are when and by whom the replaced version had been saved.
CREATE TABLE IF NOT EXISTS user_script_versions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  target text NOT NULL,
  code text NOT NULL DEFAULT '',
  "useType" text NOT NULL DEFAULT 'none',
  "savedAt" timestamptz,
  "savedBy" text,
  "replacedAt" timestamptz NOT NULL DEFAULT now(),
  "replacedBy" text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS user_script_versions_entry_idx ON user_script_versions (kind, target, id DESC);
