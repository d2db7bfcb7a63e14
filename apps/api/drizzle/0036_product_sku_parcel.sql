CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Products already on sale are numbered in the order they were added (SKU-00001 is the oldest), then
-- the sequence numbers every product the shop adds without a SKU of its own.
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "products" SET "sku" = 'SKU-' || lpad(numbered.n::text, 5, '0')
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "products") AS numbered
WHERE "products"."id" = numbered."id";--> statement-breakpoint
-- The update queued catalogue_changed (a deferred trigger, migration 0007); PostgreSQL alters no table
-- with trigger events pending, so they run now rather than at commit.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
SELECT setval('product_sku_seq', greatest((SELECT count(*) FROM "products"), 1), (SELECT count(*) > 0 FROM "products"));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT ('SKU-' || lpad(nextval('product_sku_seq')::text, 5, '0'));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" IS NULL OR "products"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box_check" CHECK (("products"."length_cm" IS NULL AND "products"."breadth_cm" IS NULL AND "products"."height_cm" IS NULL) OR ("products"."length_cm" > 0 AND "products"."breadth_cm" > 0 AND "products"."height_cm" > 0));