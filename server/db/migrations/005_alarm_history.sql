-- Alarm history (doc 1 §3 "Alarm history row", doc 3 §3 Alarm): location is a store code or SYSTEM,
-- type the alarm type name (GW STATUS ABNORMAL, ...), class 1 information / 2 warning / 3 critical,
-- alarmType the severity label (SYSTEM, WARNING, CRITICAL). source names what raised it, for the
-- per-gateway, per-server and per-tag alarm histories.
CREATE TABLE IF NOT EXISTS alarm_history (
  id bigserial PRIMARY KEY,
  location text NOT NULL,
  type text NOT NULL,
  class integer NOT NULL CHECK (class IN (1, 2, 3)),
  "alarmType" text NOT NULL,
  "alarmTime" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  "sourceType" text,
  "sourceId" text,
  data jsonb
);
CREATE INDEX IF NOT EXISTS alarm_history_updated_idx ON alarm_history ("updatedAt" DESC);
CREATE INDEX IF NOT EXISTS alarm_history_location_idx ON alarm_history (location, "updatedAt" DESC);
CREATE INDEX IF NOT EXISTS alarm_history_source_idx ON alarm_history ("sourceType", "sourceId", "updatedAt" DESC);
