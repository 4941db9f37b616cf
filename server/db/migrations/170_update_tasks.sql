-- Update tasks (schemas/updateTask.schema.json, updateTaskTag.schema.json; issue 4): the radio simulation finds
-- the pending tags of a gateway quickly; a tag's update history reads its rows newest first; a tag shows one page.
CREATE INDEX IF NOT EXISTS update_task_tags_pending_idx ON update_task_tags ("storeCode", "gwMac", "dueAt")
  WHERE status IS NULL;
CREATE INDEX IF NOT EXISTS update_task_tags_history_idx ON update_task_tags ("tagId", "createdAt" DESC);
CREATE INDEX IF NOT EXISTS update_tasks_running_idx ON update_tasks ("startTime") WHERE "endTime" IS NULL;
ALTER TABLE tags ADD COLUMN IF NOT EXISTS "pageNo" integer NOT NULL DEFAULT 0;
-- Default alias configuration (doc 1 §3, doc 2 §3): names of the product info entries prInfo_{index};
-- exactly one key entry; product update history charts price and stock.
INSERT INTO alias_config ("index", name, key, chart) VALUES
  (0, 'Product Name', true, false),
  (1, 'Price', false, true),
  (2, 'Description', false, false),
  (3, 'Unit Price', false, false),
  (4, 'Origin', false, false),
  (5, 'Promotion', false, false),
  (6, 'Stock', false, true),
  (7, 'Barcode', false, false),
  (8, 'Category', false, false),
  (9, 'Sale Price', false, false)
ON CONFLICT ("index") DO NOTHING;
