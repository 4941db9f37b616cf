-- Software upgrade (doc 3 §2 Software; docs/api.md 'Software upgrade'): accepted upgrade packages, their staged
-- rollouts to the gateways and each gateway's part in a rollout; the mobile app files' "one active" rule.
-- A rollout lives here only, so it survives a restart: the simulator's rollout step reads and advances it.
CREATE TABLE IF NOT EXISTS upgrade_packages (
  id bigserial PRIMARY KEY,
  component text NOT NULL CHECK (component IN ('grm', 'gmp')),
  version text NOT NULL,
  sha256 text NOT NULL,
  "fileName" text NOT NULL,
  size integer NOT NULL,
  "createdBy" text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS rollouts (
  id bigserial PRIMARY KEY,
  "packageId" bigint NOT NULL REFERENCES upgrade_packages (id),
  component text NOT NULL CHECK (component IN ('grm', 'gmp')),
  version text NOT NULL,
  -- the system_config value (version, updatedAt) the package replaced: a rollback restores it
  "previousConfig" jsonb,
  state text NOT NULL CHECK (state IN ('RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK')),
  -- 0 = canary, 1.. = waves
  stage integer NOT NULL DEFAULT 0,
  stages integer NOT NULL,
  "pausedReason" text CHECK ("pausedReason" IN ('operator', 'failures')),
  -- a stage whose failures the operator accepted by resuming after an automatic pause
  "acceptedStage" integer,
  "failureThreshold" double precision NOT NULL,
  "createdBy" text NOT NULL,
  "startedAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  "finishedAt" timestamptz
);
CREATE INDEX IF NOT EXISTS rollouts_component_idx ON rollouts (component, id DESC);
-- one unfinished rollout per component
CREATE UNIQUE INDEX IF NOT EXISTS rollouts_active_idx ON rollouts (component)
  WHERE state IN ('RUNNING', 'PAUSED', 'ROLLING_BACK');

CREATE TABLE IF NOT EXISTS rollout_gateways (
  "rolloutId" bigint NOT NULL REFERENCES rollouts (id) ON DELETE CASCADE,
  "gwMac" text NOT NULL,
  "storeCode" text NOT NULL,
  stage integer NOT NULL,
  state text NOT NULL DEFAULT 'PENDING'
    CHECK (state IN ('PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED')),
  "previousVersion" text,
  "dueAt" timestamptz,
  error text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("rolloutId", "gwMac")
);
CREATE INDEX IF NOT EXISTS rollout_gateways_stage_idx ON rollout_gateways ("rolloutId", stage, state);
CREATE INDEX IF NOT EXISTS rollout_gateways_store_idx ON rollout_gateways ("rolloutId", "storeCode");

-- at most one active mobile app file
CREATE UNIQUE INDEX IF NOT EXISTS app_files_one_active_idx ON app_files (active) WHERE active;
