-- Sent and failed mails are kept for the history retention days, then deleted by the clean-up rule
-- (server/alarms/rules.ts retentionRule, MailOutboxRepository.purgeBefore): this index serves that delete.
CREATE INDEX IF NOT EXISTS mail_outbox_done_created_idx ON mail_outbox ("createdAt") WHERE status IN ('sent', 'failed');
