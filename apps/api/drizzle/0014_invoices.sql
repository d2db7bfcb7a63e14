CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" IN ('invoice', 'credit-note')),
	CONSTRAINT "invoices_number_check" CHECK (length("invoices"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
-- HSN/SAC for the products already here, as the seed now gives them: by category, then accessories by type.
UPDATE "products" SET "hsn" = CASE
  WHEN "category" = 'laptop' THEN '8471 30'
  WHEN "category" = 'services' AND "name" ILIKE '%cctv%' THEN '998734'
  WHEN "category" = 'services' THEN '998713'
  WHEN "category" = 'software' THEN '997331'
  WHEN "name" ILIKE '%mouse%' OR "name" ILIKE '%keyboard%' THEN '8471 60'
  WHEN "name" ILIKE '%backpack%' OR "name" ILIKE '%bag%' OR "name" ILIKE '%sleeve%' THEN '4202 92'
  WHEN "name" ILIKE '%ssd%' OR "name" ILIKE '%drive%' THEN '8523 51'
  WHEN "name" ILIKE '%monitor%' THEN '8528 52'
  WHEN "name" ILIKE '%charger%' OR "name" ILIKE '%adapter%' THEN '8504 40'
  WHEN "name" ILIKE '%headset%' OR "name" ILIKE '%headphone%' OR "name" ILIKE '%earbud%' THEN '8518 30'
  WHEN "name" ILIKE '%webcam%' THEN '8525 89'
  WHEN "name" ILIKE '%hub%' OR "name" ILIKE '%dock%' THEN '8471 80'
  ELSE '8473 30'
END WHERE "hsn" = '';
