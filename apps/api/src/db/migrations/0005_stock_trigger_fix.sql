-- 0003's trigger function named NEW."product_id" in a CASE that PL/pgSQL evaluates for `products`
-- rows too (which have no such field): each table's row is now read in its own branch.
CREATE OR REPLACE FUNCTION "record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
  changed_product integer;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    changed_product := NEW."id";
  ELSE
    changed_product := NEW."product_id";
  END IF;
  -- The counter row stays locked until commit: versions become visible in the order they are taken.
  UPDATE "stock_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  INSERT INTO "stock_changes" ("product_id", "version") VALUES (changed_product, next_version)
    ON CONFLICT ("product_id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END;
$$;
