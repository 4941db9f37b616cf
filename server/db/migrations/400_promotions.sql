-- Promotions (schemas/promotion.schema.json): the renderer looks up a product's promotion running now.
CREATE INDEX IF NOT EXISTS promotions_product_idx ON promotions ("storeCode", "prCode", "startDate");
