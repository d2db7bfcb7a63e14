ALTER TABLE "orders" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eway_bill_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_eway_bill_number_unique" UNIQUE("eway_bill_number");