CREATE TABLE "stock_changes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_notifications" DROP CONSTRAINT "stock_notifications_color_id_product_colors_id_fk";
--> statement-breakpoint
UPDATE "cart_items" SET "engraving_text" = '' WHERE "engraving_text" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "engraving_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "engraving_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_version" ON "stock_changes" USING btree ("version");--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_same_line" ON "cart_items" USING btree ("cart_id","product_id",coalesce("color_id", 0),"addon_product_ids","engraving_text");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_open" ON "stock_notifications" USING btree ("user_id","product_id",coalesce("color_id", 0)) WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_notifications_product_open" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0);--> statement-breakpoint
INSERT INTO "stock_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  -- The counter row stays locked until commit: versions become visible in the order they are taken.
  UPDATE "stock_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  INSERT INTO "stock_changes" ("product_id", "version")
    VALUES (CASE WHEN TG_TABLE_NAME = 'products' THEN NEW."id" ELSE NEW."product_id" END, next_version)
    ON CONFLICT ("product_id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_stock_change" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock") EXECUTE FUNCTION "record_stock_change"();--> statement-breakpoint
CREATE TRIGGER "product_colors_stock_change" AFTER UPDATE OF "stock" ON "product_colors"
  FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock") EXECUTE FUNCTION "record_stock_change"();
