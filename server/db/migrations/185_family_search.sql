-- Family product tables (POST /status/store/{code}/product/family/search and the shared list; issue 5): the
-- families of one store sorted by updatedAt, or filtered by layout, read an index range led by the store code.
-- Sorting by fmPrCode uses the key ("storeCode", "fmPrCode"); filter_prCode uses the GIN index of migration 160.
CREATE INDEX IF NOT EXISTS family_products_store_updated_idx ON family_products ("storeCode", "updatedAt");
CREATE INDEX IF NOT EXISTS family_products_store_layout_idx ON family_products ("storeCode", "layoutId", "fmPrCode");
