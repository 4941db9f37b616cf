-- Gateway log lines (doc 1 §4 download type 1 and 2): status changes, reboots, collections, as the simulated
-- gateway would log them. gateway_log_state keeps the last logged status so each tick logs only the changes.
CREATE TABLE IF NOT EXISTS gateway_log (
  id bigserial PRIMARY KEY,
  "gwMac" text NOT NULL,
  time timestamptz NOT NULL,
  level text NOT NULL DEFAULT 'INFO',
  message text NOT NULL
);
CREATE INDEX IF NOT EXISTS gateway_log_gw_idx ON gateway_log ("gwMac", time);
CREATE INDEX IF NOT EXISTS gateway_log_time_idx ON gateway_log (time);

CREATE TABLE IF NOT EXISTS gateway_log_state (
  "gwMac" text PRIMARY KEY,
  status text,
  "timeSync" boolean
);

-- the rules' settings (doc 3 server config): history retention, and the last product CSV (seeded to now)
INSERT INTO system_config (key, value) VALUES ('historyRetentionDays', '30') ON CONFLICT (key) DO NOTHING;
INSERT INTO system_config (key, value) VALUES ('lastProductFileAt', to_jsonb(now())) ON CONFLICT (key) DO NOTHING;
