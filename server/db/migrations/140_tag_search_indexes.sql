-- Tag search of one store (POST /status/store/{code}/tag/search, issue 4): every filtered or sorted field has an
-- index led by the store code, so a filtered, sorted page of 25 reads an index range instead of the store's
-- whole tag list (checked with EXPLAIN at 10 million tags; see docs/api.md "Tags"). The single-column indexes
-- of the schema (server/generated/schema.sql) serve searches across stores; these serve one store.
-- Filters: status (+ default sort updatedAt), tagType, gwMac, battStatus; updatedAt ranges use
-- tags_storeCode_updatedAt_idx; prCode equality uses tags_store_prcode_idx (migration 100).
CREATE INDEX IF NOT EXISTS tags_store_status_updated_idx ON tags ("storeCode", status, "updatedAt");
CREATE INDEX IF NOT EXISTS tags_store_type_updated_idx ON tags ("storeCode", "tagType", "updatedAt");
CREATE INDEX IF NOT EXISTS tags_store_gw_updated_idx ON tags ("storeCode", "gwMac", "updatedAt");
-- Sorts of one store's list by the other sortable columns.
CREATE INDEX IF NOT EXISTS tags_store_tagid_idx ON tags ("storeCode", "tagId");
CREATE INDEX IF NOT EXISTS tags_store_tagmac_idx ON tags ("storeCode", "tagMac");
CREATE INDEX IF NOT EXISTS tags_store_battery_idx ON tags ("storeCode", battery);
CREATE INDEX IF NOT EXISTS tags_store_rssi_idx ON tags ("storeCode", rssi);
CREATE INDEX IF NOT EXISTS tags_store_responded_idx ON tags ("storeCode", "respondedAt");
