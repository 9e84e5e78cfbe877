-- Stock never below zero (issue 14 §2): place-order takes stock with conditional updates, and the
-- database refuses a negative stock whoever writes it.
UPDATE "products" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
UPDATE "product_colors" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonnegative" CHECK ("stock" >= 0);--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_stock_nonnegative" CHECK ("stock" >= 0);
