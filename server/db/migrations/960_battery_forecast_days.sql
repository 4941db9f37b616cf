-- The battery store table at chain scale (issue 39): its counts per store (due this week, next week, this month,
-- low, too few readings, every forecast) were counted over every forecast of every store at each call (2.6 s at
-- 400,000 tags, O(tags)). Statement triggers on battery_forecasts keep them rolled up instead (as alarm_counts,
-- migration 501): battery_forecast_days counts a store's forecasts by state and local day of forecastAt ('infinity'
-- without a date; the periods' bounds are local midnights, so "forecastAt < bound" is "day < bound"), read over the
-- days before the latest bound only; battery_forecast_states counts them by state (the totals).
CREATE TABLE IF NOT EXISTS battery_forecast_days (
  "storeCode" text NOT NULL,
  day date NOT NULL,
  state text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY ("storeCode", day, state)
);
CREATE TABLE IF NOT EXISTS battery_forecast_states (
  "storeCode" text NOT NULL,
  state text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY ("storeCode", state)
);

-- the rows added (+1) or removed (-1) by a statement, in key order (concurrent jobs lock in the same order)
CREATE OR REPLACE FUNCTION battery_forecast_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO battery_forecast_days ("storeCode", day, state, n)
    SELECT coalesce("storeCode", ''), coalesce("forecastAt"::date, 'infinity'), coalesce(state, ''), count(*)
    FROM battery_rows_added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("storeCode", day, state) DO UPDATE SET n = battery_forecast_days.n + EXCLUDED.n;
  INSERT INTO battery_forecast_states ("storeCode", state, n)
    SELECT coalesce("storeCode", ''), coalesce(state, ''), count(*) FROM battery_rows_added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("storeCode", state) DO UPDATE SET n = battery_forecast_states.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION battery_forecast_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE battery_forecast_days c SET n = c.n - d.n
  FROM (SELECT coalesce("storeCode", '') AS "storeCode", coalesce("forecastAt"::date, 'infinity') AS day,
          coalesce(state, '') AS state, count(*) AS n
        FROM battery_rows_removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE c."storeCode" = d."storeCode" AND c.day = d.day AND c.state = d.state;
  UPDATE battery_forecast_states c SET n = c.n - d.n
  FROM (SELECT coalesce("storeCode", '') AS "storeCode", coalesce(state, '') AS state, count(*) AS n
        FROM battery_rows_removed GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c."storeCode" = d."storeCode" AND c.state = d.state;
  DELETE FROM battery_forecast_days WHERE n = 0 AND "storeCode" IN (SELECT "storeCode" FROM battery_rows_removed);
  RETURN NULL;
END $$;

-- an update is its old rows removed and its new rows added
CREATE OR REPLACE FUNCTION battery_forecast_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE battery_forecast_days c SET n = c.n - d.n
  FROM (SELECT coalesce("storeCode", '') AS "storeCode", coalesce("forecastAt"::date, 'infinity') AS day,
          coalesce(state, '') AS state, count(*) AS n
        FROM battery_rows_before GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE c."storeCode" = d."storeCode" AND c.day = d.day AND c.state = d.state;
  UPDATE battery_forecast_states c SET n = c.n - d.n
  FROM (SELECT coalesce("storeCode", '') AS "storeCode", coalesce(state, '') AS state, count(*) AS n
        FROM battery_rows_before GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c."storeCode" = d."storeCode" AND c.state = d.state;
  INSERT INTO battery_forecast_days ("storeCode", day, state, n)
    SELECT coalesce("storeCode", ''), coalesce("forecastAt"::date, 'infinity'), coalesce(state, ''), count(*)
    FROM battery_rows_after GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("storeCode", day, state) DO UPDATE SET n = battery_forecast_days.n + EXCLUDED.n;
  INSERT INTO battery_forecast_states ("storeCode", state, n)
    SELECT coalesce("storeCode", ''), coalesce(state, ''), count(*) FROM battery_rows_after GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("storeCode", state) DO UPDATE SET n = battery_forecast_states.n + EXCLUDED.n;
  DELETE FROM battery_forecast_days WHERE n = 0 AND "storeCode" IN (SELECT "storeCode" FROM battery_rows_before);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION battery_forecast_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM battery_forecast_days;
  DELETE FROM battery_forecast_states;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS battery_forecast_counts_insert ON battery_forecasts;
CREATE TRIGGER battery_forecast_counts_insert AFTER INSERT ON battery_forecasts
  REFERENCING NEW TABLE AS battery_rows_added FOR EACH STATEMENT EXECUTE FUNCTION battery_forecast_counts_added();
DROP TRIGGER IF EXISTS battery_forecast_counts_delete ON battery_forecasts;
CREATE TRIGGER battery_forecast_counts_delete AFTER DELETE ON battery_forecasts
  REFERENCING OLD TABLE AS battery_rows_removed FOR EACH STATEMENT EXECUTE FUNCTION battery_forecast_counts_removed();
DROP TRIGGER IF EXISTS battery_forecast_counts_update ON battery_forecasts;
CREATE TRIGGER battery_forecast_counts_update AFTER UPDATE ON battery_forecasts
  REFERENCING OLD TABLE AS battery_rows_before NEW TABLE AS battery_rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION battery_forecast_counts_changed();
DROP TRIGGER IF EXISTS battery_forecast_counts_truncate ON battery_forecasts;
CREATE TRIGGER battery_forecast_counts_truncate AFTER TRUNCATE ON battery_forecasts
  FOR EACH STATEMENT EXECUTE FUNCTION battery_forecast_counts_truncated();

DELETE FROM battery_forecast_days;
DELETE FROM battery_forecast_states;
INSERT INTO battery_forecast_days ("storeCode", day, state, n)
  SELECT coalesce("storeCode", ''), coalesce("forecastAt"::date, 'infinity'), coalesce(state, ''), count(*)
  FROM battery_forecasts GROUP BY 1, 2, 3;
INSERT INTO battery_forecast_states ("storeCode", state, n)
  SELECT coalesce("storeCode", ''), coalesce(state, ''), count(*) FROM battery_forecasts GROUP BY 1, 2;
