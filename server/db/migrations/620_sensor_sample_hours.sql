-- Hourly rollup of the sensor samples (docs/api.md "Sensors"): per sensor and UTC hour the count, sum, minimum
-- and maximum of its samples, so a long history range (more than two days, server/sensors/sensors.ts) reads at
-- most one row per hour instead of every sample. Kept by statement triggers on sensor_samples, so every writer
-- (the simulator's ticks, the demo seed, bulk loads) keeps it: an INSERT adds its rows' aggregates hour by hour
-- (ON CONFLICT DO NOTHING rows are not in the transition table, so a sample counts once); a DELETE or UPDATE
-- recomputes the hours it touched from the samples; TRUNCATE empties it. Hours are UTC (date_bin from the
-- epoch), whatever the session's time zone.
CREATE TABLE IF NOT EXISTS sensor_sample_hours (
  "sensorMac" text NOT NULL,
  hour timestamptz NOT NULL,
  n integer NOT NULL,
  total double precision NOT NULL,
  "minValue" double precision NOT NULL,
  "maxValue" double precision NOT NULL,
  PRIMARY KEY ("sensorMac", hour) INCLUDE (n, total, "minValue", "maxValue")
);

CREATE OR REPLACE FUNCTION sensor_sample_hours_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sensor_sample_hours AS h ("sensorMac", hour, n, total, "minValue", "maxValue")
  SELECT "sensorMac", date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00'), count(*),
    sum("sensingValue"), min("sensingValue"), max("sensingValue")
  FROM added GROUP BY 1, 2
  ON CONFLICT ("sensorMac", hour) DO UPDATE SET n = h.n + EXCLUDED.n, total = h.total + EXCLUDED.total,
    "minValue" = least(h."minValue", EXCLUDED."minValue"), "maxValue" = greatest(h."maxValue", EXCLUDED."maxValue");
  RETURN NULL;
END $$;

-- the hours of (mac, hour) pairs recomputed from the samples: gone when no sample is left
CREATE OR REPLACE FUNCTION sensor_sample_hours_recompute(macs text[], hours timestamptz[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sensor_sample_hours h USING unnest(macs, hours) AS t(mac, hour)
  WHERE h."sensorMac" = t.mac AND h.hour = t.hour;
  INSERT INTO sensor_sample_hours ("sensorMac", hour, n, total, "minValue", "maxValue")
  SELECT t.mac, t.hour, count(*), sum(s."sensingValue"), min(s."sensingValue"), max(s."sensingValue")
  FROM (SELECT DISTINCT mac, hour FROM unnest(macs, hours) AS u(mac, hour)) t
  JOIN sensor_samples s ON s."sensorMac" = t.mac AND s."sensingTime" >= t.hour AND s."sensingTime" < t.hour + interval '1 hour'
  GROUP BY 1, 2;
END $$;

CREATE OR REPLACE FUNCTION sensor_sample_hours_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  macs text[];
  hours timestamptz[];
BEGIN
  SELECT array_agg(mac), array_agg(hour) INTO macs, hours FROM (
    SELECT DISTINCT "sensorMac" AS mac, date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00') AS hour
    FROM removed) x;
  PERFORM sensor_sample_hours_recompute(macs, hours);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sensor_sample_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  macs text[];
  hours timestamptz[];
BEGIN
  SELECT array_agg(mac), array_agg(hour) INTO macs, hours FROM (
    SELECT "sensorMac" AS mac, date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00') AS hour FROM removed
    UNION
    SELECT "sensorMac", date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00') FROM added) x;
  PERFORM sensor_sample_hours_recompute(macs, hours);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sensor_sample_hours_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sensor_sample_hours;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS sensor_samples_hours_insert ON sensor_samples;
CREATE TRIGGER sensor_samples_hours_insert AFTER INSERT ON sensor_samples
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sensor_sample_hours_add();
DROP TRIGGER IF EXISTS sensor_samples_hours_delete ON sensor_samples;
CREATE TRIGGER sensor_samples_hours_delete AFTER DELETE ON sensor_samples
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION sensor_sample_hours_removed();
DROP TRIGGER IF EXISTS sensor_samples_hours_update ON sensor_samples;
CREATE TRIGGER sensor_samples_hours_update AFTER UPDATE ON sensor_samples
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sensor_sample_hours_changed();
DROP TRIGGER IF EXISTS sensor_samples_hours_truncate ON sensor_samples;
CREATE TRIGGER sensor_samples_hours_truncate AFTER TRUNCATE ON sensor_samples
  FOR EACH STATEMENT EXECUTE FUNCTION sensor_sample_hours_truncated();

-- the samples written before this migration
INSERT INTO sensor_sample_hours ("sensorMac", hour, n, total, "minValue", "maxValue")
SELECT "sensorMac", date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00'), count(*),
  sum("sensingValue"), min("sensingValue"), max("sensingValue")
FROM sensor_samples GROUP BY 1, 2
ON CONFLICT ("sensorMac", hour) DO NOTHING;
