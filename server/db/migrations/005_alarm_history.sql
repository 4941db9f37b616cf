-- Alarm history (doc 1 §3 "Alarm history row", doc 3 §3 Alarm): location is a store code or SYSTEM,
-- type the alarm type name (GW STATUS ABNORMAL, ...), class 1 information / 2 warning / 3 critical,
-- alarmType the severity label (SYSTEM, WARNING, CRITICAL). source names what raised it, for the
-- per-gateway, per-server and per-tag alarm histories. The table alarm_history is generated from
-- schemas/alarm.schema.json (server/generated/schema.sql, applied before this file); the class check is named as
-- the column check the hand-written table of earlier databases carries.
ALTER TABLE alarm_history ADD CONSTRAINT alarm_history_class_check CHECK (class IN (1, 2, 3));
CREATE INDEX IF NOT EXISTS alarm_history_updated_idx ON alarm_history ("updatedAt" DESC);
CREATE INDEX IF NOT EXISTS alarm_history_location_idx ON alarm_history (location, "updatedAt" DESC);
CREATE INDEX IF NOT EXISTS alarm_history_source_idx ON alarm_history ("sourceType", "sourceId", "updatedAt" DESC);
