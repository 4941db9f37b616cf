-- The sensors and paper_uploads tables are generated from their schemas (issue 24): the generated store indexes
-- sensors_storeCode_sensorMac_idx and paper_uploads_storeCode_received_idx are the ones migrations 600 and 610 made
-- by hand on earlier databases (a b-tree index reads either way, so received DESC adds nothing).
DROP INDEX IF EXISTS sensors_store_idx;
DROP INDEX IF EXISTS paper_uploads_store_received_idx;
