-- Product search of one store (POST /status/store/{code}/product/search, issue 5): every sortable column has an
-- index led by the store code with the product code as tie-break, so a sorted page of 25 reads an index range
-- (prCode order is the primary key). Checked at 200,000 products per store (scripts/bench/products.ts).
-- The single-column indexes the generic schema gave products before (every filter and sort column) served no
-- store-scoped query and cost every product write (a 100,000-product file rewrites each index 100,000 times).
DROP INDEX IF EXISTS "products_prCode_idx", "products_prCode_lower_idx", "products_prName_idx",
  "products_prName_lower_idx", "products_layoutId_idx", "products_updatedAt_idx";
CREATE INDEX IF NOT EXISTS products_store_name_idx ON products ("storeCode", "prName", "prCode");
CREATE INDEX IF NOT EXISTS products_store_layout_idx ON products ("storeCode", "layoutId", "prCode");
CREATE INDEX IF NOT EXISTS products_store_updated_idx ON products ("storeCode", "updatedAt", "prCode");

-- The "contains" filters on prCode and prName (ILIKE '%text%') use trigram indexes when pg_trgm is available
-- (PostgreSQL with contrib; PGlite when the extension is loaded); without it they read the store's rows.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available: product contains-filters scan the store';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS products_prcode_trgm_idx ON products USING gin ("prCode" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS products_prname_trgm_idx ON products USING gin ("prName" gin_trgm_ops)';
  END IF;
END $$;
