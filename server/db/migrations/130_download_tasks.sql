-- File download tasks (doc 1 §4, DESIGN §3): a small queue in the database, worked by any server instance (the
-- claim and the fencing: server/repositories/downloadTasks.ts, migration 211). The table download_tasks is
-- generated from schemas/downloadTask.schema.json (server/generated/schema.sql, applied before this file); its
-- type check, named as the inline CHECK of databases made earlier:
ALTER TABLE download_tasks DROP CONSTRAINT IF EXISTS download_tasks_type_check;
ALTER TABLE download_tasks ADD CONSTRAINT download_tasks_type_check CHECK (type BETWEEN 0 AND 5);
CREATE INDEX IF NOT EXISTS download_tasks_pending_idx ON download_tasks ("createdAt") WHERE "finishedAt" IS NULL;
CREATE INDEX IF NOT EXISTS download_tasks_finished_idx ON download_tasks ("finishedAt");
