-- Mails waiting for SMTP (temporary passwords, notifications); sent when SMTP is configured. The table mail_outbox is
-- generated from schemas/mailOutbox.schema.json (server/generated/schema.sql, applied before this file).
CREATE INDEX IF NOT EXISTS mail_outbox_pending_idx ON mail_outbox ("createdAt") WHERE "sentAt" IS NULL;
