-- Second codes (schemas/secondCode.schema.json; the table comes from the generated DDL): a store's list sorted
-- by second code, and the lookup of a scanned second code in a store, read an index range.
CREATE INDEX IF NOT EXISTS second_codes_store_second_idx ON second_codes ("storeCode", "secondCode");
