-- System-wide settings as key/value pairs (systemConfig of the session, versions, scripts, ...).
CREATE TABLE IF NOT EXISTS system_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
INSERT INTO system_config (key, value) VALUES
  ('site', '""'),
  ('enableTagStatusCheck', 'false'),
  ('imageBaseUpdate', 'false'),
  ('enableTagUpdateHistory', 'false')
ON CONFLICT (key) DO NOTHING;
