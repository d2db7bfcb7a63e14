CREATE TABLE "order_unit_serials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"unit" integer DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_unit_serials_serial_format" CHECK ("order_unit_serials"."serial" ~ '^[A-Z0-9][A-Z0-9/-]{2,39}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serialised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "serialised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "warranty" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_unit_serials" ADD CONSTRAINT "order_unit_serials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_serials" ADD CONSTRAINT "order_unit_serials_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_unit_serials_sold_unique" ON "order_unit_serials" USING btree ("serial") WHERE "order_unit_serials"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_unit_serials_item_idx" ON "order_unit_serials" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_unit_serials_order_idx" ON "order_unit_serials" USING btree ("order_id");--> statement-breakpoint
-- Laptops are serialised (their warranty goes by the unit's serial number); the shop may mark others.
UPDATE "products" SET "serialised" = true WHERE "category" = 'laptop';--> statement-breakpoint
-- Lines sold before: what their product is now, and its warranty as written now (no older record of it).
UPDATE "order_items" SET "serialised" = "products"."serialised", "warranty" = "products"."warranty" FROM "products" WHERE "products"."id" = "order_items"."product_id";
