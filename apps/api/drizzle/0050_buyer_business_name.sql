ALTER TABLE "checkouts" ADD COLUMN "business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text DEFAULT '' NOT NULL;