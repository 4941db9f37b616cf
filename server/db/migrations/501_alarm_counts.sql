-- Alarm counts per location, type and class, kept by statement triggers on alarm_history (every insert and
-- delete, raise() and the retention purge alike), so the system alarm history answers recordsTotal and the
-- filtered count without counting a million rows (StatsAlarmsRepository.search). Rows are never updated.
CREATE TABLE IF NOT EXISTS alarm_counts (
  location text NOT NULL,
  type text NOT NULL,
  class integer NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (location, type, class)
);
DELETE FROM alarm_counts;
INSERT INTO alarm_counts (location, type, class, n)
  SELECT location, type, class, count(*) FROM alarm_history GROUP BY location, type, class;

CREATE OR REPLACE FUNCTION alarm_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- in key order: concurrent raises lock the same rows in the same order (no deadlock)
  INSERT INTO alarm_counts (location, type, class, n)
    SELECT location, type, class, count(*) FROM alarm_rows_added GROUP BY location, type, class
    ORDER BY location, type, class
  ON CONFLICT (location, type, class) DO UPDATE SET n = alarm_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION alarm_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE alarm_counts c SET n = c.n - d.n
  FROM (SELECT location, type, class, count(*) AS n FROM alarm_rows_removed GROUP BY location, type, class
        ORDER BY location, type, class) d
  WHERE c.location = d.location AND c.type = d.type AND c.class = d.class;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS alarm_counts_insert ON alarm_history;
CREATE TRIGGER alarm_counts_insert AFTER INSERT ON alarm_history
  REFERENCING NEW TABLE AS alarm_rows_added FOR EACH STATEMENT EXECUTE FUNCTION alarm_counts_add();
DROP TRIGGER IF EXISTS alarm_counts_delete ON alarm_history;
CREATE TRIGGER alarm_counts_delete AFTER DELETE ON alarm_history
  REFERENCING OLD TABLE AS alarm_rows_removed FOR EACH STATEMENT EXECUTE FUNCTION alarm_counts_remove();

-- ("updatedAt" DESC, id DESC) of migration 500 serves every newest-first read of the old ("updatedAt" DESC)
DROP INDEX IF EXISTS alarm_history_updated_idx;
