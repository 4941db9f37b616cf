-- download_tasks is generated from schemas/downloadTask.schema.json (issue 24). Its "lockedUntil" lease is unused
-- since migration 211 (a task records the instance working it); databases made earlier drop it, so every database
-- has the schema's columns.
ALTER TABLE download_tasks DROP COLUMN IF EXISTS "lockedUntil";
