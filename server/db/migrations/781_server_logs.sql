-- The log lines of every server instance (issue 23; server/downloads/serverLogs.ts): redacted as the server log
-- download shows them, inserted in batches, kept SERVER_LOG_RETENTION_HOURS.
CREATE TABLE IF NOT EXISTS server_logs (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL DEFAULT now(),
  "instanceId" text NOT NULL,
  line text NOT NULL
);
CREATE INDEX IF NOT EXISTS server_logs_time ON server_logs (time);
