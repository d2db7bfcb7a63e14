-- Decision 0006: prices are set and charged with GST. Existing products keep the price shoppers were
-- shown with GST (the pre-tax price × 1.18, to the rupee); an offer's "price before" becomes an MRP the
-- same way. Orders and open checkouts keep what they were charged, their figures moving to paise.
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_amounts_check";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_quantity_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_incl_gst" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mrp" integer;--> statement-breakpoint
UPDATE "products" SET "price_incl_gst" = round("price" * 1.18), "mrp" = CASE WHEN "original_price" > "price" THEN round("original_price" * 1.18) END;--> statement-breakpoint
-- The catalogue_changed trigger (0007) is deferred to commit; its events are fired now, so the table can be altered further.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_incl_gst" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "has_offer";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_offer" boolean GENERATED ALWAYS AS (coalesce(mrp > price_incl_gst, false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_percent" integer GENERATED ALWAYS AS (CASE WHEN mrp > price_incl_gst THEN ((mrp - price_incl_gst) * 100) / mrp ELSE 0 END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processor_family" text GENERATED ALWAYS AS (attributes->>'processorFamily') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram_gb" integer GENERATED ALWAYS AS ((attributes->>'ramGb')::integer) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_gb" integer GENERATED ALWAYS AS ((attributes->>'storageGb')::integer) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "screen_inches" real GENERATED ALWAYS AS ((attributes->>'screenInches')::real) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "graphics" text GENERATED ALWAYS AS (attributes->>'graphics') STORED;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "subtotal_paise" bigint;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_paise" bigint;--> statement-breakpoint
UPDATE "checkouts" SET "subtotal_paise" = "subtotal"::bigint * 100, "tax_paise" = "tax"::bigint * 100,
  "items" = (SELECT coalesce(jsonb_agg((item - 'price') || jsonb_build_object('unitPricePaise', (item->>'price')::bigint * (100 + coalesce((item->>'gstRate')::int, 18))) ORDER BY n), '[]'::jsonb)
             FROM jsonb_array_elements("items") WITH ORDINALITY AS line(item, n));--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "subtotal_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "tax_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_price_paise" bigint;--> statement-breakpoint
UPDATE "order_items" SET "unit_price_paise" = "price"::bigint * (100 + "gst_rate");--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_paise" bigint;--> statement-breakpoint
UPDATE "orders" SET "subtotal_paise" = "subtotal"::bigint * 100, "tax_paise" = "tax"::bigint * 100;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_amounts_check" CHECK ("checkouts"."subtotal_paise" >= 0 AND "checkouts"."tax_paise" >= 0 AND abs("checkouts"."total"::bigint * 100 - "checkouts"."subtotal_paise" - "checkouts"."tax_paise") <= 50);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0 AND "order_items"."unit_price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."tax_paise" >= 0 AND abs("orders"."total"::bigint * 100 - "orders"."subtotal_paise" - "orders"."tax_paise") <= 50);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price_incl_gst" >= 0 AND ("products"."mrp" IS NULL OR "products"."mrp" >= "products"."price_incl_gst"));
