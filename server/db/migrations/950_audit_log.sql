-- The audit log (issue 36): the table, its triggers on every audited table and its append-only guard are in the
-- generated DDL (schemas/auditLog.schema.json, server/audit/auditTrigger.sql). Here: the indexes of its searches
-- (newest first, alone or by who, by entity and key, by action; by store comes with the generated ones). Its first
-- release also put the row trigger on the settings table here; migration 955 puts the statement triggers there.
CREATE INDEX IF NOT EXISTS audit_log_at_id_idx ON audit_log ("at" DESC, "id" DESC);
CREATE INDEX IF NOT EXISTS audit_log_actor_at_idx ON audit_log ("actor", "at" DESC);
CREATE INDEX IF NOT EXISTS audit_log_entity_key_at_idx ON audit_log ("entity", "entityKey", "at" DESC);
CREATE INDEX IF NOT EXISTS audit_log_action_at_idx ON audit_log ("action", "at" DESC);
