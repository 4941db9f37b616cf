-- File download tasks (doc 1 §4, DESIGN §3): a small queue in the database, worked by any server instance.
-- A task is claimed by setting "lockedUntil" (renewed while it works); a task whose lock ran out (its instance
-- died) is claimed again, so tasks survive a restart.
CREATE TABLE IF NOT EXISTS download_tasks (
  "taskId" text PRIMARY KEY,
  type integer NOT NULL CHECK (type BETWEEN 0 AND 5),
  email text NOT NULL,
  -- serverId, storeCode, gwMac, filter, and the requester's store list (null = every store)
  request jsonb NOT NULL,
  progress integer NOT NULL DEFAULT 0,
  "fileName" text NOT NULL,
  "filePath" text,
  error text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "lockedUntil" timestamptz,
  "finishedAt" timestamptz
);
CREATE INDEX IF NOT EXISTS download_tasks_pending_idx ON download_tasks ("createdAt") WHERE "finishedAt" IS NULL;
CREATE INDEX IF NOT EXISTS download_tasks_finished_idx ON download_tasks ("finishedAt");
