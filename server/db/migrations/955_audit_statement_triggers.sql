-- The audit log's statement triggers (issue 36) on the settings table, which has no schema of its own (system_config:
-- key → JSON value; secrets inside a value are masked by the trigger): they replace the row trigger of migration 950
-- (one trigger call per changed row), whose function goes too. The generated DDL does the same for every audited
-- table of the schemas (scripts/codegen/auditDdl.ts). A database made by hand without system_config (tests of early
-- migrations) gets no trigger there.
DO $audit_settings$
BEGIN
  IF to_regclass('system_config') IS NOT NULL THEN
    DROP TRIGGER IF EXISTS esl_audit ON system_config;
    CREATE OR REPLACE TRIGGER esl_audit_insert AFTER INSERT ON system_config REFERENCING NEW TABLE AS esl_new
      FOR EACH STATEMENT WHEN (current_setting('esl.audit', true) <> '')
      EXECUTE FUNCTION esl_audit_statement('systemConfig', 'key', '', '', 'updatedAt');
    CREATE OR REPLACE TRIGGER esl_audit_update AFTER UPDATE ON system_config
      REFERENCING OLD TABLE AS esl_old NEW TABLE AS esl_new
      FOR EACH STATEMENT WHEN (current_setting('esl.audit', true) <> '')
      EXECUTE FUNCTION esl_audit_statement('systemConfig', 'key', '', '', 'updatedAt');
    CREATE OR REPLACE TRIGGER esl_audit_delete AFTER DELETE ON system_config REFERENCING OLD TABLE AS esl_old
      FOR EACH STATEMENT WHEN (current_setting('esl.audit', true) <> '')
      EXECUTE FUNCTION esl_audit_statement('systemConfig', 'key', '', '', 'updatedAt');
  END IF;
END
$audit_settings$;
DROP FUNCTION IF EXISTS esl_audit_row();
