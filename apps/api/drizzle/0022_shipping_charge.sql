ALTER TABLE "checkouts" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;