-- The store pickers' search (POST /store/options/search, issue 39): "the code or the name contains" (ILIKE
-- '%text%') reads trigram indexes when pg_trgm is available (migration 181 creates the extension when it can);
-- the page by code reads the primary key. Without pg_trgm the search reads the stores table (2,000 rows at chain
-- scale, still well under a millisecond per page).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS stores_storecode_trgm_idx ON stores USING gin ("storeCode" gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS stores_storename_trgm_idx ON stores USING gin ("storeName" gin_trgm_ops)';
  END IF;
END $$;
