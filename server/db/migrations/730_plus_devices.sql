-- Signage devices (docs/api.md 'Signage devices'): every read of the device table is one store's, so each
-- sortable column of the search (POST /status/store/{code}/plus/device/search) has a (storeCode, column) index
-- that serves the store's page in order without sorting the store's devices; the generated single-column
-- indexes do not (the primary key (storeCode, mac) serves the default mac order). The simulator's sync step
-- reads the devices waiting for their show (syncedAt NULL), the blink and overview read by product and status.
CREATE INDEX IF NOT EXISTS plus_devices_store_name_idx ON plus_devices ("storeCode", name, mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_model_idx ON plus_devices ("storeCode", model, mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_ver_idx ON plus_devices ("storeCode", ver, mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_template_idx ON plus_devices ("storeCode", template, mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_status_idx ON plus_devices ("storeCode", status, mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_recv_idx ON plus_devices ("storeCode", "recvTime", mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_show_idx_idx ON plus_devices ("storeCode", "showIdx", mac);
CREATE INDEX IF NOT EXISTS plus_devices_store_updated_idx ON plus_devices ("storeCode", "updatedAt", mac);
CREATE INDEX IF NOT EXISTS plus_devices_unsynced_idx ON plus_devices ("storeCode", mac) WHERE "syncedAt" IS NULL;
CREATE INDEX IF NOT EXISTS plus_devices_products_idx ON plus_devices USING gin (products jsonb_path_ops);
CREATE INDEX IF NOT EXISTS plus_software_store_updated_idx ON plus_software ("storeCode", "updatedAt");

-- The "contains" filters on mac, name and template (ILIKE '%text%') use trigram indexes when pg_trgm is available
-- (as migration 181 for products); without it they read the store's devices.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available: device contains-filters scan the store';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS plus_devices_mac_trgm_idx ON plus_devices USING gin (mac gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS plus_devices_name_trgm_idx ON plus_devices USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS plus_devices_template_trgm_idx ON plus_devices USING gin (template gin_trgm_ops)';
  END IF;
END $$;
