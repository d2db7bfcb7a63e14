CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pickup_courier" text DEFAULT '' NOT NULL,
	"pickup_awb" text DEFAULT '' NOT NULL,
	"payout_sealed" text DEFAULT '' NOT NULL,
	"refund_paise" integer,
	"payout_reference" text DEFAULT '' NOT NULL,
	"replacement_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_kind_check" CHECK ("order_returns"."kind" IN ('return', 'replacement')),
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason" IN ('defective', 'damaged-in-transit', 'wrong-item', 'not-as-described', 'no-longer-needed')),
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'replaced')),
	CONSTRAINT "order_returns_refund_check" CHECK ("order_returns"."refund_paise" IS NULL OR "order_returns"."refund_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "damaged_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('order-cancelled', 'shop', 'sold-out', 'product-hidden', 'amount-mismatch', 'duplicate-payment', 'gateway', 'return'));