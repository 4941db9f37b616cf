-- Server instances and the jobs they run (issue 9, "nothing half-done after a crash"; server/instances/).
-- Every running server process has a row, its heartbeat renewed every HEARTBEAT_MS; a process killed mid-job
-- stops beating. A job (a product file import, a claimed download task) records the instance running it, and
-- any instance closes the unfinished jobs whose instance has no recent heartbeat with 'interrupted by a server
-- restart'. Download tasks are no longer re-claimed when a lease runs out: "lockedUntil" is no longer used.
CREATE TABLE IF NOT EXISTS server_instances (
  "instanceId" text PRIMARY KEY,
  "startedAt" timestamptz NOT NULL DEFAULT now(),
  "heartbeatAt" timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE product_uploads ADD COLUMN IF NOT EXISTS "instanceId" text;
ALTER TABLE download_tasks ADD COLUMN IF NOT EXISTS "instanceId" text;
CREATE INDEX IF NOT EXISTS product_uploads_unfinished_idx ON product_uploads ("instanceId") WHERE finished IS NULL;
CREATE INDEX IF NOT EXISTS download_tasks_claimed_idx ON download_tasks ("instanceId") WHERE "finishedAt" IS NULL;
