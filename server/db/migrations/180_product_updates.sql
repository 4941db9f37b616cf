-- Product update history (schemas/productUpdate.schema.json; issue 5): a product's changes newest first, and the
-- changes an update task carried (revert, task detail).
CREATE INDEX IF NOT EXISTS product_updates_product_idx ON product_updates ("storeCode", "prCode", id DESC);
CREATE INDEX IF NOT EXISTS product_updates_task_idx ON product_updates ("taskId") WHERE "taskId" IS NOT NULL;
