-- Sensors of the stores (doc 2 §3 Sensor, Sensor history sample; docs/api.md "Sensors"), played by the simulator
-- (server/sim/sensors.ts). operation is what the sensor measures (TEMPERATURE, HUMIDITY); status OK, OUT_OF_RANGE
-- (the last value left [minValue, maxValue]) or NO_RESPONSE (silent for three report intervals).
-- The tables sensors and sensor_samples are generated from schemas/sensor.schema.json and sensorSample.schema.json
-- (server/generated/schema.sql, applied before this file): the sample's key (sensor, time) carries the value
-- (x-key-include), so the history's range search reads the index only once vacuum has marked the pages all-visible.
-- A store's sensors in MAC order is the generated sensors_storeCode_sensorMac_idx; its status and counters:
CREATE INDEX IF NOT EXISTS sensors_store_updated_idx ON sensors ("storeCode", "updatedAt");
