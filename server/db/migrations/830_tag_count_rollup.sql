-- Custom dashboards (issue 26): a count rollup of tags by store, status, tag type and battery status, so that a
-- panel counting tags by status per store answers from a few thousand rows instead of scanning 10 million tags
-- (docs/api.md 'Custom dashboards', Speed). Exact at all times: statement-level triggers of tags append the net
-- change of each group (transition tables: one aggregate per statement, never per row) as a delta row; the
-- stats-rollups server job (server/stats/query/rollups.ts) folds the delta rows of a group into one. Append-only
-- writes take no row lock, so tag writers never wait on each other here. The store column is "store", not
-- "storeCode": the store export and delete (every table with a storeCode column) leave it to the triggers.
CREATE TABLE IF NOT EXISTS tag_count_rollup (
  store text,
  status text,
  "tagType" text,
  "battStatus" text,
  n bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS tag_count_rollup_store_idx ON tag_count_rollup (store, status);

CREATE OR REPLACE FUNCTION tag_count_rollup_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tag_count_rollup (store, status, "tagType", "battStatus", n)
  SELECT "storeCode", status, "tagType", "battStatus", count(*) FROM rollup_new GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION tag_count_rollup_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tag_count_rollup (store, status, "tagType", "battStatus", n)
  SELECT "storeCode", status, "tagType", "battStatus", -count(*) FROM rollup_old GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION tag_count_rollup_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tag_count_rollup (store, status, "tagType", "battStatus", n)
  SELECT s, st, ty, b, sum(d)
  FROM (
    SELECT "storeCode" AS s, status AS st, "tagType" AS ty, "battStatus" AS b, -1 AS d FROM rollup_old
    UNION ALL
    SELECT "storeCode", status, "tagType", "battStatus", 1 FROM rollup_new
  ) AS changes
  GROUP BY 1, 2, 3, 4
  HAVING sum(d) <> 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION tag_count_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tag_count_rollup;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS tag_count_rollup_insert ON tags;
CREATE TRIGGER tag_count_rollup_insert AFTER INSERT ON tags REFERENCING NEW TABLE AS rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION tag_count_rollup_inserted();
DROP TRIGGER IF EXISTS tag_count_rollup_delete ON tags;
CREATE TRIGGER tag_count_rollup_delete AFTER DELETE ON tags REFERENCING OLD TABLE AS rollup_old
  FOR EACH STATEMENT EXECUTE FUNCTION tag_count_rollup_deleted();
DROP TRIGGER IF EXISTS tag_count_rollup_update ON tags;
CREATE TRIGGER tag_count_rollup_update AFTER UPDATE ON tags REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION tag_count_rollup_updated();
DROP TRIGGER IF EXISTS tag_count_rollup_truncate ON tags;
CREATE TRIGGER tag_count_rollup_truncate AFTER TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION tag_count_rollup_truncated();

-- the tags already there (one scan, at the migration)
DELETE FROM tag_count_rollup;
INSERT INTO tag_count_rollup (store, status, "tagType", "battStatus", n)
SELECT "storeCode", status, "tagType", "battStatus", count(*) FROM tags GROUP BY 1, 2, 3, 4;
