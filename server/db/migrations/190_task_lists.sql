-- Task lists and task detail (issue 5, slice C; docs/api.md "Tasks and product update history"). Every list is
-- newest start first with the task id breaking ties, so a page is an index range even with millions of tasks:
--   all stores (role 0)                      update_tasks_start_idx
--   one store, or each store of a scoped account (read per store and merged)   update_tasks_store_start_idx
--   a task type, across stores or in one store                                 update_tasks_type_start_idx,
--                                                                              update_tasks_store_type_start_idx
--   a store's product update tasks (PRODUCT and LAYOUT)                        update_tasks_store_product_idx
CREATE INDEX IF NOT EXISTS update_tasks_start_idx ON update_tasks ("startTime" DESC, "taskId" DESC);
CREATE INDEX IF NOT EXISTS update_tasks_store_start_idx
  ON update_tasks ("storeCode", "startTime" DESC, "taskId" DESC);
CREATE INDEX IF NOT EXISTS update_tasks_type_start_idx
  ON update_tasks ("taskType", "startTime" DESC, "taskId" DESC);
CREATE INDEX IF NOT EXISTS update_tasks_store_type_start_idx
  ON update_tasks ("storeCode", "taskType", "startTime" DESC, "taskId" DESC);
CREATE INDEX IF NOT EXISTS update_tasks_store_product_idx
  ON update_tasks ("storeCode", "startTime" DESC, "taskId" DESC) WHERE "taskType" IN ('PRODUCT', 'LAYOUT');
-- A task's failed tags (fail search, refresh), and a task's rows of one product (product update history status).
CREATE INDEX IF NOT EXISTS update_task_tags_failed_idx ON update_task_tags ("taskId", "tagId") WHERE status = 'NG';
CREATE INDEX IF NOT EXISTS update_task_tags_task_product_idx ON update_task_tags ("taskId", "prCode");
