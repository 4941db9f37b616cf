-- Alarm counts per UTC day of "updatedAt" (issue 39): per location (alarm_day_location_counts, a row a store and
-- day) and per location, type, class and alarmType (alarm_day_counts), kept by statement triggers on alarm_history
-- like alarm_counts (migration 501). A custom dashboard's alarms per day over a week summed 2.3 million rows of a
-- 10-million-alarm history (0.96 s); the stats queries read the whole days here, from the first of the two that
-- holds the query's fields, and only the partial days at the ends of the range from the table (x-stats.rollups of
-- schemas/alarm.schema.json, server/repositories/statsQuery/compile.ts). Rows are inserted and deleted, never updated (migration 501); an
-- update is counted all the same, as its old row gone and its new one added. A group whose count falls to zero
-- (the retention purge) is deleted.
CREATE TABLE IF NOT EXISTS alarm_day_counts (
  day date NOT NULL,
  location text NOT NULL,
  type text NOT NULL,
  class integer NOT NULL,
  "alarmType" text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, location, type, class, "alarmType")
);
CREATE TABLE IF NOT EXISTS alarm_day_location_counts (
  day date NOT NULL,
  location text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, location)
);
DELETE FROM alarm_day_counts;
INSERT INTO alarm_day_counts (day, location, type, class, "alarmType", n)
  SELECT ("updatedAt" AT TIME ZONE 'UTC')::date, location, type, class, "alarmType", count(*)
  FROM alarm_history GROUP BY 1, 2, 3, 4, 5;
DELETE FROM alarm_day_location_counts;
INSERT INTO alarm_day_location_counts (day, location, n)
  SELECT day, location, sum(n) FROM alarm_day_counts GROUP BY 1, 2;

-- the groups of these days whose count fell to zero
CREATE OR REPLACE FUNCTION alarm_day_counts_drop_empty(days date[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM alarm_day_counts WHERE n = 0 AND day = ANY(days);
  DELETE FROM alarm_day_location_counts WHERE n = 0 AND day = ANY(days);
$$;

CREATE OR REPLACE FUNCTION alarm_day_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- in key order: concurrent raises lock the same rows in the same order (no deadlock)
  INSERT INTO alarm_day_counts (day, location, type, class, "alarmType", n)
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date, location, type, class, "alarmType", count(*)
    FROM alarm_day_rows_added GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, location, type, class, "alarmType") DO UPDATE SET n = alarm_day_counts.n + EXCLUDED.n;
  INSERT INTO alarm_day_location_counts (day, location, n)
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date, location, count(*)
    FROM alarm_day_rows_added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, location) DO UPDATE SET n = alarm_day_location_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_day_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date AS day, location, type, class, "alarmType", count(*) AS n
    FROM alarm_day_rows_removed GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5)
  UPDATE alarm_day_counts c SET n = c.n - g.n FROM gone g
  WHERE c.day = g.day AND c.location = g.location AND c.type = g.type AND c.class = g.class
    AND c."alarmType" = g."alarmType";
  WITH gone AS (
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date AS day, location, count(*) AS n
    FROM alarm_day_rows_removed GROUP BY 1, 2 ORDER BY 1, 2)
  UPDATE alarm_day_location_counts c SET n = c.n - g.n FROM gone g WHERE c.day = g.day AND c.location = g.location;
  PERFORM alarm_day_counts_drop_empty(
    ARRAY(SELECT DISTINCT ("updatedAt" AT TIME ZONE 'UTC')::date FROM alarm_day_rows_removed));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_day_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date AS day, location, type, class, "alarmType", -1 AS d
    FROM alarm_day_rows_old
    UNION ALL
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date, location, type, class, "alarmType", 1 FROM alarm_day_rows_new)
  INSERT INTO alarm_day_counts (day, location, type, class, "alarmType", n)
    SELECT day, location, type, class, "alarmType", sum(d) FROM changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, location, type, class, "alarmType") DO UPDATE SET n = alarm_day_counts.n + EXCLUDED.n;
  WITH changes AS (
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date AS day, location, -1 AS d FROM alarm_day_rows_old
    UNION ALL
    SELECT ("updatedAt" AT TIME ZONE 'UTC')::date, location, 1 FROM alarm_day_rows_new)
  INSERT INTO alarm_day_location_counts (day, location, n)
    SELECT day, location, sum(d) FROM changes GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, location) DO UPDATE SET n = alarm_day_location_counts.n + EXCLUDED.n;
  PERFORM alarm_day_counts_drop_empty(
    ARRAY(SELECT DISTINCT ("updatedAt" AT TIME ZONE 'UTC')::date FROM alarm_day_rows_old));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_day_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alarm_day_counts;
  DELETE FROM alarm_day_location_counts;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS alarm_day_counts_insert ON alarm_history;
CREATE TRIGGER alarm_day_counts_insert AFTER INSERT ON alarm_history
  REFERENCING NEW TABLE AS alarm_day_rows_added FOR EACH STATEMENT EXECUTE FUNCTION alarm_day_counts_add();
DROP TRIGGER IF EXISTS alarm_day_counts_delete ON alarm_history;
CREATE TRIGGER alarm_day_counts_delete AFTER DELETE ON alarm_history
  REFERENCING OLD TABLE AS alarm_day_rows_removed FOR EACH STATEMENT EXECUTE FUNCTION alarm_day_counts_remove();
DROP TRIGGER IF EXISTS alarm_day_counts_update ON alarm_history;
CREATE TRIGGER alarm_day_counts_update AFTER UPDATE ON alarm_history
  REFERENCING OLD TABLE AS alarm_day_rows_old NEW TABLE AS alarm_day_rows_new
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_day_counts_update();
DROP TRIGGER IF EXISTS alarm_day_counts_truncate ON alarm_history;
CREATE TRIGGER alarm_day_counts_truncate AFTER TRUNCATE ON alarm_history
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_day_counts_truncated();
