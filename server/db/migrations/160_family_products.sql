-- Family products (schemas/familyProduct.schema.json; the table comes from the generated DDL):
-- "families containing a product" (GET /product/family/findByPrCode/...) is a jsonb containment test on
-- prCodeList, served by a GIN index.
CREATE INDEX IF NOT EXISTS family_products_prcodelist_gin ON family_products USING gin ("prCodeList" jsonb_path_ops);
