-- Alarm counts per UTC hour of "updatedAt" over every location (issue 39): alarm_hour_counts, by hour, type, class
-- and alarmType. The system alarm history of a chain administrator (every store) filtered by a date range counted
-- every row of the range: a day of a 10-million-alarm history is 333,000 rows (p95 149 ms at 2,000 stores). It now
-- sums the range's whole hours here and counts only the partial hours at its ends in the table
-- (server/repositories/alarmRangeCount.ts). Kept like tag_count_rollup (migration 830), not like the keyed
-- alarm_day_counts (migration 993): statement triggers of alarm_history append each group's net change as a delta
-- row, and the stats-rollups server job folds a group's rows into one (server/repositories/statsQuery/rollups.ts).
-- Every store's alarms of a type share an hour's group, and an upsert would lock that row until its transaction
-- ends (the alarm-rules job raises inside its own): appending takes no row lock, so no raise waits on another.
CREATE TABLE IF NOT EXISTS alarm_hour_counts (
  hour timestamptz NOT NULL,
  type text NOT NULL,
  class integer NOT NULL,
  "alarmType" text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS alarm_hour_counts_hour_idx ON alarm_hour_counts (hour);
DELETE FROM alarm_hour_counts;
INSERT INTO alarm_hour_counts (hour, type, class, "alarmType", n)
  SELECT date_trunc('hour', "updatedAt", 'UTC'), type, class, "alarmType", count(*)
  FROM alarm_history GROUP BY 1, 2, 3, 4;

CREATE OR REPLACE FUNCTION alarm_hour_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_hour_counts (hour, type, class, "alarmType", n)
  SELECT date_trunc('hour', "updatedAt", 'UTC'), type, class, "alarmType", count(*)
  FROM alarm_hour_rows_new GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_hour_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_hour_counts (hour, type, class, "alarmType", n)
  SELECT date_trunc('hour', "updatedAt", 'UTC'), type, class, "alarmType", -count(*)
  FROM alarm_hour_rows_old GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_hour_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_hour_counts (hour, type, class, "alarmType", n)
  SELECT h, t, c, a, sum(d)
  FROM (
    SELECT date_trunc('hour', "updatedAt", 'UTC') AS h, type AS t, class AS c, "alarmType" AS a, -1 AS d
    FROM alarm_hour_rows_old
    UNION ALL
    SELECT date_trunc('hour', "updatedAt", 'UTC'), type, class, "alarmType", 1 FROM alarm_hour_rows_new
  ) AS changes
  GROUP BY 1, 2, 3, 4
  HAVING sum(d) <> 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_hour_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alarm_hour_counts;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS alarm_hour_counts_insert ON alarm_history;
CREATE TRIGGER alarm_hour_counts_insert AFTER INSERT ON alarm_history
  REFERENCING NEW TABLE AS alarm_hour_rows_new FOR EACH STATEMENT EXECUTE FUNCTION alarm_hour_counts_inserted();
DROP TRIGGER IF EXISTS alarm_hour_counts_delete ON alarm_history;
CREATE TRIGGER alarm_hour_counts_delete AFTER DELETE ON alarm_history
  REFERENCING OLD TABLE AS alarm_hour_rows_old FOR EACH STATEMENT EXECUTE FUNCTION alarm_hour_counts_deleted();
DROP TRIGGER IF EXISTS alarm_hour_counts_update ON alarm_history;
CREATE TRIGGER alarm_hour_counts_update AFTER UPDATE ON alarm_history
  REFERENCING OLD TABLE AS alarm_hour_rows_old NEW TABLE AS alarm_hour_rows_new
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_hour_counts_updated();
DROP TRIGGER IF EXISTS alarm_hour_counts_truncate ON alarm_history;
CREATE TRIGGER alarm_hour_counts_truncate AFTER TRUNCATE ON alarm_history
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_hour_counts_truncated();
