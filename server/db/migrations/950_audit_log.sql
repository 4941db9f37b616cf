-- The audit log (issue 36): the table, its row trigger on every audited table and its append-only guard are in the
-- generated DDL (schemas/auditLog.schema.json, server/audit/auditTrigger.sql). Here: the indexes of its searches
-- (newest first, alone or by who, by entity and key, by action; by store comes with the generated ones), and the
-- trigger on the settings table, which has no schema of its own (system_config: key → JSON value; secrets inside a
-- value are masked by the trigger). A database made by hand without system_config (tests of early migrations)
-- gets no trigger there.
CREATE INDEX IF NOT EXISTS audit_log_at_id_idx ON audit_log ("at" DESC, "id" DESC);
CREATE INDEX IF NOT EXISTS audit_log_actor_at_idx ON audit_log ("actor", "at" DESC);
CREATE INDEX IF NOT EXISTS audit_log_entity_key_at_idx ON audit_log ("entity", "entityKey", "at" DESC);
CREATE INDEX IF NOT EXISTS audit_log_action_at_idx ON audit_log ("action", "at" DESC);
DO $audit_settings$
BEGIN
  IF to_regclass('system_config') IS NOT NULL THEN
    DROP TRIGGER IF EXISTS esl_audit ON system_config;
    CREATE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON system_config FOR EACH ROW
      WHEN (current_setting('esl.audit', true) <> '')
      EXECUTE FUNCTION esl_audit_row('systemConfig', 'key', '', '', 'updatedAt');
  END IF;
END
$audit_settings$;
