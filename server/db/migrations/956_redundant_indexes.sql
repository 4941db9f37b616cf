-- Indexes that another index of the same table serves (issue 36: every index is work for every write, and the audit
-- log's writes come with every change). The generated DDL no longer makes them (scripts/codegen/sqlFile.ts): a
-- one-column index that leads a longer index of the table (the store column before the store's default order), and
-- the audit log's who, action and entity, which its composite indexes of migration 950 lead. Existing databases
-- drop them here.
DROP INDEX IF EXISTS
  "audit_log_actor_idx",
  "audit_log_action_idx",
  "audit_log_entity_idx",
  "audit_log_storeCode_idx",
  "battery_forecasts_storeCode_idx",
  "delivery_attempts_storeCode_idx",
  "gateways_storeCode_idx",
  "gateway_predefined_storeCode_idx",
  "paper_tasks_storeCode_idx",
  "paper_uploads_storeCode_idx",
  "plus_media_storeCode_idx",
  "plus_software_storeCode_idx",
  "product_updates_storeCode_idx",
  "product_uploads_storeCode_idx",
  "sensors_storeCode_idx",
  "tags_storeCode_idx",
  "update_tasks_storeCode_idx",
  "update_task_tags_storeCode_idx";
