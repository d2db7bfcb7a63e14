CREATE TABLE "shop_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "shop_notifications_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "shop_notifications_kind_check" CHECK ("shop_notifications"."kind" IN ('order-placed', 'cod-order', 'payment-attention', 'return-requested', 'low-stock', 'application-submitted', 'contact-message')),
	CONSTRAINT "shop_notifications_target_check" CHECK ("shop_notifications"."target_type" IN ('order', 'product', 'application', 'message', 'payment'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_alerts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_notifications_created_idx" ON "shop_notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_notifications_unread_idx" ON "shop_notifications" USING btree ("created_at" DESC NULLS LAST) WHERE "shop_notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shop_notifications_unmailed_idx" ON "shop_notifications" USING btree ("created_at") WHERE "shop_notifications"."mailed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);