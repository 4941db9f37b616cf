-- The settings table's audit trigger (migration 950) leaves out the keys the server keeps for itself while it
-- serves a call: `lastProductFileAt`, the time of the last product file (set by every POST /product/file, read by
-- the "no product file" alarm rule). Such a key is the product's own bookkeeping, not a setting anyone changes; the
-- call that moved it is in the log through its own rows (the products it changed, or its action row). Every other
-- key (SMTP, two-factor policy, system settings, software versions) stays audited. A DELETE trigger cannot read NEW
-- in its WHEN clause, so deletes have a trigger of their own.
DO $audit_settings$
BEGIN
  IF to_regclass('system_config') IS NOT NULL THEN
    DROP TRIGGER IF EXISTS esl_audit ON system_config;
    DROP TRIGGER IF EXISTS esl_audit_delete ON system_config;
    CREATE TRIGGER esl_audit AFTER INSERT OR UPDATE ON system_config FOR EACH ROW
      WHEN (current_setting('esl.audit', true) <> '' AND NEW.key <> 'lastProductFileAt')
      EXECUTE FUNCTION esl_audit_row('systemConfig', 'key', '', '', 'updatedAt');
    CREATE TRIGGER esl_audit_delete AFTER DELETE ON system_config FOR EACH ROW
      WHEN (current_setting('esl.audit', true) <> '' AND OLD.key <> 'lastProductFileAt')
      EXECUTE FUNCTION esl_audit_row('systemConfig', 'key', '', '', 'updatedAt');
  END IF;
END
$audit_settings$;
