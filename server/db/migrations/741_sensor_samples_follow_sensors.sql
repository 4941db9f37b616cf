-- A sensor's samples and hourly rollup go with it: deleting a store deletes its sensors (server/settings/storeRows.ts)
-- and so their samples, which carry no store code. Without this a store deleted and created again (its sensors get
-- the same MACs from the simulator, server/sim/storeHardware.ts) would show the old store's history.
CREATE OR REPLACE FUNCTION sensors_forget_samples() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sensor_samples s USING gone g WHERE s."sensorMac" = g."sensorMac";
  DELETE FROM sensor_sample_hours h USING gone g WHERE h."sensorMac" = g."sensorMac";
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS sensors_forget_samples ON sensors;
CREATE TRIGGER sensors_forget_samples AFTER DELETE ON sensors REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION sensors_forget_samples();
