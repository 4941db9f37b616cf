-- Sensors of the stores (doc 2 §3 Sensor, Sensor history sample; docs/api.md "Sensors"), played by the simulator
-- (server/sim/sensors.ts). operation is what the sensor measures (TEMPERATURE, HUMIDITY); status OK, OUT_OF_RANGE
-- (the last value left [minValue, maxValue]) or NO_RESPONSE (silent for three report intervals).
CREATE TABLE IF NOT EXISTS sensors (
  "sensorMac" text PRIMARY KEY,
  "storeCode" text NOT NULL,
  "gwMac" text,
  operation text NOT NULL,
  version text,
  battery integer,
  rssi integer,
  status text NOT NULL DEFAULT 'OK',
  "minValue" double precision NOT NULL,
  "maxValue" double precision NOT NULL,
  "sensingValue" double precision,
  "sensingTime" timestamptz,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
-- a store's sensors in MAC order, its status and counters
CREATE INDEX IF NOT EXISTS sensors_store_idx ON sensors ("storeCode", "sensorMac");
CREATE INDEX IF NOT EXISTS sensors_store_updated_idx ON sensors ("storeCode", "updatedAt");
-- one row per sample; the key serves the history's range search (one sensor, a time range) as one index range,
-- and carries the value so the search reads the index only (once vacuum has marked the pages all-visible)
CREATE TABLE IF NOT EXISTS sensor_samples (
  "sensorMac" text NOT NULL,
  "sensingTime" timestamptz NOT NULL,
  "sensingValue" double precision NOT NULL,
  PRIMARY KEY ("sensorMac", "sensingTime") INCLUDE ("sensingValue")
);
