-- Alarm notifications and the durable mail outbox (issue 12, docs/api.md 'Alarms and mail').
-- mail_outbox rows move pending -> sending (claimed by one instance, attempts + 1) -> sent | pending (retry
-- at "nextAttemptAt", backoff) | failed (after the last attempt, error kept). A row is claimed in one statement
-- (FOR UPDATE SKIP LOCKED), so two instances never send the same row; a sent row is never sent again.
-- The columns (status, attempts, nextAttemptAt, claimedBy, claimedAt, alarmType, alarmId) are generated from
-- schemas/mailOutbox.schema.json (server/generated/schema.sql adds them to an earlier table before this file runs).
UPDATE mail_outbox SET status = 'sent' WHERE "sentAt" IS NOT NULL AND status = 'pending';
ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox ("nextAttemptAt", id) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS mail_outbox_sending_idx ON mail_outbox ("claimedBy") WHERE status = 'sending';
CREATE INDEX IF NOT EXISTS mail_outbox_status_idx ON mail_outbox (status, id DESC);

-- Which alarm types are mailed, to whom, from which class up (doc 3 §2 /alarm/notification): the table
-- alarm_notification_settings is generated from schemas/alarmNotification.schema.json (server/generated/schema.sql,
-- applied before this file); its class check, named as the table's inline CHECK of databases made earlier:
ALTER TABLE alarm_notification_settings DROP CONSTRAINT IF EXISTS alarm_notification_settings_class_check;
ALTER TABLE alarm_notification_settings ADD CONSTRAINT alarm_notification_settings_class_check CHECK (class IN (1, 2, 3));

-- The text of each type's alarm and mail, with {variables} of GET /alarm/config (absent: the built-in text): the table
-- alarm_notification_contents is generated from schemas/alarmContent.schema.json.

-- The system alarm history filters by type and class, newest first (POST /history/alarm/system/search).
CREATE INDEX IF NOT EXISTS alarm_history_updated_id_idx ON alarm_history ("updatedAt" DESC, id DESC);
CREATE INDEX IF NOT EXISTS alarm_history_type_idx ON alarm_history (type, "updatedAt" DESC, id DESC);
CREATE INDEX IF NOT EXISTS alarm_history_class_idx ON alarm_history (class, "updatedAt" DESC, id DESC);
