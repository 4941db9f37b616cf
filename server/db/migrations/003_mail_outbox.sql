-- Mails waiting for SMTP (temporary passwords, notifications); sent when SMTP is configured.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "sentAt" timestamptz,
  error text
);
CREATE INDEX IF NOT EXISTS mail_outbox_pending_idx ON mail_outbox ("createdAt") WHERE "sentAt" IS NULL;
