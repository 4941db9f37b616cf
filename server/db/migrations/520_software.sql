-- Software upgrade (doc 3 §2 Software; docs/api.md 'Software upgrade'): accepted upgrade packages, their staged
-- rollouts to the gateways and each gateway's part in a rollout; the mobile app files' "one active" rule.
-- A rollout lives here only, so it survives a restart: the simulator's rollout step reads and advances it.
-- The tables upgrade_packages, rollouts and rollout_gateways are generated from schemas/upgradePackage.schema.json,
-- rollout.schema.json and rolloutGateway.schema.json (server/generated/schema.sql, applied before this file); their
-- checks and keys, named as the inline CHECK and REFERENCES of databases made earlier:
ALTER TABLE upgrade_packages DROP CONSTRAINT IF EXISTS upgrade_packages_component_check;
ALTER TABLE upgrade_packages ADD CONSTRAINT upgrade_packages_component_check CHECK (component IN ('grm', 'gmp'));

ALTER TABLE rollouts DROP CONSTRAINT IF EXISTS "rollouts_packageId_fkey";
ALTER TABLE rollouts ADD CONSTRAINT "rollouts_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES upgrade_packages (id);
ALTER TABLE rollouts DROP CONSTRAINT IF EXISTS rollouts_component_check;
ALTER TABLE rollouts ADD CONSTRAINT rollouts_component_check CHECK (component IN ('grm', 'gmp'));
ALTER TABLE rollouts DROP CONSTRAINT IF EXISTS rollouts_state_check;
ALTER TABLE rollouts ADD CONSTRAINT rollouts_state_check
  CHECK (state IN ('RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'));
ALTER TABLE rollouts DROP CONSTRAINT IF EXISTS "rollouts_pausedReason_check";
ALTER TABLE rollouts ADD CONSTRAINT "rollouts_pausedReason_check" CHECK ("pausedReason" IN ('operator', 'failures'));
CREATE INDEX IF NOT EXISTS rollouts_component_idx ON rollouts (component, id DESC);
-- one unfinished rollout per component
CREATE UNIQUE INDEX IF NOT EXISTS rollouts_active_idx ON rollouts (component)
  WHERE state IN ('RUNNING', 'PAUSED', 'ROLLING_BACK');

ALTER TABLE rollout_gateways DROP CONSTRAINT IF EXISTS "rollout_gateways_rolloutId_fkey";
ALTER TABLE rollout_gateways ADD CONSTRAINT "rollout_gateways_rolloutId_fkey" FOREIGN KEY ("rolloutId")
  REFERENCES rollouts (id) ON DELETE CASCADE;
ALTER TABLE rollout_gateways DROP CONSTRAINT IF EXISTS rollout_gateways_state_check;
ALTER TABLE rollout_gateways ADD CONSTRAINT rollout_gateways_state_check
  CHECK (state IN ('PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED'));
CREATE INDEX IF NOT EXISTS rollout_gateways_stage_idx ON rollout_gateways ("rolloutId", stage, state);
CREATE INDEX IF NOT EXISTS rollout_gateways_store_idx ON rollout_gateways ("rolloutId", "storeCode");

-- at most one active mobile app file
CREATE UNIQUE INDEX IF NOT EXISTS app_files_one_active_idx ON app_files (active) WHERE active;
