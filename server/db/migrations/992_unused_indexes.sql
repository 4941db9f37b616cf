-- Indexes no statement reads, dropped: each made every write of its table dearer (a tag report updates rssi,
-- battery, respondedAt and updatedAt, so no tag update is HOT and each wrote an entry in every index) and took
-- disk at chain scale (these 128 bytes a tag and 35 an update row were 6.5 GB of a 40-million-tag fleet).
-- 1. lower(column) text_pattern_ops of every "~" filter (codegen made them): the filter is a contains search,
--    ILIKE '%text%' (server/db/search.ts), which no btree serves (sign-in's lower(email) = $1 reads
--    the unique accounts_email_lower_key of migration 750).
-- 2. The tags' own indexes of tagType, rssi, battery and respondedAt: a tag search is always one store's
--    (POST /status/store/{storeCode}/tag/search), served by the store-prefixed indexes of migration 140; no
--    statement filters or sorts every store's tags by these (the chain-wide counts read status and battStatus).
-- 3. update_task_tags (tagId): update_task_tags_history_idx ("tagId", "createdAt" DESC) serves it.
DROP INDEX IF EXISTS "accounts_email_lower_idx";
DROP INDEX IF EXISTS "accounts_name_lower_idx";
DROP INDEX IF EXISTS "amac_config_abstractCode_lower_idx";
DROP INDEX IF EXISTS "dashboards_name_lower_idx";
DROP INDEX IF EXISTS "family_products_fmPrCode_lower_idx";
DROP INDEX IF EXISTS "gateways_gwMac_lower_idx";
DROP INDEX IF EXISTS "gateway_predefined_gwMac_lower_idx";
DROP INDEX IF EXISTS "layouts_name_lower_idx";
DROP INDEX IF EXISTS "plus_devices_mac_lower_idx";
DROP INDEX IF EXISTS "plus_devices_name_lower_idx";
DROP INDEX IF EXISTS "plus_devices_template_lower_idx";
DROP INDEX IF EXISTS "plus_media_name_lower_idx";
DROP INDEX IF EXISTS "plus_software_os_lower_idx";
DROP INDEX IF EXISTS "plus_software_ver_lower_idx";
DROP INDEX IF EXISTS "plus_templates__id_lower_idx";
DROP INDEX IF EXISTS "product_uploads_fileName_lower_idx";
DROP INDEX IF EXISTS "roles_name_lower_idx";
DROP INDEX IF EXISTS "second_codes_prCode_lower_idx";
DROP INDEX IF EXISTS "second_codes_secondCode_lower_idx";
DROP INDEX IF EXISTS "stores_storeCode_lower_idx";
DROP INDEX IF EXISTS "stores_storeName_lower_idx";
DROP INDEX IF EXISTS "tags_tagId_lower_idx";
DROP INDEX IF EXISTS "tags_tagMac_lower_idx";
DROP INDEX IF EXISTS "tags_prCode_lower_idx";
DROP INDEX IF EXISTS "tags_tagType_idx";
DROP INDEX IF EXISTS "tags_rssi_idx";
DROP INDEX IF EXISTS "tags_battery_idx";
DROP INDEX IF EXISTS "tags_respondedAt_idx";
DROP INDEX IF EXISTS "update_task_tags_tagId_idx";
