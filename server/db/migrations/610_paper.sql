-- Paper labels (doc 2 §3 Paper upload history, Paper task, Paper task row; docs/api.md "Paper labels"): the store
-- printers the simulator plays (server/sim/printers.ts), uploads, tasks and their rows.
-- The tables printers, paper_uploads and paper_tasks are generated from schemas/printer.schema.json,
-- paperUpload.schema.json and paperTask.schema.json (server/generated/schema.sql, applied before this file); a
-- store's printers are read by their key (storeCode, printerIp); a store's uploads newest first is the generated
-- paper_uploads_storeCode_received_idx.
CREATE INDEX IF NOT EXISTS paper_uploads_received_idx ON paper_uploads (received DESC, "_id");
CREATE INDEX IF NOT EXISTS paper_tasks_store_updated_idx ON paper_tasks ("storeCode", "updatedAt" DESC, "_id");
CREATE INDEX IF NOT EXISTS paper_tasks_store_created_idx ON paper_tasks ("storeCode", "createdAt");
-- the simulator's printers look for unprinted rows, due first
CREATE INDEX IF NOT EXISTS paper_tasks_open_idx ON paper_tasks ("_id") WHERE complete < total;
-- The table paper_task_rows is generated from schemas/paperTaskRow.schema.json; its task's key, named as the inline
-- REFERENCES of databases made earlier:
ALTER TABLE paper_task_rows DROP CONSTRAINT IF EXISTS "paper_task_rows_taskId_fkey";
ALTER TABLE paper_task_rows ADD CONSTRAINT "paper_task_rows_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES paper_tasks ("_id")
  ON DELETE CASCADE;
CREATE INDEX IF NOT EXISTS paper_task_rows_task_idx ON paper_task_rows ("taskId", "rowNo");
CREATE INDEX IF NOT EXISTS paper_task_rows_pending_idx ON paper_task_rows ("dueAt") WHERE "resultCode" IS NULL;
