-- Gateway search of one store (POST /status/store/{storeCode}/gw/search, issue 10: the store detail's gateway
-- table). Every filter and sort of that search reads an index range led by the store code. The status is the
-- status the gateway SHOWS (src/domain/gatewayStatus.ts SQL_GATEWAY_STATUS: NORMAL without time sync is ALARM),
-- indexed as that very expression, so the status filter and sort use it (tests/server/gwSearch.spec.ts checks the
-- plan and that this text is the shared rule's).
-- Default order: gwIndex, then the MAC (the key every order ends with).
CREATE INDEX IF NOT EXISTS gateways_store_index_idx ON gateways ("storeCode", "gwIndex", "gwMac");
CREATE INDEX IF NOT EXISTS gateways_store_shown_status_idx ON gateways ("storeCode", (CASE WHEN status = 'NORMAL' AND "timeSync" IS FALSE THEN 'ALARM' ELSE status END), "gwIndex", "gwMac");
-- Sorts by the other columns of the table.
CREATE INDEX IF NOT EXISTS gateways_store_mac_idx ON gateways ("storeCode", "gwMac");
CREATE INDEX IF NOT EXISTS gateways_store_ip_idx ON gateways ("storeCode", ip, "gwMac");
CREATE INDEX IF NOT EXISTS gateways_store_tagcount_idx ON gateways ("storeCode", "tagCount", "gwMac");
CREATE INDEX IF NOT EXISTS gateways_store_gmp_idx ON gateways ("storeCode", "gmpVersion", "gwMac");
CREATE INDEX IF NOT EXISTS gateways_store_grm_idx ON gateways ("storeCode", "grmVersion", "gwMac");
