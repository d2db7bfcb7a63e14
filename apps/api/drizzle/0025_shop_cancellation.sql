DROP INDEX "invoices_order_kind_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_reference_idx" ON "invoices" USING btree ("order_id","kind","reference");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cancelled_check" CHECK ("order_items"."cancelled_quantity" >= 0 AND "order_items"."cancelled_quantity" <= "order_items"."quantity");